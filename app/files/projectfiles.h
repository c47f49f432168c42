#pragma once

#include "model/io/importedsheet.h"

#include <QList>
#include <QObject>

#include <optional>

namespace hitbox::model {
struct ProjectReadResult;
}

class QAction;
class QDialog;
class QProgressDialog;
class QMenu;
class QUrl;
class QWidget;

namespace hitbox::editor {

class Document;
class RecentFiles;

/// The File menu's work on project documents and images: New Project, Open Project, Open
/// Recent, Save, Save As, Revert and Add Sprites, dropped files, and the question about
/// unsaved changes. Dialogs open on `window`; errors and results are emitted for the
/// window to show (errorOccurred, statusMessage).
class ProjectFiles : public QObject
{
    Q_OBJECT

public:
    ProjectFiles(Document *document, QWidget *window);

    QAction *newAction() const { return m_newAction; }
    QAction *openAction() const { return m_openAction; }
    QAction *saveAction() const { return m_saveAction; }
    QAction *saveAsAction() const { return m_saveAsAction; }
    QAction *revertAction() const { return m_revertAction; }
    QAction *addSpritesAction() const { return m_addSpritesAction; }
    QAction *importHitboxesAction() const { return m_importHitboxesAction; }
    /// File > Open Recent, filled from the recent files each time it opens.
    QMenu *recentMenu() const { return m_recentMenu; }

    /// When false no dialog opens: unsaved changes are discarded on request and missing
    /// images open as placeholders (see MainWindow::setInteractive()).
    void setInteractive(bool interactive) { m_interactive = interactive; }

    /// Opens a project document, asking where moved images are. On failure the open
    /// document stays as it was and the error is reported. Does not ask about unsaved
    /// changes; openProjectWithPrompt() does.
    bool openProject(const QString &path);
    /// Asks for a file when `path` is empty, checks it, and only then asks about unsaved
    /// changes and opens it. A file that is no project document but something Add Sprites
    /// imports (an atlas JSON, a sheet, an image) is offered to be added as sprites
    /// instead (when not interactive, the error says to use Add Sprites); nothing is asked
    /// about unsaved changes for a file that cannot be opened.
    void openProjectWithPrompt(const QString &path = QString());
    /// Saves to the document's file (asks for one when it has none).
    bool save();
    /// Saves to `path`, or asks for a path when empty.
    bool saveAs(const QString &path = QString());
    /// Adds images as sprites (one undo step); unreadable files are reported and skipped.
    /// Sprite sheets, atlas JSON files and animated images become sprites with frames
    /// (model::importSheet); a still image that splits on transparent gutters opens the
    /// slicing dialog when interactive (Cancel skips it). Import warnings go to the status
    /// bar. Returns the number of sprites added.
    int addSprites(const QStringList &paths);
    /// File > Import Hitboxes for `paths` (other tools' hitbox files): the dialog shows
    /// what comes in and the report before anything changes; Import is one undo step.
    /// Returns the number of shapes imported.
    int importHitboxes(const QStringList &paths);
    /// Opens the dropped project document if there is one, else imports the dropped
    /// hitbox files (model::readsHitboxes) and adds the dropped images.
    void openDropped(const QList<QUrl> &urls);
    /// Offers to save unsaved changes; false when the user cancels or the save fails.
    bool maybeSave();

signals:
    /// A failure to show the user, with the title of its message box.
    void errorOccurred(const QString &title, const QString &message);
    /// A short message for the status bar, shown for `timeout` ms.
    void statusMessage(const QString &message, int timeout);
    /// The document was written to its file (Save or Save As succeeded).
    void saved();

private:
    void createActions();
    void newProject();
    void revert();
    void addSpritesWithDialog();
    void importHitboxesWithDialog();
    /// Opens what readProjectFile() read from `path` (absolute).
    bool openRead(const QString &path, const model::ProjectReadResult &read);
    /// `path` could not be opened as a project (`error`): offers Add Sprites when an
    /// importer reads it, else reports the error.
    void refuseAsProject(const QString &path, const QString &error);
    /// The import of one file to add, asking how to slice a sheet and showing what an
    /// Aseprite file becomes; empty when it failed (the error appended to `errors`) or was
    /// cancelled.
    std::optional<model::ImportedSheet>
    importForAdding(const QString &path, QStringList &errors, QStringList &warnings);
    /// Runs a question of Add Sprites (slicing, an Aseprite file's plan) with the progress
    /// hidden meanwhile; returns the dialog's result.
    int askWhileAdding(QDialog &dialog);
    /// Where the open dialogs start: the document's folder (the working folder when it has
    /// no file yet).
    QString documentFolder() const;

    Document *m_document;
    QWidget *m_window;
    RecentFiles *m_recentFiles;
    bool m_interactive = true;
    QProgressDialog *m_addProgress = nullptr; ///< Add Sprites' progress while it runs

    QAction *m_newAction = nullptr;
    QAction *m_openAction = nullptr;
    QAction *m_saveAction = nullptr;
    QAction *m_saveAsAction = nullptr;
    QAction *m_revertAction = nullptr;
    QAction *m_addSpritesAction = nullptr;
    QAction *m_importHitboxesAction = nullptr;
    QMenu *m_recentMenu = nullptr;
};

} // namespace hitbox::editor
