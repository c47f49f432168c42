// Importing Defold .convexshape files (core/model/import/defold): every file our Defold
// export writes for a random document (boxes and convex polygons of sprites of one or
// several frames) comes back as a sprite named after the file holding that one shape where
// it was; hand-written files check TYPE_BOX (half extents), TYPE_SPHERE (radius), hulls
// with z values and comments; broken files are refused naming the file and the line.
//
// What the format cannot carry, and so the round trip does not compare: which sprite and
// frame a shape belongs to (one file, one shape, one sprite named after the file), roles,
// names and sensor flags (every shape a "body" without a name), pivots and pictures,
// circles, concave polygons and holes (the export refuses them), a polygon's first vertex
// and winding. Precision: 1e-6 plus a hair (the export writes six
// decimals; a box's width is the difference of two rounded numbers).

#include "model/export/exporter.h"
#include "model/import/defold/defoldimport.h"
#include "model/import/hitboximport.h"

#include "importedshapes.h"

#include <QRandomGenerator>
#include <QTemporaryDir>
#include <QtTest>

#include <numbers>

using namespace hitbox;
using namespace hitbox::model;
using collision::Vec2;
using testing::writeText;

namespace {

constexpr double exportPrecision = 1e-6 + 1e-9;

// A convex polygon of 3 to 8 points on a circle about (cx, cy).
collision::Polygon convex(QRandomGenerator &rng, double cx, double cy)
{
    const int n = 3 + int(rng.bounded(6));
    const double radius = 5 + rng.bounded(15.0);
    const double turn = rng.bounded(1.0);
    collision::Polygon p;
    for (int i = 0; i < n; ++i) {
        const double a = turn + 2 * std::numbers::pi * i / n;
        p.points.push_back({cx + radius * std::cos(a), cy + radius * std::sin(a)});
    }
    return p;
}

Shape imported(const QString &path, QString *name)
{
    const HitboxImport result = importHitboxes(path);
    if (!result.ok() || !result.report.isEmpty() || result.sprites.size() != 1
        || result.sprites[0].frames.size() != 1 || result.sprites[0].frames[0].shapes.size() != 1) {
        *name = result.error + result.report.join(u'\n');
        return {};
    }
    *name = result.sprites[0].name;
    return result.sprites[0].frames[0].shapes[0];
}

} // namespace

class TestDefoldImport : public QObject
{
    Q_OBJECT

private slots:
    void roundTripThroughOurExport_data();
    void roundTripThroughOurExport();
    void handWrittenFiles_data();
    void handWrittenFiles();
    void zValuesReported();
    void brokenFiles_data();
    void brokenFiles();
};

void TestDefoldImport::roundTripThroughOurExport_data()
{
    QTest::addColumn<quint32>("seed");
    for (const quint32 seed : {1u, 2u, 3u, 4u, 5u, 6u})
        QTest::newRow(qPrintable(QStringLiteral("seed %1").arg(seed))) << seed;
}

void TestDefoldImport::roundTripThroughOurExport()
{
    QFETCH(quint32, seed);
    QRandomGenerator rng(seed);
    QTemporaryDir dir;
    Project project;
    QHash<QString, Shape> want; // by the file's base name, as the export names it
    for (const QString &name : {QStringLiteral("hero"), QStringLiteral("crate")}) {
        Sprite s;
        s.name = name;
        s.imagePath = dir.filePath(name + QStringLiteral(".png"));
        testing::writeImage(s.imagePath, {64, 64});
        s.frames = QList<Frame>(1 + int(rng.bounded(3)));
        for (int f = 0; f < s.frames.size(); ++f) {
            for (int i = 0, n = 1 + int(rng.bounded(4)); i < n; ++i) {
                const double cx = rng.bounded(40.0) - 20, cy = rng.bounded(40.0) - 20;
                Shape shape = (f + i) % 2 == 0 ? Shape::makeBox(
                                      {cx, cy, 2 + rng.bounded(20.0), 2 + rng.bounded(20.0)},
                                      QStringLiteral("hitbox"))
                                               : Shape::makePolygon(convex(rng, cx, cy),
                                                                    QStringLiteral("hurtbox"));
                shape.name = QStringLiteral("s%1").arg(i);
                shape.sensor = i == 1;
                s.frames[f].shapes.append(shape);
                Shape back = shape;
                back.name.clear();
                back.role = QStringLiteral("body");
                back.sensor = false;
                want.insert(s.frames.size() == 1
                                    ? QStringLiteral("%1_s%2").arg(name).arg(i)
                                    : QStringLiteral("%1_%2_s%3").arg(name).arg(f).arg(i),
                            back);
            }
        }
        project.sprites.append(s);
    }
    const QString out = dir.filePath(QStringLiteral("shapes"));
    QCOMPARE(testing::exportProject(project, ExportFormat::Defold, out), QString());
    const QStringList files = QDir(out).entryList({QStringLiteral("*.convexshape")}, QDir::Files);
    QCOMPARE(files.size(), want.size());
    for (const QString &file : files) {
        QString name;
        const Shape got = imported(QDir(out).filePath(file), &name);
        QVERIFY2(want.contains(name), qPrintable(file + QStringLiteral(": ") + name));
        QVERIFY2(testing::sameShape(
                         got, want.value(name), testing::PolygonMatch::AnyStart, exportPrecision),
                 qPrintable(QStringLiteral("%1: %2, expected %3")
                                    .arg(file,
                                         testing::shapeText(got),
                                         testing::shapeText(want.value(name)))));
    }
}

void TestDefoldImport::handWrittenFiles_data()
{
    QTest::addColumn<QByteArray>("text");
    QTest::addColumn<QString>("shape");
    // As Defold's editor writes them; y up in the file.
    QTest::newRow("box") << QByteArray("shape_type: TYPE_BOX\ndata: 8.0\ndata: 4.5\ndata: 10.0\n")
                         << QStringLiteral("box \"\" role body -8,-4.5 16x9");
    QTest::newRow("sphere") << QByteArray("shape_type: TYPE_SPHERE\ndata: 12.5\n")
                            << QStringLiteral("circle \"\" role body 0,0 r12.5");
    QTest::newRow("hull triangle")
            << QByteArray("shape_type: TYPE_HULL\ndata: 0\ndata: 0\ndata: 0\n"
                          "data: 10\ndata: 0\ndata: 0\ndata: 0\ndata: 5\ndata: 0\n")
            << QStringLiteral("polygon \"\" role body (0,0)(10,0)(0,-5)");
    QTest::newRow("hull rectangle is a box")
            << QByteArray("shape_type: TYPE_HULL\ndata: -2\ndata: -1\ndata: 0\ndata: 2\ndata: -1\n"
                          "data: 0\ndata: 2\ndata: 3\ndata: 0\ndata: -2\ndata: 3\ndata: 0\n")
            << QStringLiteral("box \"\" role body -2,-3 4x4");
    QTest::newRow("comments, blank lines, CRLF, data first")
            << QByteArray("# made by hand\r\n\r\ndata: 3 # radius\r\n  shape_type:TYPE_SPHERE\r\n")
            << QStringLiteral("circle \"\" role body 0,0 r3");
}

void TestDefoldImport::handWrittenFiles()
{
    QFETCH(QByteArray, text);
    QFETCH(QString, shape);
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("wall piece.convexshape"));
    writeText(path, text);
    QVERIFY(readsHitboxes(path));
    QString name;
    const Shape got = imported(path, &name);
    QCOMPARE(name, QStringLiteral("wall piece"));
    QCOMPARE(testing::shapeText(got), shape);
    const HitboxImport all = importHitboxes(path);
    QCOMPARE(all.sprites[0].imagePath, dir.filePath(QStringLiteral("wall piece.png")));
    QVERIFY(!all.sprites[0].frames[0].pivot.has_value());
}

void TestDefoldImport::zValuesReported()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("deep.convexshape"));
    writeText(path,
              "shape_type: TYPE_HULL\ndata: 0\ndata: 0\ndata: 1\n"
              "data: 10\ndata: 0\ndata: 0\ndata: 0\ndata: 5\ndata: 0\n");
    const HitboxImport result = importHitboxes(path);
    QVERIFY2(result.ok(), qPrintable(result.error));
    QCOMPARE(result.sprites.size(), 1);
    QCOMPARE(result.report,
             QStringList{QDir::toNativeSeparators(path)
                         + QStringLiteral(": the hull's z values are not all 0; the shape is its "
                                          "x, y outline")});
}

void TestDefoldImport::brokenFiles_data()
{
    QTest::addColumn<QByteArray>("text");
    QTest::addColumn<QString>("problem");
    QTest::newRow("truncated") << QByteArray("shape_type: TYPE_HU")
                               << QStringLiteral("line 1: shape_type \"TYPE_HU\" is none of");
    QTest::newRow("capsule") << QByteArray("shape_type: TYPE_CAPSULE\ndata: 1\ndata: 2\n")
                             << QStringLiteral("line 1: shape_type \"TYPE_CAPSULE\" is none of");
    QTest::newRow("NaN") << QByteArray("shape_type: TYPE_SPHERE\ndata: nan\n")
                         << QStringLiteral("line 2: \"nan\" is not a finite number");
    QTest::newRow("infinity") << QByteArray("shape_type: TYPE_SPHERE\n\ndata: inf\n")
                              << QStringLiteral("line 3: \"inf\" is not a finite number");
    QTest::newRow("huge") << QByteArray("shape_type: TYPE_SPHERE\ndata: 1e300\n")
                          << QStringLiteral("line 2: 1e+300 is beyond");
    QTest::newRow("text number") << QByteArray("shape_type: TYPE_SPHERE\ndata: \"%1\"\n")
                                 << QStringLiteral("line 2: \"\"%1\"\" is not a finite number");
    QTest::newRow("unknown field") << QByteArray("shape_type: TYPE_SPHERE\nradius: 3\n")
                                   << QStringLiteral("line 2: unknown field \"radius\"");
    QTest::newRow("no colon") << QByteArray("shape_type: TYPE_SPHERE\ndata 3\n")
                              << QStringLiteral("line 2: \"data 3\" is not a field");
    QTest::newRow("two types") << QByteArray("shape_type: TYPE_BOX\nshape_type: TYPE_BOX\n")
                               << QStringLiteral("line 2: a second shape_type");
    QTest::newRow("no type") << QByteArray("# shape_type left out\ndata: 3\n")
                             << QStringLiteral("no shape_type");
    QTest::newRow("hull of 2 points") << QByteArray(
            "shape_type: TYPE_HULL\ndata: 0\ndata: 0\ndata: 0\ndata: 1\ndata: 0\ndata: 0\n")
                                      << QStringLiteral(
                                                 "TYPE_HULL with 6 data numbers; it takes x, y, z");
    QTest::newRow("hull not in threes")
            << QByteArray("shape_type: TYPE_HULL\n" + QByteArray("data: 1\n").repeated(10))
            << QStringLiteral("TYPE_HULL with 10 data numbers");
    QTest::newRow("crossed hull") << QByteArray(
            "shape_type: TYPE_HULL\ndata: 0\ndata: 0\ndata: 0\ndata: 1\ndata: 1\ndata: 0\n"
            "data: 1\ndata: 0\ndata: 0\ndata: 0\ndata: 1\ndata: 0\n")
                                  << QStringLiteral("the hull is not a polygon");
    QTest::newRow("box of 2") << QByteArray("shape_type: TYPE_BOX\ndata: 1\ndata: 2\n")
                              << QStringLiteral("TYPE_BOX with 2 data numbers; it takes three");
    QTest::newRow("negative radius") << QByteArray("shape_type: TYPE_SPHERE\ndata: -1\n")
                                     << QStringLiteral("TYPE_SPHERE with 1 data numbers; it takes "
                                                       "one, the radius, above 0");
    QTest::newRow("too many numbers") << QByteArray(
            "shape_type: TYPE_HULL\n" + QByteArray("data: 1\n").repeated(maxDefoldNumbers + 1))
                                      << QStringLiteral("line %1: more than %2 numbers")
                                                 .arg(maxDefoldNumbers + 2)
                                                 .arg(maxDefoldNumbers);
}

void TestDefoldImport::brokenFiles()
{
    QFETCH(QByteArray, text);
    QFETCH(QString, problem);
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("-bad \"%1\" ...convexshape"));
    writeText(path, text);
    QVERIFY(readsHitboxes(path));
    testing::verifyRefused(path, problem);
}

QTEST_GUILESS_MAIN(TestDefoldImport)
#include "tst_defoldimport.moc"
