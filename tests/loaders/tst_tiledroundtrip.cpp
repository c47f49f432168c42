// Tiled itself reads our tilesets: Debian's tiled 1.8 converts every exported .tsx to JSON
// headless (`tiled --export-tileset json`), and every object it reports (type, name, x, y,
// size, ellipse, polygon points, sensor), every pivot and every animation frame equals the
// document's shapes converted here, independently of the exporter, and every custom
// property of a shape, frame and sprite with its Tiled type and value. Tiled's JSON of our
// .tsx must also equal our own .tsj, and Tiled's JSON of our .tsj too. Tiled exits 0 even
// on broken input, so the content is compared, never the exit code. Skipped only when
// `tiled` is not on PATH (scripts/test.sh installs it).

#include "loaderskip.h"
#include "model/export/exporter.h"
#include "model/io/frameimage.h"
#include "model/io/projectformat.h"
#include "testfiles.h"
#include "tiledcli.h"

#include <QDir>
#include <QImageReader>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QtTest>

#include <algorithm>
#include <cmath>

using namespace hitbox;
using hitbox::model::Project;
using hitbox::model::Shape;

class TestTiledRoundTrip : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void tiledReadsOurShapes_data();
    void tiledReadsOurShapes();

private:
    QString m_tiled;
    QTemporaryDir m_dir;
};

namespace {

QString json(const QJsonValue &v)
{
    return QString::fromUtf8(QJsonDocument(QJsonArray{v}).toJson(QJsonDocument::Compact));
}

// Runs Tiled on `in`, writing JSON to `out`; the parsed result (empty when Tiled wrote
// nothing).
QJsonObject tiledJson(const QString &tiled, const QString &in, const QString &out)
{
    if (!testing::tiledExportTileset(tiled, in, out).isEmpty())
        return {};
    QFile file(out);
    if (!file.open(QIODevice::ReadOnly))
        return {};
    return QJsonDocument::fromJson(file.readAll()).object();
}

QJsonObject readJson(const QString &path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return {};
    return QJsonDocument::fromJson(file.readAll()).object();
}

// An object as the test expects Tiled to report it, in tile pixels.
struct Expected
{
    QString name;
    QString type;
    QString kind; // "rectangle", "ellipse", "polygon", or "pieces" (a polygon with holes)
    double x = 0, y = 0, w = 0, h = 0;
    QList<QPointF> points; // polygons: absolute tile pixels, sorted
    double area = 0;       // pieces: the region's area
    bool sensor = false;
};

double shoelace(const std::vector<collision::Vec2> &points)
{
    double twice = 0;
    for (std::size_t i = 0; i < points.size(); ++i) {
        const collision::Vec2 a = points[i];
        const collision::Vec2 b = points[(i + 1) % points.size()];
        twice += a.x * b.y - b.x * a.y;
    }
    return std::abs(twice) / 2;
}

void sortPoints(QList<QPointF> &points)
{
    std::sort(points.begin(), points.end(), [](QPointF a, QPointF b) {
        return std::pair(a.x(), a.y()) < std::pair(b.x(), b.y());
    });
}

// The shapes of a frame in tile pixels: the pivot plus the shape's coordinates; for a
// mirrored copy the tile is the frame flipped, x -> width - x.
QList<Expected>
expectedObjects(const model::Frame &frame, collision::Vec2 pivot, int width, bool mirrored)
{
    const auto tx = [&](double x) { return mirrored ? width - (pivot.x + x) : pivot.x + x; };
    QList<Expected> out;
    for (const Shape &s : frame.shapes) {
        Expected e{s.name, s.role, {}, 0, 0, 0, 0, {}, 0, s.sensor};
        switch (s.kind) {
        case model::ShapeKind::Box:
            e.kind = QStringLiteral("rectangle");
            e.x = std::min(tx(s.box.x), tx(s.box.x + s.box.w));
            e.y = pivot.y + s.box.y;
            e.w = s.box.w;
            e.h = s.box.h;
            break;
        case model::ShapeKind::Circle:
            e.kind = QStringLiteral("ellipse");
            e.x = tx(s.circle.center.x) - s.circle.radius;
            e.y = pivot.y + s.circle.center.y - s.circle.radius;
            e.w = e.h = 2 * s.circle.radius;
            break;
        case model::ShapeKind::Polygon:
            if (!s.holes.isEmpty()) {
                e.kind = QStringLiteral("pieces");
                e.area = shoelace(s.polygon.points);
                for (const collision::Polygon &hole : s.holes)
                    e.area -= shoelace(hole.points);
                break;
            }
            e.kind = QStringLiteral("polygon");
            for (const collision::Vec2 &p : s.polygon.points)
                e.points << QPointF(tx(p.x), pivot.y + p.y);
            sortPoints(e.points);
            break;
        }
        out << e;
    }
    return out;
}

QString kindOf(const QJsonObject &o)
{
    if (o.value(QStringLiteral("ellipse")).toBool())
        return QStringLiteral("ellipse");
    if (o.contains(QStringLiteral("polygon")))
        return QStringLiteral("polygon");
    return QStringLiteral("rectangle");
}

bool sensorOf(const QJsonObject &o)
{
    for (const QJsonValue &p : o.value(QStringLiteral("properties")).toArray()) {
        if (p[QStringLiteral("name")] == QStringLiteral("sensor"))
            return p[QStringLiteral("value")].toBool();
    }
    return false;
}

QList<QPointF> absolutePoints(const QJsonObject &o)
{
    QList<QPointF> points;
    for (const QJsonValue &v : o.value(QStringLiteral("polygon")).toArray())
        points << QPointF(o[QStringLiteral("x")].toDouble() + v[QStringLiteral("x")].toDouble(),
                          o[QStringLiteral("y")].toDouble() + v[QStringLiteral("y")].toDouble());
    return points;
}

double polygonArea(const QList<QPointF> &points)
{
    std::vector<collision::Vec2> v;
    for (const QPointF &p : points)
        v.push_back({p.x(), p.y()});
    return shoelace(v);
}

bool near(double a, double b)
{
    return std::abs(a - b) < 1e-6;
}

// The frames an animation shows, in order (ping-pong: there and back without repeating
// the ends).
QList<int> played(const model::Animation &a)
{
    QList<int> frames = a.frames;
    if (a.direction == model::AnimationDirection::Reverse)
        std::reverse(frames.begin(), frames.end());
    if (a.direction == model::AnimationDirection::PingPong) {
        for (qsizetype i = a.frames.size() - 2; i >= 1; --i)
            frames << a.frames[i];
    }
    return frames;
}

// A custom property as Tiled's JSON has it, written here from Tiled's documentation.
QString tiledPropertyJson(const model::Property &p)
{
    static const char *const types[] = {"string", "int", "float", "bool", "color"};
    QJsonValue value;
    if (const QString *text = std::get_if<QString>(&p.value))
        value = *text;
    else if (const int *i = std::get_if<int>(&p.value))
        value = *i;
    else if (const double *d = std::get_if<double>(&p.value))
        value = *d;
    else if (const bool *b = std::get_if<bool>(&p.value))
        value = *b;
    else
        value = QString::asprintf("#%08x", std::get<QColor>(p.value).rgba());
    return json(QJsonObject{{QStringLiteral("name"), p.name},
                            {QStringLiteral("type"), QLatin1String(types[p.value.index()])},
                            {QStringLiteral("value"), value}});
}

// An array holding `value` (not QJsonArray{array}, which copies an array).
QJsonArray nested(const QJsonValue &value)
{
    QJsonArray out;
    out.append(value);
    return out;
}

// Every custom property of `expected` is among the properties Tiled reports in `reported`
// (an array of "properties" arrays).
void compareProperties(const QJsonArray &reported,
                       const model::Properties &expected,
                       const QString &where)
{
    QStringList all;
    for (const QJsonValue &list : reported) {
        for (const QJsonValue &p : list.toArray())
            all << json(p);
    }
    for (const model::Property &p : expected)
        QVERIFY2(all.contains(tiledPropertyJson(p)),
                 qPrintable(where + QStringLiteral(": ") + tiledPropertyJson(p) + all.join(u' ')));
}

// Compares one tile's objects as Tiled reports them with the frame's shapes.
void compareObjects(const QJsonArray &objects,
                    const QList<Expected> &expected,
                    const QString &where)
{
    qsizetype k = 0;
    for (const Expected &e : expected) {
        const QString at = QStringLiteral("%1, shape \"%2\"").arg(where, e.name);
        if (e.kind == QStringLiteral("pieces")) {
            double area = 0;
            int n = 0;
            while (k < objects.size()) {
                const QJsonObject o = objects[k].toObject();
                const QString prefix = e.name.isEmpty() ? QStringLiteral("piece ")
                                                        : e.name + QStringLiteral(" piece ");
                if (o[QStringLiteral("name")].toString() != prefix + QString::number(n + 1))
                    break;
                QVERIFY2(kindOf(o) == QStringLiteral("polygon"), qPrintable(at));
                QVERIFY2(o[QStringLiteral("type")].toString() == e.type, qPrintable(at));
                QVERIFY2(sensorOf(o) == e.sensor, qPrintable(at));
                area += polygonArea(absolutePoints(o));
                ++n;
                ++k;
            }
            QVERIFY2(n >= 1 && near(area, e.area),
                     qPrintable(at + QStringLiteral(": pieces' area")));
            continue;
        }
        QVERIFY2(k < objects.size(), qPrintable(at + QStringLiteral(": missing")));
        const QJsonObject o = objects[k++].toObject();
        QVERIFY2(o[QStringLiteral("name")].toString() == e.name, qPrintable(at));
        QVERIFY2(o[QStringLiteral("type")].toString() == e.type, qPrintable(at + json(o)));
        QVERIFY2(kindOf(o) == e.kind, qPrintable(at + json(o)));
        QVERIFY2(sensorOf(o) == e.sensor, qPrintable(at));
        if (e.kind == QStringLiteral("polygon")) {
            QList<QPointF> points = absolutePoints(o);
            sortPoints(points);
            QVERIFY2(points.size() == e.points.size(), qPrintable(at + json(o)));
            for (qsizetype i = 0; i < points.size(); ++i) {
                QVERIFY2(near(points[i].x(), e.points[i].x())
                                 && near(points[i].y(), e.points[i].y()),
                         qPrintable(at + json(o)));
            }
        } else {
            QVERIFY2(near(o[QStringLiteral("x")].toDouble(), e.x)
                             && near(o[QStringLiteral("y")].toDouble(), e.y)
                             && near(o[QStringLiteral("width")].toDouble(), e.w)
                             && near(o[QStringLiteral("height")].toDouble(), e.h),
                     qPrintable(at + json(o)));
        }
    }
    QVERIFY2(k == objects.size(), qPrintable(where + QStringLiteral(": extra objects")));
}

QImage pattern(int w, int h)
{
    QImage image(w, h, QImage::Format_ARGB32);
    for (int y = 0; y < h; ++y) {
        for (int x = 0; x < w; ++x)
            image.setPixel(x, y, qRgba(9 * x, 7 * y, 100, 255));
    }
    return image;
}

model::Frame cell(int x, int y, int w, int h, int durationMs)
{
    model::Frame frame;
    frame.region.rect = QRect(x, y, w, h);
    frame.durationMs = durationMs;
    return frame;
}

// Boxes, circles, polygons (one with a hole), sensors, a sheet with margin and spacing and
// its animations, and an atlas with a trimmed and a rotated frame.
Project testProject(const QString &folder)
{
    const QString sheet = testing::writeTestFile(
            folder, QStringLiteral("sheet.png"), testing::encodedImage(pattern(78, 40), "png"));
    const QString atlas = testing::writeTestFile(
            folder, QStringLiteral("atlas.png"), testing::encodedImage(pattern(30, 24), "png"));
    model::Sprite hero;
    hero.name = QStringLiteral("hero");
    hero.imagePath = sheet;
    hero.pivot = collision::Vec2{12, 30};
    hero.frames = {cell(1, 1, 24, 36, 100), cell(27, 1, 24, 36, 70), cell(53, 1, 24, 36, 40)};
    Shape head = Shape::makeCircle(
            {{0.5, -24.25}, 5.5}, QStringLiteral("hurtbox"), QStringLiteral("head"));
    head.sensor = true;
    head.properties = {{QStringLiteral("damage"), 12}, {QStringLiteral("knockback"), 2.5}};
    Shape ring = Shape::makePolygon({{{-10, -20}, {10, -20}, {10, 0}, {-10, 0}}},
                                    QStringLiteral("body"),
                                    QStringLiteral("ring & <co>"));
    ring.holes = {{{{-3, -13}, {-3, -7}, {3, -7}, {3, -13}}}};
    ring.properties = {{QStringLiteral("flash"), QColor::fromRgba(0x80ffd700)},
                       {QStringLiteral("tag"), QStringLiteral("ring & <co> \"q\"")},
                       {QStringLiteral("cancel"), false}};
    hero.frames[0].shapes = {
            Shape::makeBox({-8, -18, 16, 18.5}, QStringLiteral("hurtbox"), QStringLiteral("torso")),
            head,
            Shape::makePolygon({{{4, -10}, {15, -12}, {12, -4}, {8, -7}}},
                               QStringLiteral("hitbox"),
                               QStringLiteral("fist"))};
    hero.frames[1].shapes = {ring};
    hero.frames[2].shapes = {Shape::makeBox({-1.5, -2, 3, 4}, QStringLiteral("sensor"))};
    hero.frames[0].properties = {{QStringLiteral("startup"), 3}, {QStringLiteral("super"), true}};
    hero.properties
            = {{QStringLiteral("weight"), -1.25}, {QStringLiteral("team"), QStringLiteral("red")}};
    hero.animations = {{QStringLiteral("swing"), {0, 1, 2}, model::AnimationDirection::PingPong},
                       {QStringLiteral("back"), {2, 1}, model::AnimationDirection::Reverse}};

    model::Sprite packed;
    packed.name = QStringLiteral("packed");
    packed.imagePath = atlas;
    packed.frames = {cell(0, 0, 10, 8, 90), cell(12, 0, 12, 20, 60)};
    packed.frames[0].region.trimOffset = QPoint(3, 2);
    packed.frames[0].region.sourceSize = QSize(16, 14);
    packed.frames[1].region.rotated = true;
    packed.frames[1].region.sourceSize = QSize(22, 14);
    packed.frames[1].region.trimOffset = QPoint(1, 1);
    packed.frames[0].shapes
            = {Shape::makeCircle({{1, 1}, 4}, QStringLiteral("body"), QStringLiteral("core"))};
    packed.frames[1].shapes = {Shape::makePolygon(
            {{{-6, -4}, {6, -4}, {0, 5}}}, QStringLiteral("hitbox"), QStringLiteral("tip"))};
    packed.frames[1].pivot = collision::Vec2{4, 9};

    Project project;
    project.sprites = {hero, packed};
    return project;
}

} // namespace

void TestTiledRoundTrip::initTestCase()
{
    QVERIFY(m_dir.isValid());
    m_tiled = QStandardPaths::findExecutable(QStringLiteral("tiled"));
}

void TestTiledRoundTrip::tiledReadsOurShapes_data()
{
    QTest::addColumn<QString>("document");
    QTest::addColumn<bool>("mirrored");
    const QString demo = qEnvironmentVariable("HITBOX_SOURCE_DIR")
                         + QStringLiteral("/resources/demo/demo.hitbox.json");
    QTest::newRow("demo") << demo << false;
    QTest::newRow("demo mirrored") << demo << true;
    QTest::newRow("boxes, circles, polygons, holes, trimmed frames") << QString() << false;
    QTest::newRow("the same, mirrored") << QString() << true;
}

void TestTiledRoundTrip::tiledReadsOurShapes()
{
    if (m_tiled.isEmpty())
        HITBOX_SKIP_WITHOUT_LOADER(QStringLiteral(
                "tiled is not installed (apt-get install tiled; scripts/test.sh does)"));
    QFETCH(QString, document);
    QFETCH(bool, mirrored);

    const QString folder
            = m_dir.path() + QLatin1Char('/') + QString::fromLatin1(QTest::currentDataTag());
    QVERIFY(QDir().mkpath(folder));
    Project project;
    if (document.isEmpty()) {
        project = testProject(folder);
    } else {
        model::ProjectReadResult read = model::readProjectFile(document);
        QVERIFY2(read.ok(), qPrintable(read.error));
        project = read.project;
    }
    const QString out = folder + QStringLiteral("/out");
    model::ExportSource source;
    source.project = &project;
    source.outputPath = out;
    model::ExportOptions options;
    options.mirrored = mirrored;
    for (const model::ExportFormat format :
         {model::ExportFormat::Tiled, model::ExportFormat::TiledJson}) {
        options.format = format;
        const model::Exporter *exporter = model::exporterFor(format);
        const model::ExportPlan plan = exporter->plan(source, options);
        QVERIFY2(plan.ok(), qPrintable(plan.problems.value(0).text()));
        QCOMPARE(model::writeExportPlan(plan, out, true), QString());
    }

    int tilesets = 0;
    for (const model::Sprite &sprite : std::as_const(project.sprites)) {
        for (const bool flipped : {false, true}) {
            if (flipped && !mirrored)
                continue;
            const QString name = sprite.name + (flipped ? QStringLiteral("_flipped") : QString());
            const QString base = out + QLatin1Char('/') + name;
            QVERIFY2(QFile::exists(base + QStringLiteral(".tsx")), qPrintable(base));
            const QJsonObject fromTsx = tiledJson(
                    m_tiled, base + QStringLiteral(".tsx"), base + QStringLiteral(".tiled.json"));
            QVERIFY2(!fromTsx.isEmpty(),
                     qPrintable(base + QStringLiteral(".tsx: Tiled wrote nothing")));
            // Our JSON is what Tiled writes for our XML, and Tiled reads it back unchanged.
            const QJsonObject ours = readJson(base + QStringLiteral(".tsj"));
            QCOMPARE(json(ours), json(fromTsx));
            const QJsonObject fromTsj = tiledJson(
                    m_tiled, base + QStringLiteral(".tsj"), base + QStringLiteral(".tiled2.json"));
            QCOMPARE(json(fromTsj), json(fromTsx));
            QCOMPARE(fromTsx[QStringLiteral("name")].toString(), name);
            compareProperties(
                    nested(fromTsx[QStringLiteral("properties")]), sprite.properties, name);
            ++tilesets;

            const int columns = fromTsx[QStringLiteral("columns")].toInt();
            const int margin = fromTsx[QStringLiteral("margin")].toInt();
            const int spacing = fromTsx[QStringLiteral("spacing")].toInt();
            const int tileWidth = fromTsx[QStringLiteral("tilewidth")].toInt();
            const int tileHeight = fromTsx[QStringLiteral("tileheight")].toInt();
            QHash<int, QJsonObject> tiles;
            for (const QJsonValue &t : fromTsx[QStringLiteral("tiles")].toArray())
                tiles.insert(t[QStringLiteral("id")].toInt(), t.toObject());
            QHash<int, int> tileOfFrame;
            for (int f = 0; f < sprite.frames.size(); ++f) {
                const model::Frame &frame = sprite.frames[f];
                const QString where = QStringLiteral("%1 frame %2").arg(name).arg(f);
                const QString imagePath = frame.region.imagePath.isEmpty() ? sprite.imagePath
                                                                           : frame.region.imagePath;
                const QSize imageSize = QImageReader(imagePath).size();
                const QSize size = model::frameSize(frame.region, imageSize);
                int id = f;
                if (columns > 0) {
                    // A sheet: the frame is a cell of Tiled's grid.
                    const QRect rect = frame.region.rect.isNull() ? QRect(QPoint(), imageSize)
                                                                  : frame.region.rect;
                    QCOMPARE(rect.size(), QSize(tileWidth, tileHeight));
                    QCOMPARE((rect.x() - margin) % (tileWidth + spacing), 0);
                    QCOMPARE((rect.y() - margin) % (tileHeight + spacing), 0);
                    id = (rect.y() - margin) / (tileHeight + spacing) * columns
                         + (rect.x() - margin) / (tileWidth + spacing);
                    QVERIFY(id < fromTsx[QStringLiteral("tilecount")].toInt());
                } else {
                    const QJsonObject tile = tiles.value(id);
                    QCOMPARE(QSize(tile[QStringLiteral("imagewidth")].toInt(),
                                   tile[QStringLiteral("imageheight")].toInt()),
                             size);
                    const QString image
                            = out + QLatin1Char('/') + tile[QStringLiteral("image")].toString();
                    QCOMPARE(QImageReader(image).size(), size);
                }
                QVERIFY2(tiles.contains(id), qPrintable(where));
                tileOfFrame.insert(f, id);
                const QJsonObject tile = tiles.value(id);
                collision::Vec2 pivot = model::effectivePivot(sprite, frame, size);
                const QJsonArray properties = tile[QStringLiteral("properties")].toArray();
                QCOMPARE(properties[0][QStringLiteral("name")].toString(),
                         QStringLiteral("pivot_x"));
                QCOMPARE(properties[0][QStringLiteral("value")].toDouble(),
                         flipped ? size.width() - pivot.x : pivot.x);
                QCOMPARE(properties[1][QStringLiteral("value")].toDouble(), pivot.y);
                const QJsonArray objects
                        = tile[QStringLiteral("objectgroup")][QStringLiteral("objects")].toArray();
                compareObjects(
                        objects, expectedObjects(frame, pivot, size.width(), flipped), where);
                compareProperties(nested(properties), frame.properties, where);
                for (const Shape &shape : frame.shapes) {
                    QJsonArray ofShape; // the shape's object, or its pieces
                    for (const QJsonValue &o : objects) {
                        const QString n = o[QStringLiteral("name")].toString();
                        if (n == shape.name || n.startsWith(shape.name + QStringLiteral(" piece ")))
                            ofShape.append(o[QStringLiteral("properties")]);
                    }
                    compareProperties(ofShape, shape.properties, where + u' ' + shape.name);
                }
                if (QTest::currentTestFailed())
                    return;
            }

            // The first animation (or every frame, with none) on the first frame's tile.
            QList<int> frames;
            if (!sprite.animations.isEmpty())
                frames = played(sprite.animations.first());
            else if (sprite.frames.size() > 1)
                for (int f = 0; f < sprite.frames.size(); ++f)
                    frames << f;
            QJsonArray expected;
            for (const int f : frames)
                expected.append(
                        QJsonObject{{QStringLiteral("tileid"), tileOfFrame.value(f)},
                                    {QStringLiteral("duration"), sprite.frames[f].durationMs}});
            QCOMPARE(json(tiles.value(tileOfFrame.value(0))[QStringLiteral("animation")]),
                     json(expected.isEmpty() ? QJsonValue() : QJsonValue(expected)));
        }
    }
    QCOMPARE(tilesets, int(project.sprites.size()) * (mirrored ? 2 : 1));
}

QTEST_GUILESS_MAIN(TestTiledRoundTrip)
#include "tst_tiledroundtrip.moc"
