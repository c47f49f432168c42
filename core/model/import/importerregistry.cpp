#include "model/import/importer.h"

#include "model/import/animated/animatedimporter.h"
#include "model/import/aseprite/asepriteimporter.h"
#include "model/import/atlas/atlasimport.h"
#include "model/import/grid/gridslicer.h"
#include "model/import/image/stillimage.h"
#include "model/import/sequence/sequenceimport.h"

namespace hitbox::model {

// Each format's importer registers here, in the order they are asked: folders, atlas
// JSON, Aseprite files, animated images, a grid given over one (still) image, and any
// other image last. Animated images come before the grid so that a grid given for one is
// refused (a grid cuts one picture; it would silently keep frame 0 and lose the others and
// their delays).
const QList<const Importer *> &importers()
{
    static const QList<const Importer *> all{&sequenceImporter(),
                                             &atlasImporter(),
                                             &asepriteImporter(),
                                             &animatedImporter(),
                                             &gridImporter(),
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
