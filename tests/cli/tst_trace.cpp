// hitbox-cli trace: golden outlines computed by hand, document creation and update,
// holes and convex pieces, parallel runs, and every bad-input path.

#include "clirunner.h"
#include "hostilefiles.h"

#include <QFile>
#include <QImage>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QPainter>
#include <QTemporaryDir>
#include <QtTest>

using hitbox::testing::runCli;

namespace {

// The polygon shapes of a written sprite's first frame (format version 2).
QJsonArray spritePolygons(const QJsonObject &sprite)
{
    QJsonArray polygons;
    const QJsonArray frames = sprite[QStringLiteral("frames")].toArray();
    if (frames.isEmpty())
        return polygons;
    for (const QJsonValue shape : frames[0].toObject()[QStringLiteral("shapes")].toArray()) {
        if (shape.toObject()[QStringLiteral("type")].toString() == QLatin1String("polygon"))
            polygons.append(shape);
    }
    return polygons;
}

// A w x h transparent image with opaque rectangles.
QImage rects(int w, int h, const QList<QRect> &solid, int alpha = 255)
{
    QImage image(w, h, QImage::Format_ARGB32);
    image.fill(Qt::transparent);
    for (const QRect &r : solid) {
        for (int y = r.top(); y <= r.bottom(); ++y) {
            for (int x = r.left(); x <= r.right(); ++x)
                image.setPixelColor(x, y, QColor(30, 90, 200, alpha));
        }
    }
    return image;
}

QImage disc(int size, double radius)
{
    QImage image(size, size, QImage::Format_ARGB32);
    image.fill(Qt::transparent);
    const double c = size / 2.0;
    for (int y = 0; y < size; ++y) {
        for (int x = 0; x < size; ++x) {
            if (std::hypot(x + 0.5 - c, y + 0.5 - c) <= radius)
                image.setPixelColor(x, y, Qt::black);
        }
    }
    return image;
}

using Points = QList<QPointF>;

Points pointsOf(const QJsonObject &polygon)
{
    Points out;
    for (const QJsonValue v : polygon[QStringLiteral("points")].toArray())
        out << QPointF(v.toArray()[0].toDouble(), v.toArray()[1].toDouble());
    return out;
}

// Same cyclic sequence, whatever the start.
bool sameLoop(const Points &a, const Points &b)
{
    if (a.size() != b.size())
        return false;
    for (qsizetype s = 0; s < a.size(); ++s) {
        bool all = true;
        for (qsizetype i = 0; i < a.size() && all; ++i)
            all = a[(s + i) % a.size()] == b[i];
        if (all)
            return true;
    }
    return a.isEmpty();
}

double shoelace(const Points &p)
{
    double twice = 0;
    for (qsizetype i = 0; i < p.size(); ++i) {
        const QPointF a = p[i], b = p[(i + 1) % p.size()];
        twice += a.x() * b.y() - a.y() * b.x();
    }
    return twice / 2;
}

bool strictlyConvex(const Points &p)
{
    int sign = 0;
    for (qsizetype i = 0; i < p.size(); ++i) {
        const QPointF a = p[i], b = p[(i + 1) % p.size()], c = p[(i + 2) % p.size()];
        const double turn = (b.x() - a.x()) * (c.y() - b.y()) - (b.y() - a.y()) * (c.x() - b.x());
        const int s = (turn > 0) - (turn < 0);
        if (s == 0 || (sign != 0 && s != sign))
            return false;
        sign = s;
    }
    return true;
}

QString show(const Points &p)
{
    QString s;
    for (const QPointF v : p)
        s += QStringLiteral("(%1,%2)").arg(v.x()).arg(v.y());
    return s;
}

} // namespace

class TestTrace : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void golden_data();
    void golden();
    void scoresLine();
    void newDocument();
    void stdoutDocument();
    void folder();
    void updatesExistingDocument();
    void holes();
    void decompose();
    void options();
    void parallelRunsAgree();
    void badInput_data();
    void badInput();
    void brokenImageAmongMany();
    void help();

private:
    QString path(const QString &name) const { return m_dir.filePath(name); }
    void writeImage(const QString &name, const QImage &image)
    {
        QVERIFY(image.save(path(name), "PNG"));
    }
    void writeBytes(const QString &name, const QByteArray &bytes);
    QJsonObject traceToJson(const QStringList &args);
    QByteArray readFile(const QString &name);

    QTemporaryDir m_dir;
};

void TestTrace::writeBytes(const QString &name, const QByteArray &bytes)
{
    QFile file(path(name));
    QVERIFY(file.open(QIODevice::WriteOnly));
    QCOMPARE(file.write(bytes), bytes.size());
}

QByteArray TestTrace::readFile(const QString &name)
{
    QFile file(path(name));
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

// Runs trace with the document on stdout and returns it.
QJsonObject TestTrace::traceToJson(const QStringList &args)
{
    QStringList full{QStringLiteral("trace")};
    for (const QString &a : args)
        full << (a.endsWith(QLatin1String(".png")) ? path(a) : a);
    const auto run = runCli(full);
    if (run.exitCode != 0)
        qWarning("trace failed: %s", qPrintable(run.err));
    return QJsonDocument::fromJson(run.out.toUtf8()).object();
}

void TestTrace::initTestCase()
{
    QVERIFY(m_dir.isValid());
    QVERIFY2(QFile::exists(qEnvironmentVariable("HITBOX_CLI")), "HITBOX_CLI not set by CTest");
    writeImage("square.png", rects(20, 20, {QRect(5, 5, 10, 10)}));
    writeImage("lshape.png", rects(8, 6, {QRect(0, 0, 2, 6), QRect(0, 4, 8, 2)}));
    writeImage("pixel.png", rects(5, 3, {QRect(0, 0, 1, 1)}));
    writeImage("frame.png",
               rects(12,
                     12,
                     {QRect(2, 2, 8, 2), QRect(2, 8, 8, 2), QRect(2, 4, 2, 4), QRect(8, 4, 2, 4)}));
    writeImage("square and dot.png", rects(20, 20, {QRect(5, 5, 10, 10), QRect(18, 18, 1, 1)}));
    writeImage("faint.png", rects(6, 6, {QRect(1, 1, 4, 4)}, 100));
    writeImage("disc.png", disc(64, 28));
    writeImage("clear.png", rects(4, 4, {}));
    QImage glyph(96, 96, QImage::Format_ARGB32);
    glyph.fill(Qt::transparent);
    {
        QPainter painter(&glyph);
        painter.setRenderHint(QPainter::Antialiasing);
        painter.setPen(QPen(Qt::black, 12));
        painter.drawEllipse(QRectF(16, 16, 64, 64));
        painter.drawLine(QPointF(20, 48), QPointF(76, 48));
    }
    writeImage("glyph.png", glyph);

    QFile png(path("square.png"));
    QVERIFY(png.open(QIODevice::ReadOnly));
    const QByteArray good = png.readAll();
    writeBytes("truncated.png", good.left(good.size() / 2));
    writeBytes("zero.png", QByteArray());
    writeBytes("text.png", "this is not an image\n");
    writeBytes("huge.png", hitbox::testing::pngDeclaringSize(100000, 100000));
    writeBytes("broken.hitbox.json", "{ not json");
    QVERIFY(QDir(m_dir.path()).mkdir("folder.png"));
    QVERIFY(QDir(m_dir.path()).mkdir("folder.hitbox.json"));
}

void TestTrace::golden_data()
{
    QTest::addColumn<QString>("image");
    QTest::addColumn<QPointF>("pivot");
    QTest::addColumn<Points>("points"); // sprite-local: image coordinates minus the pivot

    QTest::newRow("square") << "square.png" << QPointF(10, 10)
                            << Points{{-5, -5}, {5, -5}, {5, 5}, {-5, 5}};
    QTest::newRow("L shape") << "lshape.png" << QPointF(4, 3)
                             << Points{{-4, -3}, {-2, -3}, {-2, 1}, {4, 1}, {4, 3}, {-4, 3}};
    QTest::newRow("odd size, pixel at the origin")
            << "pixel.png" << QPointF(2.5, 1.5)
            << Points{{-2.5, -1.5}, {-1.5, -1.5}, {-1.5, -0.5}, {-2.5, -0.5}};
}

void TestTrace::golden()
{
    QFETCH(QString, image);
    QFETCH(QPointF, pivot);
    QFETCH(Points, points);
    const QJsonObject doc = traceToJson({image, "--tolerance", "0", "--min-area", "0"});
    QCOMPARE(doc[QStringLiteral("format")].toString(), QStringLiteral("hitbox"));
    const QJsonArray sprites = doc[QStringLiteral("sprites")].toArray();
    QCOMPARE(sprites.size(), 1);
    const QJsonObject sprite = sprites[0].toObject();
    QCOMPARE(sprite[QStringLiteral("pivot")].toArray(), (QJsonArray{pivot.x(), pivot.y()}));
    QCOMPARE(sprite[QStringLiteral("threshold")].toInt(), 128);
    const QJsonArray polygons = spritePolygons(sprite);
    QCOMPARE(polygons.size(), 1);
    // Named and given a role as the editor's Trace dialog does.
    QCOMPARE(polygons[0].toObject()[QStringLiteral("name")].toString(), QStringLiteral("trace 1"));
    QCOMPARE(polygons[0].toObject()[QStringLiteral("role")].toString(), QStringLiteral("hurtbox"));
    const Points got = pointsOf(polygons[0].toObject());
    QVERIFY2(sameLoop(got, points), qPrintable(show(got)));
}

void TestTrace::scoresLine()
{
    const auto run = runCli({"trace", path("square.png"), "-o", path("scores.hitbox.json")});
    QCOMPARE(run.exitCode, 0);
    QVERIFY2(run.err.isEmpty(), qPrintable(run.err));
    QCOMPARE(run.out,
             path("square.png")
                     + ": 1 shape, 0 holes, 1 polygon, 4 vertices, coverage 100.00%, "
                       "excess 0.00%, IoU 1.0000\n");
}

void TestTrace::newDocument()
{
    QFile::remove(path("new.hitbox.json"));
    const auto run = runCli(
            {"trace", path("square.png"), path("lshape.png"), "-o", path("new.hitbox.json")});
    QCOMPARE(run.exitCode, 0);
    QCOMPARE(run.out.count('\n'), 2);
    const QJsonObject doc = QJsonDocument::fromJson(readFile("new.hitbox.json")).object();
    QCOMPARE(doc[QStringLiteral("version")].toInt(), 2);
    const QJsonArray sprites = doc[QStringLiteral("sprites")].toArray();
    QCOMPARE(sprites.size(), 2);
    QCOMPARE(sprites[0].toObject()[QStringLiteral("image")].toString(),
             QStringLiteral("square.png"));
    QCOMPARE(sprites[0].toObject()[QStringLiteral("name")].toString(), QStringLiteral("square"));
    QCOMPARE(sprites[1].toObject()[QStringLiteral("image")].toString(),
             QStringLiteral("lshape.png"));
    // A document in another folder gets paths relative to it.
    QVERIFY(QDir(m_dir.path()).mkpath("sub/dir"));
    QCOMPARE(runCli({"trace", path("square.png"), "-o", path("sub/dir/doc.hitbox.json")}).exitCode,
             0);
    const QJsonObject nested
            = QJsonDocument::fromJson(readFile("sub/dir/doc.hitbox.json")).object();
    QCOMPARE(nested[QStringLiteral("sprites")]
                     .toArray()[0]
                     .toObject()[QStringLiteral("image")]
                     .toString(),
             QStringLiteral("../../square.png"));
}

void TestTrace::stdoutDocument()
{
    const auto run = runCli({"trace", path("square.png")});
    QCOMPARE(run.exitCode, 0);
    QVERIFY(QJsonDocument::fromJson(run.out.toUtf8()).isObject());
    QVERIFY2(run.err.contains("coverage 100.00%"), qPrintable(run.err)); // scores go to stderr
    QCOMPARE(run.err.count('\n'), 1);
}

void TestTrace::folder()
{
    // A folder stands for the image files directly inside it, in name order; other files
    // and subfolders are left alone, and a broken image in it is reported like any other.
    QVERIFY(QDir(m_dir.path()).mkpath("art/sub"));
    QVERIFY(QFile::copy(path("square.png"), path("art/b square.png")));
    QVERIFY(QFile::copy(path("lshape.png"), path("art/A shape.PNG")));
    QVERIFY(QFile::copy(path("disc.png"), path("art/sub/disc.png")));
    writeBytes("art/notes.txt", "not an image\n");
    const auto run
            = runCli({"trace", path("art"), path("pixel.png"), "-o", path("art.hitbox.json")});
    QCOMPARE(run.exitCode, 0);
    QCOMPARE(run.out.count('\n'), 3);
    const QJsonArray sprites
            = QJsonDocument::fromJson(readFile("art.hitbox.json")).object()["sprites"].toArray();
    QStringList images;
    for (const QJsonValue &s : sprites)
        images << s.toObject()["image"].toString();
    QCOMPARE(images, QStringList({"art/A shape.PNG", "art/b square.png", "pixel.png"}));

    QVERIFY(QDir(m_dir.path()).mkpath("empty art"));
    writeBytes("empty art/readme.txt", "nothing here\n");
    const auto empty = runCli({"trace", path("empty art")});
    QCOMPARE(empty.exitCode, 2);
    QVERIFY(empty.out.isEmpty());
    QVERIFY2(empty.err.contains("empty art: a folder without image files"), qPrintable(empty.err));

    writeBytes("art/zz broken.png", "not a png");
    const auto broken = runCli({"trace", path("art"), "-o", path("art.hitbox.json")});
    QCOMPARE(broken.exitCode, 2);
    QVERIFY2(broken.err.contains("zz broken.png: not an image"), qPrintable(broken.err));
}

void TestTrace::updatesExistingDocument()
{
    // An existing document: the square's sprite has its own pivot, threshold, box and a
    // hand-drawn polygon; another sprite must stay untouched.
    const QByteArray original = R"({
        "format": "hitbox", "version": 1,
        "sprites": [
            {"name": "hero", "image": "square.png", "threshold": 50, "pivot": [0, 0],
             "box": {"x": 1, "y": 2, "w": 3, "h": 4},
             "polygons": [{"name": "hand", "role": "hitbox", "points": [[0,0],[1,0],[0,1]]}]},
            {"name": "other", "image": "elsewhere.png", "polygons": []}
        ]
    })";
    writeBytes("existing.hitbox.json", original);
    const auto run = runCli({"trace",
                             path("square.png"),
                             path("lshape.png"),
                             "--tolerance",
                             "0",
                             "-o",
                             path("existing.hitbox.json")});
    QCOMPARE(run.exitCode, 0);
    const QByteArray first = readFile("existing.hitbox.json");
    const QJsonArray sprites
            = QJsonDocument::fromJson(first).object()[QStringLiteral("sprites")].toArray();
    QCOMPARE(sprites.size(), 3);
    const QJsonObject hero = sprites[0].toObject();
    QCOMPARE(hero[QStringLiteral("name")].toString(), QStringLiteral("hero"));
    QCOMPARE(hero[QStringLiteral("threshold")].toInt(), 50);
    QCOMPARE(hero[QStringLiteral("pivot")].toArray(), (QJsonArray{0, 0}));
    // The box the document had stays (frame 0's first shape).
    QCOMPARE(hero[QStringLiteral("frames")]
                     .toArray()[0]
                     .toObject()[QStringLiteral("shapes")]
                     .toArray()[0]
                     .toObject()[QStringLiteral("type")]
                     .toString(),
             QStringLiteral("box"));
    const QJsonArray heroPolygons = spritePolygons(hero);
    QCOMPARE(heroPolygons.size(), 1);
    // With the pivot at (0, 0), sprite-local coordinates are image coordinates.
    QVERIFY(sameLoop(pointsOf(heroPolygons[0].toObject()), {{5, 5}, {15, 5}, {15, 15}, {5, 15}}));
    QCOMPARE(sprites[1].toObject()[QStringLiteral("name")].toString(), QStringLiteral("other"));
    QCOMPARE(sprites[2].toObject()[QStringLiteral("name")].toString(), QStringLiteral("lshape"));

    // Running again changes nothing; an explicit threshold is applied and stored.
    QCOMPARE(runCli({"trace",
                     path("square.png"),
                     path("lshape.png"),
                     "--tolerance",
                     "0",
                     "-o",
                     path("existing.hitbox.json")})
                     .exitCode,
             0);
    QCOMPARE(readFile("existing.hitbox.json"), first);
    QCOMPARE(runCli({"trace",
                     path("square.png"),
                     "--threshold",
                     "200",
                     "-o",
                     path("existing.hitbox.json")})
                     .exitCode,
             0);
    const QJsonObject updated = QJsonDocument::fromJson(readFile("existing.hitbox.json")).object();
    QCOMPARE(updated[QStringLiteral("sprites")]
                     .toArray()[0]
                     .toObject()[QStringLiteral("threshold")]
                     .toInt(),
             200);

    // A name already taken gets a number.
    writeBytes("named.hitbox.json", R"({"format": "hitbox", "version": 1, "sprites": [
        {"name": "square", "image": "lshape.png"}]})");
    QCOMPARE(runCli({"trace", path("square.png"), "-o", path("named.hitbox.json")}).exitCode, 0);
    const QJsonArray named = QJsonDocument::fromJson(readFile("named.hitbox.json"))
                                     .object()[QStringLiteral("sprites")]
                                     .toArray();
    QCOMPARE(named[1].toObject()[QStringLiteral("name")].toString(), QStringLiteral("square 2"));
}

void TestTrace::holes()
{
    // Frame: 8x8 square with a 4x4 hole, 48 solid pixels.
    const QJsonObject filled = traceToJson({"frame.png", "--tolerance", "0"});
    const QJsonArray one
            = spritePolygons(filled[QStringLiteral("sprites")].toArray()[0].toObject());
    QCOMPARE(one.size(), 1);
    QCOMPARE(std::abs(shoelace(pointsOf(one[0].toObject()))), 64.0);

    // With --holes: one polygon shape, its outline and its hole.
    const QJsonObject withHoles = traceToJson({"frame.png", "--tolerance", "0", "--holes"});
    const QJsonArray kept
            = spritePolygons(withHoles[QStringLiteral("sprites")].toArray()[0].toObject());
    QCOMPARE(kept.size(), 1);
    const QJsonObject ring = kept[0].toObject();
    QCOMPARE(ring[QStringLiteral("name")].toString(), QStringLiteral("trace 1"));
    QCOMPARE(ring[QStringLiteral("role")].toString(), QStringLiteral("hurtbox"));
    QCOMPARE(std::abs(shoelace(pointsOf(ring))), 64.0);
    const QJsonArray holes = ring[QStringLiteral("holes")].toArray();
    QCOMPARE(holes.size(), 1);
    QJsonObject hole;
    hole[QStringLiteral("points")] = holes[0];
    QCOMPARE(std::abs(shoelace(pointsOf(hole))), 16.0);

    const auto run
            = runCli({"trace", path("frame.png"), "--holes", "-o", path("holes.hitbox.json")});
    QVERIFY2(run.out.contains("1 shape, 1 hole"), qPrintable(run.out));
    QVERIFY(run.out.contains("coverage 100.00%, excess 0.00%, IoU 1.0000"));
}

void TestTrace::decompose()
{
    for (const int n : {3, 4, 8}) {
        const QJsonObject doc = traceToJson({"lshape.png",
                                             "disc.png",
                                             "glyph.png",
                                             "--holes",
                                             "--tolerance",
                                             "0",
                                             "--decompose",
                                             QString::number(n)});
        const QJsonArray sprites = doc[QStringLiteral("sprites")].toArray();
        QCOMPARE(sprites.size(), 3);
        for (const QJsonValue s : sprites) {
            for (const QJsonValue p : spritePolygons(s.toObject())) {
                const Points pts = pointsOf(p.toObject());
                QVERIFY2(pts.size() >= 3 && pts.size() <= n && strictlyConvex(pts),
                         qPrintable(QStringLiteral("limit %1: %2").arg(n).arg(show(pts))));
            }
        }
        // The L (6 vertices) is 4 triangles, or 2 or 3 convex pieces when they may be larger.
        const QJsonArray l = spritePolygons(sprites[0].toObject());
        QVERIFY(n == 3 ? l.size() == 4 : l.size() == 2 || l.size() == 3);
    }
}

void TestTrace::options()
{
    const auto polygonsOf = [](const QJsonObject &doc) {
        return spritePolygons(doc[QStringLiteral("sprites")].toArray()[0].toObject());
    };
    const auto bounds = [](const Points &p) {
        double x0 = p[0].x(), y0 = p[0].y(), x1 = x0, y1 = y0;
        for (const QPointF v : p) {
            x0 = std::min(x0, v.x());
            y0 = std::min(y0, v.y());
            x1 = std::max(x1, v.x());
            y1 = std::max(y1, v.y());
        }
        return QRectF(QPointF(x0, y0), QPointF(x1, y1));
    };
    // --max-vertices
    const QJsonArray capped = polygonsOf(traceToJson({"disc.png", "--max-vertices", "5"}));
    QVERIFY(pointsOf(capped[0].toObject()).size() <= 5);
    // --conservative: every solid pixel stays inside.
    const auto conservative = runCli({"trace",
                                      path("disc.png"),
                                      "--tolerance",
                                      "2",
                                      "--conservative",
                                      "-o",
                                      path("conservative.hitbox.json")});
    QVERIFY2(conservative.out.contains("coverage 100.00%"), qPrintable(conservative.out));
    // --grow / --grow with a negative radius on the 10x10 square (local -5..5).
    QCOMPARE(bounds(pointsOf(
                     polygonsOf(traceToJson({"square.png", "--grow", "2", "--tolerance", "0"}))[0]
                             .toObject())),
             QRectF(QPointF(-7, -7), QPointF(7, 7)));
    QCOMPARE(bounds(pointsOf(
                     polygonsOf(traceToJson({"square.png", "--grow", "-2", "--tolerance", "0"}))[0]
                             .toObject())),
             QRectF(QPointF(-3, -3), QPointF(3, 3)));
    // --min-area: the lone pixel goes by default (4), stays with 0.
    QCOMPARE(polygonsOf(traceToJson({"square and dot.png"})).size(), 1);
    QCOMPARE(polygonsOf(traceToJson({"square and dot.png", "--min-area", "0"})).size(), 2);
    QCOMPARE(polygonsOf(traceToJson({"square and dot.png", "--min-area", "101"})).size(), 0);
    // --threshold: alpha 100 is below the default 128.
    QCOMPARE(polygonsOf(traceToJson({"faint.png"})).size(), 0);
    const QJsonObject faint = traceToJson({"faint.png", "--threshold", "100"});
    QCOMPARE(polygonsOf(faint).size(), 1);
    QCOMPARE(faint[QStringLiteral("sprites")]
                     .toArray()[0]
                     .toObject()[QStringLiteral("threshold")]
                     .toInt(),
             100);
    // An image without solid pixels gives a sprite without polygons.
    const auto empty = runCli({"trace", path("clear.png"), "-o", path("empty.hitbox.json")});
    QCOMPARE(empty.exitCode, 0);
    QVERIFY2(empty.out.contains("0 shapes, 0 holes, 0 polygons, 0 vertices, coverage 100.00%, "
                                "excess 0.00%, IoU 1.0000"),
             qPrintable(empty.out));
    // Option forms: --name=value, options between images.
    const auto forms
            = runCli({"trace", "--tolerance=0", path("square.png"), "-j", "2", path("lshape.png")});
    QCOMPARE(forms.exitCode, 0);
}

void TestTrace::parallelRunsAgree()
{
    QStringList images;
    for (int i = 0; i < 12; ++i) {
        const QString name = QStringLiteral("many%1.png").arg(i);
        writeImage(name, disc(40 + 8 * i, 10 + 3 * i));
        images << path(name);
    }
    images << path("glyph.png") << path("frame.png");
    const auto serial = runCli(QStringList{"trace", "--holes", "-j", "1"} + images);
    const auto parallel = runCli(QStringList{"trace", "--holes", "-j", "4"} + images);
    QCOMPARE(serial.exitCode, 0);
    QCOMPARE(parallel.exitCode, 0);
    QCOMPARE(parallel.out, serial.out);
    QCOMPARE(parallel.err, serial.err);
    QCOMPARE(serial.err.count('\n'), images.size());
}

void TestTrace::badInput_data()
{
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<QString>("mustMention");
    const auto row = [](const char *name, QStringList args, const char *mention) {
        QTest::newRow(name) << args << QString::fromLatin1(mention);
    };
    const QString ok = "square.png";
    row("missing file", {"nothere.png"}, "nothere.png: file not found");
    row("folder without images", {"folder.png"}, "folder.png: a folder without image files");
    row("empty file", {"zero.png"}, "zero.png: file is empty");
    row("text file", {"text.png"}, "text.png: not an image");
    row("truncated png", {"truncated.png"}, "truncated.png: broken image data");
    row("huge declared size", {"huge.png"}, "huge.png: declares 100000 x 100000");
    row("no image", {"--holes"}, "needs at least one image");
    row("unknown option", {ok, "--fast"}, "unknown option '--fast'");
    row("unknown short option", {ok, "-x"}, "unknown option '-x'");
    row("threshold 256", {ok, "--threshold", "256"}, "bad threshold '256'");
    row("threshold text", {ok, "--threshold", "high"}, "bad threshold 'high'");
    row("tolerance negative", {ok, "--tolerance", "-1"}, "bad tolerance '-1'");
    row("tolerance nan", {ok, "--tolerance", "nan"}, "bad tolerance 'nan'");
    row("tolerance text", {ok, "--tolerance", "fine"}, "bad tolerance 'fine'");
    row("max vertices 2", {ok, "--max-vertices", "2"}, "bad vertex limit '2'");
    row("decompose 2", {ok, "--decompose", "2"}, "bad piece size '2'");
    row("decompose without value", {ok, "--decompose"}, "--decompose needs a value");
    row("jobs 0", {ok, "-j", "0"}, "bad job count '0'");
    row("jobs 1000", {ok, "-j", "1000"}, "bad job count '1000'");
    row("min area negative", {ok, "--min-area", "-3"}, "bad minimum area '-3'");
    // The range as it is, never rounded ("from 0 to 1e+09").
    row("min area past the range",
        {ok, "--min-area", "2e9"},
        "bad minimum area '2e9': expected a number from 0 to 1000000000");
    row("grow fraction", {ok, "--grow", "1.5"}, "bad grow radius '1.5'");
    row("output not a document",
        {ok, "-o", "broken.hitbox.json"},
        "broken.hitbox.json: not valid JSON");
    row("output is a folder", {ok, "-o", "folder.hitbox.json"}, "folder.hitbox.json: is a folder");
    row("output folder missing", {ok, "-o", "no/such/dir/out.hitbox.json"}, "out.hitbox.json");
}

void TestTrace::badInput()
{
    QFETCH(QStringList, args);
    QFETCH(QString, mustMention);
    QStringList full{"trace"};
    for (const QString &a : args)
        full << (a.endsWith(QLatin1String(".png")) || a.endsWith(QLatin1String(".json")) ? path(a)
                                                                                         : a);
    const auto run = runCli(full);
    QCOMPARE(run.exitCode, 2);
    QVERIFY2(run.out.isEmpty(), qPrintable(run.out));
    QCOMPARE(run.err.count('\n'), 1);
    QVERIFY2(run.err.startsWith(QLatin1String("hitbox-cli trace: ")), qPrintable(run.err));
    QVERIFY2(run.err.contains(mustMention), qPrintable(run.err));
}

void TestTrace::brokenImageAmongMany()
{
    // Every problem is reported, nothing is written, the document stays as it was.
    writeBytes("kept.hitbox.json", R"({"format": "hitbox", "version": 1, "sprites": []})");
    const QByteArray before = readFile("kept.hitbox.json");
    const auto run = runCli({"trace",
                             path("square.png"),
                             path("text.png"),
                             path("lshape.png"),
                             path("nothere.png"),
                             "-o",
                             path("kept.hitbox.json")});
    QCOMPARE(run.exitCode, 2);
    QVERIFY(run.out.isEmpty());
    QCOMPARE(run.err.count('\n'), 2);
    QVERIFY(run.err.contains("text.png: not an image"));
    QVERIFY(run.err.contains("nothere.png: file not found"));
    QCOMPARE(readFile("kept.hitbox.json"), before);
    QFile::remove(path("fresh.hitbox.json"));
    QCOMPARE(
            runCli({"trace", path("square.png"), path("zero.png"), "-o", path("fresh.hitbox.json")})
                    .exitCode,
            2);
    QVERIFY(!QFile::exists(path("fresh.hitbox.json")));
}

void TestTrace::help()
{
    const auto run = runCli({"trace", "--help"});
    QCOMPARE(run.exitCode, 0);
    QVERIFY(run.out.contains("--decompose N"));
    QVERIFY(run.out.contains("nothing is written"));
    const auto general = runCli({"--help"});
    QVERIFY(general.out.contains("trace IMAGE..."));
}

QTEST_GUILESS_MAIN(TestTrace)
#include "tst_trace.moc"
