#pragma once

#include "model/document/project.h"
#include "model/io/safewrite.h"

#include <QByteArray>
#include <QString>

namespace hitbox::model {

/// The value of the "format" key of every project document.
inline constexpr char projectFormatName[] = "hitbox";
/// The newest document version this program reads and the one it writes. Version 1
/// documents (one frame per sprite, one box and circle) still open, with the same meaning.
inline constexpr int projectFormatVersion = 2;
/// File name suffix of project documents.
inline constexpr char projectFileSuffix[] = ".hitbox.json";
/// Largest coordinate magnitude accepted in a document, in pixels.
inline constexpr double maxCoordinate = 1.0e7;
/// Largest document file readProjectFile reads (16 MiB: about 100,000 sprites, or a
/// million polygon points). Parsing JSON costs about 50 times the file's size in memory,
/// so this keeps a document under about 1 GB while reading. Larger files are refused
/// before reading.
inline constexpr qint64 maxDocumentBytes = 16LL * 1024 * 1024;

/// A parsed document, or why it could not be parsed.
struct ProjectReadResult
{
    Project project;
    QString error; ///< "<file>: <where>: <problem>" on failure, empty on success
    /// On failure: true when the file could not be read at all (missing, a folder, a
    /// device or pipe, too large, out of memory), false when it was read but is not a
    /// valid document.
    bool unreadable = false;

    bool ok() const { return error.isEmpty(); }
};

/// Parses a document's bytes. `documentPath` names the file in messages and anchors
/// relative image paths (the project holds absolute paths in memory). Rejects bad JSON,
/// a missing or foreign "format", unknown versions, missing fields, wrong types,
/// non-finite or out-of-range numbers, with the JSON path of the offending value.
/// Geometric problems (a polygon with 2 points, crossing edges) are not parse errors:
/// the editor shows them and validateProject() reports them. Running out of memory is
/// reported as an error (`unreadable` set), never thrown.
ProjectReadResult parseProject(const QByteArray &bytes, const QString &documentPath);

/// Reads and parses a document file. Refuses missing files, folders, devices and pipes,
/// and files larger than maxDocumentBytes, before reading them (`unreadable` is set).
ProjectReadResult readProjectFile(const QString &path);

/// The document's bytes (writeDocumentJson): indented JSON, keys sorted, each point on
/// one line, numbers rounded to 1e-6, image paths relative to the document's folder.
/// Serialising a parsed document reproduces its bytes exactly when it was written by
/// this function.
QByteArray serializeProject(const Project &project, const QString &documentPath);

/// Writes the document through a FileTransaction, so a failed save leaves the old file
/// intact; `with` may already hold other files to write with it, all or none (a
/// dependency file). Returns an empty string on success, else "<file>: <problem>".
QString writeProjectFile(const Project &project, const QString &path, FileTransaction with = {});

} // namespace hitbox::model
