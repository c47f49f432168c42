#include "model/import/libgdx/libgdximport.h"

#include "model/import/convexjoin.h"
#include "model/import/framekey.h"

#include "model/io/jsonreader.h"
#include "model/io/localfile.h"

#include <QDir>
#include <QFileInfo>
#include <QHash>
#include <QImageReader>
#include <QSet>

#include <cmath>

namespace hitbox::model {
namespace {

using collision::Vec2;

constexpr qint64 maxLibGdxFileBytes = 64 * 1024 * 1024;
constexpr qsizetype maxJoinedPoints = 4096; // as the Phaser import: joining is quadratic

struct GdxOutline
{
    bool circle = false;
    std::vector<Vec2> vertices; ///< normalised, y up
};

struct GdxBody
{
    QString name;
    QString imagePath; ///< absolute; empty when the body names none
    Vec2 origin;
    QList<std::vector<Vec2>> polygons;
    QList<collision::Circle> circles;
    QList<GdxOutline> shapes;
};

// Reads the bodies; throws JsonError naming the JSON path of a problem.
class Reader
{
public:
    explicit Reader(const QDir &folder)
        : m_folder(folder)
    {}

    QList<GdxBody> read(const QByteArray &bytes)
    {
        const JsonReader bodies = parseJsonObject(bytes).field("rigidBodies");
        const qsizetype n = bodies.array().size();
        if (n > maxLibGdxBodies)
            bodies.fail(
                    QStringLiteral("%1 bodies; at most %2 are read").arg(n).arg(maxLibGdxBodies));
        QList<GdxBody> out;
        for (qsizetype i = 0; i < n; ++i)
            out.append(body(bodies.at(i)));
        return out;
    }

private:
    qsizetype count(const JsonReader &list) const
    {
        const qsizetype n = list.isMissing() ? 0 : list.array().size();
        if (n > maxLibGdxItemsPerBody)
            list.fail(QStringLiteral("more than %1 items").arg(maxLibGdxItemsPerBody));
        return n;
    }

    std::vector<Vec2> points(const JsonReader &list)
    {
        const qsizetype n = list.array().size();
        m_points += n;
        if (m_points > maxLibGdxPoints)
            list.fail(QStringLiteral("more than %1 points in the file").arg(maxLibGdxPoints));
        std::vector<Vec2> out;
        for (qsizetype i = 0; i < n; ++i) {
            const JsonReader p = list.at(i);
            out.push_back({p.field("x").coordinate(), p.field("y").coordinate()});
        }
        return out;
    }

    GdxBody body(const JsonReader &r)
    {
        GdxBody b;
        b.name = r.field("name").string();
        if (const QString image = r.optionalField("imagePath").stringOr({}); !image.isEmpty())
            b.imagePath = QDir::cleanPath(m_folder.absoluteFilePath(fileSystemPath(image)));
        const JsonReader origin = r.optionalField("origin");
        if (!origin.isMissing())
            b.origin = {origin.field("x").coordinate(), origin.field("y").coordinate()};
        const JsonReader polygons = r.optionalField("polygons");
        for (qsizetype i = 0, n = count(polygons); i < n; ++i)
            b.polygons.append(points(polygons.at(i)));
        const JsonReader circles = r.optionalField("circles");
        for (qsizetype i = 0, n = count(circles); i < n; ++i) {
            const JsonReader c = circles.at(i);
            b.circles.append({{c.field("cx").coordinate(), c.field("cy").coordinate()},
                              c.field("r").nonNegative()});
        }
        const JsonReader shapes = r.optionalField("shapes");
        for (qsizetype i = 0, n = count(shapes); i < n; ++i) {
            const JsonReader s = shapes.at(i);
            const QString type = s.field("type").string();
            if (type != QLatin1String("POLYGON") && type != QLatin1String("CIRCLE"))
                s.field("type").fail(
                        QStringLiteral("\"%1\" is neither POLYGON nor CIRCLE").arg(type));
            b.shapes.append({type == QLatin1String("CIRCLE"), points(s.field("vertices"))});
        }
        return b;
    }

    QDir m_folder;
    qsizetype m_points = 0;
};

class Converter
{
public:
    Converter(QString path, const QList<GdxBody> &bodies)
        : m_path(std::move(path))
        , m_shown(QDir::toNativeSeparators(m_path))
        , m_bodies(bodies)
    {}

    HitboxImport convert()
    {
        QHash<QString, qsizetype> byName;
        for (const GdxBody &body : m_bodies) {
            const FrameKey key = parseFrameKey(body.name);
            const qsizetype existing = key.numbered ? byName.value(key.sprite, -1) : -1;
            if (!m_budget.grow(existing < 0 ? 0 : m_result.sprites[existing].frames.size(),
                               key.frame)) {
                note(QStringLiteral("\"%1\": ").arg(body.name) + FrameBudget::exceededText());
                continue;
            }
            qsizetype index = m_result.sprites.size();
            if (existing >= 0) {
                index = existing;
            } else {
                if (key.numbered)
                    byName.insert(key.sprite, index);
                Sprite sprite;
                sprite.name = key.sprite;
                sprite.imagePath = body.imagePath;
                if (sprite.imagePath.isEmpty())
                    sprite.imagePath = QFileInfo(m_path).absoluteDir().absoluteFilePath(
                            key.sprite + QStringLiteral(".png"));
                sprite.frames.clear();
                m_result.sprites.append(sprite);
                m_filled.append(QSet<int>());
            }
            addFrame(body, key.frame, index);
        }
        if (m_result.sprites.isEmpty())
            m_result.error = m_shown + QStringLiteral(": the file has no rigid bodies");
        return m_result;
    }

private:
    void note(const QString &text) { m_result.report << m_shown + QStringLiteral(": ") + text; }

    QSize pictureSize(const GdxBody &body, const QString &imagePath)
    {
        const QSize size = QFileInfo(imagePath).isFile() ? QImageReader(imagePath).size() : QSize();
        if (size.isValid() && !size.isEmpty())
            return size;
        note(QStringLiteral(
                     "\"%1\": the picture \"%2\" cannot be read; the frame is taken as %3 px "
                     "square to un-normalise its shapes")
                     .arg(body.name, QDir::toNativeSeparators(imagePath))
                     .arg(libGdxUnknownFrameSide));
        return {libGdxUnknownFrameSide, libGdxUnknownFrameSide};
    }

    void addFrame(const GdxBody &body, int index, qsizetype spriteIndex)
    {
        Sprite &sprite = m_result.sprites[spriteIndex];
        QSet<int> &filled = m_filled[spriteIndex];
        if (filled.contains(index)) {
            note(QStringLiteral("\"%1\": frame %2 of \"%3\" appears twice; the second is left out")
                         .arg(body.name)
                         .arg(index)
                         .arg(sprite.name));
            return;
        }
        filled.insert(index);
        while (sprite.frames.size() <= index)
            sprite.frames.append(Frame{});
        Frame &frame = sprite.frames[index];
        if (!body.imagePath.isEmpty() && body.imagePath != sprite.imagePath)
            frame.region.imagePath = body.imagePath;
        const QSize size
                = pictureSize(body, body.imagePath.isEmpty() ? sprite.imagePath : body.imagePath);
        const double w = size.width();
        const double h = size.height();
        // Normalised, y up -> frame pixels, y down.
        const auto pixels = [&](Vec2 v) { return Vec2{v.x * w, h - v.y * w}; };
        const Vec2 pivot = pixels(body.origin);
        if (pivot != Vec2{w / 2, h / 2})
            frame.pivot = pivot;
        const auto local = [&](Vec2 v) { return pixels(v) - pivot; };
        if (!body.shapes.isEmpty()) {
            for (qsizetype i = 0; i < body.shapes.size(); ++i) {
                const GdxOutline &s = body.shapes[i];
                if (s.circle) {
                    if (s.vertices.size() != 2) {
                        note(QStringLiteral(
                                     "\"%1\", shape %2: a CIRCLE of %3 points, not its centre and "
                                     "a point on it; left out")
                                     .arg(body.name)
                                     .arg(i)
                                     .arg(s.vertices.size()));
                        continue;
                    }
                    const Vec2 d = s.vertices[1] - s.vertices[0];
                    addCircle(frame, {local(s.vertices[0]), std::hypot(d.x, d.y) * w}, body.name);
                    continue;
                }
                collision::Polygon outline;
                for (const Vec2 v : s.vertices)
                    outline.points.push_back(local(v));
                addOutline(frame, outline, body.name);
            }
        } else {
            qsizetype points = 0;
            QList<collision::Polygon> pieces;
            for (const std::vector<Vec2> &piece : body.polygons) {
                collision::Polygon p;
                for (const Vec2 v : piece)
                    p.points.push_back(local(v));
                points += qsizetype(p.points.size());
                pieces.append(p);
            }
            for (const collision::Polygon &outline :
                 points <= maxJoinedPoints ? joinConvexPieces(pieces) : pieces)
                addOutline(frame, outline, body.name);
            for (const collision::Circle &c : body.circles)
                addCircle(frame, {local(c.center), c.radius * w}, body.name);
        }
    }

    void addOutline(Frame &frame, const collision::Polygon &outline, const QString &body)
    {
        const collision::PolygonValidation valid = collision::validatePolygon(outline);
        if (!valid.isValid()) {
            note(QStringLiteral("\"%1\": an outline is not a polygon (%2); left out")
                         .arg(body, QString::fromLatin1(collision::describe(valid.problem))));
            return;
        }
        frame.shapes.append(outlineShape(outline, QStringLiteral("body")));
    }

    void addCircle(Frame &frame, const collision::Circle &circle, const QString &body)
    {
        if (!(circle.radius > 0.0)) {
            note(QStringLiteral("\"%1\": a circle of radius 0; left out").arg(body));
            return;
        }
        frame.shapes.append(Shape::makeCircle(circle, QStringLiteral("body")));
    }

    QString m_path;
    QString m_shown;
    const QList<GdxBody> &m_bodies;
    QList<QSet<int>> m_filled; ///< per sprite, the frames a body gave
    FrameBudget m_budget;      ///< frames made, in all sprites
    HitboxImport m_result;
};

} // namespace

bool looksLikeLibGdxBodies(const QByteArray &head)
{
    return head.trimmed().startsWith('{') && head.contains("\"rigidBodies\"");
}

HitboxImport importLibGdxBodies(const QString &path)
{
    const QString absolute = absoluteFileSystemPath(path);
    const QString shown = QDir::toNativeSeparators(absolute);
    HitboxImport failed;
    const LocalFileBytes file = readLocalFile(
            absolute, maxLibGdxFileBytes, QStringLiteral("a Physics Body Editor file"));
    if (!file.ok()) {
        failed.error = shown + QStringLiteral(": ") + file.problem;
        return failed;
    }
    try {
        const QList<GdxBody> bodies = Reader(QFileInfo(absolute).absoluteDir()).read(file.bytes);
        return Converter(absolute, bodies).convert();
    } catch (const JsonError &e) {
        failed.error = shown + QStringLiteral(": ") + e.message;
    }
    return failed;
}

} // namespace hitbox::model
