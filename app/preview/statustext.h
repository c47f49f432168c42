#pragma once

#include <QWidget>

namespace hitbox::editor {

/// A line of status text that changes every frame (the preview's frame and collision
/// times) without a relayout of the status bar each time, which cost as much as the
/// paint of a sprite: its width follows the text in steps of widthStep pixels, growing
/// at once and shrinking only when the text is more than shrinkSteps steps narrower, so
/// only such a change asks the bar for a new layout; others repaint the line alone.
class StatusText : public QWidget
{
    Q_OBJECT

public:
    static constexpr int widthStep = 48;
    static constexpr int shrinkSteps = 4;

    explicit StatusText(QWidget *parent = nullptr);

    QString text() const { return m_text; }
    void setText(const QString &text);

    /// Layout requests so far (the width step changed).
    int relayoutCount() const { return m_relayouts; }

    QSize sizeHint() const override;
    QSize minimumSizeHint() const override { return sizeHint(); }

protected:
    void paintEvent(QPaintEvent *event) override;

private:
    QString m_text;
    int m_width = 0; // the text's width rounded up to widthStep
    int m_relayouts = 0;
};

} // namespace hitbox::editor
