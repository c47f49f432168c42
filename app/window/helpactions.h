#pragma once

#include <QObject>
#include <QPointer>

class QAction;
class QDialog;
class QMainWindow;

namespace hitbox::editor {

/// The Help menu's actions:
/// - User Guide (F1): the README and docs/*.md shipped in the program (Qt resources under
///   ":/docs"), read in a browser window whose links between the pages work;
/// - Keyboard Shortcuts: every action of the main window that has a shortcut, with what it
///   does, generated from the actions themselves;
/// - About Hitbox Studio (version and the licences of what is bundled) and About Qt.
/// The dialogs open without blocking (QDialog::open()); the last one opened is kept.
class HelpActions : public QObject
{
    Q_OBJECT

public:
    explicit HelpActions(QMainWindow *window);

    QAction *userGuideAction() const { return m_userGuide; }
    QAction *shortcutsAction() const { return m_shortcuts; }
    QAction *aboutAction() const { return m_about; }
    QAction *aboutQtAction() const { return m_aboutQt; }

    /// The dialog the last action opened (null before the first).
    QDialog *lastDialog() const { return m_lastDialog; }

    /// The text of the About box: the version and the bundled licences.
    static QString aboutText();

private:
    void showUserGuide();
    void showShortcuts();
    void showAbout();
    void opened(QDialog *dialog);

    QMainWindow *m_window;
    QAction *m_userGuide;
    QAction *m_shortcuts;
    QAction *m_about;
    QAction *m_aboutQt;
    QPointer<QDialog> m_lastDialog;
};

} // namespace hitbox::editor
