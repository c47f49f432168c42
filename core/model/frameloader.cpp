#include "frameloader.h"

#include "import/animatedimport.h"

#include <QFile>

namespace hitbox::model {

LoadedImage loadFrameSource(const QString &path, int imageIndex)
{
    if (imageIndex != 0)
        return readAnimatedFrame(path, imageIndex);
    // An APNG's frame 0 is not always its default image (the one loadImage() reads).
    QFile file(path);
    if (file.open(QIODevice::ReadOnly) && animatedPngFrameCount(file.read(apngProbeBytes)))
        return readAnimatedFrame(path, 0);
    return loadImage(path);
}

} // namespace hitbox::model
