#include "model/import/aseprite/asepriteshapes.h"

#include "model/document/roles.h"
#include "model/evaluate/tracepipeline.h"
#include "model/io/alphaplane.h"
#include "model/io/asepritecomposite.h"
#include "model/io/asepritefile.h"

namespace hitbox::model {
namespace {

// The key of `slice` that holds on `frame`, or null.
const AseSliceKey *keyOn(const AseSlice &slice, int frame)
{
    const AseSliceKey *found = nullptr;
    for (const AseSliceKey &key : slice.keys) {
        if (key.frame > frame)
            break;
        found = &key;
    }
    return found;
}

std::optional<collision::Vec2> slicePivot(const AseFile &file, int frame)
{
    for (const AseSlice &slice : file.slices) {
        const AseSliceKey *key = keyOn(slice, frame);
        if (key && key->pivot)
            return collision::Vec2{double(key->bounds.x() + key->pivot->x()),
                                   double(key->bounds.y() + key->pivot->y())};
    }
    return std::nullopt;
}

void addSliceBoxes(const AseFile &file, int frame, collision::Vec2 pivot, QList<Shape> *shapes)
{
    for (const AseSlice &slice : file.slices) {
        const AseSliceKey *key = keyOn(slice, frame);
        if (!key || key->bounds.isEmpty())
            continue;
        std::optional<RoleInName> named = roleInName(slice.name);
        if (!named) {
            const std::optional<QString> role = asepriteSliceRole(slice.name, slice.userData.text);
            if (!role)
                continue;
            named = RoleInName{*role, slice.name};
        }
        const QRect b = key->bounds;
        *shapes << Shape::makeBox(
                {b.x() - pivot.x, b.y() - pivot.y, double(b.width()), double(b.height())},
                named->role,
                named->name);
    }
}

void addTracedLayers(const AseFile &file, int frame, collision::Vec2 pivot, QList<Shape> *shapes)
{
    for (int layer = 0; layer < file.layers.size(); ++layer) {
        if (!isAseHitboxLayer(file, layer) || !file.cel(frame, layer))
            continue;
        const RoleInName named = *roleInName(file.layers.at(layer).name);
        const collision::Mask mask
                = maskFromImage(aseLayerImage(file, frame, layer), defaultThreshold);
        QList<Shape> traced
                = tracedPolygons(traceSolidPixels(mask, TraceSettings{}), pivot, std::nullopt);
        for (qsizetype i = 0; i < traced.size(); ++i) {
            traced[i].role = named.role;
            traced[i].name
                    = i == 0 ? named.name : QStringLiteral("%1 %2").arg(named.name).arg(i + 1);
        }
        *shapes << traced;
    }
}

} // namespace

std::optional<QString> asepriteSliceRole(const QString &name, const QString &userDataText)
{
    if (const std::optional<RoleInName> named = roleInName(name))
        return named->role;
    if (const std::optional<RoleInName> named = roleInName(userDataText))
        return named->role;
    return std::nullopt;
}

AseFrameShapes asepriteFrameShapes(const AseFile &file, int frame)
{
    AseFrameShapes result;
    result.pivot = slicePivot(file, frame);
    const collision::Vec2 pivot = result.pivot.value_or(
            collision::Vec2{file.size.width() / 2.0, file.size.height() / 2.0});
    addSliceBoxes(file, frame, pivot, &result.shapes);
    addTracedLayers(file, frame, pivot, &result.shapes);
    return result;
}

QStringList asepriteSlicesWithoutRole(const AseFile &file)
{
    QStringList names;
    for (const AseSlice &slice : file.slices) {
        if (!asepriteSliceRole(slice.name, slice.userData.text))
            names << slice.name;
    }
    return names;
}

} // namespace hitbox::model
