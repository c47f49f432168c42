#pragma once

#include <QByteArray>
#include <QString>

namespace hitbox::model {

/// The path as a file system path. Qt reads paths starting with ':' from its compiled-in
/// resources; a user's file named ":x.png" is meant, so such paths get a "./" prefix.
QString fileSystemPath(const QString &path);

/// The clean absolute file system path of `path` (a relative one is taken from the current
/// folder), ":x.png" included: the form documents hold in memory.
QString absoluteFileSystemPath(const QString &path);

/// Why `path` cannot be read as a regular file, or an empty string when it can:
/// "file not found", "is a symbolic link to a missing file or a link loop",
/// "is a folder, not <what>", "is not a regular file (a device, pipe or socket)",
/// "cannot be read (permission denied)". Devices and pipes are refused because reading
/// them may never end (/dev/zero, a FIFO nobody writes to).
QString unreadableReason(const QString &path, const QString &what);

/// Why a file cannot be written at `path` (replacing what is there), or an empty string
/// when it can: an existing `path` must be a regular file, or a symbolic link to one
/// ("is a folder, not a file", "is not a regular file (a device, pipe or socket)",
/// "is a symbolic link to a missing file or a link loop"), and every name the write
/// would create must fit the file system's NAME_MAX bytes ("the name \"...\" is 300
/// bytes long; the file system allows at most 255"). Whether the folder is writable is
/// found out by writing.
QString unwritableReason(const QString &path);

/// `text` with line breaks and other control characters written as escapes (\n, \r, \t,
/// \uXXXX), so that a name holding one cannot break a message into several lines.
QString controlCharactersEscaped(const QString &text);

/// The bytes of a regular file, or why they could not be read.
struct LocalFileBytes
{
    QByteArray bytes;
    QString problem; ///< without the file name; empty on success

    bool ok() const { return problem.isEmpty(); }
};

/// Reads a whole regular file of at most `maxBytes` bytes (checked before reading and
/// while reading, so a file that grows meanwhile cannot exhaust memory). `what` names
/// the expected content in messages ("an image", "a document").
LocalFileBytes readLocalFile(const QString &path, qint64 maxBytes, const QString &what);

} // namespace hitbox::model
