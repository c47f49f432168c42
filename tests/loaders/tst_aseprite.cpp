// ase-parser (an independent Aseprite reader, under node: tests/loaders/node/ase-read.cjs)
// reads the same files as our reader: every frame's duration, every cel's layer, size,
// link and raw pixels (position and opacity of unlinked cels), the tags and the slice keys
// must match; for RGBA files without groups, every frame's composite must match the
// node-side floating-point normal blend within 2 steps of 255. The files come from the
// test-only writer (every colour mode, cel kind, tag direction, slices with centre and
// pivot, hidden layers, opacities) and the fuzz seeds (which hold the files of
// tests/data/aseprite, written by Aseprite).

#include "asepritewriter.h"
#include "loaderscene.h"
#include "loaderskip.h"
#include "model/io/asepritecomposite.h"
#include "model/io/asepritefile.h"

#include <QDir>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QtTest>

using namespace hitbox;
using namespace hitbox::testing;

Q_DECLARE_METATYPE(AseWriteFile)

namespace {

QByteArray rgba(int n, int seed)
{
    QByteArray bytes;
    for (int i = 0; i < n; ++i)
        bytes.append(char(i * 37 + seed))
                .append(char(i * 11))
                .append(char(200 - i))
                .append(char((i * 53 + seed) % 256));
    return bytes;
}

AseWriteCel
cel(int layer, QPoint at, QSize size, QByteArray pixels, AseWriteCel::Kind kind, int opacity = 255)
{
    AseWriteCel c;
    c.layer = layer;
    c.position = at;
    c.size = size;
    c.pixels = pixels;
    c.kind = kind;
    c.opacity = opacity;
    return c;
}

AseWriteCel link(int layer, int frame)
{
    AseWriteCel c;
    c.layer = layer;
    c.kind = AseWriteCel::Linked;
    c.linkedFrame = frame;
    return c;
}

// Three layers (one hidden, one at half opacity), raw, zlib and linked cels partly off the
// canvas, four tags (each direction, repeats), slices with centre and pivot.
AseWriteFile rgbaFile()
{
    AseWriteFile f;
    f.size = QSize(7, 5);
    f.layers = {aseLayer(QStringLiteral("back")),
                aseLayer(QStringLiteral("half")),
                aseLayer(QStringLiteral("hidden"), 0, 0, false)};
    f.layers[1].opacity = 128;
    f.frames = {
            {100,
             {cel(0, QPoint(0, 0), QSize(7, 5), rgba(35, 3), AseWriteCel::Zlib),
              cel(1, QPoint(-2, 1), QSize(5, 3), rgba(15, 9), AseWriteCel::Raw, 200),
              cel(2, QPoint(1, 1), QSize(2, 2), rgba(4, 1), AseWriteCel::Zlib)}},
            {70,
             {link(0, 0), cel(1, QPoint(4, 3), QSize(4, 4), rgba(16, 5), AseWriteCel::Zlib, 90)}},
            {1000, {link(0, 0), link(1, 1)}}};
    f.tags = {aseTag(QStringLiteral("a"), 0, 2, 0, 0),
              aseTag(QStringLiteral("b"), 1, 2, 1, 2),
              aseTag(QStringLiteral("c"), 0, 1, 2, 5),
              aseTag(QStringLiteral("d"), 2, 2, 3, 1)};
    f.slices = {aseSlice(QStringLiteral("hit"),
                         {aseSliceKey(0, QRect(1, 1, 3, 2), QRect(1, 0, 1, 1), QPoint(1, 2)),
                          aseSliceKey(2, QRect(-3, 2, 9, 1), QRect(0, 0, 2, 1), QPoint(-1, 0))}),
                aseSlice(QStringLiteral("gone"), {aseSliceKey(1, QRect(0, 0, 0, 0))})};
    return f;
}

AseWriteFile grayFile()
{
    AseWriteFile f = rgbaFile();
    f.depth = 16;
    for (AseWriteFrame &frame : f.frames)
        for (AseWriteCel &c : frame.cels)
            c.pixels = c.pixels.left(c.pixels.size() / 2);
    return f;
}

AseWriteFile indexedFile()
{
    AseWriteFile f = rgbaFile();
    f.depth = 8;
    f.transparentIndex = 3;
    for (int i = 0; i < 256; ++i)
        f.palette << qRgba(i, 255 - i, i / 2, 255);
    for (AseWriteFrame &frame : f.frames)
        for (AseWriteCel &c : frame.cels)
            c.pixels = c.pixels.left(c.pixels.size() / 4);
    return f;
}

QString directionName(model::AseDirection d)
{
    switch (d) {
    case model::AseDirection::Forward:
        return QStringLiteral("Forward");
    case model::AseDirection::Reverse:
        return QStringLiteral("Reverse");
    case model::AseDirection::PingPong:
        return QStringLiteral("Ping-pong");
    case model::AseDirection::PingPongReverse:
        break;
    }
    return QStringLiteral("Ping-pong Reverse");
}

} // namespace

class TestAseParserOracle : public QObject
{
    Q_OBJECT

private slots:
    void sameAsAseParser_data();
    void sameAsAseParser();
};

void TestAseParserOracle::sameAsAseParser_data()
{
    QTest::addColumn<QByteArray>("bytes");
    QTest::newRow("rgba") << writeAseprite(rgbaFile());
    QTest::newRow("grayscale") << writeAseprite(grayFile());
    QTest::newRow("indexed") << writeAseprite(indexedFile());
    // The fuzz seeds: the writer's files and the real ones of tests/data/aseprite.
    const QDir seeds(qEnvironmentVariable("HITBOX_SOURCE_DIR")
                     + QStringLiteral("/tests/fuzz/corpus/aseprite"));
    for (const QString &name : seeds.entryList(QDir::Files)) {
        QFile file(seeds.filePath(name));
        QVERIFY(file.open(QIODevice::ReadOnly));
        QTest::newRow(qPrintable(QStringLiteral("seed ") + name)) << file.readAll();
    }
}

void TestAseParserOracle::sameAsAseParser()
{
    QFETCH(QByteArray, bytes);
    QString why;
    const QString dir = loaderscene::nodeFolder(&why);
    if (dir.isEmpty())
        HITBOX_SKIP_WITHOUT_LOADER(why);
    QTemporaryDir tmp;
    const QString path = tmp.filePath(QStringLiteral("file.aseprite"));
    QFile out(path);
    QVERIFY(out.open(QIODevice::WriteOnly));
    out.write(bytes);
    out.close();

    const model::AseReadResult read = model::readAseprite(bytes, path);
    QVERIFY2(read.ok(), qPrintable(read.error));
    const model::AseFile &ours = read.file;
    QString error;
    const QJsonObject theirs
            = loaderscene::runNode(dir, {QStringLiteral("ase-read.cjs"), path}, &error).object();
    QVERIFY2(error.isEmpty(), qPrintable(error));

    QCOMPARE(theirs[u"width"].toInt(), ours.size.width());
    QCOMPARE(theirs[u"height"].toInt(), ours.size.height());
    const QJsonArray frames = theirs[u"frames"].toArray();
    QCOMPARE(frames.size(), ours.frames.size());
    int celsCompared = 0;
    for (int f = 0; f < frames.size(); ++f) {
        const QJsonObject frame = frames[f].toObject();
        QCOMPARE(frame[u"duration"].toInt(), ours.frames[f].durationMs);
        const QJsonArray cels = frame[u"cels"].toArray();
        QCOMPARE(cels.size(), ours.frames[f].cels.size());
        for (int c = 0; c < cels.size(); ++c) {
            const QJsonObject cel = cels[c].toObject();
            const model::AseCel &mine = ours.frames[f].cels[c];
            QCOMPARE(cel[u"layer"].toInt(), mine.layer);
            QCOMPARE(cel[u"link"].toInt(), mine.linkedFrame);
            QCOMPARE(QSize(cel[u"w"].toInt(), cel[u"h"].toInt()), mine.size);
            QCOMPARE(QByteArray::fromBase64(cel[u"pixels"].toString().toLatin1()), mine.pixels);
            if (mine.linkedFrame < 0) {
                QCOMPARE(QPoint(cel[u"x"].toInt(), cel[u"y"].toInt()), mine.position);
                QCOMPARE(cel[u"opacity"].toInt(), mine.opacity);
            }
            ++celsCompared;
        }
        const QJsonValue composite = frame[u"composite"];
        if (composite.isNull())
            continue;
        const QJsonArray expected = composite.toArray();
        const QImage image = model::aseCompositeFrame(ours, f, model::aseVisibleLayers(ours));
        for (int y = 0; y < image.height(); ++y)
            for (int x = 0; x < image.width(); ++x) {
                const QRgb p = image.pixel(x, y);
                const int i = (y * image.width() + x) * 4;
                const int want[4] = {expected[i].toInt(),
                                     expected[i + 1].toInt(),
                                     expected[i + 2].toInt(),
                                     expected[i + 3].toInt()};
                const int got[4] = {qRed(p), qGreen(p), qBlue(p), qAlpha(p)};
                if (want[3] == 0 && got[3] == 0)
                    continue;
                for (int k = 0; k < 4; ++k)
                    QVERIFY2(std::abs(want[k] - got[k]) <= 2,
                             qPrintable(QStringLiteral("frame %1 (%2, %3) channel %4: %5, node %6")
                                                .arg(f)
                                                .arg(x)
                                                .arg(y)
                                                .arg(k)
                                                .arg(got[k])
                                                .arg(want[k])));
            }
    }
    QVERIFY(celsCompared > 0);

    const QJsonArray tags = theirs[u"tags"].toArray();
    QCOMPARE(tags.size(), ours.tags.size());
    for (int t = 0; t < tags.size(); ++t) {
        const QJsonObject tag = tags[t].toObject();
        QCOMPARE(tag[u"name"].toString(), ours.tags[t].name);
        QCOMPARE(tag[u"from"].toInt(), ours.tags[t].from);
        QCOMPARE(tag[u"to"].toInt(), ours.tags[t].to);
        QCOMPARE(tag[u"direction"].toString(), directionName(ours.tags[t].direction));
        QCOMPARE(tag[u"repeat"].toInt(), ours.tags[t].repeat);
    }
    const QJsonArray slices = theirs[u"slices"].toArray();
    QCOMPARE(slices.size(), ours.slices.size());
    for (int s = 0; s < slices.size(); ++s) {
        const QJsonArray keys = slices[s].toObject()[u"keys"].toArray();
        QCOMPARE(slices[s].toObject()[u"name"].toString(), ours.slices[s].name);
        QCOMPARE(keys.size(), ours.slices[s].keys.size());
        for (int k = 0; k < keys.size(); ++k) {
            const QJsonObject key = keys[k].toObject(); // the writer writes keys in frame order
            const model::AseSliceKey &mine = ours.slices[s].keys[k];
            QCOMPARE(key[u"frame"].toInt(), mine.frame);
            QCOMPARE(QRect(key[u"x"].toInt(),
                           key[u"y"].toInt(),
                           key[u"w"].toInt(),
                           key[u"h"].toInt()),
                     mine.bounds);
            const QJsonArray centre = key[u"centre"].toArray();
            QCOMPARE(mine.centre.has_value(), !centre.isEmpty());
            if (mine.centre)
                QCOMPARE(QRect(centre[0].toInt(),
                               centre[1].toInt(),
                               centre[2].toInt(),
                               centre[3].toInt()),
                         *mine.centre);
            const QJsonArray pivot = key[u"pivot"].toArray();
            QCOMPARE(mine.pivot.has_value(), !pivot.isEmpty());
            if (mine.pivot)
                QCOMPARE(QPoint(pivot[0].toInt(), pivot[1].toInt()), *mine.pivot);
        }
    }
}

QTEST_GUILESS_MAIN(TestAseParserOracle)
#include "tst_aseprite.moc"
