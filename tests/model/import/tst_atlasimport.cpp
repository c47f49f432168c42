// Aseprite and TexturePacker JSON import, hash and array forms, on atlases the test packs
// itself: trimmed and rotated frames come back pixel for pixel through frameImage, tags
// and numbered names become animations, and every broken or hostile JSON gets a message
// naming the file.

#include "model/import/atlas/atlasimport.h"
#include "model/import/spritefromsheet.h"
#include "model/io/animatedimage.h"
#include "model/io/frameimage.h"
#include "testfiles.h"

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QPainter>
#include <QTemporaryDir>
#include <QtTest>

using namespace hitbox;
using hitbox::model::ImportResult;
using hitbox::model::SheetKind;

class TestAtlasImport : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void packedAtlas_data();
    void packedAtlas();
    void kindFromStructure_data();
    void kindFromStructure();
    void hostile_data();
    void hostile();
    void pathsStartingWithColonOrDash();
    void untrimmedSizesUpToTheBudget();
    void pivots_data();
    void pivots();
    void metaSizeWarns_data();
    void metaSizeWarns();
    void multiAtlas();

private:
    QString write(const QString &name, const QByteArray &bytes);
    QTemporaryDir m_dir;
};

namespace {

constexpr int frameWidth = 10;
constexpr int frameHeight = 14;

// Frame f: 10 x 14, transparent around an asymmetric block whose position and size vary
// with f (frame 0 fills the whole frame: untrimmed); every pixel's colour encodes x, y
// and f, so a mirrored, rotated or shifted frame is caught.
QImage originalFrame(int f)
{
    QImage image(frameWidth, frameHeight, QImage::Format_ARGB32);
    image.fill(Qt::transparent);
    const QRect block = f == 0 ? image.rect() : QRect(f % 3, f % 4 + 1, 5 + f % 4, 7 + f % 5);
    for (int y = block.top(); y <= block.bottom(); ++y) {
        for (int x = block.left(); x <= block.right(); ++x)
            image.setPixel(x, y, qRgba(20 * x + 5, 15 * y + 3, 20 * f + 7, y > x ? 255 : 180));
    }
    return image;
}

QRect opaqueBounds(const QImage &image)
{
    QRect bounds;
    for (int y = 0; y < image.height(); ++y) {
        for (int x = 0; x < image.width(); ++x) {
            if (qAlpha(image.pixel(x, y)) > 0)
                bounds |= QRect(x, y, 1, 1);
        }
    }
    return bounds;
}

QJsonObject rectObject(const QRect &r)
{
    return {{"x", r.x()}, {"y", r.y()}, {"w", r.width()}, {"h", r.height()}};
}

struct Packed
{
    QImage atlas;
    QList<QJsonObject> entries; // with "filename"
};

// Packs the frames left to right, trimmed, the ones `rotate` says turned 90 degrees
// clockwise (TexturePacker's convention: "frame" keeps the unrotated w and h).
Packed pack(const QStringList &names, bool rotateOdd, bool aseprite)
{
    Packed packed;
    packed.atlas
            = QImage(frameWidth * 2 * int(names.size()), frameHeight + 2, QImage::Format_ARGB32);
    packed.atlas.fill(qRgba(255, 0, 255, 255)); // magenta: any pixel read from here is wrong
    int x = 1;
    for (int f = 0; f < int(names.size()); ++f) {
        const QImage original = originalFrame(f);
        const QRect trim = opaqueBounds(original);
        const bool rotated = rotateOdd && f % 2 == 1;
        QImage stored = original.copy(trim);
        if (rotated) { // clockwise, pixel by pixel: (lx, ly) -> (h - 1 - ly, lx)
            QImage turned(stored.height(), stored.width(), QImage::Format_ARGB32);
            for (int ly = 0; ly < stored.height(); ++ly) {
                for (int lx = 0; lx < stored.width(); ++lx)
                    turned.setPixel(stored.height() - 1 - ly, lx, stored.pixel(lx, ly));
            }
            stored = turned;
        }
        QPainter painter(&packed.atlas);
        painter.setCompositionMode(QPainter::CompositionMode_Source);
        painter.drawImage(x, 1, stored);
        painter.end();
        QJsonObject entry{{"filename", names[f]},
                          {"frame", rectObject(QRect(x, 1, trim.width(), trim.height()))},
                          {"rotated", rotated},
                          {"trimmed", trim != original.rect()},
                          {"spriteSourceSize", rectObject(trim)},
                          {"sourceSize", QJsonObject{{"w", frameWidth}, {"h", frameHeight}}}};
        if (aseprite)
            entry.insert("duration", 10 * (f + 1));
        packed.entries.append(entry);
        x += stored.width() + 1;
    }
    return packed;
}

QString animationsText(const QList<model::ImportedAnimation> &animations)
{
    QStringList parts;
    for (const model::ImportedAnimation &a : animations) {
        parts << QStringLiteral("%1 %2-%3 %4%5%6")
                         .arg(a.name,
                              QString::number(a.from),
                              QString::number(a.to),
                              model::animationDirectionName(a.direction),
                              a.backwards ? QStringLiteral(" backwards") : QString(),
                              a.loop ? QString() : QStringLiteral(" once"));
    }
    return parts.join(QLatin1String(", "));
}

} // namespace

void TestAtlasImport::initTestCase()
{
    QVERIFY(m_dir.isValid());
    QImage sheet(32, 32, QImage::Format_ARGB32);
    sheet.fill(Qt::green);
    QVERIFY(sheet.save(m_dir.filePath(QStringLiteral("sheet.png"))));
    write(QStringLiteral("notes.txt"), "not an image");
}

QString TestAtlasImport::write(const QString &name, const QByteArray &bytes)
{
    return testing::writeTestFile(m_dir.path(), name, bytes);
}

void TestAtlasImport::packedAtlas_data()
{
    QTest::addColumn<bool>("aseprite");
    QTest::addColumn<bool>("hash");
    QTest::addColumn<QStringList>("names");   // in file order
    QTest::addColumn<QStringList>("ordered"); // as imported
    QTest::addColumn<QString>("animations");
    QStringList hero;
    for (int i = 0; i < 12; ++i)
        hero << QStringLiteral("hero %1.aseprite").arg(i); // "hero 10" sorts before "hero 2"
    const QString tags = QStringLiteral(
            "walk 0-5 forward, hit 6-8 pingpong, back 9-11 reverse, pr 2-3 pingpong backwards, "
            "jab 0-1 forward once, wave 6-8 forward once, wave back 6-8 forward backwards once, "
            "spin 3-4 reverse");
    QTest::newRow("aseprite hash") << true << true << hero << hero << tags;
    QTest::newRow("aseprite array") << true << false << hero << hero << tags;
    const QStringList packer{"jump_02.png",
                             "run_0003.png",
                             "run_0001.png",
                             "idle.png",
                             "jump_01.png",
                             "run_0002.png",
                             "jump_03.png",
                             "run_0010.png"};
    const QStringList grouped{"jump_01.png",
                              "jump_02.png",
                              "jump_03.png",
                              "run_0001.png",
                              "run_0002.png",
                              "run_0003.png",
                              "run_0010.png",
                              "idle.png"};
    const QString runs = QStringLiteral("jump 0-2 forward, run 3-6 forward");
    QTest::newRow("texturepacker hash") << false << true << packer << grouped << runs;
    QTest::newRow("texturepacker array") << false << false << packer << grouped << runs;
}

void TestAtlasImport::packedAtlas()
{
    QFETCH(bool, aseprite);
    QFETCH(bool, hash);
    QFETCH(QStringList, names);
    QFETCH(QStringList, ordered);
    QFETCH(QString, animations);
    const Packed packed = pack(names, !aseprite, aseprite);
    const QString tag = QString::fromLatin1(QTest::currentDataTag()).replace(' ', '_');
    QVERIFY(packed.atlas.save(m_dir.filePath(tag + QLatin1String(".png"))));
    QJsonObject meta{
            {"image", tag + QLatin1String(".png")},
            {"size", QJsonObject{{"w", packed.atlas.width()}, {"h", packed.atlas.height()}}}};
    meta.insert("app",
                aseprite ? "http://www.aseprite.org/" : "https://www.codeandweb.com/texturepacker");
    if (aseprite) {
        meta.insert(
                "frameTags",
                QJsonArray{
                        QJsonObject{
                                {"name", "walk"}, {"from", 0}, {"to", 5}, {"direction", "forward"}},
                        QJsonObject{
                                {"name", "hit"}, {"from", 6}, {"to", 8}, {"direction", "pingpong"}},
                        QJsonObject{{"name", "back"},
                                    {"from", 9},
                                    {"to", 11},
                                    {"direction", "reverse"}},
                        QJsonObject{{"name", "pr"},
                                    {"from", 2},
                                    {"to", 3},
                                    {"direction", "pingpong_reverse"}},
                        // Aseprite writes the repeat count as text. Once: no loop; a
                        // ping-pong once is its first way (Aseprite counts each way).
                        QJsonObject{{"name", "jab"},
                                    {"from", 0},
                                    {"to", 1},
                                    {"direction", "forward"},
                                    {"repeat", "1"}},
                        QJsonObject{{"name", "wave"},
                                    {"from", 6},
                                    {"to", 8},
                                    {"direction", "pingpong"},
                                    {"repeat", "1"}},
                        QJsonObject{{"name", "wave back"},
                                    {"from", 6},
                                    {"to", 8},
                                    {"direction", "pingpong_reverse"},
                                    {"repeat", 1}},
                        QJsonObject{{"name", "spin"},
                                    {"from", 3},
                                    {"to", 4},
                                    {"direction", "reverse"},
                                    {"repeat", "3"}}});
    }
    QByteArray json;
    if (hash) {
        // Written by hand: QJsonObject would sort the keys, and frame order matters.
        QStringList members;
        for (QJsonObject entry : packed.entries) {
            const QString name = entry.take("filename").toString();
            members << QStringLiteral("\"%1\": %2")
                               .arg(name,
                                    QString::fromUtf8(
                                            QJsonDocument(entry).toJson(QJsonDocument::Compact)));
        }
        json = QStringLiteral("{ \"frames\": {\n%1\n},\n\"meta\": %2 }")
                       .arg(members.join(QLatin1String(",\n")),
                            QString::fromUtf8(QJsonDocument(meta).toJson()))
                       .toUtf8();
    } else {
        QJsonArray frames;
        for (const QJsonObject &entry : packed.entries)
            frames.append(entry);
        json = QJsonDocument(QJsonObject{{"frames", frames}, {"meta", meta}}).toJson();
    }
    const QString path = write(tag + QLatin1String(".json"), json);
    const ImportResult result = model::importAtlasJson(path);
    QVERIFY2(result.ok(), qPrintable(result.error));
    QCOMPARE(result.sheet.kind, aseprite ? SheetKind::Aseprite : SheetKind::TexturePacker);
    QCOMPARE(result.sheet.dataPath, path);
    QCOMPARE(result.sheet.imagePath, m_dir.filePath(tag + QLatin1String(".png")));
    QStringList imported;
    for (const model::ImportedFrame &frame : result.sheet.frames)
        imported << frame.name;
    QCOMPARE(imported, ordered);
    QCOMPARE(animationsText(result.sheet.animations), animations);
    // The count that cannot be kept is said; the others are not.
    QCOMPARE(result.warning,
             aseprite ? QDir::toNativeSeparators(path)
                                + QStringLiteral(": tag \"spin\" plays 3 times, imported as a loop")
                      : QString());
    for (const model::ImportedFrame &frame : result.sheet.frames) {
        const int f = int(names.indexOf(frame.name));
        const QImage original = originalFrame(f);
        const QRect trim = opaqueBounds(original);
        QCOMPARE(frame.durationMs, aseprite ? 10 * (f + 1) : model::defaultFrameDurationMs);
        QCOMPARE(frame.region.rotated, !aseprite && f % 2 == 1);
        QCOMPARE(frame.region.rect.size(),
                 frame.region.rotated ? trim.size().transposed() : trim.size());
        if (f == 0) { // untrimmed: no source size or offset stored
            QCOMPARE(frame.region.sourceSize, QSize());
            QCOMPARE(frame.region.trimOffset, QPoint());
        } else {
            QCOMPARE(frame.region.sourceSize, QSize(frameWidth, frameHeight));
            QCOMPARE(frame.region.trimOffset, trim.topLeft());
        }
        QCOMPARE(model::frameImage(packed.atlas, frame.region),
                 original.convertToFormat(QImage::Format_ARGB32_Premultiplied));
    }
}

void TestAtlasImport::kindFromStructure_data()
{
    QTest::addColumn<QByteArray>("json");
    QTest::addColumn<SheetKind>("kind");
    const QByteArray frame = R"({"frame": {"x": 0, "y": 0, "w": 4, "h": 4})";
    QTest::newRow("duration, no app") << QByteArray(
            R"({"frames": [)" + frame + R"(, "duration": 50}], "meta": {"image": "sheet.png"}})")
                                      << SheetKind::Aseprite;
    QTest::newRow("frameTags, no app") << QByteArray(
            R"({"frames": [)" + frame + R"(}], "meta": {"image": "sheet.png", "frameTags": []}})")
                                       << SheetKind::Aseprite;
    QTest::newRow("neither") << QByteArray(R"({"frames": {"a": )" + frame
                                           + R"(}}, "meta": {"image": "sheet.png"}})")
                             << SheetKind::TexturePacker;
    QTest::newRow("app wins") << QByteArray(
            R"({"frames": [)" + frame
            + R"(, "duration": 50}], "meta": {"app": "https://www.codeandweb.com/texturepacker", "image": "sheet.png"}})")
                              << SheetKind::TexturePacker;
}

void TestAtlasImport::kindFromStructure()
{
    QFETCH(QByteArray, json);
    QFETCH(SheetKind, kind);
    const ImportResult result = model::importAtlasJson(write(QStringLiteral("kind.json"), json));
    QVERIFY2(result.ok(), qPrintable(result.error));
    QCOMPARE(result.sheet.kind, kind);
    QCOMPARE(result.sheet.frames.size(), 1);
}

void TestAtlasImport::hostile_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<QByteArray>("json");
    QTest::addColumn<QString>("problem");
    const auto atlas
            = [](const QByteArray &frames, const QByteArray &meta = R"({"image": "sheet.png"})") {
                  return QByteArray(R"({"frames": )" + frames + R"(, "meta": )" + meta + "}");
              };
    const auto one = [&](const QByteArray &fields) { return atlas("[{" + fields + "}]"); };
    const QByteArray ok = R"("frame": {"x": 0, "y": 0, "w": 8, "h": 8})";
    QTest::newRow("frame outside")
            << "a.json" << one(R"("frame": {"x": 30, "y": 0, "w": 8, "h": 8})")
            << "frames[0].frame: the stored pixels 8 x 8 at (30, 0) lie outside the 32 x 32 image";
    QTest::newRow("rotated outside")
            << "a.json" << one(R"("frame": {"x": 0, "y": 28, "w": 8, "h": 2}, "rotated": true)")
            << "the stored pixels 2 x 8 at (0, 28) lie outside";
    QTest::newRow("zero size")
            << "a.json" << one(R"("frame": {"x": 0, "y": 0, "w": 0, "h": 8})")
            << "frames[0].frame.w: expected a whole number from 1 to 16384, found 0";
    QTest::newRow("negative duration")
            << "a.json" << one(ok + R"(, "duration": -5)")
            << "frames[0].duration: expected a whole number from 1 to 3600000, found -5";
    QTest::newRow("fractional x") << "a.json"
                                  << one(R"("frame": {"x": 0.5, "y": 0, "w": 8, "h": 8})")
                                  << "frames[0].frame.x: expected a whole number";
    QTest::newRow("missing image")
            << "a.json" << atlas("[{" + ok + "}]", R"({"image": "gone.png"})")
            << "meta.image: %DIR%gone.png: file not found";
    QTest::newRow("image not an image")
            << "a.json" << atlas("[{" + ok + "}]", R"({"image": "notes.txt"})")
            << "notes.txt: not an image format";
    QTest::newRow("missing dash image")
            << "a.json" << atlas("[{" + ok + "}]", R"({"image": "-x.png"})")
            << "%DIR%-x.png: file not found";
    QTest::newRow("image is a number") << "a.json" << atlas("[{" + ok + "}]", R"({"image": 5})")
                                       << "meta.image: expected a string, found 5";
    QTest::newRow("no meta") << "a.json" << QByteArray(R"({"frames": [{)" + ok + "}]}")
                             << "missing field \"meta\"";
    QTest::newRow("frame is a string")
            << "a.json" << one(R"("frame": "big")")
            << "frames[0].frame: expected an object, found the string \"big\"";
    QTest::newRow("no frame") << "a.json" << one(R"("rotated": false)")
                              << "frames[0]: missing field \"frame\"";
    QTest::newRow("rotated yes") << "a.json" << one(ok + R"(, "rotated": "yes")")
                                 << "frames[0].rotated: expected true or false";
    QTest::newRow("NaN") << "a.json" << one(R"("frame": {"x": NaN, "y": 0, "w": 8, "h": 8})")
                         << "not valid JSON (line 1, column";
    QTest::newRow("infinite") << "a.json" << one(R"("frame": {"x": 1e999, "y": 0, "w": 8, "h": 8})")
                              << "not valid JSON (line 1, column";
    QByteArray million = "[";
    million += QByteArray("{},").repeated(999999);
    million += "{}]";
    QTest::newRow("a million frames")
            << "a.json" << atlas(million)
            << "frames: 1000000 frames are more than the 10000 one import may hold";
    QTest::newRow("no frames") << "a.json" << atlas("[]") << "frames: no frames";
    QTest::newRow("frames is a number")
            << "a.json" << atlas("5") << "frames: expected an object, found 5";
    QTest::newRow("name with %1")
            << "a.json"
            << atlas(R"({"run%1 %2.png": {"frame": {"x": 40, "y": 0, "w": 8, "h": 8}}})")
            << "frames[\"run%1 %2.png\"].frame: the stored pixels";
    QTest::newRow("file name with %1") << "b%1 %2.json" << atlas("[]") << "no frames";
    QTest::newRow("trim outside source")
            << "a.json"
            << one(ok
                   + R"(, "spriteSourceSize": {"x": 2, "y": 2, "w": 8, "h": 8}, "sourceSize": {"w": 4, "h": 4})")
            << "frames[0]: its pixels 8 x 8 at (2, 2) lie outside its 4 x 4 source size";
    QTest::newRow("unknown direction")
            << "a.json"
            << atlas("[{" + ok + "}]",
                     R"({"image": "sheet.png", "frameTags": [{"name": "x", "from": 0, "to": 0, "direction": "sideways"}]})")
            << "meta.frameTags[0].direction: unknown direction \"sideways\"";
    QTest::newRow("tag past the frames")
            << "a.json"
            << atlas("[{" + ok + "}]",
                     R"({"image": "sheet.png", "frameTags": [{"name": "x", "from": 0, "to": 5}]})")
            << "meta.frameTags[0].to: expected a whole number from 0 to 0, found 5";
    QTest::newRow("tag backwards")
            << "a.json"
            << atlas("[{" + ok + "},{" + ok + "}]",
                     R"({"image": "sheet.png", "frameTags": [{"name": "x", "from": 1, "to": 0}]})")
            << "meta.frameTags[0].to: expected a whole number from 1 to 1, found 0";
    for (const char *bad : {R"("x")", R"("-1")", R"("70000")", R"("")", "-2", "2.5", "true"}) {
        QTest::addRow("repeat %s", bad)
                << "a.json"
                << atlas("[{" + ok + "}]",
                         R"({"image": "sheet.png", "frameTags": [{"name": "x", "from": 0, "to": 0, "repeat": )"
                                 + QByteArray(bad) + "}]}")
                << "meta.frameTags[0].repeat: expected a whole number from 0 to 65535";
    }
    QTest::newRow("tag without name")
            << "a.json"
            << atlas("[{" + ok + "}]",
                     R"({"image": "sheet.png", "frameTags": [{"from": 0, "to": 0}]})")
            << "meta.frameTags[0]: missing field \"name\"";
    // Every frame is built at its untrimmed size: 1 GiB each here, 8 GiB in all at most.
    const auto huge = [&](int count) {
        const QByteArray frame
                = "{" + ok
                  + R"(, "spriteSourceSize": {"x": 16000, "y": 16000, "w": 8, "h": 8}, "sourceSize": {"w": 16384, "h": 16384}})";
        return atlas("[" + (frame + ",").repeated(count - 1) + frame + "]");
    };
    QTest::newRow("100 untrimmed frames of 16384 x 16384")
            << "huge.json" << huge(100)
            << "frames: the untrimmed sizes of its 100 frames need 102400 MB to decode, more "
               "than the 8192 MB limit";
    QTest::newRow("one frame over the budget")
            << "huge.json" << huge(9) << "its 9 frames need 9216 MB";
    const auto multi = [&](const QByteArray &textures) {
        return QByteArray(R"({"textures": )" + textures + "}");
    };
    const QByteArray texture = R"({"image": "sheet.png", "frames": [{)" + ok + "}]}";
    QTest::newRow("multi-atlas without textures")
            << "a.json" << multi("[]") << "textures: no textures";
    QTest::newRow("multi-atlas textures not a list")
            << "a.json" << multi("{}") << "textures: expected an array";
    QTest::newRow("multi-atlas texture without image")
            << "a.json" << multi(R"([{"frames": []}])") << "textures[0]: missing field \"image\"";
    QTest::newRow("multi-atlas image missing")
            << "a.json" << multi("[" + texture + R"(, {"image": "gone.png", "frames": []}])")
            << "textures[1].image: %DIR%gone.png: file not found";
    QTest::newRow("multi-atlas frames an object")
            << "a.json" << multi(R"([{"image": "sheet.png", "frames": {}}])")
            << "textures[0].frames: expected an array";
    QTest::newRow("multi-atlas frame outside its texture")
            << "a.json"
            << multi("[" + texture
                     + R"(, {"image": "sheet.png", "frames": [{"frame": {"x": 30, "y": 0, "w": 8, "h": 8}}]}])")
            << "textures[1].frames[0].frame: the stored pixels 8 x 8 at (30, 0) lie outside";
    QTest::newRow("multi-atlas without frames")
            << "a.json" << multi(R"([{"image": "sheet.png", "frames": []}])")
            << "textures: no frames";
    QTest::newRow("neither frames nor textures")
            << "a.json" << QByteArray(R"({"meta": {}})") << "no \"frames\" or \"textures\"";
    QTest::newRow("not an object") << "a.json" << QByteArray("[1, 2]") << "expected a JSON object";
    QTest::newRow("pivot a string") << "a.json" << one(ok + R"(, "pivot": {"x": "half", "y": 0.5})")
                                    << "frames[0].pivot.x: expected a number";
    QTest::newRow("anchor far away")
            << "a.json" << one(ok + R"(, "anchor": {"x": 0.5, "y": 100})")
            << "frames[0].anchor.y: expected a share of the frame's size from -64 to 64, found 100";
    QTest::newRow("pivot without y") << "a.json" << one(ok + R"(, "pivot": {"x": 0.5})")
                                     << "frames[0].pivot: missing field \"y\"";
    QTest::newRow("meta.size zero")
            << "a.json"
            << atlas("[{" + ok + "}]", R"({"image": "sheet.png", "size": {"w": 0, "h": 32}})")
            << "meta.size.w: expected a whole number from 1 to 16384, found 0";
    QTest::newRow("not JSON") << "a.json" << QByteArray("{\"frames\": ") << "not valid JSON";
    QTest::newRow("empty") << "a.json" << QByteArray() << "not valid JSON";
}

void TestAtlasImport::hostile()
{
    QFETCH(QString, file);
    QFETCH(QByteArray, json);
    QFETCH(QString, problem);
    problem.replace(QLatin1String("%DIR%"),
                    QDir::toNativeSeparators(m_dir.path() + QLatin1Char('/')));
    const QString path = write(file, json);
    const ImportResult result = model::importAtlasJson(path);
    QVERIFY(!result.ok());
    QVERIFY(result.sheet.frames.isEmpty());
    QVERIFY2(result.error.startsWith(QDir::toNativeSeparators(path) + QLatin1String(": ")),
             qPrintable(result.error));
    QVERIFY2(result.error.contains(problem), qPrintable(result.error));
}

void TestAtlasImport::pivots_data()
{
    // TexturePacker's pivot: "pivot" in its JSON hash and array formats, "anchor" in its
    // Phaser 3 format; shares of the untrimmed frame (sourceSize), (0, 0) its top-left.
    // Expected pixels worked out by hand.
    QTest::addColumn<QByteArray>("frame"); // the fields after "frame"
    QTest::addColumn<bool>("given");
    QTest::addColumn<QPointF>("pivot");
    QTest::newRow("none") << QByteArray() << false << QPointF();
    QTest::newRow("pivot, untrimmed 8 x 6")
            << QByteArray(R"("pivot": {"x": 0.5, "y": 1})") << true << QPointF(4, 6);
    QTest::newRow("anchor (Phaser 3)")
            << QByteArray(R"("anchor": {"x": 0.25, "y": 0.5})") << true << QPointF(2, 3);
    QTest::newRow("pivot wins over anchor")
            << QByteArray(R"("pivot": {"x": 0, "y": 0}, "anchor": {"x": 1, "y": 1})") << true
            << QPointF(0, 0);
    QTest::newRow("trimmed: shares of the source size")
            << QByteArray(R"("sourceSize": {"w": 20, "h": 10},)"
                          R"( "spriteSourceSize": {"x": 4, "y": 2, "w": 8, "h": 6},)"
                          R"( "pivot": {"x": 0.5, "y": 0.9})")
            << true << QPointF(10, 9);
    QTest::newRow("rotated: the unrotated frame")
            << QByteArray(R"("rotated": true, "pivot": {"x": 0.5, "y": 0.5})") << true
            << QPointF(4, 3);
    QTest::newRow("outside the frame")
            << QByteArray(R"("anchor": {"x": -0.5, "y": 2})") << true << QPointF(-4, 12);
}

void TestAtlasImport::pivots()
{
    QFETCH(QByteArray, frame);
    QFETCH(bool, given);
    QFETCH(QPointF, pivot);
    const QByteArray json = R"({"frames": [{"filename": "f", "frame": {"x": 0, "y": 0, "w": 8,)"
                            R"( "h": 6})"
                            + (frame.isEmpty() ? QByteArray() : ", " + frame)
                            + R"(}], "meta": {"image": "sheet.png"}})";
    const ImportResult result = model::importAtlasJson(write(QStringLiteral("pivot.json"), json));
    QVERIFY2(result.ok(), qPrintable(result.error));
    QCOMPARE(result.sheet.frames.size(), 1);
    const std::optional<collision::Vec2> &read = result.sheet.frames[0].pivot;
    QCOMPARE(read.has_value(), given);
    if (given)
        QCOMPARE(QPointF(read->x, read->y), pivot);
    // The sprite made from it keeps the pivot on the frame.
    const model::Sprite sprite = model::spriteFromSheet(result.sheet, QStringLiteral("s"));
    QCOMPARE(sprite.frames[0].pivot, read);
}

void TestAtlasImport::metaSizeWarns_data()
{
    QTest::addColumn<QByteArray>("meta"); // fields after "image"
    QTest::addColumn<QString>("warning"); // after "<json file>: "; empty: none
    QTest::newRow("no size") << QByteArray() << QString();
    QTest::newRow("the image's size") << QByteArray(R"(, "size": {"w": 32, "h": 32})") << QString();
    QTest::newRow("wider") << QByteArray(R"(, "size": {"w": 64, "h": 32})")
                           << "meta.size says 64 x 32 but the image is 32 x 32; the frames are "
                              "cut from the image as it is";
    QTest::newRow("other height") << QByteArray(R"(, "size": {"w": 32, "h": 16})")
                                  << "meta.size says 32 x 16 but the image is 32 x 32; the "
                                     "frames are cut from the image as it is";
}

void TestAtlasImport::metaSizeWarns()
{
    QFETCH(QByteArray, meta);
    QFETCH(QString, warning);
    const QByteArray json = R"({"frames": [{"filename": "f", "frame": {"x": 0, "y": 0, "w": 8,)"
                            R"( "h": 8}}], "meta": {"image": "sheet.png")"
                            + meta + "}}";
    const QString path = write(QStringLiteral("size %1.json").arg(QTest::currentDataTag()), json);
    const ImportResult result = model::importAtlasJson(path);
    QVERIFY2(result.ok(), qPrintable(result.error));
    QCOMPARE(result.sheet.frames.size(), 1); // imported all the same
    QCOMPARE(result.warning,
             warning.isEmpty() ? QString() : QDir::toNativeSeparators(path) + ": " + warning);
}

void TestAtlasImport::untrimmedSizesUpToTheBudget()
{
    // 8 frames of 16384 x 16384 pixels are exactly the 8 GiB budget: imported (trace then
    // builds them one at a time).
    const QByteArray frame
            = R"({"frame": {"x": 0, "y": 0, "w": 8, "h": 8}, "spriteSourceSize": {"x": 0, "y": 0, "w": 8, "h": 8}, "sourceSize": {"w": 16384, "h": 16384}})";
    const QByteArray json = R"({"frames": [)" + (frame + ",").repeated(7) + frame
                            + R"(], "meta": {"image": "sheet.png"}})";
    const ImportResult result = model::importAtlasJson(write(QStringLiteral("budget.json"), json));
    QVERIFY2(result.ok(), qPrintable(result.error));
    QCOMPARE(result.sheet.frames.size(), 8);
    QCOMPARE(qint64(8) * 16384 * 16384 * 4, model::maxAnimationDecodeBytes);
    QCOMPARE(model::frameSize(result.sheet.frames.first().region, QSize(32, 32)),
             QSize(16384, 16384));
}

void TestAtlasImport::pathsStartingWithColonOrDash()
{
    // ':' would be read from Qt's resources, '-' taken for an option: both are files here.
    QImage image(8, 8, QImage::Format_ARGB32);
    image.fill(Qt::red);
    QVERIFY(image.save(m_dir.path() + QLatin1String("/:colon.png"), "png"));
    const QByteArray json
            = R"({"frames": [{"frame": {"x": 0, "y": 0, "w": 8, "h": 8}}], "meta": {"image": ":colon.png"}})";
    write(QStringLiteral("-dash.json"), json);
    write(QStringLiteral(":colon.json"), json);
    const QString previous = QDir::currentPath();
    QVERIFY(QDir::setCurrent(m_dir.path()));
    const ImportResult dash = model::importAtlasJson(QStringLiteral("-dash.json"));
    const ImportResult colon = model::importAtlasJson(QStringLiteral(":colon.json"));
    QVERIFY(QDir::setCurrent(previous));
    for (const ImportResult &result : {dash, colon}) {
        QVERIFY2(result.ok(), qPrintable(result.error));
        QCOMPARE(result.sheet.imagePath, m_dir.path() + QLatin1String("/:colon.png"));
    }
    QCOMPARE(dash.sheet.dataPath, m_dir.filePath(QStringLiteral("-dash.json")));
    QCOMPARE(colon.sheet.dataPath, m_dir.path() + QLatin1String("/:colon.json"));
}

// TexturePacker's Phaser 3 multi-atlas: the frames of one character packed over two
// images. One sprite; each frame is cut from its own texture pixel for pixel (the oracle
// is the original frame), its anchor is its pivot, the walk runs across both textures in
// number order, a texture whose "size" is not its image's warns, and spriteFromSheet gives
// every frame its texture.
void TestAtlasImport::multiAtlas()
{
    const QStringList names{QStringLiteral("walk_3"),
                            QStringLiteral("walk_1"),
                            QStringLiteral("walk_2"),
                            QStringLiteral("walk_4")};
    const Packed first = pack(names.mid(0, 2), true, false);
    Packed second = pack(names, true, false); // frames 2 and 3 go on the second texture
    second.entries = second.entries.mid(2);
    QVERIFY(first.atlas.save(m_dir.filePath(QStringLiteral("multi-0.png"))));
    QVERIFY(second.atlas.save(m_dir.filePath(QStringLiteral("multi-1.png"))));
    QJsonArray firstFrames;
    for (QJsonObject entry : first.entries) {
        entry.insert("anchor", QJsonObject{{"x", 0.5}, {"y", 1.0}});
        firstFrames.append(entry);
    }
    QJsonArray secondFrames;
    for (const QJsonObject &entry : second.entries)
        secondFrames.append(entry);
    const QJsonObject root{
            {"textures",
             QJsonArray{QJsonObject{{"image", "multi-0.png"},
                                    {"format", "RGBA8888"},
                                    {"size",
                                     QJsonObject{{"w", first.atlas.width()},
                                                 {"h", first.atlas.height()}}},
                                    {"frames", firstFrames}},
                        QJsonObject{{"image", "multi-1.png"},
                                    {"size", QJsonObject{{"w", 1}, {"h", 1}}},
                                    {"frames", secondFrames}}}},
            {"meta", QJsonObject{{"app", "https://www.codeandweb.com/texturepacker"}}}};
    const QString path = write(QStringLiteral("multi.json"), QJsonDocument(root).toJson());
    const ImportResult result = model::importAtlasJson(path);
    QVERIFY2(result.ok(), qPrintable(result.error));
    QCOMPARE(result.sheet.kind, SheetKind::TexturePacker);
    QCOMPARE(result.sheet.imagePath, m_dir.filePath(QStringLiteral("multi-0.png")));
    QCOMPARE(result.sheet.frames.size(), 4);
    QVERIFY2(result.warning.contains(QStringLiteral("textures[1].size")),
             qPrintable(result.warning));
    QCOMPARE(result.warning.count(QLatin1Char('\n')), 0); // the first texture's size is right
    const QImage atlases[2] = {first.atlas, second.atlas};
    // The frames come in number order (walk_1 .. walk_4), whatever texture holds them.
    for (int i = 0; i < 4; ++i) {
        const model::ImportedFrame &frame = result.sheet.frames[i];
        QCOMPARE(frame.name, QStringLiteral("walk_%1").arg(i + 1));
        const int f = int(names.indexOf(frame.name)); // its place in the textures
        QCOMPARE(frame.region.imagePath, m_dir.filePath(QStringLiteral("multi-%1.png").arg(f / 2)));
        QCOMPARE(frame.region.rotated, f % 2 == 1);
        QCOMPARE(model::frameImage(atlases[f / 2], frame.region),
                 originalFrame(f).convertToFormat(QImage::Format_ARGB32_Premultiplied));
        if (f < 2) {
            QCOMPARE(frame.pivot,
                     std::optional(collision::Vec2{frameWidth * 0.5, frameHeight * 1.0}));
        } else {
            QCOMPARE(frame.pivot, std::nullopt);
        }
    }
    QCOMPARE(animationsText(result.sheet.animations), QStringLiteral("walk 0-3 forward"));
    const model::Sprite sprite = model::spriteFromSheet(result.sheet, QStringLiteral("hero"));
    QCOMPARE(sprite.frames.size(), 4);
    QCOMPARE(sprite.animations.size(), 1);
    QCOMPARE(sprite.animations[0].frames, QList<int>({0, 1, 2, 3}));
    for (int i = 0; i < 4; ++i)
        QCOMPARE(sprite.frames[i].region.imagePath, result.sheet.frames[i].region.imagePath);
}

QTEST_GUILESS_MAIN(TestAtlasImport)
#include "tst_atlasimport.moc"
