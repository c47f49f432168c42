#pragma once

#include <QByteArray>
#include <QList>
#include <QString>
#include <QStringList>

#include <functional>

namespace hitbox::model {

/// Writes a set of files all or none, the one home of every save and export:
///
/// 1. Plan: every target is checked before anything is written. An existing target
///    must be a regular file (a symbolic link is followed and its target replaced, the
///    link kept); devices, pipes, sockets, folders and dangling links are refused and
///    left untouched. Every name the write would create must fit the file system
///    (NAME_MAX bytes per component).
/// 2. Write: each file goes to a temporary beside its target; every write, the flush
///    to disk and the close are checked (a full disk, a file size limit). On failure the
///    temporaries are removed and no target has changed.
/// 3. Commit: only when every temporary was written are they renamed into place. An
///    existing target is first renamed to a backup; if any rename fails, the targets
///    renamed so far are rolled back from their backups (new files are removed). The
///    backups are removed when every rename succeeded.
///
/// Folders missing on the way to a target are created when createFolders is set, and
/// removed again when the transaction fails.
class FileTransaction
{
public:
    /// Adds a file to write at `path` (":x" means a local file, see fileSystemPath).
    void add(const QString &path, const QByteArray &bytes);
    void setCreateFolders(bool create) { m_createFolders = create; }

    /// Writes every file, all or none. Returns an empty string on success, else
    /// "<file>: <problem>; no file was changed".
    QString commit();

    /// Tests only: called before the k-th target is renamed into place.
    void setBeforeRenameForTesting(std::function<void(qsizetype k)> hook)
    {
        m_beforeRename = std::move(hook);
    }

private:
    struct Entry
    {
        QString path; ///< as given, for messages
        QByteArray bytes;
        QString target; ///< absolute, symbolic links resolved
        QString temporary;
        QString backup; ///< the previous file while the renames run
        bool existed = false;
        bool renamed = false;
    };

    QString plan();
    QString createFolders();
    QString writeTemporaries();
    QString renameAll();
    void rollBack();
    void removeTemporaries();

    QList<Entry> m_entries;
    QStringList m_createdFolders; ///< in creation order
    bool m_createFolders = false;
    std::function<void(qsizetype)> m_beforeRename;
};

/// "<file>: <reason>; it was left untouched" when a file cannot be written at `path` (see
/// unwritableReason), else an empty string: what a FileTransaction checks first, for
/// commands that want to refuse before long work.
QString unwritableTargetMessage(const QString &path);

/// Replaces the file at `path` with `bytes` through a FileTransaction of one file.
/// Returns an empty string on success, else "<file>: <problem>".
QString writeFileSafely(const QString &path, const QByteArray &bytes);

} // namespace hitbox::model
