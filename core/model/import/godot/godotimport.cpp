#include "model/import/godot/godotimport.h"

#include "model/document/engineproperties.h"
#include "model/import/godot/godotframes.h"
#include "model/import/godot/godotmetadata.h"
#include "model/import/godot/godotshapes.h"

#include <QDir>
#include <QFileInfo>
#include <QImageReader>

#include <cmath>

namespace hitbox::model {
namespace {

using collision::Vec2;

bool isCollisionObject(const QString &type)
{
    return type == u"Area2D" || type == u"StaticBody2D" || type == u"CharacterBody2D"
           || type == u"RigidBody2D" || type == u"AnimatableBody2D" || type == u"PhysicalBone2D";
}

bool isShapeNode(const QString &type)
{
    return type == u"CollisionShape2D" || type == u"CollisionPolygon2D";
}

QString stringProperty(const GodotNode &node, QStringView key)
{
    const GodotValue *v = node.properties.find(key);
    return v && v->type == GodotValue::Type::String ? v->text : QString();
}

std::optional<bool> boolProperty(const GodotNode &node, QStringView key)
{
    const GodotValue *v = node.properties.find(key);
    if (!v || v->type != GodotValue::Type::Bool)
        return std::nullopt;
    return v->boolean;
}

// A collision layer or mask: Godot's default 1 when absent.
std::optional<quint32> bits(const GodotNode &node, QStringView key)
{
    const GodotValue *v = node.properties.find(key);
    if (!v)
        return 1u;
    if (!v->isNumber() || !(v->number >= 0.0 && v->number <= 4294967295.0)
        || v->number != std::floor(v->number))
        return std::nullopt;
    return quint32(v->number);
}

class Converter
{
public:
    explicit Converter(const GodotScene &scene)
        : m_scene(scene)
        , m_shown(QDir::toNativeSeparators(scene.path))
    {}

    HitboxImport convert()
    {
        placements();
        for (int i = 0; i < m_scene.nodes.size(); ++i) {
            const GodotNode &node = m_scene.nodes[i];
            if (node.instanced)
                note(where(i)
                     + QStringLiteral(": an instance of another scene, whose nodes are "
                                      "not read"));
            else if (isShapeNode(node.type))
                shapeNode(i);
        }
        GodotFrames frames = godotFrames(m_scene, m_records, &m_result.report);
        m_sprite.frames = frames.frames;
        m_sprite.animations = frames.animations;
        picture();
        m_sprite.properties = metadataProperties(0, godotRootMetadataNames());
        m_result.sprites = {m_sprite};
        return m_result;
    }

private:
    void note(const QString &text) { m_result.report << m_shown + QStringLiteral(": ") + text; }

    QString where(int node) const
    {
        return QStringLiteral("node \"%1\"").arg(m_scene.nodes[node].path);
    }

    // A node's `metadata/NAME` as custom properties, less the export's own (`reserved`);
    // one the document cannot hold is a report line.
    Properties metadataProperties(int i, const QStringList &reserved)
    {
        QStringList problems;
        const Properties out = godotMetadataProperties(
                m_scene.nodes[i].properties, reserved, where(i), &problems);
        for (const QString &problem : std::as_const(problems))
            note(problem);
        return out;
    }

    // Every node's transform to the root (the root's own left out: it is where the game
    // places the scene); empty below a node whose transform cannot be read.
    void placements()
    {
        const QList<GodotNode> &nodes = m_scene.nodes;
        m_placement.resize(nodes.size());
        m_placement[0] = GodotTransform();
        const std::optional<GodotTransform> root = godotNodeTransform(nodes[0].properties);
        const GodotTransform canvas
                = root ? root->inverse().value_or(GodotTransform()) : GodotTransform();
        for (int i = 1; i < nodes.size(); ++i) {
            const GodotNode &node = nodes[i];
            const std::optional<GodotTransform> &parent = m_placement[node.parent];
            const std::optional<GodotTransform> own = godotNodeTransform(node.properties);
            if (!parent)
                continue;
            if (!own) {
                note(where(i)
                     + QStringLiteral(": its position, rotation, scale, skew or "
                                      "transform is not a finite value of its type; "
                                      "the shapes below it are left out"));
                continue;
            }
            // A plain Node is no CanvasItem: 2D nodes below it, and top_level ones, are
            // placed on the canvas, where the root is at its own transform.
            const bool chained = nodes[node.parent].type != u"Node"
                                 && boolProperty(node, u"top_level") != true;
            m_placement[i] = chained ? *parent * *own : canvas * *own;
        }
    }

    // The role of a collision object: our export's metadata, else its name; its layers
    // and mask become the role matrix (the first object of a role decides).
    QString roleOf(int owner)
    {
        const GodotNode &node = m_scene.nodes[owner];
        QString role = stringProperty(node, u"metadata/hitbox_role");
        if (node.properties.find(u"metadata/hitbox_role") == nullptr)
            role = node.name;
        const std::optional<quint32> layer = bits(node, u"collision_layer");
        const std::optional<quint32> mask = bits(node, u"collision_mask");
        if (!layer || !mask) {
            note(where(owner)
                 + QStringLiteral(": collision_layer or collision_mask is not a "
                                  "32-bit number; its role collides with nothing"));
        }
        for (const RoleLayers &known : std::as_const(m_roles)) {
            if (known.name != role)
                continue;
            if (known.layer != layer.value_or(0) || known.mask != mask.value_or(0))
                note(where(owner)
                     + QStringLiteral(": another collision object of role \"%1\" has other "
                                      "layers or mask; the first one's are kept")
                               .arg(role));
            return role;
        }
        if (m_roles.size() >= maxRoles) {
            note(where(owner)
                 + QStringLiteral(": a document has at most %1 roles; \"%2\" "
                                  "collides with nothing")
                           .arg(maxRoles)
                           .arg(role));
            return role;
        }
        m_roles.append({role, layer.value_or(0), mask.value_or(0)});
        Role added{role, QColor(0x8e, 0x6b, 0xd1), {}};
        m_result.roles.roles.append(added);
        for (const RoleLayers &other : std::as_const(m_roles)) {
            if ((other.mask & m_roles.last().layer) || (m_roles.last().mask & other.layer))
                m_result.roles.setCollide(role, other.name, true);
        }
        return role;
    }

    void shapeNode(int i)
    {
        const GodotNode &node = m_scene.nodes[i];
        const int owner = node.parent;
        if (owner < 0 || !isCollisionObject(m_scene.nodes[owner].type)) {
            note(where(i)
                 + QStringLiteral(": a %1 not directly under an Area2D or physics "
                                  "body, which Godot ignores; left out")
                           .arg(node.type));
            return;
        }
        if (!m_placement[i])
            return;
        QStringList lines;
        QList<Shape> shapes = godotNodeShapes(m_scene, node, *m_placement[i], where(i), &lines);
        for (const QString &line : std::as_const(lines))
            note(line);
        if (shapes.isEmpty())
            return;
        const QString role = roleOf(owner);
        const GodotValue *meta = node.properties.find(u"metadata/hitbox_shape");
        const QString name
                = meta && meta->type == GodotValue::Type::String ? meta->text : node.name;
        const bool ours = m_scene.nodes[owner].properties.find(u"metadata/hitbox_role");
        const bool sensor = boolProperty(node, u"metadata/hitbox_sensor")
                                    .value_or(!ours && m_scene.nodes[owner].type == u"Area2D");
        const Properties properties = metadataProperties(i, godotShapeMetadataNames());
        for (Shape &shape : shapes) {
            shape.role = role;
            shape.name = name;
            shape.sensor = sensor;
            shape.properties = properties;
        }
        GodotShapeRecord record;
        record.node = i;
        record.shapes = shapes;
        record.disabled = boolProperty(node, u"disabled").value_or(false);
        if (const GodotValue *frame = node.properties.find(u"metadata/hitbox_frame");
            frame && frame->isNumber() && frame->number >= 0 && frame->number < maxFramesPerSprite
            && frame->number == std::floor(frame->number))
            record.frame = int(frame->number);
        m_records.append(record);
    }

    // The texture path of a res:// or relative path: in the Godot project the scene is in
    // (the folder with project.godot above it), else beside the scene. Empty when absent.
    QString resolvedTexture(const QString &path) const
    {
        const QFileInfo scene(m_scene.path);
        QString relative = path;
        const bool res = relative.startsWith(QStringLiteral("res://"));
        if (res)
            relative = relative.mid(6);
        QStringList candidates;
        if (res) {
            QDir dir = scene.absoluteDir();
            for (int up = 0; up < 64; ++up) {
                if (dir.exists(QStringLiteral("project.godot"))) {
                    candidates << dir.filePath(relative);
                    break;
                }
                if (!dir.cdUp())
                    break;
            }
        }
        candidates << scene.absoluteDir().filePath(relative)
                   << scene.absoluteDir().filePath(QFileInfo(relative).fileName());
        for (const QString &c : std::as_const(candidates)) {
            if (QFileInfo(c).isFile())
                return QDir::cleanPath(c);
        }
        return {};
    }

    // The first Sprite2D's texture as the frames' picture, its placement as the pivot.
    void picture()
    {
        const QString root = stringProperty(m_scene.nodes[0], u"metadata/hitbox_sprite");
        m_sprite.name = !root.isEmpty() ? root : m_scene.nodes[0].name;
        for (int i = 0; i < m_scene.nodes.size(); ++i) {
            const GodotNode &node = m_scene.nodes[i];
            if (node.type == u"AnimatedSprite2D") {
                note(where(i)
                     + QStringLiteral(": the pictures of an AnimatedSprite2D's "
                                      "SpriteFrames are not read"));
                continue;
            }
            if (node.type != u"Sprite2D" || !m_placement[i])
                continue;
            const GodotValue *texture = node.properties.find(u"texture");
            const GodotExtResource *file = texture && texture->type == GodotValue::Type::ExtResource
                                                   ? m_scene.extResource(texture->text)
                                                   : nullptr;
            const QString image = file ? resolvedTexture(file->path) : QString();
            const QSize size = image.isEmpty() ? QSize() : QImageReader(image).size();
            if (!size.isValid() || size.isEmpty()) {
                note(where(i)
                     + QStringLiteral(": its texture %1 is not a picture beside the "
                                      "scene or in its Godot project")
                               .arg(file ? file->path : QStringLiteral("(none)")));
                continue;
            }
            return placeSprite(node, *m_placement[i], image, size);
        }
        const QFileInfo scene(m_scene.path);
        m_sprite.imagePath
                = scene.absoluteDir().filePath(scene.completeBaseName() + QStringLiteral(".png"));
        note(QStringLiteral("the scene has no Sprite2D picture; the frames have none (%1 is "
                            "expected until one is set)")
                     .arg(QDir::toNativeSeparators(m_sprite.imagePath)));
    }

    // The part of the texture a Sprite2D shows: its region (region_enabled, region_rect)
    // cut into hframes x vframes cells, the cell `frame`; the whole texture when these are
    // not set, or (reported) not usable.
    QRect spriteCell(const GodotNode &node, QSize size)
    {
        QRect area(QPoint(0, 0), size);
        const GodotValue *region = node.properties.find(u"region_rect");
        if (boolProperty(node, u"region_enabled") == true && region
            && region->isConstructor(u"Rect2") && region->numbers.size() == 4) {
            const QRectF r(
                    region->numbers[0], region->numbers[1], region->numbers[2], region->numbers[3]);
            area = r.toRect() & area;
        }
        const auto count = [&](QStringView key) {
            const GodotValue *v = node.properties.find(key);
            return v && v->isNumber() && v->number >= 1 && v->number <= 16384 ? int(v->number) : 1;
        };
        const int h = count(u"hframes");
        const int v = count(u"vframes");
        const GodotValue *frameValue = node.properties.find(u"frame");
        const int frame = frameValue && frameValue->isNumber() && frameValue->number >= 0
                                          && frameValue->number < double(h) * v
                                  ? int(frameValue->number)
                                  : 0;
        if (area.isEmpty() || area.width() < h || area.height() < v) {
            note(QStringLiteral("node \"%1\": its region or frame grid does not fit its "
                                "texture; every frame shows the whole texture")
                         .arg(node.path));
            return QRect(QPoint(0, 0), size);
        }
        const int w = area.width() / h;
        const int c = area.height() / v;
        return QRect(area.x() + (frame % h) * w, area.y() + (frame / h) * c, w, c);
    }

    void
    placeSprite(const GodotNode &node, const GodotTransform &t, const QString &image, QSize size)
    {
        m_sprite.imagePath = image;
        const QRect cell = spriteCell(node, size);
        if (cell != QRect(QPoint(0, 0), size)) {
            for (Frame &frame : m_sprite.frames)
                frame.region.rect = cell;
        }
        const GodotValue *offsetValue = node.properties.find(u"offset");
        Vec2 offset;
        if (offsetValue && offsetValue->isConstructor(u"Vector2")
            && offsetValue->numbers.size() == 2)
            offset = {offsetValue->numbers[0], offsetValue->numbers[1]};
        const bool centered = boolProperty(node, u"centered").value_or(true);
        const Vec2 half{cell.width() / 2.0, cell.height() / 2.0};
        const Vec2 topLeft = offset - (centered ? half : Vec2{});
        if (!t.axisAligned() || t.x.x != 1.0 || t.y.y != 1.0
            || boolProperty(node, u"flip_h") == true || boolProperty(node, u"flip_v") == true) {
            note(QStringLiteral("node \"%1\": a turned, scaled or flipped Sprite2D; its picture "
                                "is placed unturned, unscaled and unflipped at its position")
                         .arg(node.path));
        }
        // The root (the pivot) in the frame's pixels.
        const Vec2 pivot = Vec2{} - (t.origin + topLeft);
        if (pivot != half)
            m_sprite.pivot = pivot;
    }

    struct RoleLayers
    {
        QString name;
        quint32 layer = 0;
        quint32 mask = 0;
    };

    const GodotScene &m_scene;
    QString m_shown;
    QList<std::optional<GodotTransform>> m_placement;
    QList<GodotShapeRecord> m_records;
    QList<RoleLayers> m_roles;
    Sprite m_sprite;
    HitboxImport m_result;
};

} // namespace

HitboxImport godotSprite(const GodotScene &scene)
{
    return Converter(scene).convert();
}

HitboxImport importGodotScene(const QString &path)
{
    QString error;
    const std::optional<GodotScene> scene = readGodotScene(path, &error);
    if (!scene) {
        HitboxImport failed;
        failed.error = error;
        return failed;
    }
    return godotSprite(*scene);
}

} // namespace hitbox::model
