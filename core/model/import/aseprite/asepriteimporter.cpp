#include "model/import/aseprite/asepriteimporter.h"

#include "model/import/aseprite/asepriteplan.h"
#include "model/import/aseprite/asepriteshapes.h"
#include "model/import/tagrepeat.h"
#include "model/io/asepritefile.h"

namespace hitbox::model {
namespace {

class AsepriteImporter final : public Importer
{
public:
    QString name() const override { return QStringLiteral("aseprite"); }
    QString inputText() const override { return QStringLiteral("an Aseprite file"); }
    QStringList fileNamePatterns() const override
    {
        return {QStringLiteral("*.aseprite"), QStringLiteral("*.ase")};
    }
    bool reads(const ImportInput &input) const override
    {
        return !input.isFolder && isAsepriteHead(input.head);
    }
    ImportResult read(const ImportInput &input) const override
    {
        return importAsepriteFile(input.path);
    }
};

} // namespace

ImportResult importAseprite(const QString &path, const AseFile &file)
{
    ImportResult result;
    result.sheet.kind = SheetKind::Animated;
    result.sheet.imagePath = path;
    for (int i = 0; i < file.frames.size(); ++i) {
        ImportedFrame frame;
        frame.region.imageIndex = i;
        frame.durationMs = file.frames.at(i).durationMs;
        AseFrameShapes shapes = asepriteFrameShapes(file, i);
        frame.pivot = shapes.pivot;
        frame.shapes = std::move(shapes.shapes);
        result.sheet.frames << frame;
    }
    QStringList notKept;
    for (const AseTag &tag : file.tags) {
        ImportedAnimation animation{tag.name,
                                    tag.from,
                                    tag.to,
                                    animationDirection(tag.direction),
                                    tag.direction == AseDirection::PingPongReverse};
        const QString repeat = applyAsepriteRepeat(animation, tag.repeat);
        if (!repeat.isEmpty())
            notKept << QStringLiteral("tag \"%1\" %2").arg(tag.name, repeat);
        result.sheet.animations << animation;
    }
    for (const QString &slice : asepriteSlicesWithoutRole(file))
        notKept << QStringLiteral("slice \"%1\" names no role, not imported").arg(slice);
    if (!notKept.isEmpty())
        result.warning = importFailure(path, notKept.join(QStringLiteral("; "))).error;
    return result;
}

ImportResult importAsepriteFile(const QString &path)
{
    const AseReadResult read = readAsepriteFile(path);
    if (!read.ok()) {
        ImportResult result;
        result.error = read.error;
        return result;
    }
    return importAseprite(path, read.file);
}

const Importer &asepriteImporter()
{
    static const AsepriteImporter importer;
    return importer;
}

} // namespace hitbox::model
