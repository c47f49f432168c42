#include "model/import/spine/spineimport.h"

#include "model/import/convexjoin.h"
#include "model/import/framekey.h"

#include "model/io/jsonreader.h"
#include "model/io/localfile.h"
#include "model/io/projectformat.h"

#include <QDir>
#include <QFileInfo>
#include <QHash>
#include <QRegularExpression>

#include <algorithm>
#include <cmath>
#include <numbers>
#include <optional>

namespace hitbox::model {
namespace {

using collision::Vec2;

constexpr qint64 maxSpineFileBytes = 64 * 1024 * 1024;

// A bone's world transform in the setup pose (spine-core's Bone a, b, c, d, worldX, worldY).
struct SpineBone
{
    QString name;
    QString inherit; ///< "normal" unless the file says otherwise
    /// The first bone from the root to this one whose inherit mode (not "normal") changes
    /// its world transform, which this import applies as "normal"; -1 when none.
    qsizetype offBone = -1;
    double a = 1, b = 0, c = 0, d = 1, x = 0, y = 0;

    Vec2 apply(Vec2 v) const { return {v.x * a + v.y * b + x, v.x * c + v.y * d + y}; }
};

struct SpineAttachment
{
    QString skin;
    QString slot;
    QString name;
    qsizetype bone = 0;
    qsizetype skinIndex = 0;
    qsizetype slotIndex = 0; ///< in the skeleton's slots (draw order)
    bool weighted = false;
    std::vector<Vec2> vertices; ///< bone space, y up
};

struct SpineSkeleton
{
    QList<SpineBone> bones;
    QList<SpineAttachment> boxes;
    qsizetype otherAttachments = 0;
};

double numberOr(const JsonReader &object, const char *key, double fallback)
{
    const JsonReader r = object.optionalField(key);
    return r.isMissing() ? fallback : r.coordinate();
}

// Exact at multiples of 90 degrees, so that an unturned bone keeps upright rectangles
// upright (cos 90 degrees in doubles is 6e-17, not 0).
double cosDeg(double degrees)
{
    const double turn = std::fmod(std::fmod(degrees, 360.0) + 360.0, 360.0);
    if (turn == 90.0 || turn == 270.0)
        return 0.0;
    if (turn == 0.0 || turn == 180.0)
        return turn == 0.0 ? 1.0 : -1.0;
    return std::cos(degrees * std::numbers::pi / 180.0);
}

double sinDeg(double degrees)
{
    return cosDeg(degrees - 90.0);
}

// Reads the bones and the bounding boxes; throws JsonError naming the JSON path of a problem.
class Reader
{
public:
    SpineSkeleton read(const QByteArray &bytes)
    {
        const JsonReader root = parseJsonObject(bytes);
        root.field("skeleton").object();
        readBones(root.optionalField("bones"));
        readSlots(root.optionalField("slots"));
        const JsonReader skins = root.optionalField("skins");
        if (!skins.isMissing() && skins.value().isObject()) { // Spine 3.7 and earlier
            const QJsonObject o = skins.object();
            for (auto it = o.begin(); it != o.end(); ++it)
                readSkin(it.key(), child(skins, it.key()));
        } else if (!skins.isMissing()) {
            for (qsizetype i = 0, n = skins.array().size(); i < n; ++i) {
                const JsonReader skin = skins.at(i);
                const JsonReader attachments = skin.optionalField("attachments");
                if (!attachments.isMissing())
                    readSkin(skin.field("name").string(), attachments);
            }
        }
        std::stable_sort(m_skeleton.boxes.begin(),
                         m_skeleton.boxes.end(),
                         [](const SpineAttachment &a, const SpineAttachment &b) {
                             return std::pair(a.skinIndex, a.slotIndex)
                                    < std::pair(b.skinIndex, b.slotIndex);
                         });
        return m_skeleton;
    }

private:
    static JsonReader child(const JsonReader &object, const QString &key)
    {
        return JsonReader(object.object().value(key), object.path() + QLatin1Char('.') + key);
    }

    void readBones(const JsonReader &bones)
    {
        const qsizetype n = bones.isMissing() ? 0 : bones.array().size();
        if (n > maxSpineBones)
            bones.fail(QStringLiteral("%1 bones; at most %2 are read").arg(n).arg(maxSpineBones));
        for (qsizetype i = 0; i < n; ++i) {
            const JsonReader r = bones.at(i);
            SpineBone bone;
            bone.name = r.field("name").string();
            const JsonReader mode
                    = r.optionalField(r.object().contains(u"inherit") ? "inherit" : "transform");
            bone.inherit = mode.stringOr(QStringLiteral("normal"));
            const double x = numberOr(r, "x", 0), y = numberOr(r, "y", 0);
            const double rotation = numberOr(r, "rotation", 0);
            const double scaleX = numberOr(r, "scaleX", 1), scaleY = numberOr(r, "scaleY", 1);
            const double shearX = numberOr(r, "shearX", 0), shearY = numberOr(r, "shearY", 0);
            const double la = cosDeg(rotation + shearX) * scaleX;
            const double lb = cosDeg(rotation + 90 + shearY) * scaleY;
            const double lc = sinDeg(rotation + shearX) * scaleX;
            const double ld = sinDeg(rotation + 90 + shearY) * scaleY;
            const JsonReader parentName = r.optionalField("parent");
            if (parentName.isMissing()) {
                bone.a = la, bone.b = lb, bone.c = lc, bone.d = ld, bone.x = x, bone.y = y;
            } else {
                const qsizetype p = m_boneIndex.value(parentName.string(), -1);
                if (p < 0)
                    parentName.fail(QStringLiteral("no bone \"%1\" before this one")
                                            .arg(parentName.string()));
                const SpineBone &parent = m_skeleton.bones[p];
                bone.a = parent.a * la + parent.b * lc;
                bone.b = parent.a * lb + parent.b * ld;
                bone.c = parent.c * la + parent.d * lc;
                bone.d = parent.c * lb + parent.d * ld;
                const Vec2 at = parent.apply({x, y});
                bone.x = at.x, bone.y = at.y;
                bone.offBone = bone.inherit == QLatin1String("normal") ? parent.offBone : i;
            }
            m_boneIndex.insert(bone.name, i);
            m_skeleton.bones.append(bone);
        }
    }

    void readSlots(const JsonReader &slotList)
    {
        const qsizetype n = slotList.isMissing() ? 0 : slotList.array().size();
        if (n > maxSpineSlots)
            slotList.fail(
                    QStringLiteral("%1 slots; at most %2 are read").arg(n).arg(maxSpineSlots));
        for (qsizetype i = 0; i < n; ++i) {
            const JsonReader r = slotList.at(i);
            const QString name = r.field("name").string();
            const JsonReader bone = r.field("bone");
            const qsizetype index = m_boneIndex.value(bone.string(), -1);
            if (index < 0)
                bone.fail(QStringLiteral("no bone \"%1\"").arg(bone.string()));
            m_slotBone.insert(name, index);
            m_slotIndex.insert(name, i);
        }
    }

    // JSON objects come back sorted by key: the attachments are put in the slots' order.
    void readSkin(const QString &skin, const JsonReader &attachments)
    {
        ++m_skins;
        const QJsonObject slotsOfSkin = attachments.object();
        for (auto s = slotsOfSkin.begin(); s != slotsOfSkin.end(); ++s) {
            const JsonReader slot = child(attachments, s.key());
            const qsizetype bone = m_slotBone.value(s.key(), -1);
            if (bone < 0)
                slot.fail(QStringLiteral("no slot \"%1\"").arg(s.key()));
            const QJsonObject named = slot.object();
            for (auto a = named.begin(); a != named.end(); ++a) {
                if (++m_attachments > maxSpineAttachments)
                    slot.fail(QStringLiteral("more than %1 attachments in the file")
                                      .arg(maxSpineAttachments));
                const JsonReader attachment = child(slot, a.key());
                const QString type
                        = attachment.optionalField("type").stringOr(QStringLiteral("region"));
                if (type != QLatin1String("boundingbox")) {
                    ++m_skeleton.otherAttachments;
                    continue;
                }
                SpineAttachment box;
                box.skin = skin;
                box.slot = s.key();
                box.name = a.key();
                box.bone = bone;
                box.skinIndex = m_skins;
                box.slotIndex = m_slotIndex.value(s.key());
                m_skeleton.boxes.append(boundingBox(attachment, std::move(box)));
            }
        }
    }

    SpineAttachment boundingBox(const JsonReader &r, SpineAttachment box)
    {
        const JsonReader vertices = r.field("vertices");
        const qsizetype n = vertices.array().size();
        const int count = r.field("vertexCount").integerOr(0, 0, int(maxSpinePoints));
        m_points += n;
        if (m_points > maxSpinePoints)
            vertices.fail(QStringLiteral("more than %1 numbers in the file").arg(maxSpinePoints));
        if (qsizetype(count) * 2 != n) {
            box.weighted = true;
            return box;
        }
        for (qsizetype i = 0; i + 1 < n; i += 2)
            box.vertices.push_back({vertices.at(i).coordinate(), vertices.at(i + 1).coordinate()});
        return box;
    }

    SpineSkeleton m_skeleton;
    QHash<QString, qsizetype> m_boneIndex;
    QHash<QString, qsizetype> m_slotBone;
    QHash<QString, qsizetype> m_slotIndex;
    qsizetype m_skins = 0;
    qsizetype m_attachments = 0;
    qsizetype m_points = 0;
};

// A slot our export named "<frame key>/<attachment>", or with " N" after it: the frame key.
std::optional<QString> exportedFrameKey(const QString &slot, const QString &attachment)
{
    const QString tail = QLatin1Char('/') + attachment;
    qsizetype end = slot.lastIndexOf(tail);
    if (end <= 0)
        return std::nullopt;
    const QString rest = slot.mid(end + tail.size());
    static const QRegularExpression clash(QStringLiteral("^( [0-9]+)?$"));
    if (!clash.match(rest).hasMatch())
        return std::nullopt;
    return slot.left(end);
}

class Converter
{
public:
    Converter(const QString &path, const SpineSkeleton &skeleton)
        : m_folder(QFileInfo(path).absoluteDir())
        , m_shown(QDir::toNativeSeparators(path))
        , m_fileSprite(QFileInfo(path).completeBaseName())
        , m_skeleton(skeleton)
    {}

    HitboxImport convert()
    {
        QList<bool> offReported(m_skeleton.bones.size(), false);
        for (const SpineAttachment &box : m_skeleton.boxes) {
            const QString where = QStringLiteral("skin \"%1\", slot \"%2\", bounding box \"%3\"")
                                          .arg(box.skin, box.slot, box.name);
            if (box.weighted) {
                note(where
                     + QStringLiteral(": weighted vertices (bound to several bones) are not "
                                      "read; left out"));
                continue;
            }
            const SpineBone &bone = m_skeleton.bones[box.bone];
            if (bone.offBone >= 0 && !offReported[bone.offBone]) {
                offReported[bone.offBone] = true;
                const SpineBone &off = m_skeleton.bones[bone.offBone];
                note(QStringLiteral("bone \"%1\": inherit mode \"%2\" is applied as \"normal\"; "
                                    "the bounding boxes on it and below it may be off")
                             .arg(off.name, off.inherit));
            }
            addBox(box, bone, where);
        }
        if (m_skeleton.otherAttachments > 0)
            note(QStringLiteral("%1 attachments that are not bounding boxes (pictures, meshes, "
                                "paths, points, clipping) are not hitboxes; not imported")
                         .arg(m_skeleton.otherAttachments));
        if (m_skeleton.boxes.isEmpty())
            note(QStringLiteral("the skeleton has no bounding-box attachments; nothing to "
                                "import"));
        return m_result;
    }

private:
    void note(const QString &text) { m_result.report << m_shown + QStringLiteral(": ") + text; }

    // The frame a key names, or null when making it would pass maxImportedFrames.
    Frame *frameFor(const FrameKey &key)
    {
        qsizetype index = m_spriteIndex.value(key.sprite, -1);
        const qsizetype had = index < 0 ? 0 : m_result.sprites[index].frames.size();
        if (!m_budget.grow(had, key.frame))
            return nullptr;
        if (index < 0) {
            index = m_result.sprites.size();
            m_spriteIndex.insert(key.sprite, index);
            Sprite sprite;
            sprite.name = key.sprite;
            sprite.imagePath = m_folder.absoluteFilePath(key.sprite + QStringLiteral(".png"));
            sprite.frames.clear();
            m_result.sprites.append(sprite);
        }
        Sprite &sprite = m_result.sprites[index];
        while (sprite.frames.size() <= key.frame)
            sprite.frames.append(Frame{});
        return &sprite.frames[key.frame];
    }

    void addBox(const SpineAttachment &box, const SpineBone &bone, const QString &where)
    {
        collision::Polygon outline;
        for (const Vec2 v : box.vertices) {
            const Vec2 world = bone.apply(v);
            outline.points.push_back({world.x, -world.y}); // y up -> y down
        }
        for (const Vec2 p : outline.points) {
            if (!(std::abs(p.x) <= maxCoordinate && std::abs(p.y) <= maxCoordinate)) {
                note(where
                     + QStringLiteral(": the bone's transform takes a vertex beyond %1 pixels; "
                                      "left out")
                               .arg(maxCoordinate));
                return;
            }
        }
        const collision::PolygonValidation valid = collision::validatePolygon(outline);
        if (!valid.isValid()) {
            note(where
                 + QStringLiteral(": not a polygon (%1); left out")
                           .arg(QString::fromLatin1(collision::describe(valid.problem))));
            return;
        }
        const std::optional<QString> key = exportedFrameKey(box.slot, box.name);
        Shape shape = outlineShape(outline, QStringLiteral("body"));
        shape.name = key || box.skin == QLatin1String("default")
                             ? box.name
                             : box.skin + QLatin1Char('/') + box.name;
        Frame *frame = frameFor(key ? parseFrameKey(*key) : FrameKey{m_fileSprite, 0, false});
        if (!frame) {
            note(where + QStringLiteral(": ") + FrameBudget::exceededText());
            return;
        }
        frame->shapes.append(shape);
    }

    QDir m_folder;
    QString m_shown;
    QString m_fileSprite;
    const SpineSkeleton &m_skeleton;
    QHash<QString, qsizetype> m_spriteIndex;
    FrameBudget m_budget; ///< frames made, in all sprites
    HitboxImport m_result;
};

} // namespace

bool looksLikeSpineSkeleton(const QByteArray &head)
{
    return head.trimmed().startsWith('{') && head.contains("\"skeleton\"")
           && (head.contains("\"bones\"") || head.contains("\"slots\"")
               || head.contains("\"skins\""));
}

HitboxImport importSpineSkeleton(const QString &path)
{
    const QString absolute = absoluteFileSystemPath(path);
    const QString shown = QDir::toNativeSeparators(absolute);
    HitboxImport failed;
    const LocalFileBytes file
            = readLocalFile(absolute, maxSpineFileBytes, QStringLiteral("a Spine skeleton"));
    if (!file.ok()) {
        failed.error = shown + QStringLiteral(": ") + file.problem;
        return failed;
    }
    try {
        const SpineSkeleton skeleton = Reader().read(file.bytes);
        return Converter(absolute, skeleton).convert();
    } catch (const JsonError &e) {
        failed.error = shown + QStringLiteral(": ") + e.message;
    }
    return failed;
}

} // namespace hitbox::model
