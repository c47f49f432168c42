#include "model/import/importer.h"

#include "model/import/animated/animatedimporter.h"
#include "model/import/aseprite/asepriteimporter.h"
#include "model/import/atlas/atlasimport.h"
#include "model/import/grid/gridslicer.h"
#include "model/import/image/stillimage.h"
#include "model/import/sequence/sequenceimport.h"

namespace hitbox::model {

// Each format's importer registers here, in the order they are asked: folders, atlas
// JSON, Aseprite files, a grid given over one image, animated images, and any other image
// last.
const QList<const Importer *> &importers()
{
    static const QList<const Importer *> all{&sequenceImporter(),
                                             &atlasImporter(),
                                             &asepriteImporter(),
                                             &gridImporter(),
                                             &animatedImporter(),
                                             &stillImageImporter()};
    return all;
}

QStringList importFileNamePatterns()
{
    QStringList patterns;
    for (const Importer *importer : importers())
        patterns << importer->fileNamePatterns();
    patterns.removeDuplicates();
    return patterns;
}

} // namespace hitbox::model
