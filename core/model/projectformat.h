#pragma once

#include "project.h"

#include <QByteArray>
#include <QString>

namespace hitbox::model {

/// The value of the "format" key of every project document.
inline constexpr char projectFormatName[] = "hitbox";
/// The newest document version this program reads and the one it writes.
inline constexpr int projectFormatVersion = 1;
/// File name suffix of project documents.
inline constexpr char projectFileSuffix[] = ".hitbox.json";
/// Largest coordinate magnitude accepted in a document, in pixels.
inline constexpr double maxCoordinate = 1.0e7;
/// Largest document file readProjectFile reads; far above any real project, far below
/// memory trouble. Larger files are refused before reading.
inline constexpr qint64 maxDocumentBytes = 256LL * 1024 * 1024;

/// A parsed document, or why it could not be parsed.
struct ProjectReadResult
{
    Project project;
    QString error; ///< "<file>: <where>: <problem>" on failure, empty on success

    bool ok() const { return error.isEmpty(); }
};

/// Parses a document's bytes. `documentPath` names the file in messages and anchors
/// relative image paths (the project holds absolute paths in memory). Rejects bad JSON,
/// a missing or foreign "format", unknown versions, missing fields, wrong types,
/// non-finite or out-of-range numbers, with the JSON path of the offending value.
/// Geometric problems (a polygon with 2 points, crossing edges) are not parse errors:
/// the editor shows them and validateProject() reports them.
ProjectReadResult parseProject(const QByteArray &bytes, const QString &documentPath);

/// Reads and parses a document file. Refuses missing files, folders, devices and pipes,
/// and files larger than maxDocumentBytes, before reading them.
ProjectReadResult readProjectFile(const QString &path);

/// The document's bytes (writeDocumentJson): indented JSON, keys sorted, each point on
/// one line, numbers rounded to 1e-6, image paths relative to the document's folder.
/// Serialising a parsed document reproduces its bytes exactly when it was written by
/// this function.
QByteArray serializeProject(const Project &project, const QString &documentPath);

/// Writes the document through QSaveFile, so a failed save leaves the old file intact.
/// Returns an empty string on success, else "<file>: <problem>".
QString writeProjectFile(const Project &project, const QString &path);

} // namespace hitbox::model
