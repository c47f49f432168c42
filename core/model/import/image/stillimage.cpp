#include "model/import/image/stillimage.h"

#include "model/io/imageloader.h"
#include "model/io/localfile.h"

namespace hitbox::model {

ImportResult importStillImage(const QString &path)
{
    const QString absolute = absoluteFileSystemPath(path);
    const LoadedImage loaded = loadImage(absolute);
    ImportResult result;
    if (!loaded.ok()) {
        result.error = loaded.error;
        return result;
    }
    result.sheet.kind = SheetKind::Image;
    result.sheet.imagePath = absolute;
    result.sheet.frames.append(ImportedFrame{});
    return result;
}

namespace {

class StillImageImporter final : public Importer
{
public:
    QString name() const override { return QStringLiteral("image"); }
    QString inputText() const override { return QStringLiteral("an image"); }
    QStringList fileNamePatterns() const override { return imageFileNamePatterns(); }
    bool reads(const ImportInput &input) const override { return !input.isFolder; }
    ImportResult read(const ImportInput &input) const override
    {
        return importStillImage(input.path);
    }
};

} // namespace

const Importer &stillImageImporter()
{
    static const StillImageImporter importer;
    return importer;
}

} // namespace hitbox::model
