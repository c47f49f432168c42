#pragma once

#include <QWidget>

namespace hitbox::editor {

/// A line of text that changes every few frames while the preview plays (the status line's
/// frame and collision times, the event log's count) without a relayout of its bar each
/// time: a relayout reaches up to the main window, which then repaints its dock separators
/// and tool bars, and costs as much as the paint of a sprite. Its width follows the text
/// in steps of widthStep pixels, growing at once and shrinking only when the text is more
/// than shrinkSteps steps narrower, so only such a change asks the bar for a new layout;
/// others repaint the line alone.
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
