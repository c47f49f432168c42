#include "model/import/sheetimport.h"

#include "model/import/importer.h"

#include "model/io/localfile.h"

#include <QFile>
#include <QFileInfo>

namespace hitbox::model {

ImportResult
importSheet(const QString &path, const std::optional<GridSpec> &grid, FrameSources *sources)
{
    ImportInput input;
    input.path = absoluteFileSystemPath(path);
    input.grid = grid;
    input.sources = sources;
    const QFileInfo info(input.path);
    input.isFolder = info.isDir();
    if (!input.isFolder) {
        if (const QString reason
            = unreadableReason(input.path, QStringLiteral("an image or atlas"));
            !reason.isEmpty()) {
            return importFailure(input.path, reason);
        }
        QFile file(input.path);
        if (!file.open(QIODevice::ReadOnly))
            return importFailure(input.path,
                                 QStringLiteral("cannot be read (%1)").arg(file.errorString()));
        input.head = file.read(importProbeBytes);
        input.size = info.size();
    }
    for (const Importer *importer : importers()) {
        if (!importer->reads(input))
            continue;
        if (grid && !importer->takesGrid()) {
            return importFailure(
                    input.path,
                    QStringLiteral("a grid splits one image, not %1").arg(importer->inputText()));
        }
        return importer->read(input);
    }
    return importFailure(input.path, QStringLiteral("is not a format Hitbox Studio imports"));
}

} // namespace hitbox::model
