#pragma once

#include <QObject>
#include <QSet>
#include <QStringList>

class QAction;
class QFileSystemWatcher;
class QTimer;
class QWidget;

namespace hitbox::editor {

class Document;

/// What the notice says when the art of these sprites changed on disk: "The art of
/// \"hero\" changed on disk.", or of several, naming the first three.
QString changedSourcesText(const QStringList &spriteNames);

/// File > Reload Sources, and the watch that offers it: every sprite added from a file
/// (Sprite::source) is read again (model::reimportFromSource). On frames whose pixels or
/// source shapes changed, the source's shapes are replaced and traced outlines traced
/// again; the user's shapes are never touched; new frames come in and removed frames go,
/// reported. One undo step; the summary is shown (the CLI's `reimport` words). When a
/// source cannot be read, nothing changes and the error names the file.
///
/// The files every source sprite is read from (model::spriteSourceFiles) are watched; when
/// one changes on disk, sourcesChanged() names the sprites (after a short quiet time, so
/// an editor's save of several files is one notice).
class SourceReloader : public QObject
{
    Q_OBJECT

public:
    SourceReloader(Document *document, QWidget *window);

    QAction *reloadAction() const { return m_reloadAction; }

    /// When false, no dialog opens: no progress, and the summary goes to the status bar.
    void setInteractive(bool interactive) { m_interactive = interactive; }

    /// Reloads every sprite that remembers its source; returns the number that changed
    /// (0 also when a source failed: errorOccurred() then says which).
    int reload();

    /// The files being watched now (absolute paths).
    QStringList watchedFiles() const;

signals:
    void errorOccurred(const QString &title, const QString &message);
    void statusMessage(const QString &message, int timeout);
    /// Files of these sprites changed on disk since the document was opened or last
    /// reloaded (the names, in document order).
    void sourcesChanged(const QStringList &spriteNames);
    /// reload() read every source (whether or not anything changed): what changed on disk
    /// is in the document now.
    void sourcesReloaded();

private:
    void updateWatch();
    void fileChanged(const QString &path);
    void reportChanges();
    void showSummary(const QStringList &lines);

    Document *m_document;
    QWidget *m_window;
    QAction *m_reloadAction;
    QFileSystemWatcher *m_watcher;
    QTimer *m_quiet;   ///< collects changes until the files are quiet
    QTimer *m_rewatch; ///< updates the watch once sprite edits pause
    QSet<QString> m_changed;
    bool m_interactive = true;
};

} // namespace hitbox::editor
