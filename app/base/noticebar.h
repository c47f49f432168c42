#pragma once

#include <QFrame>
#include <QList>

class QAction;
class QHBoxLayout;
class QLabel;

namespace hitbox::editor {

/// A strip above the canvas that tells the user something happened outside the editor
/// (a source file changed on disk) and offers what to do about it, without stopping their
/// work as a message box would. Each offered action is a button; triggering one, or the
/// close button, hides the bar.
class NoticeBar : public QFrame
{
    Q_OBJECT

public:
    explicit NoticeBar(QWidget *parent = nullptr);

    /// Shows `text` with a button per action (replacing what was shown).
    void showNotice(const QString &text, const QList<QAction *> &actions);
    /// The text shown, empty when hidden.
    QString text() const;

private:
    QLabel *m_text;
    QHBoxLayout *m_buttons;
};

} // namespace hitbox::editor
