// hitbox-cli trace on native Aseprite files: one sprite with the file's frames, durations
// and tags; each frame traced from the picture Aseprite shows without hidden and hitbox
// layers, around the slice pivot; slice boxes and hitbox layers' polygons kept beside the
// trace (not twice when traced again); broken files refused with exit code 2 naming the
// file.

#include "asepritewriter.h"
#include "clirunner.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QtTest>

using namespace hitbox::testing;

namespace {

// 24x24: "art" (a block moving right), "ghost" (hidden, the whole canvas) and a hitbox
// layer "hitbox: fist" on frame 0; a hurtbox slice and a slice with a pivot.
AseWriteFile fighter()
{
    AseWriteFile file;
    file.size = QSize(24, 24);
    file.layers = {aseLayer(QStringLiteral("art")),
                   aseLayer(QStringLiteral("ghost"), 0, 0, false),
                   aseLayer(QStringLiteral("hitbox: fist"))};
    file.frames = {{90,
                    {aseBlockCel(0, QRect(4, 6, 8, 10)),
                     aseBlockCel(1, QRect(0, 0, 24, 24)),
                     aseBlockCel(2, QRect(14, 8, 6, 4))}},
                   {40, {aseBlockCel(0, QRect(6, 6, 8, 10))}}};
    file.tags = {aseTag(QStringLiteral("punch"), 0, 1, 1)};
    file.slices = {aseSlice(QStringLiteral("hurtbox"), {aseSliceKey(0, QRect(4, 6, 8, 10))}),
                   aseSlice(QStringLiteral("origin"),
                            {aseSliceKey(0, QRect(10, 20, 4, 4), std::nullopt, QPoint(2, 4))})};
    return file;
}

// The bounding box of the points of `shape`, plus `pivot` (frame pixels).
QRectF pointBounds(const QJsonObject &shape, QPointF pivot)
{
    qreal left = 1e9, top = 1e9, right = -1e9, bottom = -1e9;
    for (const QJsonValue &point : shape.value("points").toArray()) {
        const qreal x = point.toArray().at(0).toDouble() + pivot.x();
        const qreal y = point.toArray().at(1).toDouble() + pivot.y();
        left = std::min(left, x);
        top = std::min(top, y);
        right = std::max(right, x);
        bottom = std::max(bottom, y);
    }
    return QRectF(QPointF(left, top), QPointF(right, bottom));
}

QStringList describe(const QJsonObject &frame, QPointF pivot)
{
    QStringList shapes;
    for (const QJsonValue &value : frame.value("shapes").toArray()) {
        const QJsonObject shape = value.toObject();
        QString text = shape.value("type").toString() + QLatin1Char(' ')
                       + shape.value("role").toString() + QLatin1Char('/')
                       + shape.value("name").toString() + QLatin1Char(' ');
        if (shape.value("type").toString() == QLatin1String("box")) {
            text += QStringLiteral("%1,%2 %3x%4")
                            .arg(shape.value("x").toDouble() + pivot.x())
                            .arg(shape.value("y").toDouble() + pivot.y())
                            .arg(shape.value("w").toDouble())
                            .arg(shape.value("h").toDouble());
        } else {
            const QRectF b = pointBounds(shape, pivot);
            text += QStringLiteral("%1,%2 %3x%4")
                            .arg(b.x())
                            .arg(b.y())
                            .arg(b.width())
                            .arg(b.height());
        }
        shapes << text;
    }
    return shapes;
}

} // namespace

class TestTraceAseprite : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase() { QVERIFY(m_dir.isValid()); }
    void traceFile();
    void traceAgainKeepsOneOfEachBox();
    void brokenFiles_data();
    void brokenFiles();

private:
    void write(const QString &name, const QByteArray &bytes)
    {
        QFile file(m_dir.filePath(name));
        QVERIFY(file.open(QIODevice::WriteOnly));
        QCOMPARE(file.write(bytes), bytes.size());
    }
    QTemporaryDir m_dir;
};

void TestTraceAseprite::traceFile()
{
    write(QStringLiteral("fighter.aseprite"), writeAseprite(fighter()));
    const CliRun run
            = runCli({QStringLiteral("trace"), QStringLiteral("fighter.aseprite")}, m_dir.path());
    QCOMPARE(run.exitCode, 0);
    const QJsonObject document = QJsonDocument::fromJson(run.out.toUtf8()).object();
    const QJsonArray sprites = document.value("sprites").toArray();
    QCOMPARE(sprites.size(), 1);
    const QJsonObject sprite = sprites.first().toObject();
    const QJsonArray frames = sprite.value("frames").toArray();
    QCOMPARE(frames.size(), 2);
    QCOMPARE(frames[0].toObject().value("duration").toInt(), 90);
    QCOMPARE(frames[1].toObject().value("duration").toInt(), 40);
    const QJsonArray animations = sprite.value("animations").toArray();
    QCOMPARE(animations.size(), 1);
    QCOMPARE(animations[0].toObject().value("name").toString(), QStringLiteral("punch"));
    QCOMPARE(animations[0].toObject().value("direction").toString(), QStringLiteral("reverse"));

    // The "origin" slice's pivot: (10, 20) + (2, 4).
    const QPointF pivot(12, 24);
    for (int f = 0; f < 2; ++f) {
        const QJsonArray p = frames[f].toObject().value("pivot").toArray();
        QCOMPARE(QPointF(p.at(0).toDouble(), p.at(1).toDouble()), pivot);
    }
    // Frame 0: the slice box, the hitbox layer's polygon, and the trace of the art alone
    // (neither the hidden layer nor the hitbox layer is in the picture).
    QCOMPARE(describe(frames[0].toObject(), pivot),
             (QStringList{"box hurtbox/hurtbox 4,6 8x10",
                          "polygon hitbox/fist 14,8 6x4",
                          "polygon hurtbox/trace 1 4,6 8x10"}));
    QCOMPARE(describe(frames[1].toObject(), pivot),
             (QStringList{"box hurtbox/hurtbox 4,6 8x10", "polygon hurtbox/trace 1 6,6 8x10"}));
}

void TestTraceAseprite::traceAgainKeepsOneOfEachBox()
{
    write(QStringLiteral("again.aseprite"), writeAseprite(fighter()));
    const QString doc = m_dir.filePath(QStringLiteral("again.hitbox.json"));
    for (int pass = 0; pass < 2; ++pass) {
        const CliRun run = runCli({QStringLiteral("trace"),
                                   QStringLiteral("again.aseprite"),
                                   QStringLiteral("-o"),
                                   doc},
                                  m_dir.path());
        QCOMPARE(run.exitCode, 0);
    }
    QFile file(doc);
    QVERIFY(file.open(QIODevice::ReadOnly));
    const QJsonObject document = QJsonDocument::fromJson(file.readAll()).object();
    const QJsonObject frame = document.value("sprites")
                                      .toArray()
                                      .first()
                                      .toObject()
                                      .value("frames")
                                      .toArray()
                                      .first()
                                      .toObject();
    QCOMPARE(describe(frame, QPointF(12, 24)),
             (QStringList{"box hurtbox/hurtbox 4,6 8x10",
                          "polygon hitbox/fist 14,8 6x4",
                          "polygon hurtbox/trace 1 4,6 8x10"}));
}

void TestTraceAseprite::brokenFiles_data()
{
    QTest::addColumn<QByteArray>("bytes");
    QTest::addColumn<QString>("message");

    AseWriteFile tiles = fighter();
    tiles.layers[1].type = 2;
    QTest::newRow("tilemap layer")
            << writeAseprite(tiles) << QStringLiteral("layer \"ghost\" is a tilemap layer");
    QTest::newRow("truncated") << writeAseprite(fighter()).left(300)
                               << QStringLiteral("truncated: frame 0 runs past the end");
    AseWriteFile link = fighter();
    AseWriteCel self;
    self.kind = AseWriteCel::Linked;
    self.linkedFrame = 1;
    link.frames[1].cels = {self};
    QTest::newRow("linked to itself")
            << writeAseprite(link) << QStringLiteral("links to frame 1, which is not an earlier");
}

void TestTraceAseprite::brokenFiles()
{
    QFETCH(QByteArray, bytes);
    QFETCH(QString, message);
    write(QStringLiteral("broken.aseprite"), bytes);
    const CliRun run
            = runCli({QStringLiteral("trace"), QStringLiteral("broken.aseprite")}, m_dir.path());
    QCOMPARE(run.exitCode, 2);
    QVERIFY2(run.err.contains(QStringLiteral("broken.aseprite: ")), qPrintable(run.err));
    QVERIFY2(run.err.contains(message), qPrintable(run.err));
    QVERIFY(run.out.isEmpty());
}

QTEST_GUILESS_MAIN(TestTraceAseprite)
#include "tst_traceaseprite.moc"
