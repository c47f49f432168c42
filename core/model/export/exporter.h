#pragma once

#include "model/document/exportoptions.h"
#include "model/document/project.h"
#include "model/io/safewrite.h"

#include <hitbox/geometry.h>

#include <QByteArray>
#include <QList>
#include <QSize>
#include <QString>
#include <QStringList>

#include <functional>

namespace hitbox::model {

/// A reason an export cannot be written, for one shape (or frame, or sprite).
struct ExportProblem
{
    QString where;  ///< as in validation: sprites[1] "ship", frame #2, polygon 1 "hull"
    QString reason; ///< e.g. "concave polygons cannot be exported to Defold; ..."

    /// "<where>: <reason>" on one line: line breaks and other control characters (in a
    /// sprite's or shape's name) are written as \n, \r, \t or \uXXXX.
    QString text() const;

    friend bool operator==(const ExportProblem &, const ExportProblem &) = default;
};

/// One file of an export, not written yet.
struct ExportedFile
{
    QString relativePath; ///< relative to the output folder, or the output file's name
    QByteArray contents;
};

/// What an export would write. Planned completely before anything touches the disk, so
/// that a problem anywhere leaves every file as it was.
struct ExportPlan
{
    QList<ExportedFile> files;
    QList<ExportProblem> problems; ///< not empty: nothing may be written
    int shapeCount = 0;            ///< shapes exported (mirrored copies included)
    int pieceCount = 0;            ///< convex pieces derived from polygons

    bool ok() const { return problems.isEmpty(); }
};

/// What an exporter reads besides the options.
struct ExportSource
{
    const Project *project = nullptr;
    /// The file (single-file formats) or folder (one file per sprite) about to be
    /// written; image paths in the export are made relative to its folder.
    QString outputPath;
    /// Size of the image at an absolute path, from its header (no decoding); an invalid
    /// size when it cannot be read. Tests may replace it.
    std::function<QSize(const QString &imagePath)> imageSize;
};

/// One target format. Exporters are stateless; exporterFor gives the one of a format.
class Exporter
{
public:
    virtual ~Exporter() = default;

    virtual ExportFormat format() const = 0;
    /// For menus: "Godot 4 scene (*.tscn)".
    virtual QString displayName() const = 0;
    /// Suffix of the files written, without the dot: "tscn".
    virtual QString fileSuffix() const = 0;
    /// True when the output is a folder with one file (or more) per sprite.
    virtual bool writesFolder() const = 0;
    /// True when ExportOptions::pixelsPerMetre changes what is written (Box2D-family
    /// engines); the other options apply to every format.
    virtual bool usesPixelsPerMetre() const { return false; }
    /// True when the export needs the size of every frame's picture (a picture that cannot
    /// be read is the input's fault); false for formats of shapes alone (.air).
    virtual bool readsPictures() const { return true; }
    /// Every file the export writes, or the problems that stop it.
    virtual ExportPlan plan(const ExportSource &source, const ExportOptions &options) const = 0;
};

/// Every exporter, one per format: the one list of export formats
/// (exporterregistry.cpp). Each lives in its own folder under core/model/export/.
const QList<const Exporter *> &exporters();

/// The exporter of `format` among exporters(); every format has one.
const Exporter *exporterFor(ExportFormat format);

/// Reads an image's size from its header (the default ExportSource::imageSize).
QSize imageSizeFromHeader(const QString &imagePath);

/// The absolute path of every file of `plan` in order: `outputPath` itself for a
/// single-file format, else each file's relative path under the folder `outputPath`.
QStringList exportFilePaths(const ExportPlan &plan, const QString &outputPath, bool writesFolder);

/// Why nothing can be exported to `outputPath` as it is now, or an empty string: for a
/// folder format an existing file, device or dangling link there ("is a file, not a
/// folder"), for a single-file format an existing folder, device or dangling link
/// ("is a folder, not a file", see unwritableReason). Missing folders are no problem:
/// writeExportPlan creates them.
QString exportTargetProblem(const QString &outputPath, bool writesFolder);

/// Writes every file of an ok `plan` under `outputPath` (a file for single-file formats,
/// a folder otherwise; missing folders on the way are created), all or none through a
/// FileTransaction: targets that are not regular files (devices, pipes, sockets) or names too long
/// for the file system are refused before anything is written, a failed write (full disk) leaves
/// every existing file as it was, and a failed rename is rolled back. Returns an empty string on
/// success, else "<file>: <problem>".
/// `with` may already hold other files to write with the plan's, all or none (a dependency
/// file).
QString writeExportPlan(const ExportPlan &plan,
                        const QString &outputPath,
                        bool writesFolder,
                        FileTransaction with = {});

} // namespace hitbox::model
