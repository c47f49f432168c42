#include "frameloader.h"

#include "import/animatedimport.h"

namespace hitbox::model {

LoadedImage loadFrameSource(const QString &path, int imageIndex)
{
    return imageIndex == 0 ? loadImage(path) : readAnimatedFrame(path, imageIndex);
}

} // namespace hitbox::model
