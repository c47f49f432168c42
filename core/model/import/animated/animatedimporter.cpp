#include "model/import/animated/animatedimporter.h"

#include "model/io/animatedimage.h"
#include "model/io/imageloader.h"

#include <QFile>
#include <QImageReader>

namespace hitbox::model {
namespace {

bool isAnimated(const QString &path)
{
    QFile file(path);
    if (file.open(QIODevice::ReadOnly) && animatedPngFrameCount(file))
        return true;
    QImageReader reader(path);
    return reader.supportsAnimation() && reader.imageCount() > 1;
}

class AnimatedImporter final : public Importer
{
public:
    QString name() const override { return QStringLiteral("animated"); }
    QString inputText() const override { return QStringLiteral("an animated image"); }
    QStringList fileNamePatterns() const override { return imageFileNamePatterns(); }
    bool reads(const ImportInput &input) const override
    {
        return !input.isFolder && input.size <= maxImageFileBytes && isAnimated(input.path);
    }
    ImportResult read(const ImportInput &input) const override
    {
        return importAnimatedImage(input.path);
    }
};

} // namespace

const Importer &animatedImporter()
{
    static const AnimatedImporter importer;
    return importer;
}

} // namespace hitbox::model
