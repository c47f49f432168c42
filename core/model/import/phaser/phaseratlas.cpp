#include "model/import/phaser/phaseratlas.h"

#include "model/import/importer.h"
#include "model/import/sheetimport.h"

#include <QFileInfo>

namespace hitbox::model {

QHash<QString, AtlasPicture> atlasPicturesIn(const QDir &folder, const QString &except)
{
    QHash<QString, AtlasPicture> pictures;
    const QFileInfoList files = folder.entryInfoList(
            {QStringLiteral("*.json")}, QDir::Files | QDir::Readable, QDir::Name);
    const QString skipped = QFileInfo(except).absoluteFilePath();
    int tried = 0;
    for (const QFileInfo &file : files) {
        if (file.absoluteFilePath() == skipped)
            continue;
        if (++tried > maxAtlasesBesideShapes)
            break;
        const Importer *importer = importerOf(file.absoluteFilePath());
        if (!importer || importer->name() != QLatin1String("atlas"))
            continue;
        const ImportResult atlas = importSheet(file.absoluteFilePath());
        if (!atlas.ok())
            continue; // not an atlas (or a broken one): it holds no pictures for us
        for (const ImportedFrame &frame : atlas.sheet.frames) {
            if (frame.name.isEmpty() || pictures.contains(frame.name))
                continue;
            AtlasPicture picture;
            picture.imagePath = frame.region.imagePath.isEmpty() ? atlas.sheet.imagePath
                                                                 : frame.region.imagePath;
            picture.region = frame.region;
            picture.region.imagePath.clear();
            const QSize stored = frame.region.rotated ? frame.region.rect.size().transposed()
                                                      : frame.region.rect.size();
            picture.size = frame.region.sourceSize.isEmpty() ? stored : frame.region.sourceSize;
            pictures.insert(frame.name, picture);
        }
    }
    return pictures;
}

} // namespace hitbox::model
