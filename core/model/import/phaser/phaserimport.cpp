#include "model/import/phaser/phaserimport.h"
#include "model/import/phaser/phaseratlas.h"
#include "model/import/phaser/phasersource.h"

#include "model/import/convexjoin.h"
#include "model/import/framekey.h"
#include "model/io/matterorigin.h"

#include <QDir>
#include <QFileInfo>
#include <QHash>
#include <QImageReader>

#include <algorithm>
#include <bit>
#include <cmath>
#include <utility>

namespace hitbox::model {
namespace {

using collision::Vec2;

// Fixtures with more points than this keep their convex pieces apart (joining them is
// quadratic in the worst case).
constexpr qsizetype maxJoinedPoints = 4096;

// Our writers round to 1e-6 (exportJson): offsets within that of matterRenderOffset's
// are our export's, which lines the picture up with the fixtures.
constexpr double writtenPrecision = 1e-6;

// One sprite of the file: the bodies that are its frames.
struct SpriteBodies
{
    QString name;
    bool numbered = false; ///< keys "NAME#N"
    QList<std::pair<int, const PhaserBodySource *>> frames;
};

class Converter
{
public:
    explicit Converter(const PhaserSource &s)
        : m_s(s)
        , m_shown(QDir::toNativeSeparators(s.path))
        , m_folder(QFileInfo(s.path).absoluteDir())
    {}

    HitboxImport convert()
    {
        for (const SpriteBodies &group : groups())
            m_result.sprites.append(spriteOf(group));
        if (m_result.sprites.isEmpty())
            m_result.error = m_shown + QStringLiteral(": the file has no PhysicsEditor bodies");
        statedRoles();
        return m_result;
    }

private:
    void note(const QString &text) { m_result.report << m_shown + QStringLiteral(": ") + text; }

    QList<SpriteBodies> groups()
    {
        QList<SpriteBodies> out;
        QHash<QString, qsizetype> byName;
        QList<qsizetype> frameCounts; ///< per group in `out`, the frames it will have
        FrameBudget budget;
        for (const PhaserBodySource &body : m_s.bodies) {
            if (!body.type.isEmpty() && body.type != QLatin1String("fromPhysicsEditor")) {
                note(QStringLiteral("\"%1\": a body of type \"%2\" is not PhysicsEditor's; left "
                                    "out")
                             .arg(body.key, body.type));
                continue;
            }
            const FrameKey key = parseFrameKey(body.key);
            const qsizetype group = key.numbered ? byName.value(key.sprite, -1) : -1;
            if (!budget.grow(group < 0 ? 0 : frameCounts[group], key.frame)) {
                note(QStringLiteral("\"%1\": ").arg(body.key) + FrameBudget::exceededText());
                continue;
            }
            if (!key.numbered) {
                frameCounts.append(1);
                out.append({key.sprite, false, {{0, &body}}});
                continue;
            }
            if (group < 0) {
                byName.insert(key.sprite, out.size());
                out.append({key.sprite, true, {}});
                frameCounts.append(0);
            }
            const qsizetype at = byName.value(key.sprite);
            out[at].frames.append({key.frame, &body});
            frameCounts[at] = std::max<qsizetype>(frameCounts[at], key.frame + 1);
        }
        return out;
    }

    Sprite spriteOf(const SpriteBodies &group)
    {
        Sprite sprite;
        sprite.name = group.name;
        sprite.imagePath = m_folder.absoluteFilePath(group.name + QStringLiteral(".png"));
        int count = 1;
        for (const auto &[index, body] : group.frames)
            count = std::max(count, index + 1);
        sprite.frames = QList<Frame>(count);
        QList<QSize> sizes(count);
        const QSize size = QFileInfo(sprite.imagePath).isFile()
                                   ? QImageReader(sprite.imagePath).size()
                                   : QSize();
        if (size.isValid() && !size.isEmpty())
            sizes.fill(size);
        else if (!fromAtlas(group, sprite, sizes))
            note(QStringLiteral("sprite \"%1\": no picture \"%2\" beside the file, nor an atlas "
                                "beside it with a frame \"%3\" or \"%3.png\" for each of its "
                                "bodies; the sprite refers to the picture, and its frames' pivots "
                                "are their top-left corners")
                         .arg(group.name,
                              QFileInfo(sprite.imagePath).fileName(),
                              group.numbered ? group.name + QStringLiteral("#N") : group.name));
        for (qsizetype i = 0; i < count; ++i) {
            if (sizes[i].isEmpty())
                sprite.frames[i].pivot = Vec2{0.0, 0.0};
        }
        QList<bool> filled(count, false);
        for (const auto &[index, body] : group.frames) {
            if (std::exchange(filled[index], true)) {
                note(QStringLiteral("\"%1\": frame %2 of \"%3\" appears twice; the second is "
                                    "left out")
                             .arg(body->key)
                             .arg(index)
                             .arg(group.name));
                continue;
            }
            const QSize picture = sizes[index];
            const Vec2 pivot = picture.isEmpty()
                                       ? Vec2{}
                                       : Vec2{picture.width() / 2.0, picture.height() / 2.0};
            bodyShapes(*body, picture, pivot, sprite.frames[index]);
        }
        return sprite;
    }

    // The sprite's pictures from atlases beside the file (PhysicsEditor users pack their
    // pictures with TexturePacker): only when every frame has a body whose key, or key
    // ".png", names an atlas frame, so no frame shows a whole atlas.
    bool fromAtlas(const SpriteBodies &group, Sprite &sprite, QList<QSize> &sizes)
    {
        if (!m_atlasPictures)
            m_atlasPictures = atlasPicturesIn(m_folder, m_s.path);
        QList<const AtlasPicture *> pictures(sizes.size(), nullptr);
        for (const auto &[index, body] : group.frames) {
            auto found = m_atlasPictures->constFind(body->key);
            if (found == m_atlasPictures->cend())
                found = m_atlasPictures->constFind(body->key + QStringLiteral(".png"));
            if (found == m_atlasPictures->cend())
                return false;
            pictures[index] = &*found;
        }
        if (pictures.contains(nullptr))
            return false;
        sprite.imagePath = pictures.first()->imagePath;
        for (qsizetype i = 0; i < pictures.size(); ++i) {
            sprite.frames[i].region = pictures[i]->region;
            if (pictures[i]->imagePath != sprite.imagePath)
                sprite.frames[i].region.imagePath = pictures[i]->imagePath;
            sizes[i] = pictures[i]->size;
        }
        return true;
    }

    // What to add to a fixture point for the picture's pixel: Phaser's centred branch
    // (matterorigin.h) undone where it applies.
    Vec2 pictureShift(const PhaserBodySource &body, QSize size)
    {
        const std::optional<Vec2> com = matterCentredMass(body.fixturesJson);
        if (!com)
            return {};
        if (size.isEmpty()) {
            if (!body.renderOffset)
                note(QStringLiteral("\"%1\": Phaser centres the picture on these fixtures' "
                                    "centre of mass; without the picture's size the shapes "
                                    "stay where the file puts them")
                             .arg(body.key));
            return {};
        }
        const Vec2 offset = body.renderOffset.value_or(Vec2{});
        const Vec2 lined{com->x / size.width() - 0.5, com->y / size.height() - 0.5};
        if (std::abs(offset.x - lined.x) <= writtenPrecision
            && std::abs(offset.y - lined.y) <= writtenPrecision)
            return {};
        return {(offset.x + 0.5) * size.width() - com->x,
                (offset.y + 0.5) * size.height() - com->y};
    }

    void bodyShapes(const PhaserBodySource &body, QSize size, Vec2 pivot, Frame &frame)
    {
        const Vec2 move = pictureShift(body, size) - pivot;
        for (qsizetype i = 0; i < body.fixtures.size(); ++i) {
            const PhaserFixtureSource &f = body.fixtures[i];
            QString where = QStringLiteral("\"%1\", fixture %2").arg(body.key).arg(i);
            if (!f.label.isEmpty())
                where += QStringLiteral(" \"%1\"").arg(f.label);
            const QString role = roleOf(f, body, where);
            QList<Shape> shapes = fixtureShapes(f, move, role, where);
            for (Shape &shape : shapes) {
                shape.name = f.label;
                shape.sensor = f.sensor;
            }
            frame.shapes.append(shapes);
        }
    }

    QList<Shape> fixtureShapes(const PhaserFixtureSource &f,
                               Vec2 move,
                               const QString &role,
                               const QString &where)
    {
        if (f.circle) {
            if (!(f.circle->radius > 0.0)) {
                note(where + QStringLiteral(": a circle of radius 0; left out"));
                return {};
            }
            return {Shape::makeCircle({f.circle->center + move, f.circle->radius}, role)};
        }
        if (f.sets.isEmpty()) {
            note(where + QStringLiteral(": neither a circle nor vertices; left out"));
            return {};
        }
        QList<collision::Polygon> sets;
        qsizetype points = 0;
        for (collision::Polygon set : f.sets) {
            for (Vec2 &p : set.points)
                p = p + move;
            points += qsizetype(set.points.size());
            sets.append(set);
        }
        const QList<collision::Polygon> outlines
                = points <= maxJoinedPoints ? joinConvexPieces(sets) : sets;
        QList<Shape> out;
        for (const collision::Polygon &outline : outlines) {
            const collision::PolygonValidation valid = collision::validatePolygon(outline);
            if (!valid.isValid()) {
                note(where
                     + QStringLiteral(": a vertex set is not a polygon (%1); left out")
                               .arg(QString::fromLatin1(collision::describe(valid.problem))));
                continue;
            }
            out.append(outlineShape(outline, role));
        }
        if (out.size() > 1)
            note(where
                 + QStringLiteral(": %1 convex pieces that do not join into one outline; "
                                  "imported as %1 shapes")
                           .arg(out.size()));
        return out;
    }

    // The role: our export's `role`, else the one category bit ("category N"), else body.
    QString roleOf(const PhaserFixtureSource &f, const PhaserBodySource &body, const QString &where)
    {
        const std::optional<PhaserFilter> filter = f.filter ? f.filter : body.filter;
        QString role = f.role;
        if (role.isEmpty() && filter && std::popcount(filter->category) == 1)
            role = QStringLiteral("category %1").arg(std::countr_zero(filter->category) + 1);
        if (role.isEmpty()) {
            if (filter)
                note(where
                     + QStringLiteral(": the collision category %1 is not one bit; the role is "
                                      "body")
                               .arg(filter->category));
            role = QStringLiteral("body");
        }
        if (filter && !m_filters.contains(role)) {
            m_filters.insert(role, *filter);
            m_roleOrder.append(role);
        }
        return role;
    }

    // The roles the filters name and which collide: Matter's rule (each one's category in
    // the other's mask).
    void statedRoles()
    {
        for (const QString &name : std::as_const(m_roleOrder))
            m_result.roles.roles.append({name, QColor(0x8e, 0x6b, 0xd1), {}});
        for (const QString &a : std::as_const(m_roleOrder)) {
            for (const QString &b : std::as_const(m_roleOrder)) {
                const PhaserFilter fa = m_filters.value(a);
                const PhaserFilter fb = m_filters.value(b);
                if ((fa.category & fb.mask) != 0 && (fb.category & fa.mask) != 0)
                    m_result.roles.setCollide(a, b, true);
            }
        }
    }

    const PhaserSource &m_s;
    QString m_shown;
    QDir m_folder;
    QHash<QString, PhaserFilter> m_filters;
    std::optional<QHash<QString, AtlasPicture>> m_atlasPictures; ///< read when first needed
    QStringList m_roleOrder;
    HitboxImport m_result;
};

} // namespace

HitboxImport importPhaserShapes(const QString &path)
{
    QString error;
    const std::optional<PhaserSource> source = readPhaserShapes(path, &error);
    if (!source) {
        HitboxImport failed;
        failed.error = error;
        return failed;
    }
    return Converter(*source).convert();
}

} // namespace hitbox::model
