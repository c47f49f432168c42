// hitbox-cli trace on sprite sheets (--grid), Aseprite JSON and animated GIFs: one sprite
// with its frames and animations, every frame traced on its own untrimmed frame image.

#include "animationfiles.h"
#include "clirunner.h"

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QPainter>
#include <QTemporaryDir>
#include <QtTest>

using hitbox::testing::runCli;

class TestTraceSheets : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void grid_data();
    void grid();
    void asepriteTags();
    void animatedGif();
    void atlasPivotAndSizeWarning();
    void badGrid_data();
    void badGrid();
    void stillImageStaysOneFrame();

private:
    QString path(const QString &name) const { return m_dir.filePath(name); }
    void writeBytes(const QString &name, const QByteArray &bytes);
    QJsonObject trace(const QStringList &args);

    QTemporaryDir m_dir;
};

namespace {

// A transparent sheet of `count` cells of `cell` pixels after `margin`, `spacing` apart;
// cell i holds an opaque square at blobInCell(i), drawn pixel by pixel.
QRect blobInCell(int i)
{
    return QRect(2 + i, 3 + (i % 2), 5, 4 + i % 3);
}

QImage sheet(QSize cell, int margin, int spacing, int columns, int rows)
{
    QImage image(margin + columns * cell.width() + (columns - 1) * spacing + 3,
                 margin + rows * cell.height() + (rows - 1) * spacing + 2,
                 QImage::Format_ARGB32);
    image.fill(Qt::transparent);
    for (int i = 0; i < columns * rows; ++i) {
        const QPoint origin(margin + (i % columns) * (cell.width() + spacing),
                            margin + (i / columns) * (cell.height() + spacing));
        const QRect blob = blobInCell(i).translated(origin);
        for (int y = blob.top(); y <= blob.bottom(); ++y) {
            for (int x = blob.left(); x <= blob.right(); ++x)
                image.setPixel(x, y, qRgba(200, 40, 40, 255));
        }
    }
    return image;
}

QJsonObject onlySprite(const QJsonObject &document)
{
    const QJsonArray sprites = document.value("sprites").toArray();
    return sprites.size() == 1 ? sprites.first().toObject() : QJsonObject();
}

// The bounding box of every polygon point of a frame, in frame pixels (points are relative
// to the frame's centre, as the sprite stores no pivot).
QRectF polygonBounds(const QJsonObject &frame, QSizeF frameSize)
{
    qreal left = 1e9, top = 1e9, right = -1e9, bottom = -1e9;
    for (const QJsonValue &shape : frame.value("shapes").toArray()) {
        for (const QJsonValue &point : shape.toObject().value("points").toArray()) {
            const qreal x = point.toArray().at(0).toDouble() + frameSize.width() / 2;
            const qreal y = point.toArray().at(1).toDouble() + frameSize.height() / 2;
            left = std::min(left, x);
            top = std::min(top, y);
            right = std::max(right, x);
            bottom = std::max(bottom, y);
        }
    }
    return QRectF(QPointF(left, top), QPointF(right, bottom));
}

} // namespace

void TestTraceSheets::writeBytes(const QString &name, const QByteArray &bytes)
{
    QFile file(path(name));
    QVERIFY(file.open(QIODevice::WriteOnly));
    QCOMPARE(file.write(bytes), bytes.size());
}

QJsonObject TestTraceSheets::trace(const QStringList &args)
{
    const auto run = runCli(QStringList{QStringLiteral("trace")} + args, m_dir.path());
    if (run.exitCode != 0)
        qWarning("trace failed: %s", qPrintable(run.err));
    return QJsonDocument::fromJson(run.out.toUtf8()).object();
}

void TestTraceSheets::initTestCase()
{
    QVERIFY(m_dir.isValid());
    QVERIFY2(QFile::exists(qEnvironmentVariable("HITBOX_CLI")), "HITBOX_CLI not set by CTest");
}

void TestTraceSheets::grid_data()
{
    QTest::addColumn<QSize>("cell");
    QTest::addColumn<int>("margin");
    QTest::addColumn<int>("spacing");
    QTest::addColumn<int>("columns");
    QTest::addColumn<int>("rows");

    QTest::newRow("one row") << QSize(12, 12) << 0 << 0 << 4 << 1;
    QTest::newRow("margin and spacing") << QSize(12, 14) << 2 << 3 << 3 << 2;
    QTest::newRow("one column, wide margin") << QSize(16, 12) << 5 << 1 << 1 << 3;
}

void TestTraceSheets::grid()
{
    QFETCH(QSize, cell);
    QFETCH(int, margin);
    QFETCH(int, spacing);
    QFETCH(int, columns);
    QFETCH(int, rows);
    QVERIFY(sheet(cell, margin, spacing, columns, rows).save(path("grid.png")));

    QString spec = QStringLiteral("%1,%2").arg(cell.width()).arg(cell.height());
    if (margin != 0 || spacing != 0)
        spec += QStringLiteral(",%1,%2").arg(margin).arg(spacing);
    const auto run = runCli({"trace", "--grid", spec, "grid.png"}, m_dir.path());
    QCOMPARE(run.exitCode, 0);
    const QJsonObject sprite = onlySprite(QJsonDocument::fromJson(run.out.toUtf8()).object());
    QCOMPARE(sprite.value("image").toString(), QStringLiteral("grid.png"));
    const QJsonArray frames = sprite.value("frames").toArray();
    QCOMPARE(frames.size(), columns * rows);
    for (int i = 0; i < columns * rows; ++i) {
        const QJsonObject frame = frames.at(i).toObject();
        const QRect expected(margin + (i % columns) * (cell.width() + spacing),
                             margin + (i / columns) * (cell.height() + spacing),
                             cell.width(),
                             cell.height());
        const QJsonArray rect = frame.value("rect").toArray();
        QCOMPARE(QRect(rect.at(0).toInt(),
                       rect.at(1).toInt(),
                       rect.at(2).toInt(),
                       rect.at(3).toInt()),
                 expected);
        // The traced square of cell i, in the cell's own pixels: inside the cell.
        const QRectF bounds = polygonBounds(frame, cell);
        QCOMPARE(bounds, QRectF(blobInCell(i)).adjusted(0, 0, 0, 0));
        QVERIFY(QRectF(QPointF(0, 0), QSizeF(cell)).contains(bounds));
        // One scores line per frame, "grid.png#i: ...".
        QVERIFY2(run.err.contains(QStringLiteral("grid.png#%1: 1 shape,").arg(i)),
                 qPrintable(run.err));
    }
}

void TestTraceSheets::asepriteTags()
{
    QVERIFY(sheet(QSize(10, 12), 0, 0, 4, 1).save(path("hero.png")));
    QJsonArray frames;
    for (int i = 0; i < 4; ++i) {
        frames.append(QJsonObject{
                {"filename", QStringLiteral("hero %1.ase").arg(i)},
                {"frame", QJsonObject{{"x", 10 * i}, {"y", 0}, {"w", 10}, {"h", 12}}},
                {"rotated", false},
                {"trimmed", false},
                {"spriteSourceSize", QJsonObject{{"x", 0}, {"y", 0}, {"w", 10}, {"h", 12}}},
                {"sourceSize", QJsonObject{{"w", 10}, {"h", 12}}},
                {"duration", 50 * (i + 1)}});
    }
    const QJsonArray tags{
            QJsonObject{{"name", "idle"}, {"from", 0}, {"to", 1}, {"direction", "pingpong"}},
            QJsonObject{{"name", "attack"}, {"from", 1}, {"to", 3}, {"direction", "reverse"}}};
    const QJsonObject atlas{{"frames", frames},
                            {"meta",
                             QJsonObject{{"app", "http://www.aseprite.org/"},
                                         {"image", "hero.png"},
                                         {"size", QJsonObject{{"w", 43}, {"h", 14}}},
                                         {"frameTags", tags}}}};
    writeBytes("hero.json", QJsonDocument(atlas).toJson());

    const QJsonObject sprite = onlySprite(trace({"hero.json"}));
    QCOMPARE(sprite.value("image").toString(), QStringLiteral("hero.png"));
    QCOMPARE(sprite.value("name").toString(), QStringLiteral("hero"));
    const QJsonArray traced = sprite.value("frames").toArray();
    QCOMPARE(traced.size(), 4);
    for (int i = 0; i < 4; ++i) {
        QCOMPARE(traced.at(i).toObject().value("duration").toInt(), 50 * (i + 1));
        // The atlas's frame names are kept in the document.
        QCOMPARE(traced.at(i).toObject().value("name").toString(),
                 QStringLiteral("hero %1.ase").arg(i));
        QCOMPARE(polygonBounds(traced.at(i).toObject(), QSizeF(10, 12)), QRectF(blobInCell(i)));
    }
    const QJsonArray animations = sprite.value("animations").toArray();
    QCOMPARE(animations.size(), 2);
    QCOMPARE(animations.at(0).toObject().value("name").toString(), QStringLiteral("idle"));
    QCOMPARE(animations.at(0).toObject().value("frames").toArray(), (QJsonArray{0, 1}));
    QCOMPARE(animations.at(0).toObject().value("direction").toString(), QStringLiteral("pingpong"));
    QCOMPARE(animations.at(1).toObject().value("name").toString(), QStringLiteral("attack"));
    QCOMPARE(animations.at(1).toObject().value("frames").toArray(), (QJsonArray{1, 2, 3}));
    QCOMPARE(animations.at(1).toObject().value("direction").toString(), QStringLiteral("reverse"));
}

void TestTraceSheets::animatedGif()
{
    QList<hitbox::testing::AnimationFrame> frames;
    for (int i = 0; i < 3; ++i) {
        QImage image(9, 7, QImage::Format_RGB32);
        image.fill(QColor(20 * i, 100, 200));
        frames.append({image, 30 * (i + 1)});
    }
    writeBytes("spin.gif", hitbox::testing::animatedGif(frames));

    const QJsonObject sprite = onlySprite(trace({"spin.gif"}));
    const QJsonArray traced = sprite.value("frames").toArray();
    QCOMPARE(traced.size(), 3);
    for (int i = 0; i < 3; ++i) {
        QCOMPARE(traced.at(i).toObject().value("duration").toInt(), 30 * (i + 1));
        // Opaque frames: each traces to its whole 9 x 7 frame.
        QCOMPARE(polygonBounds(traced.at(i).toObject(), QSizeF(9, 7)), QRectF(0, 0, 9, 7));
    }
    // One animation over the frames, named after the file, so the sprite plays.
    const QJsonArray animations = sprite.value("animations").toArray();
    QCOMPARE(animations.size(), 1);
    QCOMPARE(animations.at(0).toObject().value("name").toString(), QStringLiteral("spin"));
    QCOMPARE(animations.at(0).toObject().value("frames").toArray(), (QJsonArray{0, 1, 2}));
    const QString direction = animations.at(0).toObject().value("direction").toString();
    QVERIFY2(direction.isEmpty() || direction == QLatin1String("forward"), qPrintable(direction));
}

void TestTraceSheets::atlasPivotAndSizeWarning()
{
    // A TexturePacker Phaser 3 atlas: frame 1 has an anchor at its bottom centre, frame 0
    // none; meta.size is not the image's.
    QVERIFY(sheet(QSize(10, 12), 0, 0, 2, 1).save(path("tp.png"))); // 23 x 14
    const QByteArray json = R"({"frames": [
        {"filename": "a.png", "frame": {"x": 0, "y": 0, "w": 10, "h": 12}},
        {"filename": "b.png", "frame": {"x": 10, "y": 0, "w": 10, "h": 12},
         "anchor": {"x": 0.5, "y": 1}}],
        "meta": {"app": "https://www.codeandweb.com/texturepacker", "image": "tp.png",
                 "size": {"w": 64, "h": 64}}})";
    writeBytes("tp.json", json);
    const auto run = runCli({"trace", "tp.json"}, m_dir.path());
    QCOMPARE(run.exitCode, 0);
    QVERIFY2(run.err.contains(QStringLiteral("hitbox-cli trace: ")
                              + QDir::toNativeSeparators(path("tp.json"))
                              + ": meta.size says 64 x 64 but the image is 23 x 14"),
             qPrintable(run.err));
    const QJsonArray frames = onlySprite(QJsonDocument::fromJson(run.out.toUtf8()).object())
                                      .value("frames")
                                      .toArray();
    QCOMPARE(frames.size(), 2);
    QVERIFY(!frames.at(0).toObject().contains("pivot"));
    QCOMPARE(frames.at(1).toObject().value("pivot").toArray(), (QJsonArray{5, 12}));
    // Frame 1 is traced around its pivot (5, 12): its points plus the pivot are the blob's
    // pixels, as frame 0's plus its centre are.
    QCOMPARE(polygonBounds(frames.at(0).toObject(), QSizeF(10, 12)), QRectF(blobInCell(0)));
    QRectF bounds = polygonBounds(frames.at(1).toObject(), QSizeF(10, 12)); // adds the centre
    bounds.translate(QPointF(5, 12) - QPointF(10 / 2.0, 12 / 2.0));         // the pivot instead
    QCOMPARE(bounds, QRectF(blobInCell(1)));
}

void TestTraceSheets::badGrid_data()
{
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<QString>("message");

    QTest::newRow("cell larger than the image") << QStringList{"--grid", "100,12", "small.png"}
                                                << QStringLiteral("small.png: a 100 x 12 cell");
    QTest::newRow("margin pushes the cell out")
            << QStringList{"--grid", "10,12,40", "small.png"} << QStringLiteral("small.png: ");
    QTest::newRow("grid on an atlas")
            << QStringList{"--grid", "10,10", "atlas.json"}
            << QStringLiteral("atlas.json: a grid splits one image, not an atlas JSON");
    // Not frame 0 alone, silently: the other frames and their delays would be lost.
    QTest::newRow("grid on an animated GIF")
            << QStringList{"--grid", "4,4", "anim.gif"}
            << QStringLiteral("anim.gif: a grid splits one image, not an animated image");
    QTest::newRow("grid on an APNG")
            << QStringList{"--grid", "4,4", "small.png", "anim.png"}
            << QStringLiteral("anim.png: a grid splits one image, not an animated image");
    QTest::newRow("zero width") << QStringList{"--grid", "0,12", "small.png"}
                                << QStringLiteral("bad grid cell width '0'");
    QTest::newRow("negative spacing") << QStringList{"--grid", "4,4,0,-1", "small.png"}
                                      << QStringLiteral("bad grid spacing '-1'");
    QTest::newRow("one number") << QStringList{"--grid", "12", "small.png"}
                                << QStringLiteral("bad grid '12': expected W,H[,MARGIN[,SPACING]]");
    QTest::newRow("five numbers") << QStringList{"--grid", "1,2,3,4,5", "small.png"}
                                  << QStringLiteral("bad grid '1,2,3,4,5'");
    QTest::newRow("text") << QStringList{"--grid", "a,b", "small.png"}
                          << QStringLiteral("bad grid cell width 'a'");
}

void TestTraceSheets::badGrid()
{
    QFETCH(QStringList, args);
    QFETCH(QString, message);
    QVERIFY(sheet(QSize(10, 12), 0, 0, 3, 1).save(path("small.png")));
    writeBytes("atlas.json", R"({"frames": [], "meta": {"image": "small.png"}})");
    QImage frame(8, 8, QImage::Format_ARGB32);
    frame.fill(Qt::red);
    QImage other = frame;
    other.fill(Qt::transparent);
    const QList<hitbox::testing::AnimationFrame> frames{{frame, 40}, {other, 60}};
    writeBytes("anim.gif", hitbox::testing::animatedGif(frames));
    writeBytes("anim.png", hitbox::testing::animatedPng(frames));

    const auto run = runCli(QStringList{"trace", "-o", "out.hitbox.json"} + args, m_dir.path());
    QCOMPARE(run.exitCode, 2);
    QVERIFY2(run.err.contains(message), qPrintable(run.err));
    QVERIFY(!QFile::exists(path("out.hitbox.json")));
}

void TestTraceSheets::stillImageStaysOneFrame()
{
    QVERIFY(sheet(QSize(10, 12), 0, 0, 3, 1).save(path("still.png")));
    const QJsonObject sprite = onlySprite(trace({"still.png"}));
    QCOMPARE(sprite.value("image").toString(), QStringLiteral("still.png"));
    QVERIFY(!sprite.contains("animations") || sprite.value("animations").toArray().isEmpty());
    // One frame, the whole image: no rect stored, the image centre stored as the pivot.
    QCOMPARE(sprite.value("pivot").toArray(), (QJsonArray{16.5, 7}));
    const QJsonArray frames = sprite.value("frames").toArray();
    QVERIFY(frames.size() <= 1);
}

QTEST_GUILESS_MAIN(TestTraceSheets)
#include "tst_tracesheets.moc"
