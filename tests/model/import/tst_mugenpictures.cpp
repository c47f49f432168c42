// The pictures of an imported MUGEN character (importMugen with its .sff, written by the
// test-only writer tests/common/sffwriter.h): each frame shows the element's sprite (the
// first of its group and number), its pivot at the sprite's axis less the element's offset;
// a flipped element (H, V, HV, any case) shows the sprite mirrored about its axis, checked
// against hand-worked pivots and against where Ikemen GO's Animation.Draw puts each pixel;
// its boxes are not flipped. FrameSources, ImageCache and the project check read the
// pictures from the .sff; missing sprites and an unreadable .sff are reported once, naming
// the file.

#include "sffwriter.h"
#include "testfiles.h"

#include "model/evaluate/projectvalidation.h"
#include "model/import/mugen/mugenimport.h"
#include "model/io/frameloader.h"
#include "model/io/imagecache.h"
#include "model/io/mugensff.h"

#include <QDir>
#include <QTemporaryDir>
#include <QtTest>

using namespace hitbox;
using namespace hitbox::testing;

namespace {

QList<QRgb> palette()
{
    QList<QRgb> colours;
    for (int c = 0; c < 32; ++c)
        colours << qRgb(c * 8, 255 - c * 8, 100);
    return colours;
}

// The picture MUGEN shows for `indices` with palette(): colour 0 transparent.
QImage shown(const QImage &indices)
{
    const QList<QRgb> colours = palette();
    QImage out(indices.size(), QImage::Format_ARGB32_Premultiplied);
    for (int y = 0; y < indices.height(); ++y)
        for (int x = 0; x < indices.width(); ++x) {
            const int i = indices.pixelIndex(x, y);
            out.setPixel(x, y, i == 0 ? 0u : colours[i]);
        }
    return out;
}

const QByteArray air("[Begin Action 0]\n"
                     "0,0, 0,0, 5\n"
                     "0,1, 3,-2, 5\n"
                     "[Begin Action 200]\n"
                     "Clsn1: 1\n"
                     " Clsn1[0] = 10, -40, 30, -30\n"
                     "200,0, 0,0, 3\n"
                     "200,1, 0,0, 3, H\n"
                     "9,9, 0,0, 2\n"
                     "9,9, 1,1, 2\n"
                     "8,0, 0,0, 2, VH\n"
                     "[Begin Action 300]\n"
                     "Clsn2Default: 1\n"
                     " Clsn2[0] = -10, -50, 5, 0\n"
                     "200,0, 4,-3, 2, V\n"
                     "0,1, -2,5, 2, HV\n"
                     "200,1, 7,1, 2, h\n");

// The elements' offsets and flips, by frame (as the .air above gives them).
struct Placement
{
    QPoint offset;
    bool flipH = false;
    bool flipV = false;
};
const Placement placements[]{{{0, 0}},
                             {{3, -2}},
                             {{0, 0}},
                             {{0, 0}, true, false},
                             {{0, 0}},
                             {{1, 1}},
                             {{0, 0}, true, true},
                             {{4, -3}, false, true},
                             {{-2, 5}, true, true},
                             {{7, 1}, true, false}};
const QPoint axes[]{{10, 29}, {11, 28}, {5, 24}, {6, 25}}; // by sprite index

// The oracle, after Ikemen GO's Animation.Draw (src/anim.go) and rmTileSub (src/render.go):
// sprite pixel (c, r) covers the character-relative pixel whose top-left corner is
// offset - axis + (c, r) unflipped; flipped H the picture is drawn leftwards from
// offset + axis, so column c covers [x + axis - c - 1, x + axis - c); V likewise.
QPoint shownAt(const Placement &p, QPoint axis, QPoint pixel)
{
    const int x = p.flipH ? p.offset.x() + axis.x() - pixel.x() - 1
                          : p.offset.x() - axis.x() + pixel.x();
    const int y = p.flipV ? p.offset.y() + axis.y() - pixel.y() - 1
                          : p.offset.y() - axis.y() + pixel.y();
    return {x, y};
}

struct Character
{
    QTemporaryDir dir;
    QString def;
    QString sff;
    QList<QImage> pictures; // by sprite index
};

// A character whose .sff holds sprites 0,0 / 0,1 (linked to 0,0) / 200,0 / 200,1 / 0,1
// again (not used: MUGEN takes the first) and lacks 9,9 and 8,0.
void makeCharacter(Character &c, const QByteArray &sffBytes = {})
{
    QVERIFY(c.dir.isValid());
    c.pictures = {sffTestPicture({20, 30}, 32, 0),
                  sffTestPicture({20, 30}, 32, 0),
                  sffTestPicture({40, 25}, 32, 1),
                  sffTestPicture({41, 26}, 32, 2),
                  sffTestPicture({5, 5}, 32, 3)};
    QList<SffWriteSprite> sprites{{0, 0, {10, 29}, SffLz5, 5, c.pictures[0]},
                                  {0, 1, {11, 28}},
                                  {200, 0, {5, 24}, SffRle8, 8, c.pictures[2]},
                                  {200, 1, {6, 25}, SffPng8, 8, c.pictures[3]},
                                  {0, 1, {0, 0}, SffRle8, 8, c.pictures[4]}};
    sprites[1].linked = 0;
    writeTestFile(c.dir.path(), QStringLiteral("kfm.air"), air);
    c.def = writeTestFile(c.dir.path(),
                          QStringLiteral("kfm.def"),
                          "[Files]\nanim = kfm.air\nsprite = \"art\\kfm.sff\"\n");
    QVERIFY(QDir(c.dir.path()).mkpath(QStringLiteral("art")));
    c.sff = writeTestFile(c.dir.path(),
                          QStringLiteral("art/kfm.sff"),
                          sffBytes.isNull() ? writeSffV2(sprites, {{1, 1, palette()}}, 0)
                                            : sffBytes);
}

} // namespace

class TestMugenPictures : public QObject
{
    Q_OBJECT

private slots:
    void framesShowTheirSprites_data();
    void framesShowTheirSprites();
    void reportedOnce();
    void drawingReported();
    void unreadableArchive_data();
    void unreadableArchive();
};

void TestMugenPictures::framesShowTheirSprites_data()
{
    QTest::addColumn<int>("frame");
    QTest::addColumn<int>("sprite"); // its index in the .sff; -1: none
    QTest::addColumn<QPointF>("pivot");
    QTest::newRow("0,0 at 0,0") << 0 << 0 << QPointF(10, 29);
    QTest::newRow("0,1 linked, offset 3,-2") << 1 << 1 << QPointF(11 - 3, 28 + 2);
    QTest::newRow("200,0 rle8") << 2 << 2 << QPointF(5, 24);
    // Flipped: the axis mirrored in the picture (width - x, height - y), less the offset.
    QTest::newRow("200,1 png8, H") << 3 << 3 << QPointF(41 - 6, 25);
    QTest::newRow("9,9 missing") << 4 << -1 << QPointF();
    QTest::newRow("9,9 missing again") << 5 << -1 << QPointF();
    QTest::newRow("8,0 missing, VH") << 6 << -1 << QPointF();
    QTest::newRow("200,0 V, offset 4,-3") << 7 << 2 << QPointF(5 - 4, 25 - 24 + 3);
    QTest::newRow("0,1 linked, HV, offset -2,5") << 8 << 1 << QPointF(20 - 11 + 2, 30 - 28 - 5);
    QTest::newRow("200,1 h (lower case), offset 7,1") << 9 << 3 << QPointF(41 - 6 - 7, 25 - 1);
}

void TestMugenPictures::framesShowTheirSprites()
{
    QFETCH(int, frame);
    QFETCH(int, sprite);
    QFETCH(QPointF, pivot);
    Character c;
    makeCharacter(c);
    const model::HitboxImport imported = model::importMugen(c.def);
    QVERIFY2(imported.ok(), qPrintable(imported.error));
    const model::Sprite &s = imported.sprites.first();
    QCOMPARE(s.imagePath, QDir::cleanPath(c.sff));
    QCOMPARE(s.frames.size(), 10);
    const model::Frame &f = s.frames[frame];
    QVERIFY(f.region.imagePath.isEmpty());
    const Placement &placement = placements[frame];
    model::FrameSources sources;
    const model::LoadedImage loaded = sources.source(s.imagePath, f.region.imageIndex);
    model::ImageCache cache;
    if (sprite < 0) {
        QCOMPARE(f.region.imageIndex, 5); // past the archive's last sprite
        QVERIFY(!f.pivot);
        QVERIFY2(loaded.error.contains(QStringLiteral("kfm.sff: has no frame 5 (it holds 5)")),
                 qPrintable(loaded.error));
        QVERIFY(cache.image(s.imagePath, f.region).isNull());
        return;
    }
    QCOMPARE(f.region.imageIndex, sprite);
    QCOMPARE(f.region.flipX, placement.flipH);
    QCOMPARE(f.region.flipY, placement.flipV);
    QVERIFY(f.pivot);
    QCOMPARE(QPointF(f.pivot->x, f.pivot->y), pivot);
    QCOMPARE(loaded.error, QString());
    const QImage stored = shown(c.pictures[sprite]);
    QCOMPARE(loaded.image, stored);
    QCOMPARE(model::loadFrameSource(s.imagePath, sprite).image, stored);
    // The editor's cache (frame 0's region is the default one: the whole image, which for
    // an .sff is its sprite 0): every sprite pixel where Ikemen GO draws it, relative to
    // the pivot, and nothing else.
    const QImage picture = cache.image(s.imagePath, f.region);
    QCOMPARE(cache.error(s.imagePath, f.region), QString());
    QCOMPARE(picture.size(), stored.size());
    const QPoint pivotPixel(int(f.pivot->x), int(f.pivot->y));
    for (int r = 0; r < stored.height(); ++r) {
        for (int col = 0; col < stored.width(); ++col) {
            const QPoint at = shownAt(placement, axes[sprite], {col, r}) + pivotPixel;
            QVERIFY2(picture.pixel(at) == stored.pixel(col, r),
                     qPrintable(QStringLiteral("sprite pixel %1,%2").arg(col).arg(r)));
        }
    }
    // The boxes are the file's, never flipped with the picture.
    if (frame >= 7) {
        QCOMPARE(f.shapes.size(), 1);
        QCOMPARE(f.shapes[0].box, (collision::Rect{-10, -50, 15, 50}));
    }
}

void TestMugenPictures::reportedOnce()
{
    Character c;
    makeCharacter(c);
    const model::HitboxImport imported = model::importMugen(c.def);
    QVERIFY2(imported.ok(), qPrintable(imported.error));
    const QString sff = QDir::toNativeSeparators(QDir::cleanPath(c.sff));
    const QString airFile = QDir::toNativeSeparators(c.dir.filePath(QStringLiteral("kfm.air")));
    QCOMPARE(imported.report.count(
                     sff
                     + QStringLiteral(": no sprite 9,9 (group, number); the frames that show "
                                      "it have no picture")),
             1);
    QCOMPARE(imported.report.count(
                     sff
                     + QStringLiteral(": no sprite 8,0 (group, number); the frames that show "
                                      "it have no picture")),
             1);
    // Flipped elements are shown flipped: nothing to report.
    QCOMPARE(imported.report.size(), 2);
    QVERIFY(!imported.report.join(u'\n').contains(airFile));
    // The project check: every picture there but the missing ones, named by the file.
    model::Project project;
    project.sprites = imported.sprites;
    QStringList errors;
    for (const model::ProjectProblem &p : model::validateProject(project)) {
        if (p.severity == model::ProjectProblem::Severity::Error)
            errors << p.where + QStringLiteral(": ") + p.message;
    }
    QCOMPARE(errors.size(), 3);
    for (const QString &e : errors)
        QVERIFY2(e.contains(sff + QStringLiteral(": has no frame 5 (it holds 5)")), qPrintable(e));
}

// Blend, scale and angle fields and Interpolate lines change how MUGEN draws, not the
// boxes: one report line per action naming its elements, one per Interpolate line.
void TestMugenPictures::drawingReported()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    writeTestFile(dir.path(),
                  QStringLiteral("kfm.air"),
                  "[Begin Action 5]\n0,0,0,0,2,,A\n0,1,0,0,2\n0,2,0,0,2,H,S,1.5,1.5,30\n"
                  "[Begin Action 6]\nInterpolate Scale\n0,0,0,0,2\n0,0,0,0,2, , \n");
    const QString def
            = writeTestFile(dir.path(), QStringLiteral("kfm.def"), "[Files]\nanim = kfm.air\n");
    const model::HitboxImport imported = model::importMugen(def);
    QVERIFY2(imported.ok(), qPrintable(imported.error));
    const QString air = QDir::toNativeSeparators(dir.filePath(QStringLiteral("kfm.air")));
    const QStringList expected{
            air
                    + QStringLiteral(": line 6: Interpolate is not played by the document; the "
                                     ".air keeps the line"),
            air
                    + QStringLiteral(": action 5, elements 0, 2: blend, scale or angle fields "
                                     "are not shown by the document (the .air export keeps "
                                     "them)")};
    for (const QString &line : expected)
        QVERIFY2(imported.report.count(line) == 1, qPrintable(imported.report.join(u'\n')));
    QVERIFY2(!imported.report.join(u'\n').contains(QStringLiteral("action 6, elements")),
             qPrintable(imported.report.join(u'\n')));
}

void TestMugenPictures::unreadableArchive_data()
{
    QTest::addColumn<QByteArray>("bytes");
    QTest::addColumn<QString>("problem");
    QTest::newRow("not an sff") << QByteArray("GIF89a")
                                << QStringLiteral("not an SFF sprite archive (no \"ElecbyteSpr\" "
                                                  "signature)");
    QByteArray v3("ElecbyteSpr\0\0\1\0\3", 16);
    v3.append(QByteArray(100, '\0'));
    QTest::newRow("v3") << v3 << QStringLiteral("an SFF archive of unknown version");
    QTest::newRow("missing") << QByteArray() << QStringLiteral("file not found");
}

void TestMugenPictures::unreadableArchive()
{
    QFETCH(QByteArray, bytes);
    QFETCH(QString, problem);
    Character c;
    makeCharacter(c, bytes.isEmpty() ? QByteArray("x") : bytes);
    if (bytes.isEmpty())
        QVERIFY(QFile::remove(c.sff));
    const model::HitboxImport imported = model::importMugen(c.def);
    QVERIFY2(imported.ok(), qPrintable(imported.error));
    const QString line = QDir::toNativeSeparators(QDir::cleanPath(c.sff)) + QStringLiteral(": ")
                         + problem + QStringLiteral("; the frames have no pictures");
    QVERIFY2(imported.report.contains(line), qPrintable(imported.report.join(u'\n')));
    for (const model::Frame &f : imported.sprites.first().frames) {
        QCOMPARE(f.region, model::FrameRegion{});
        QVERIFY(!f.pivot);
    }
}

QTEST_GUILESS_MAIN(TestMugenPictures)
#include "tst_mugenpictures.moc"
