#include "model/export/godot/godotexporter.h"

#include "model/export/exportframes.h"
#include "model/export/godot/godottext.h"

#include "model/document/animationplayback.h"
#include "model/document/engineproperties.h"
#include "model/evaluate/projectvalidation.h"

#include <QHash>
#include <QSet>

#include <algorithm>
#include <cmath>
#include <limits>

namespace hitbox::model {

namespace {

/// Godot's collision layers (and mask bits): 32.
constexpr int godotLayerCount = 32;

/// Godot's ConvexPolygonShape2D takes any number of points: pieces are as few as the
/// decomposition can make them.
constexpr int unlimitedVertices = std::numeric_limits<int>::max();

QString foldCase(const QString &name)
{
    return name.toCaseFolded();
}

/// A shape node of the scene: one document shape of one frame, or one convex piece of it.
struct ShapeNode
{
    QString role;
    QString name;    ///< unique among its Area2D's children
    int frame = 0;   ///< the document frame it belongs to
    QString type;    ///< CollisionShape2D or CollisionPolygon2D
    QString subType; ///< the shape resource's type, for CollisionShape2D
    QString subId;   ///< its id
    QStringList subProperties;
    QStringList properties; ///< of the node, before `disabled` and the metadata
    QString shapeName;      ///< the document shape's display name
    bool sensor = false;
    QStringList metadata; ///< the shape's custom properties, after the exporter's metadata
};

/// The shapes of one frame's shape, checked for what Godot cannot hold: nodes without
/// names yet. Empty (and a problem added) when the shape cannot be exported.
QList<ShapeNode> shapeNodes(const ExportFrame &frame, int k, QList<ExportProblem> *problems)
{
    const Shape &shape = frame.shapes[k];
    const QString sub = QStringLiteral("_f%1_s%2").arg(frame.frameIndex).arg(frame.shapeIndices[k]);
    ShapeNode node;
    node.role = shape.role;
    node.frame = frame.frameIndex;
    node.shapeName = shapeDisplayName(frame.frame->shapes, frame.shapeIndices[k]);
    node.sensor = shape.sensor;
    node.type = QStringLiteral("CollisionShape2D");
    node.metadata = godotMetadata(
            shape.properties, godotShapeMetadataNames(), exportShapeWhere(frame, k), problems);
    const auto fail = [&](const QString &reason) {
        problems->append({exportShapeWhere(frame, k), reason});
        return QList<ShapeNode>();
    };
    switch (shape.kind) {
    case ShapeKind::Box: {
        const collision::Rect &b = shape.box;
        if (!std::isfinite(b.x) || !std::isfinite(b.y) || !std::isfinite(b.w) || !std::isfinite(b.h)
            || b.w <= 0.0 || b.h <= 0.0)
            return fail(QStringLiteral("the box has no area or is not finite"));
        node.subType = QStringLiteral("RectangleShape2D");
        node.subProperties << QStringLiteral("size = %1").arg(godotVector2({b.w, b.h}));
        node.properties << QStringLiteral("position = %1")
                                   .arg(godotVector2({b.x + b.w / 2.0, b.y + b.h / 2.0}));
        break;
    }
    case ShapeKind::Circle: {
        const collision::Circle &c = shape.circle;
        if (!std::isfinite(c.center.x) || !std::isfinite(c.center.y) || !std::isfinite(c.radius)
            || c.radius <= 0.0)
            return fail(QStringLiteral("the circle has no area or is not finite"));
        node.subType = QStringLiteral("CircleShape2D");
        node.subProperties << QStringLiteral("radius = %1").arg(godotReal(c.radius));
        node.properties << QStringLiteral("position = %1").arg(godotVector2(c.center));
        break;
    }
    case ShapeKind::Polygon:
        if (shape.holes.isEmpty()) {
            // CollisionPolygon2D decomposes concave polygons itself, but fails on ones
            // that cross themselves ("Convex decomposing failed!").
            const QString problem = polygonProblemText(collision::validatePolygon(shape.polygon));
            if (!problem.isEmpty())
                return fail(problem);
            node.type = QStringLiteral("CollisionPolygon2D");
            node.properties << QStringLiteral("polygon = %1")
                                       .arg(godotPackedVector2Array(shape.polygon.points));
            break;
        }
        // Godot has no polygons with holes: one convex shape per piece.
        const QList<collision::Polygon> pieces
                = exportConvexPieces(frame, k, unlimitedVertices, problems);
        QList<ShapeNode> out;
        for (qsizetype p = 0; p < pieces.size(); ++p) {
            ShapeNode piece = node;
            piece.subType = QStringLiteral("ConvexPolygonShape2D");
            piece.subId = QStringLiteral("ConvexPolygonShape2D%1_p%2").arg(sub).arg(p);
            piece.subProperties
                    << QStringLiteral("points = %1").arg(godotPackedVector2Array(pieces[p].points));
            piece.name = QStringLiteral("_piece%1").arg(p); // a suffix until named
            out.append(piece);
        }
        return out;
    }
    if (!node.subType.isEmpty())
        node.subId = node.subType + sub;
    return {node};
}

/// `name` as a Godot animation name: no `/ : , [`, not empty.
QString animationName(const QString &name)
{
    QString out = name;
    for (QChar &c : out) {
        if (c == u'/' || c == u':' || c == u',' || c == u'['
            || c.category() == QChar::Other_Control)
            c = u'_';
    }
    return out.isEmpty() ? QStringLiteral("animation") : out;
}

QString section(const QString &header, const QStringList &properties)
{
    QString out = header + u'\n';
    for (const QString &property : properties)
        out += property + u'\n';
    return out;
}

/// One step of an animation: frame `frame` shows from `startMs`.
struct Step
{
    int frame = 0;
    qint64 startMs = 0;
};

QString seconds(qint64 ms)
{
    return godotReal(double(ms) / 1000.0);
}

/// An Animation keying every shape node's `disabled` (discrete): enabled while its frame
/// shows. Keys only where the value changes, and at 0.
QString animationResource(const QString &id,
                          const QString &name,
                          const QList<Step> &steps,
                          qint64 lengthMs,
                          bool loop,
                          const QList<ShapeNode> &nodes,
                          const QHash<QString, QString> &areaNames,
                          const QStringList &metadata = {})
{
    QStringList properties;
    properties << QStringLiteral("resource_name = %1").arg(godotString(name));
    properties << QStringLiteral("length = %1")
                          .arg(lengthMs > 0 ? seconds(lengthMs) : QStringLiteral("0.001"));
    if (loop)
        properties << QStringLiteral("loop_mode = 1");
    properties << metadata;
    for (qsizetype t = 0; t < nodes.size(); ++t) {
        const ShapeNode &node = nodes[t];
        QStringList times;
        QStringList values;
        for (qsizetype s = 0; s < steps.size(); ++s) {
            const bool disabled = steps[s].frame != node.frame;
            const bool previous = s > 0 && steps[s - 1].frame != node.frame;
            if (s == 0 || disabled != previous) {
                times << seconds(steps[s].startMs);
                values << (disabled ? QStringLiteral("true") : QStringLiteral("false"));
            }
        }
        const QString track = QStringLiteral("tracks/%1/").arg(t);
        const QString path
                = areaNames.value(node.role) + u'/' + node.name + QStringLiteral(":disabled");
        properties << track + QStringLiteral("type = \"value\"")
                   << track + QStringLiteral("imported = false")
                   << track + QStringLiteral("enabled = true")
                   << track + QStringLiteral("path = NodePath(%1)").arg(godotString(path))
                   << track + QStringLiteral("interp = 1")
                   << track + QStringLiteral("loop_wrap = true")
                   << track + QStringLiteral("keys = {");
        QStringList transitions(times.size(), QStringLiteral("1"));
        properties << QStringLiteral("\"times\": PackedFloat32Array(%1),")
                              .arg(times.join(QStringLiteral(", ")))
                   << QStringLiteral("\"transitions\": PackedFloat32Array(%1),")
                              .arg(transitions.join(QStringLiteral(", ")))
                   << QStringLiteral("\"update\": 1,")
                   << QStringLiteral("\"values\": [%1]").arg(values.join(QStringLiteral(", ")))
                   << QStringLiteral("}");
    }
    return section(QStringLiteral("[sub_resource type=\"Animation\" id=%1]").arg(godotString(id)),
                   properties);
}

/// The shape nodes of a sprite's frames and the roles they use (in the order they
/// appear). Adds a problem for every shape that cannot be exported and for each role
/// beyond Godot's collision layers; returns false when any problem was added.
bool collectShapeNodes(const RoleTable &roles,
                       const ExportSprite &sprite,
                       ExportPlan *plan,
                       QList<ShapeNode> *nodes,
                       QList<QString> *usedRoles)
{
    const qsizetype problemsBefore = plan->problems.size();
    QSet<QString> refusedRoles;
    for (const ExportFrame &frame : sprite.frames) {
        for (int k = 0; k < frame.shapes.size(); ++k) {
            const QString &role = frame.shapes[k].role;
            const std::optional<int> index = roles.indexOf(role);
            if (index && *index >= godotLayerCount) {
                if (!refusedRoles.contains(role)) {
                    refusedRoles.insert(role);
                    plan->problems.append(
                            {exportShapeWhere(frame, k),
                             QStringLiteral("the role \"%1\" is role %2 of the document, but "
                                            "Godot has only %3 collision layers; give the "
                                            "shapes one of the first %3 roles or leave the "
                                            "role out of the export")
                                     .arg(role)
                                     .arg(*index + 1)
                                     .arg(godotLayerCount)});
                }
                continue;
            }
            const QList<ShapeNode> made = shapeNodes(frame, k, &plan->problems);
            if (frame.shapes[k].isPolygon() && !frame.shapes[k].holes.isEmpty())
                plan->pieceCount += int(made.size());
            if (!made.isEmpty()) {
                ++plan->shapeCount;
                *nodes << made;
                if (!usedRoles->contains(role))
                    usedRoles->append(role);
            }
        }
    }
    return plan->problems.size() == problemsBefore;
}

/// The names of a scene's nodes under its root.
struct SceneNames
{
    QString player;                    ///< the AnimationPlayer's; empty when not animated
    QHash<QString, QString> areaNames; ///< per role, its Area2D's
};

/// Orders `usedRoles` as the document does (unknown roles last, in the order they
/// appear), names the root's children and gives every shape node a name unique among its
/// Area2D's children.
SceneNames
nameNodes(const RoleTable &roles, bool animated, QList<QString> *usedRoles, QList<ShapeNode> *nodes)
{
    std::stable_sort(usedRoles->begin(), usedRoles->end(), [&](const QString &a, const QString &b) {
        constexpr int last = std::numeric_limits<int>::max();
        return roles.indexOf(a).value_or(last) < roles.indexOf(b).value_or(last);
    });
    SceneNames names;
    QSet<QString> rootChildren;
    if (animated)
        names.player = takeUniqueName(QStringLiteral("AnimationPlayer"), rootChildren);
    QHash<QString, QSet<QString>> areaChildren;
    for (const QString &role : std::as_const(*usedRoles))
        names.areaNames.insert(
                role, takeUniqueName(godotNodeName(role, QStringLiteral("role")), rootChildren));
    for (ShapeNode &node : *nodes) {
        QString base = godotNodeName(node.shapeName, QStringLiteral("shape"));
        if (animated)
            base += QStringLiteral("_f%1").arg(node.frame);
        base += node.name; // a piece's suffix
        node.name = takeUniqueName(base, areaChildren[node.role]);
    }
    return names;
}

/// The sections of the shape nodes' own resources (boxes, circles, convex pieces).
QStringList shapeResources(const QList<ShapeNode> &nodes)
{
    QStringList subResources;
    for (const ShapeNode &node : nodes) {
        if (!node.subType.isEmpty())
            subResources << section(QStringLiteral("[sub_resource type=\"%1\" id=%2]")
                                            .arg(node.subType, godotString(node.subId)),
                                    node.subProperties);
    }
    return subResources;
}

/// The section of one shape node under its role's Area2D `areaName`.
QString
shapeNodeSection(const ShapeNode &node, const QString &areaName, int firstFrame, bool animated)
{
    QStringList properties = node.properties;
    if (!node.subId.isEmpty())
        properties << QStringLiteral("shape = SubResource(%1)").arg(godotString(node.subId));
    if (node.frame != firstFrame)
        properties << QStringLiteral("disabled = true");
    properties << QStringLiteral("metadata/hitbox_shape = %1").arg(godotString(node.shapeName));
    if (animated)
        properties << QStringLiteral("metadata/hitbox_frame = %1").arg(node.frame);
    if (node.sensor)
        properties << QStringLiteral("metadata/hitbox_sensor = true");
    properties << node.metadata;
    return section(QStringLiteral("[node name=%1 type=\"%2\" parent=%3]")
                           .arg(godotString(node.name), node.type, godotString(areaName)),
                   properties);
}

/// The root node, then per role its Area2D and its shape nodes.
QStringList nodeSections(const RoleTable &roles,
                         const ExportSprite &sprite,
                         const QList<QString> &usedRoles,
                         const QList<ShapeNode> &nodes,
                         const SceneNames &names,
                         const QStringList &rootMetadata)
{
    QStringList sections;
    QStringList rootProperties{
            QStringLiteral("metadata/hitbox_sprite = %1").arg(godotString(sprite.sprite->name))};
    if (sprite.mirrored)
        rootProperties << QStringLiteral("metadata/hitbox_mirrored = true");
    rootProperties << rootMetadata;
    sections << section(
            QStringLiteral("[node name=%1 type=\"Node2D\"]")
                    .arg(godotString(godotNodeName(sprite.name, QStringLiteral("sprite")))),
            rootProperties);
    const bool animated = sprite.frames.size() > 1;
    for (const QString &role : usedRoles) {
        const collision::ShapeFilter filter = roles.filter(role);
        const quint32 layers = quint32(filter.category & 0xffffffffu);
        const quint32 mask = quint32(filter.mask & 0xffffffffu);
        // Godot refuses empty group names.
        const QString groups = role.isEmpty()
                                       ? QString()
                                       : QStringLiteral(" groups=[%1]").arg(godotString(role));
        sections << section(QStringLiteral("[node name=%1 type=\"Area2D\" parent=\".\"%2]")
                                    .arg(godotString(names.areaNames.value(role)), groups),
                            {QStringLiteral("collision_layer = %1").arg(layers),
                             QStringLiteral("collision_mask = %1").arg(mask),
                             QStringLiteral("metadata/hitbox_role = %1").arg(godotString(role))});
        for (const ShapeNode &node : nodes) {
            if (node.role == role)
                sections << shapeNodeSection(node,
                                             names.areaNames.value(role),
                                             sprite.frames.first().frameIndex,
                                             animated);
        }
    }
    return sections;
}

/// The animations of an animated sprite: RESET, then one per document animation (or
/// "default" over every frame), their library (appended to `subResources`) and the
/// AnimationPlayer that holds it (appended to `sections`).
void appendAnimations(const ExportSprite &sprite,
                      const QList<ShapeNode> &nodes,
                      const SceneNames &names,
                      QStringList *subResources,
                      QStringList *sections,
                      QList<ExportProblem> *problems)
{
    const Sprite &doc = *sprite.sprite;
    QStringList library;
    QSet<QString> animationNames{QStringLiteral("RESET")};
    const QString resetId = QStringLiteral("Animation_RESET");
    *subResources << animationResource(resetId,
                                       QStringLiteral("RESET"),
                                       {{sprite.frames.first().frameIndex, 0}},
                                       0,
                                       false,
                                       nodes,
                                       names.areaNames);
    library << QStringLiteral("&\"RESET\": SubResource(%1)").arg(godotString(resetId));
    const int count = std::max<int>(1, int(doc.animations.size()));
    const QStringList uniqueNames = uniqueAnimationNames(doc);
    for (int a = 0; a < count; ++a) {
        const bool own = !doc.animations.isEmpty();
        const QString name = takeUniqueName(
                own ? animationName(uniqueNames[a]) : QStringLiteral("default"), animationNames);
        QList<Step> steps;
        qint64 ms = 0;
        for (int f : playSequence(doc, own ? a : -1)) {
            steps.append({f, ms});
            ms += std::max(1, doc.frames[f].durationMs);
        }
        const QString id
                = own ? QStringLiteral("Animation_%1").arg(a) : QStringLiteral("Animation_default");
        const bool loop = !own || doc.animations[a].loop;
        // The animation's custom properties: the Animation resource's metadata.
        const QStringList metadata = own ? godotMetadata(doc.animations[a].properties,
                                                         {},
                                                         animationWhere(sprite.spriteIndex, doc, a),
                                                         problems)
                                         : QStringList();
        *subResources << animationResource(
                id, name, steps, ms, loop, nodes, names.areaNames, metadata);
        library << QStringLiteral("&%1: SubResource(%2)").arg(godotString(name), godotString(id));
    }
    const QString libraryId = QStringLiteral("AnimationLibrary_hitboxes");
    *subResources << section(QStringLiteral("[sub_resource type=\"AnimationLibrary\" id=%1]")
                                     .arg(godotString(libraryId)),
                             {QStringLiteral("_data = {"),
                              library.join(QStringLiteral(",\n")),
                              QStringLiteral("}")});
    *sections << section(QStringLiteral("[node name=%1 type=\"AnimationPlayer\" "
                                        "parent=\".\"]")
                                 .arg(godotString(names.player)),
                         {QStringLiteral("libraries = {"),
                          QStringLiteral("&\"\": SubResource(%1)").arg(godotString(libraryId)),
                          QStringLiteral("}")});
}

/// The frames' custom properties as the root's metadata line
/// `hitbox_frame_properties = {FRAME: {"NAME": value, ...}, ...}`, keyed by the frame index
/// the shape nodes' `hitbox_frame` gives; frames without properties are left out, and so is
/// the line when none has any.
QStringList frameProperties(const ExportSprite &sprite)
{
    QStringList entries;
    for (const ExportFrame &frame : sprite.frames) {
        if (!frame.frame->properties.isEmpty())
            entries << QStringLiteral("%1: %2").arg(QString::number(frame.frameIndex),
                                                    godotDictionary(frame.frame->properties));
    }
    if (entries.isEmpty())
        return {};
    return {QStringLiteral("metadata/hitbox_frame_properties = {%1}")
                    .arg(entries.join(QStringLiteral(", ")))};
}

/// The scene of one sprite, or nothing (and problems added) when a shape cannot be
/// exported.
QByteArray godotScene(const RoleTable &roles, const ExportSprite &sprite, ExportPlan *plan)
{
    QList<ShapeNode> nodes;
    QList<QString> usedRoles;
    if (!collectShapeNodes(roles, sprite, plan, &nodes, &usedRoles))
        return {};
    const bool animated = sprite.frames.size() > 1;
    const SceneNames names = nameNodes(roles, animated, &usedRoles, &nodes);
    QStringList subResources = shapeResources(nodes);
    QStringList rootMetadata = godotMetadata(sprite.sprite->properties,
                                             godotRootMetadataNames(),
                                             spriteWhere(sprite.spriteIndex, *sprite.sprite),
                                             &plan->problems);
    rootMetadata << frameProperties(sprite);
    QStringList sections = nodeSections(roles, sprite, usedRoles, nodes, names, rootMetadata);
    if (animated)
        appendAnimations(sprite, nodes, names, &subResources, &sections, &plan->problems);

    QString text
            = QStringLiteral("[gd_scene load_steps=%1 format=3]\n\n").arg(subResources.size() + 1);
    for (const QString &s : std::as_const(subResources))
        text += s + u'\n';
    text += sections.join(u'\n');
    return text.toUtf8();
}

} // namespace

QString GodotExporter::displayName() const
{
    return QStringLiteral("Godot 4 scene (*.tscn)");
}

QString GodotExporter::fileSuffix() const
{
    return QStringLiteral("tscn");
}

ExportPlan GodotExporter::plan(const ExportSource &source, const ExportOptions &options) const
{
    ExportPlan plan;
    const QList<ExportSprite> sprites = exportSprites(source, options, &plan.problems);
    QSet<QString> fileNames;
    for (const ExportSprite &sprite : sprites) {
        const QByteArray scene = godotScene(source.project->roles, sprite, &plan);
        const QString base = godotFileName(sprite.name, QStringLiteral("sprite"));
        plan.files.append({takeUniqueName(base, fileNames, foldCase) + u'.' + fileSuffix(), scene});
    }
    if (!plan.ok())
        plan.files.clear();
    return plan;
}

} // namespace hitbox::model
