#include "model/io/previewjson.h"

#include "model/document/tiertext.h"
#include "model/io/shapesjson.h"

#include <QJsonArray>

namespace hitbox::model {
namespace {

collision::Tier readTier(const JsonReader &r)
{
    const QString name = r.string();
    const std::optional<collision::Tier> tier = collision::tierFromName(name.toStdString());
    if (!tier) {
        r.fail(QStringLiteral("unknown tier \"%1\" (expected aabb, box, circle, armature or pixel)")
                       .arg(name));
    }
    return *tier;
}

PreviewInstance readInstance(const JsonReader &r, qsizetype spriteCount)
{
    r.object();
    PreviewInstance instance;
    const JsonReader sprite = r.field("sprite");
    instance.sprite = sprite.integerOr(0, 0, std::numeric_limits<int>::max());
    if (instance.sprite >= spriteCount) {
        sprite.fail(QStringLiteral("there is no sprite %1 (the project has %2)")
                            .arg(instance.sprite)
                            .arg(spriteCount));
    }
    // A frame past the sprite's last one shows the last (frameAt).
    instance.frame = r.optionalField("frame").integerOr(0, 0, maxFramesPerSprite);
    instance.animation = r.optionalField("animation").stringOr(QString());
    instance.position = readPoint(r.field("position"));
    if (const JsonReader rotation = r.optionalField("rotation"); !rotation.isMissing())
        instance.rotation = rotation.coordinate();
    if (const JsonReader scale = r.optionalField("scale"); !scale.isMissing())
        instance.scale = readPoint(scale);
    if (const JsonReader velocity = r.optionalField("velocity"); !velocity.isMissing())
        instance.velocity = readPoint(velocity);
    return instance;
}

} // namespace

PreviewScene readPreview(const JsonReader &r, qsizetype spriteCount)
{
    r.object();
    PreviewScene scene;
    if (const JsonReader instances = r.optionalField("instances"); !instances.isMissing()) {
        const QJsonArray list = instances.array();
        for (qsizetype i = 0; i < list.size(); ++i)
            scene.instances.append(readInstance(instances.at(i), spriteCount));
    }
    if (const JsonReader board = r.optionalField("board"); !board.isMissing()) {
        board.object();
        scene.board = collision::Rect{board.field("x").coordinate(),
                                      board.field("y").coordinate(),
                                      board.field("w").nonNegative(),
                                      board.field("h").nonNegative()};
    }
    if (const JsonReader tier = r.optionalField("playTier"); !tier.isMissing())
        scene.playTier = readTier(tier);
    scene.continuous = r.optionalField("continuous").booleanOr(false);
    scene.pipeline = r.optionalField("pipeline").booleanOr(false);
    if (const JsonReader shown = r.optionalField("shownTiers"); !shown.isMissing()) {
        scene.shownTiers = 0;
        const QJsonArray list = shown.array();
        for (qsizetype i = 0; i < list.size(); ++i)
            scene.shownTiers |= collision::tierBit(readTier(shown.at(i)));
    }
    return scene;
}

QJsonObject previewToJson(const PreviewScene &scene)
{
    QJsonArray instances;
    for (const PreviewInstance &instance : scene.instances) {
        QJsonObject o{{QStringLiteral("sprite"), instance.sprite},
                      {QStringLiteral("position"), pointToJson(instance.position)},
                      {QStringLiteral("rotation"), instance.rotation},
                      {QStringLiteral("scale"), pointToJson(instance.scale)},
                      {QStringLiteral("velocity"), pointToJson(instance.velocity)}};
        if (instance.frame != 0)
            o[QStringLiteral("frame")] = instance.frame;
        if (!instance.animation.isEmpty())
            o[QStringLiteral("animation")] = instance.animation;
        instances.append(o);
    }
    QJsonArray shown;
    for (const collision::Tier tier : collision::allTiers) {
        if (scene.shownTiers & collision::tierBit(tier))
            shown.append(tierText(tier));
    }
    QJsonObject o{{QStringLiteral("instances"), instances},
                  {QStringLiteral("playTier"), tierText(scene.playTier)},
                  {QStringLiteral("continuous"), scene.continuous},
                  {QStringLiteral("pipeline"), scene.pipeline},
                  {QStringLiteral("shownTiers"), shown}};
    if (scene.board) {
        o[QStringLiteral("board")] = QJsonObject{{QStringLiteral("x"), scene.board->x},
                                                 {QStringLiteral("y"), scene.board->y},
                                                 {QStringLiteral("w"), scene.board->w},
                                                 {QStringLiteral("h"), scene.board->h}};
    }
    return o;
}

} // namespace hitbox::model
