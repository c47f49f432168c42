// Re-import when the art changes (reimport.h): Aseprite files and a sheet the tests write,
// changed on disk, read again. Only the changed frames' generated shapes change (their
// source shapes are those of a fresh import of the new file, their traces outline the new
// pixels); every shape the user drew or edited stays as it was; frames added, removed and
// moved are found; a missing or broken source changes nothing and names the file.

#include "asepritewriter.h"
#include "importedshapes.h"
#include "model/evaluate/newshape.h"
#include "model/evaluate/tracepipeline.h"
#include "model/import/reimport.h"
#include "model/import/sheetimport.h"
#include "model/import/spritefromsheet.h"
#include "model/io/alphaplane.h"
#include "model/io/frameloader.h"
#include "model/io/sourcedigest.h"

#include <QFile>
#include <QTemporaryDir>
#include <QtTest>

using namespace hitbox;
using namespace hitbox::testing;
using model::Shape;
using model::Sprite;

namespace {

// What one frame of the test file shows: a red body block (the picture), a white block on
// the hitbox layer "hitbox: fist", and where the slice "kick:hitbox" is (empty: hidden).
struct Art
{
    QRect body;
    QRect fist;
    QRect kick;
};

Art art(int k)
{
    return {QRect(2 + 2 * k, 4, 4, 6),
            QRect(5 + 2 * k, 5, 3, 2),
            k % 2 ? QRect(k, 1, 2, 2) : QRect()};
}

QList<Art> fiveFrames()
{
    return {art(0), art(1), art(2), art(3), art(4)};
}

QByteArray aseFile(const QList<Art> &frames, const QList<AseWriteTag> &tags)
{
    AseWriteFile file;
    file.size = QSize(24, 16);
    file.layers = {aseLayer(QStringLiteral("art")), aseLayer(QStringLiteral("hitbox: fist"))};
    AseWriteSlice kick = aseSlice(QStringLiteral("kick:hitbox"), {});
    for (int k = 0; k < frames.size(); ++k) {
        file.frames << AseWriteFrame{100,
                                     {aseBlockCel(0, frames[k].body, qRgba(220, 10, 10, 255)),
                                      aseBlockCel(1, frames[k].fist)}};
        kick.keys << aseSliceKey(k, frames[k].kick);
    }
    file.slices = {kick};
    file.tags = tags;
    return writeAseprite(file);
}

bool writeFile(const QString &path, const QByteArray &bytes)
{
    QFile out(path);
    return out.open(QIODevice::WriteOnly) && out.write(bytes) == bytes.size();
}

Sprite imported(const QString &path, const std::optional<model::GridSpec> &grid = {})
{
    const model::ImportResult result = model::importSheet(path, grid);
    if (!result.ok())
        qFatal("%s", qPrintable(result.error));
    return model::spriteFromSheet(result.sheet, QStringLiteral("hero"));
}

QList<Shape>
traceAt(const Sprite &sprite, const model::Frame &frame, int threshold, const QList<Shape> &kept)
{
    model::FrameSources sources;
    const model::LoadedImage picture = model::untrimmedFrame(sprite, frame, sources);
    return model::tracedPolygons(
            model::traceSolidPixels(model::maskFromImage(picture.image, threshold), {}),
            model::effectivePivot(sprite, frame, picture.image.size()),
            threshold,
            kept);
}

// The user's work on every frame: a hand-drawn box, a trace at 128, and on frame 0 the
// first source shape moved by hand (so it is the user's now).
Sprite withUsersWork(Sprite sprite)
{
    for (int k = 0; k < sprite.frames.size(); ++k) {
        model::Frame &frame = sprite.frames[k];
        frame.shapes << Shape::makeBox(
                {double(k), 1, 2, 2}, QStringLiteral("body"), QStringLiteral("hand %1").arg(k));
        frame.shapes << traceAt(sprite, frame, 128, frame.shapes);
        if (k == 0 && frame.shapes.first().fromSource) {
            QList<Shape> after = frame.shapes;
            after.first().box.x += 1;
            frame.shapes = model::withHandEdits(frame.shapes, after);
        }
    }
    return sprite;
}

QList<Shape> usersShapes(const model::Frame &frame)
{
    QList<Shape> shapes = frame.shapes;
    shapes.removeIf([](const Shape &s) { return s.fromSource || s.tracedThreshold; });
    return shapes;
}

QList<Shape> sourceShapes(const model::Frame &frame)
{
    QList<Shape> shapes = frame.shapes;
    shapes.removeIf([](const Shape &s) { return !s.fromSource; });
    return shapes;
}

QList<Shape> tracedShapes(const model::Frame &frame)
{
    QList<Shape> shapes = frame.shapes;
    shapes.removeIf([](const Shape &s) { return !s.tracedThreshold; });
    return shapes;
}

} // namespace

class TestReimport : public QObject
{
    Q_OBJECT

private slots:
    void asepriteFrames_data();
    void asepriteFrames();
    void animations();
    void gridSheet();
    void unreadableSource_data();
    void unreadableSource();
    void summaryText();
};

void TestReimport::asepriteFrames_data()
{
    QTest::addColumn<QList<Art>>("after");
    QTest::addColumn<QList<int>>("changed");
    QTest::addColumn<QList<int>>("added");
    QTest::addColumn<QList<int>>("removed");
    QTest::addColumn<QList<int>>("map");

    const QList<Art> b = fiveFrames();
    QTest::newRow("nothing changed")
            << b << QList<int>{} << QList<int>{} << QList<int>{} << QList<int>{0, 1, 2, 3, 4};
    QList<Art> two = b;
    two[1].body.translate(0, 1);
    two[3].fist.translate(1, 1);
    QTest::newRow("two frames changed: a picture, a hitbox layer")
            << two << QList<int>{1, 3} << QList<int>{} << QList<int>{} << QList<int>{0, 1, 2, 3, 4};
    QList<Art> slice = b;
    slice[2].kick = QRect(0, 0, 3, 3);
    QTest::newRow("a slice shown on one more frame")
            << slice << QList<int>{2} << QList<int>{} << QList<int>{} << QList<int>{0, 1, 2, 3, 4};
    QTest::newRow("a frame added at the end")
            << (b + QList<Art>{art(5)}) << QList<int>{} << QList<int>{5} << QList<int>{}
            << QList<int>{0, 1, 2, 3, 4};
    QList<Art> inserted = b;
    inserted.insert(2, Art{QRect(0, 0, 3, 3), QRect(1, 1, 1, 1), {}});
    QTest::newRow("a frame inserted") << inserted << QList<int>{} << QList<int>{2} << QList<int>{}
                                      << QList<int>{0, 1, 3, 4, 5};
    QList<Art> removed = b;
    removed.removeAt(2);
    QTest::newRow("a frame removed") << removed << QList<int>{} << QList<int>{} << QList<int>{2}
                                     << QList<int>{0, 1, -1, 2, 3};
    QList<Art> swapped = b;
    swapped.swapItemsAt(1, 3);
    QTest::newRow("two frames swapped: their shapes follow")
            << swapped << QList<int>{} << QList<int>{} << QList<int>{} << QList<int>{0, 3, 2, 1, 4};
    QList<Art> changedAndAdded = b;
    changedAndAdded[4].body.setHeight(3);
    changedAndAdded.prepend(art(6));
    QTest::newRow("a frame added first, the last changed")
            << changedAndAdded << QList<int>{5} << QList<int>{0} << QList<int>{}
            << QList<int>{1, 2, 3, 4, 5};
    QTest::newRow("every frame but one removed")
            << QList<Art>{b[3]} << QList<int>{} << QList<int>{} << QList<int>{0, 1, 2, 4}
            << QList<int>{-1, -1, -1, 0, -1};
}

void TestReimport::asepriteFrames()
{
    QFETCH(QList<Art>, after);
    QFETCH(QList<int>, changed);
    QFETCH(QList<int>, added);
    QFETCH(QList<int>, removed);
    QFETCH(QList<int>, map);
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("hero.aseprite"));
    QVERIFY(writeFile(path, aseFile(fiveFrames(), {})));
    const Sprite before = withUsersWork(imported(path));
    QCOMPARE(before.source->path, path);
    QVERIFY(!sourceShapes(before.frames[1]).isEmpty()); // the file gives shapes
    QVERIFY(!tracedShapes(before.frames[1]).isEmpty());

    QVERIFY(writeFile(path, aseFile(after, {})));
    model::FrameSources sources;
    const model::ReimportResult result = model::reimportFromSource(before, sources);
    QVERIFY2(result.ok(), qPrintable(result.error));
    QCOMPARE(result.summary.changed, changed);
    QCOMPARE(result.summary.added, added);
    QList<int> removedIndices;
    for (const model::RemovedFrame &r : result.summary.removed) {
        removedIndices << r.index;
        QCOMPARE(r.usersShapes, int(usersShapes(before.frames[r.index]).size()));
    }
    QCOMPARE(removedIndices, removed);
    QCOMPARE(result.map, map);
    QCOMPARE(result.summary.unchanged, int(after.size() - changed.size() - added.size()));

    const Sprite fresh = imported(path); // the oracle for what the new file gives
    const Sprite &now = result.sprite;
    QCOMPARE(now.frames.size(), after.size());
    QCOMPARE(now.source, before.source);
    for (int j = 0; j < now.frames.size(); ++j) {
        const model::Frame &frame = now.frames[j];
        QCOMPARE(frame.region, fresh.frames[j].region);
        QCOMPARE(frame.sourceDigest, fresh.frames[j].sourceDigest);
        if (added.contains(j)) {
            QCOMPARE(frame, fresh.frames[j]);
            continue;
        }
        const model::Frame &old = before.frames[int(map.indexOf(j))];
        QCOMPARE(usersShapes(frame), usersShapes(old)); // untouched, in order
        if (!changed.contains(j)) {
            model::Frame same = old;
            same.region = frame.region;
            same.sourceDigest = frame.sourceDigest;
            QCOMPARE(frame, same);
            continue;
        }
        QCOMPARE(frame.durationMs, old.durationMs);
        // The source shapes are the new file's; frame 0's hand-edited one stays the user's.
        QCOMPARE(sourceShapes(frame), sourceShapes(fresh.frames[j]));
        // The trace is of the new picture: one polygon around the body block, named as before.
        const QList<Shape> traces = tracedShapes(frame);
        QCOMPARE(traces.size(), 1);
        QCOMPARE(traces[0].tracedThreshold, std::optional<int>(128));
        QCOMPARE(traces[0].name, tracedShapes(old)[0].name);
        const QRectF body = QRectF(after[j].body).translated(-12, -8); // around the centre
        QCOMPARE(pointsBounds(traces[0].polygon), body);
    }
    // Reading the same file again changes nothing.
    const model::ReimportResult again = model::reimportFromSource(now, sources);
    QVERIFY2(again.ok(), qPrintable(again.error));
    QVERIFY(!again.summary.changedAnything());
    QCOMPARE(again.summary.unchanged, int(now.frames.size()));
    QVERIFY(again.sprite == now);
}

void TestReimport::animations()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("hero.ase"));
    // With tags: the animations become the new tags; "walk" keeps the user's loop flag, and
    // "jab", which the user let loop, plays once as its tag now says (repeat 1).
    QVERIFY(writeFile(path, aseFile(fiveFrames(), {aseTag(QStringLiteral("walk"), 0, 4)})));
    Sprite tagged = imported(path);
    QCOMPARE(tagged.animations.size(), 1);
    tagged.animations[0].loop = false;
    QVERIFY(writeFile(path,
                      aseFile(fiveFrames(),
                              {aseTag(QStringLiteral("walk"), 0, 2),
                               aseTag(QStringLiteral("run"), 3, 4, 1),
                               aseTag(QStringLiteral("jab"), 1, 2, 0, 1)})));
    tagged.animations << model::Animation{QStringLiteral("jab"), {1, 2}};
    model::FrameSources sources;
    model::ReimportResult result = model::reimportFromSource(tagged, sources);
    QVERIFY2(result.ok(), qPrintable(result.error));
    QVERIFY(result.summary.animationsFromSource);
    QCOMPARE(result.sprite.animations.size(), 3);
    QCOMPARE(result.sprite.animations[2],
             (model::Animation{
                     QStringLiteral("jab"), {1, 2}, model::AnimationDirection::Forward, false}));
    QCOMPARE(
            result.sprite.animations[0],
            (model::Animation{
                    QStringLiteral("walk"), {0, 1, 2}, model::AnimationDirection::Forward, false}));
    QCOMPARE(result.sprite.animations[1],
             (model::Animation{QStringLiteral("run"), {3, 4}, model::AnimationDirection::Reverse}));

    // Without tags: the user's animations stay, following their frames.
    QVERIFY(writeFile(path, aseFile(fiveFrames(), {})));
    Sprite untagged = imported(path);
    untagged.animations = {model::Animation{QStringLiteral("mine"), {4, 2, 0}}};
    QList<Art> removed = fiveFrames();
    removed.removeAt(2);
    QVERIFY(writeFile(path, aseFile(removed, {})));
    result = model::reimportFromSource(untagged, sources);
    QVERIFY2(result.ok(), qPrintable(result.error));
    QVERIFY(!result.summary.animationsFromSource);
    QCOMPARE(result.sprite.animations,
             (QList<model::Animation>{model::Animation{QStringLiteral("mine"), {3, 0}}}));
}

void TestReimport::gridSheet()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("sheet.png"));
    // Three 8x8 cells after a 1-pixel margin, 2 pixels apart; a block in each.
    const auto sheet = [](int secondBlockWidth) {
        QImage image(1 + 3 * 8 + 2 * 2, 9, QImage::Format_ARGB32);
        image.fill(Qt::transparent);
        for (int cell = 0; cell < 3; ++cell) {
            const int width = cell == 1 ? secondBlockWidth : 4;
            for (int y = 2; y < 6; ++y) {
                for (int x = 0; x < width; ++x)
                    image.setPixel(1 + cell * 10 + 2 + x, 1 + y, qRgba(0, 0, 200, 255));
            }
        }
        return image;
    };
    QVERIFY(sheet(4).save(path));
    const model::GridSpec grid{QSize(8, 8), 1, 2, 3};
    const Sprite before = withUsersWork(imported(path, grid));
    QCOMPARE(before.source, (std::optional(model::SpriteSource{path, grid})));
    QCOMPARE(before.frames.size(), 3);

    QVERIFY(sheet(6).save(path));
    model::FrameSources sources;
    const model::ReimportResult result = model::reimportFromSource(before, sources);
    QVERIFY2(result.ok(), qPrintable(result.error));
    QCOMPARE(result.summary.changed, QList<int>{1});
    QCOMPARE(result.summary.unchanged, 2);
    QCOMPARE(result.sprite.source, before.source);
    QCOMPARE(result.sprite.frames[0], before.frames[0]);
    QCOMPARE(result.sprite.frames[2], before.frames[2]);
    QCOMPARE(usersShapes(result.sprite.frames[1]), usersShapes(before.frames[1]));
    const QList<Shape> traces = tracedShapes(result.sprite.frames[1]);
    QCOMPARE(traces.size(), 1);
    QCOMPARE(pointsBounds(traces[0].polygon), QRectF(2 - 4, 2 - 4, 6, 4));
}

void TestReimport::unreadableSource_data()
{
    QTest::addColumn<QByteArray>("bytes"); // the source's new content; empty: deleted
    QTest::addColumn<QString>("message");  // what the error says after the file name
    QTest::newRow("deleted") << QByteArray() << QStringLiteral("file not found");
    QTest::newRow("truncated") << aseFile(fiveFrames(), {}).left(300) << QString();
    QTest::newRow("not an image any more") << QByteArray("hello") << QString();
}

void TestReimport::unreadableSource()
{
    QFETCH(QByteArray, bytes);
    QFETCH(QString, message);
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("hero.aseprite"));
    QVERIFY(writeFile(path, aseFile(fiveFrames(), {})));
    const Sprite before = withUsersWork(imported(path));
    if (bytes.isEmpty())
        QVERIFY(QFile::remove(path));
    else
        QVERIFY(writeFile(path, bytes));
    model::FrameSources sources;
    const model::ReimportResult result = model::reimportFromSource(before, sources);
    QVERIFY(!result.ok());
    QVERIFY2(result.error.startsWith(QDir::toNativeSeparators(path) + QStringLiteral(": ")),
             qPrintable(result.error));
    QVERIFY2(result.error.contains(message), qPrintable(result.error));
    QVERIFY(result.sprite == before);

    Sprite sourceless = before;
    sourceless.source.reset();
    const model::ReimportResult none = model::reimportFromSource(sourceless, sources);
    QVERIFY(!none.ok());
    QVERIFY2(none.error.startsWith(QStringLiteral("sprite \"hero\": ")), qPrintable(none.error));
    QVERIFY(none.sprite == sourceless);
}

void TestReimport::summaryText()
{
    model::ReimportSummary summary;
    summary.unchanged = 3;
    QCOMPARE(model::reimportSummaryLines(summary), QStringList{"frames: 3 unchanged"});
    summary.changed = {1, 4};
    summary.added = {6};
    summary.removed
            = {model::RemovedFrame{5, QStringLiteral("run:2"), 2}, model::RemovedFrame{7, {}, 0}};
    summary.sourceShapes = 3;
    summary.retraced = 2;
    summary.animationsFromSource = true;
    summary.warning = QStringLiteral("hero.aseprite: tag \"walk\" repeats 2 times");
    QCOMPARE(model::reimportSummaryLines(summary),
             (QStringList{"frames: 3 unchanged, 2 changed (#1, #4), 1 added (#6), 2 removed "
                          "(#5 \"run:2\" with 2 of your shapes, #7)",
                          "on the changed frames: 3 shapes from the source, 2 traced again; your "
                          "shapes kept",
                          "animations: the source's tags",
                          "hero.aseprite: tag \"walk\" repeats 2 times"}));
}

QTEST_MAIN(TestReimport)
#include "tst_reimport.moc"
