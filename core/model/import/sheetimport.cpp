#include "model/import/sheetimport.h"

#include "model/import/importer.h"

#include "model/io/localfile.h"

#include <QFile>
#include <QFileInfo>

namespace hitbox::model {

namespace {

// The input of `path` as importers look at it; `error` says why it cannot be read.
ImportInput probeInput(const QString &path, QString *error)
{
    ImportInput input;
    input.path = absoluteFileSystemPath(path);
    const QFileInfo info(input.path);
    input.isFolder = info.isDir();
    if (input.isFolder)
        return input;
    *error = unreadableReason(input.path, QStringLiteral("an image or atlas"));
    if (!error->isEmpty())
        return input;
    QFile file(input.path);
    if (!file.open(QIODevice::ReadOnly)) {
        *error = QStringLiteral("cannot be read (%1)").arg(file.errorString());
        return input;
    }
    input.head = file.read(importProbeBytes);
    input.size = info.size();
    return input;
}

} // namespace

const Importer *importerOf(const QString &path)
{
    QString error;
    const ImportInput input = probeInput(path, &error);
    if (!error.isEmpty())
        return nullptr;
    for (const Importer *importer : importers()) {
        if (importer->reads(input))
            return importer;
    }
    return nullptr;
}

ImportResult
importSheet(const QString &path, const std::optional<GridSpec> &grid, FrameSources *sources)
{
    QString error;
    ImportInput input = probeInput(path, &error);
    if (!error.isEmpty())
        return importFailure(input.path, error);
    input.grid = grid;
    input.sources = sources;
    for (const Importer *importer : importers()) {
        if (!importer->reads(input))
            continue;
        if (grid && !importer->takesGrid()) {
            return importFailure(
                    input.path,
                    QStringLiteral("a grid splits one image, not %1").arg(importer->inputText()));
        }
        ImportResult result = importer->read(input);
        if (result.ok())
            result.sheet.sourcePath = input.path;
        return result;
    }
    return importFailure(input.path, QStringLiteral("is not a format Hitbox Studio imports"));
}

} // namespace hitbox::model
