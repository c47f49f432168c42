#include "model/import/aseprite/asepriteplan.h"

#include "model/document/animationplayback.h"
#include "model/document/roles.h"
#include "model/import/aseprite/asepriteshapes.h"
#include "model/import/tagrepeat.h"
#include "model/io/asepritecomposite.h"
#include "model/io/asepritefile.h"

#include <algorithm>

namespace hitbox::model {

namespace {

QString layerPath(const AseFile &file, int layer)
{
    QString path = file.layers.at(layer).name;
    // Parents come before their children, so this walks upwards and ends.
    for (int p = file.layers.at(layer).parent; p >= 0 && p < layer; p = file.layers.at(p).parent)
        path = file.layers.at(p).name + QLatin1Char('/') + path;
    return path;
}

QString framesText(const QList<int> &frames)
{
    if (frames.isEmpty())
        return QStringLiteral("no frame");
    return (frames.size() == 1 ? QStringLiteral("frame %1") : QStringLiteral("frames %1"))
            .arg(frameRangesText(frames));
}

QList<AsePlanItem> layerItems(const AseFile &file)
{
    QList<AsePlanItem> items;
    const QList<bool> visible = aseVisibleLayers(file);
    for (int l = 0; l < file.layers.size(); ++l) {
        const AseLayer &layer = file.layers.at(l);
        AsePlanItem item{AsePlanItem::Kind::Layer, layerPath(file, l), {}, true};
        if (isAseHitboxLayer(file, l)) {
            QList<int> frames;
            for (int f = 0; f < file.frames.size(); ++f) {
                if (file.cel(f, l))
                    frames << f;
            }
            const RoleInName named = *roleInName(layer.name);
            item.becomes = QStringLiteral("hitbox layer: traced into %1 shapes \"%2\" on %3, "
                                          "not drawn in the picture")
                                   .arg(named.role, named.name, framesText(frames));
        } else if (layer.type == AseLayerType::Group) {
            item.becomes = visible.at(l) ? QStringLiteral("group: its visible layers")
                                         : QStringLiteral("hidden group: left out");
            item.imported = visible.at(l);
        } else if (!visible.at(l)) {
            item.becomes = QStringLiteral("hidden: left out of the picture");
            item.imported = false;
        } else {
            item.becomes = QStringLiteral("the picture");
        }
        items << item;
    }
    return items;
}

QList<AsePlanItem> sliceItems(const AseFile &file)
{
    QList<AsePlanItem> items;
    for (const AseSlice &slice : file.slices) {
        AsePlanItem item{AsePlanItem::Kind::Slice, slice.name, {}, true};
        const std::optional<QString> role = asepriteSliceRole(slice.name, slice.userData.text);
        if (!role) {
            item.becomes = QStringLiteral("names no role: not imported");
            item.imported = false;
            items << item;
            continue;
        }
        // A key holds from its frame until the next key; an empty key hides the slice.
        QList<int> frames;
        for (int k = 0; k < slice.keys.size(); ++k) {
            const AseSliceKey &key = slice.keys.at(k);
            const int end = k + 1 < slice.keys.size() ? slice.keys.at(k + 1).frame
                                                      : int(file.frames.size());
            for (int f = std::max(0, key.frame); f < std::min(end, int(file.frames.size())); ++f) {
                if (!key.bounds.isEmpty())
                    frames << f;
            }
        }
        const std::optional<RoleInName> named = roleInName(slice.name);
        item.becomes = QStringLiteral("%1 box \"%2\" on %3")
                               .arg(*role, named ? named->name : slice.name, framesText(frames));
        if (std::any_of(slice.keys.cbegin(), slice.keys.cend(), [](const AseSliceKey &key) {
                return key.pivot.has_value();
            }))
            item.becomes += QStringLiteral("; its pivot sets the frames' pivot");
        items << item;
    }
    return items;
}

QString directionText(AseDirection direction)
{
    switch (direction) {
    case AseDirection::Forward:
        return QStringLiteral("forward");
    case AseDirection::Reverse:
        return QStringLiteral("reverse");
    case AseDirection::PingPong:
        return QStringLiteral("ping-pong");
    case AseDirection::PingPongReverse:
        break;
    }
    return QStringLiteral("ping-pong reverse (a ping-pong over the frames backwards)");
}

QList<AsePlanItem> tagItems(const AseFile &file)
{
    QStringList names;
    for (const AseTag &tag : file.tags)
        names << tag.name;
    const QStringList unique = uniqueAnimationNames(names);
    QList<AsePlanItem> items;
    for (int t = 0; t < file.tags.size(); ++t) {
        const AseTag &tag = file.tags.at(t);
        QList<int> frames;
        for (int f = tag.from; f <= tag.to; ++f)
            frames << f;
        QString becomes
                = QStringLiteral("animation \"%1\", %2, %3")
                          .arg(unique.at(t), directionText(tag.direction), framesText(frames));
        ImportedAnimation animation{tag.name, tag.from, tag.to, animationDirection(tag.direction)};
        const QString notKept = applyAsepriteRepeat(animation, tag.repeat);
        if (!notKept.isEmpty())
            becomes += QStringLiteral("; ") + notKept;
        else if (!animation.loop && animation.direction != animationDirection(tag.direction))
            becomes += QStringLiteral("; plays its first way once (Aseprite counts each way of "
                                      "a ping-pong as one repeat), does not loop");
        else if (!animation.loop)
            becomes += QStringLiteral("; plays once, does not loop");
        items << AsePlanItem{AsePlanItem::Kind::Tag, tag.name, becomes, true};
    }
    return items;
}

} // namespace

AnimationDirection animationDirection(AseDirection direction)
{
    switch (direction) {
    case AseDirection::Forward:
        return AnimationDirection::Forward;
    case AseDirection::Reverse:
        return AnimationDirection::Reverse;
    case AseDirection::PingPong:
    case AseDirection::PingPongReverse:
        break;
    }
    return AnimationDirection::PingPong;
}

QList<AsePlanItem> asepriteImportPlan(const AseFile &file)
{
    return layerItems(file) + sliceItems(file) + tagItems(file);
}

QString frameRangesText(const QList<int> &frames)
{
    QStringList parts;
    for (qsizetype i = 0; i < frames.size();) {
        qsizetype j = i;
        while (j + 1 < frames.size() && frames.at(j + 1) == frames.at(j) + 1)
            ++j;
        parts << (j == i ? QString::number(frames.at(i))
                         : QStringLiteral("%1-%2").arg(frames.at(i)).arg(frames.at(j)));
        i = j + 1;
    }
    return parts.join(QStringLiteral(", "));
}

} // namespace hitbox::model
