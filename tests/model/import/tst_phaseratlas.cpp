// PhysicsEditor / Phaser shapes files take their pictures from TexturePacker atlases beside
// them when NAME.png is not there (atlasPicturesIn, core/model/import/phaser/phaseratlas.h):
// each body's frame is the atlas frame named as its key or its key with ".png", untrimmed as
// the atlas says; the key is looked up before the key with ".png", and a name several
// atlases hold is the first's in file-name order. The expected regions are the ones each test wrote
// into its atlas JSON; the shapes must keep the file's coordinates in the untrimmed frame (a
// triangle, so Phaser's common branch applies and no centring is undone).

#include "model/import/hitboximport.h"

#include "importedshapes.h"

#include <QDir>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QtTest>

using namespace hitbox;
using namespace hitbox::model;
using collision::Vec2;
using testing::writeImage;
using testing::writeText;

namespace {

// One atlas frame as a test writes it.
struct AtlasEntry
{
    QString name;
    QRect stored; ///< the unrotated frame {x, y, w, h} as TexturePacker writes it
    bool rotated = false;
    QPoint trim;      ///< spriteSourceSize {x, y}
    QSize sourceSize; ///< empty: the stored size (not trimmed)
};

AtlasEntry entry(const QString &name,
                 QRect stored,
                 bool rotated = false,
                 QPoint trim = {},
                 QSize sourceSize = {})
{
    return {name, stored, rotated, trim, sourceSize};
}

QByteArray atlasJson(const QString &image, QSize size, const QList<AtlasEntry> &entries)
{
    QJsonObject frames;
    for (const AtlasEntry &e : entries) {
        const QSize source = e.sourceSize.isEmpty() ? e.stored.size() : e.sourceSize;
        frames[e.name] = QJsonObject{
                {"frame",
                 QJsonObject{{"x", e.stored.x()},
                             {"y", e.stored.y()},
                             {"w", e.stored.width()},
                             {"h", e.stored.height()}}},
                {"rotated", e.rotated},
                {"trimmed", !e.sourceSize.isEmpty()},
                {"spriteSourceSize",
                 QJsonObject{{"x", e.trim.x()},
                             {"y", e.trim.y()},
                             {"w", e.stored.width()},
                             {"h", e.stored.height()}}},
                {"sourceSize", QJsonObject{{"w", source.width()}, {"h", source.height()}}}};
    }
    const QJsonObject meta{{"app", "https://www.codeandweb.com/texturepacker"},
                           {"image", image},
                           {"size", QJsonObject{{"w", size.width()}, {"h", size.height()}}}};
    return QJsonDocument(QJsonObject{{"frames", frames}, {"meta", meta}}).toJson();
}

// A PhysicsEditor body: one triangle fixture (0,0) (12,0) (0,9) moved by `at` (the set as
// QJsonValue(set): clang reads QJsonArray{set} as a copy of the set).
QJsonObject triangleBody(Vec2 at)
{
    QJsonArray set;
    for (const Vec2 p : {Vec2{0, 0}, Vec2{12, 0}, Vec2{0, 9}})
        set.append(QJsonObject{{"x", p.x + at.x}, {"y", p.y + at.y}});
    return QJsonObject{
            {"type", "fromPhysicsEditor"},
            {"fixtures", QJsonArray{QJsonObject{{"vertices", QJsonArray{QJsonValue(set)}}}}}};
}

const Vec2 triangleAt{3, 4};

} // namespace

class TestPhaserAtlas : public QObject
{
    Q_OBJECT

private slots:
    void picturesFromAtlas_data();
    void picturesFromAtlas();
};

void TestPhaserAtlas::picturesFromAtlas_data()
{
    QTest::addColumn<QStringList>("keys");           // the shapes file's bodies
    QTest::addColumn<QList<AtlasEntry>>("first");    // a.json's frames (image a.png)
    QTest::addColumn<QList<AtlasEntry>>("second");   // b.json's frames (image b.png); empty: none
    QTest::addColumn<QStringList>("images");         // per sprite: its image's file name
    QTest::addColumn<QList<FrameRegion>>("regions"); // per frame of all sprites, in order
    QTest::addColumn<QStringList>("reported");       // sprites reported without pictures

    const AtlasEntry plain = entry("hero.png", {2, 3, 30, 20});
    FrameRegion plainRegion;
    plainRegion.rect = {2, 3, 30, 20};
    QTest::newRow("key.png, not trimmed")
            << QStringList{"hero"} << QList<AtlasEntry>{plain} << QList<AtlasEntry>{}
            << QStringList{"a.png"} << QList<FrameRegion>{plainRegion} << QStringList{};

    const AtlasEntry trimmed = entry("hero", {40, 0, 10, 12}, false, {5, 6}, {24, 30});
    FrameRegion trimmedRegion;
    trimmedRegion.rect = {40, 0, 10, 12};
    trimmedRegion.trimOffset = {5, 6};
    trimmedRegion.sourceSize = {24, 30};
    QTest::newRow("the key itself, trimmed")
            << QStringList{"hero"} << QList<AtlasEntry>{trimmed} << QList<AtlasEntry>{}
            << QStringList{"a.png"} << QList<FrameRegion>{trimmedRegion} << QStringList{};

    const AtlasEntry rotated = entry("hero.png", {0, 30, 20, 16}, true);
    FrameRegion rotatedRegion;
    rotatedRegion.rect = {0, 30, 16, 20}; // stored turned: h x w
    rotatedRegion.rotated = true;
    QTest::newRow("rotated") << QStringList{"hero"} << QList<AtlasEntry>{rotated}
                             << QList<AtlasEntry>{} << QStringList{"a.png"}
                             << QList<FrameRegion>{rotatedRegion} << QStringList{};

    QTest::newRow("the first atlas in name order wins")
            << QStringList{"hero"} << QList<AtlasEntry>{plain}
            << QList<AtlasEntry>{entry(
                       "hero.png", trimmed.stored, false, trimmed.trim, trimmed.sourceSize)}
            << QStringList{"a.png"} << QList<FrameRegion>{plainRegion} << QStringList{};

    FrameRegion fromSecond = trimmedRegion;
    fromSecond.imagePath = QStringLiteral("b.png"); // another image than the sprite's
    QTest::newRow("frames from two atlases")
            << QStringList{"walk#0", "walk#1"}
            << QList<AtlasEntry>{entry("walk#0.png", {2, 3, 30, 20})}
            << QList<AtlasEntry>{entry(
                       "walk#1", trimmed.stored, false, trimmed.trim, trimmed.sourceSize)}
            << QStringList{"a.png"} << QList<FrameRegion>{plainRegion, fromSecond} << QStringList{};

    QTest::newRow("a frame missing from every atlas: none taken")
            << QStringList{"walk#0", "walk#1"}
            << QList<AtlasEntry>{entry("walk#0.png", {2, 3, 30, 20})} << QList<AtlasEntry>{}
            << QStringList{"walk.png"} << QList<FrameRegion>{{}, {}} << QStringList{"walk"};

    QTest::newRow("a gap between numbered frames: none taken")
            << QStringList{"walk#0", "walk#2"}
            << QList<AtlasEntry>{entry("walk#0", {2, 3, 30, 20}), entry("walk#2", {2, 3, 30, 20})}
            << QList<AtlasEntry>{} << QStringList{"walk.png"} << QList<FrameRegion>{{}, {}, {}}
            << QStringList{"walk"};

    QTest::newRow("the key before the key with .png")
            << QStringList{"hero"} << QList<AtlasEntry>{plain} << QList<AtlasEntry>{trimmed}
            << QStringList{"b.png"} << QList<FrameRegion>{trimmedRegion} << QStringList{};

    // The file's keys come in sorted: ghost, then hero.
    QTest::newRow("a name the atlas does not hold")
            << QStringList{"hero", "ghost"} << QList<AtlasEntry>{plain} << QList<AtlasEntry>{}
            << QStringList{"ghost.png", "a.png"} << QList<FrameRegion>{{}, plainRegion}
            << QStringList{"ghost"};
}

void TestPhaserAtlas::picturesFromAtlas()
{
    QFETCH(const QStringList, keys);
    QFETCH(const QList<AtlasEntry>, first);
    QFETCH(const QList<AtlasEntry>, second);
    QFETCH(const QStringList, images);
    QFETCH(QList<FrameRegion>, regions);
    QFETCH(const QStringList, reported);

    QTemporaryDir dir;
    writeImage(dir.filePath(QStringLiteral("a.png")), {64, 64});
    writeText(dir.filePath(QStringLiteral("a.json")), atlasJson("a.png", {64, 64}, first));
    if (!second.isEmpty()) {
        writeImage(dir.filePath(QStringLiteral("b.png")), {64, 64});
        writeText(dir.filePath(QStringLiteral("b.json")), atlasJson("b.png", {64, 64}, second));
    }
    // JSON beside it that is no atlas, and a broken one: neither holds pictures.
    writeText(dir.filePath(QStringLiteral("0 settings.json")), R"({"volume": 3})");
    writeText(dir.filePath(QStringLiteral("1 broken.json")), R"({"frames": {"hero": )");
    QJsonObject shapes{{"generator_info", "Shape definitions generated with PhysicsEditor"}};
    for (const QString &key : keys)
        shapes[key] = triangleBody(triangleAt);
    const QString path = dir.filePath(QStringLiteral("shapes.json"));
    writeText(path, QJsonDocument(shapes).toJson());

    const HitboxImport imported = importHitboxes(path);
    QVERIFY2(imported.ok(), qPrintable(imported.error));
    QCOMPARE(imported.sprites.size(), images.size());
    qsizetype at = 0;
    for (qsizetype s = 0; s < imported.sprites.size(); ++s) {
        const Sprite &sprite = imported.sprites[s];
        QCOMPARE(sprite.imagePath, dir.filePath(images[s]));
        const bool pictured = !reported.contains(sprite.name);
        for (const Frame &frame : sprite.frames) {
            QVERIFY(at < regions.size());
            FrameRegion want = regions[at++];
            if (!want.imagePath.isEmpty())
                want.imagePath = dir.filePath(want.imagePath);
            QCOMPARE(frame.region, want);
            if (frame.shapes.isEmpty())
                continue; // a gap
            QVERIFY(pictured || frame.pivot == Vec2{});
            const QSize untrimmed
                    = want.sourceSize.isEmpty()
                              ? (want.rotated ? want.rect.size().transposed() : want.rect.size())
                              : want.sourceSize;
            // The pivot: the untrimmed frame's centre; without a picture the top-left.
            const Vec2 pivot
                    = pictured ? Vec2{untrimmed.width() / 2.0, untrimmed.height() / 2.0} : Vec2{};
            QCOMPARE(effectivePivot(sprite, frame, untrimmed), pivot);
            QCOMPARE(frame.shapes.size(), 1);
            const collision::Polygon &got = frame.shapes[0].polygon;
            QCOMPARE(got.points.size(), std::size_t(3));
            // The file's vertices, in untrimmed-frame pixels, are where the import puts them.
            QList<Vec2> placed;
            for (const Vec2 p : got.points)
                placed.append(p + pivot);
            for (const Vec2 p : {Vec2{0, 0}, Vec2{12, 0}, Vec2{0, 9}})
                QVERIFY2(placed.contains(p + triangleAt), qPrintable(sprite.name));
        }
    }
    QCOMPARE(at, regions.size());
    QStringList named;
    for (const QString &line : imported.report) {
        const qsizetype open = line.indexOf(QStringLiteral(": sprite \""));
        if (open >= 0 && line.contains(QStringLiteral("no picture")))
            named << line.mid(open + 10, line.indexOf(u'"', open + 10) - open - 10);
    }
    QCOMPARE(named, reported);
}

QTEST_GUILESS_MAIN(TestPhaserAtlas)
#include "tst_phaseratlas.moc"
