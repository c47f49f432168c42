// hitbox-cli import FILE... -o DOC [--json]: sprites with the shapes their files give
// (Aseprite slices and hitbox layers), no tracing; exit 0 imported, 1 nothing importable,
// 2 bad arguments or inputs, nothing written unless 0.

#include "asepritewriter.h"
#include "clirunner.h"
#include "testfiles.h"

#include <QFile>
#include <QImage>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QtTest>

using namespace hitbox::testing;

namespace {

QByteArray fighterFile()
{
    AseWriteFile file;
    file.size = QSize(16, 16);
    file.layers = {aseLayer(QStringLiteral("art")), aseLayer(QStringLiteral("hurtbox"))};
    file.frames = {{100, {aseBlockCel(0, QRect(2, 2, 8, 8)), aseBlockCel(1, QRect(3, 3, 6, 6))}},
                   {100, {aseBlockCel(0, QRect(3, 2, 8, 8))}}};
    file.tags = {aseTag(QStringLiteral("idle"), 0, 1, 2)};
    file.slices = {aseSlice(QStringLiteral("fist:hitbox"), {aseSliceKey(1, QRect(10, 4, 4, 2))})};
    return writeAseprite(file);
}

QByteArray pngFile()
{
    QImage image(8, 8, QImage::Format_ARGB32);
    image.fill(Qt::red);
    return encodedImage(image, "png");
}

} // namespace

class TestImport : public QObject
{
    Q_OBJECT

private slots:
    void init();
    void importsShapesWithoutTracing();
    void json();
    void addsToAnExistingDocument();
    void refused_data();
    void refused();

private:
    void write(const QString &name, const QByteArray &bytes)
    {
        QFile file(m_dir->filePath(name));
        QVERIFY(file.open(QIODevice::WriteOnly));
        QCOMPARE(file.write(bytes), bytes.size());
    }
    QJsonObject document() const
    {
        QFile file(m_dir->filePath(QStringLiteral("doc.hitbox.json")));
        if (!file.open(QIODevice::ReadOnly))
            return {};
        return QJsonDocument::fromJson(file.readAll()).object();
    }
    CliRun run(const QStringList &arguments) const
    {
        return runCli(QStringList{QStringLiteral("import")} + arguments, m_dir->path());
    }
    std::unique_ptr<QTemporaryDir> m_dir;
};

void TestImport::init()
{
    m_dir = std::make_unique<QTemporaryDir>();
    QVERIFY(m_dir->isValid());
    write(QStringLiteral("fighter.aseprite"), fighterFile());
    write(QStringLiteral("still.png"), pngFile());
}

void TestImport::importsShapesWithoutTracing()
{
    const CliRun r = run({"fighter.aseprite", "still.png", "-o", "doc.hitbox.json"});
    QCOMPARE(r.exitCode, 0);
    QCOMPARE(r.out,
             QStringLiteral("fighter.aseprite: sprite fighter, 2 frames, 1 animations, 2 shapes\n"
                            "still.png: sprite still, 1 frames, 0 animations, 0 shapes\n"));
    const QJsonArray sprites = document().value("sprites").toArray();
    QCOMPARE(sprites.size(), 2);
    const QJsonArray frames = sprites[0].toObject().value("frames").toArray();
    QCOMPARE(frames.size(), 2);
    // Frame 0: the hurtbox layer's trace only (the art is not traced); frame 1: the slice.
    const QJsonArray first = frames[0].toObject().value("shapes").toArray();
    QCOMPARE(first.size(), 1);
    QCOMPARE(first[0].toObject().value("role").toString(), QStringLiteral("hurtbox"));
    QCOMPARE(first[0].toObject().value("type").toString(), QStringLiteral("polygon"));
    const QJsonArray second = frames[1].toObject().value("shapes").toArray();
    QCOMPARE(second.size(), 1);
    QCOMPARE(second[0].toObject().value("name").toString(), QStringLiteral("fist"));
    QCOMPARE(second[0].toObject().value("role").toString(), QStringLiteral("hitbox"));
    QCOMPARE(second[0].toObject().value("x").toDouble(), 10 - 8.0); // around the centre
    const QJsonArray animations = sprites[0].toObject().value("animations").toArray();
    QCOMPARE(animations[0].toObject().value("direction").toString(), QStringLiteral("pingpong"));
    QCOMPARE(sprites[1].toObject().value("frames").toArray().size(), 1);

    // The document is valid and exports: the Aseprite file is read as a source image.
    const CliRun validate = runCli({"validate", "doc.hitbox.json"}, m_dir->path());
    QVERIFY2(validate.exitCode == 0, qPrintable(validate.out + validate.err));
    const CliRun exported = runCli(
            {"export", "doc.hitbox.json", "--format", "phaser", "-o", "out.json"}, m_dir->path());
    QVERIFY2(exported.exitCode == 0, qPrintable(exported.out + exported.err));
    // Tiled cannot read an Aseprite file: every frame is written as an image.
    const CliRun tiled = runCli({"export", "doc.hitbox.json", "--format", "tiled", "-o", "tiled"},
                                m_dir->path());
    QVERIFY2(tiled.exitCode == 0, qPrintable(tiled.out + tiled.err));
    QFile tileset(m_dir->filePath(QStringLiteral("tiled/fighter.tsx")));
    QVERIFY(tileset.open(QIODevice::ReadOnly));
    const QByteArray tsx = tileset.readAll();
    QVERIFY2(!tsx.contains(".aseprite"), tsx.constData());
    QVERIFY2(tsx.contains("fighter_0.png") && tsx.contains("fighter_1.png"), tsx.constData());
    // Its frames collide as Aseprite composites them (frame 0 too).
    const CliRun timeline
            = runCli({"frames", "doc.hitbox.json", "fighter", "fighter"}, m_dir->path());
    QVERIFY2(timeline.exitCode == 0, qPrintable(timeline.out + timeline.err));
    QVERIFY2(timeline.out.contains(QStringLiteral("2 of 2 frame(s) hit")),
             qPrintable(timeline.out));
    const CliRun collide
            = runCli({"collide", "doc.hitbox.json", "fighter", "fighter"}, m_dir->path());
    QVERIFY2(collide.exitCode == 0, qPrintable(collide.out + collide.err));
    QVERIFY2(collide.out.contains(QRegularExpression(QStringLiteral("pixel +hit"))),
             qPrintable(collide.out));
}

void TestImport::json()
{
    const CliRun r = run({"--json", "fighter.aseprite", "-o", "doc.hitbox.json"});
    QCOMPARE(r.exitCode, 0);
    const QJsonObject o = QJsonDocument::fromJson(r.out.toUtf8()).object();
    QCOMPARE(o.value("document").toString(), QStringLiteral("doc.hitbox.json"));
    const QJsonObject sprite = o.value("sprites").toArray().first().toObject();
    QCOMPARE(sprite.value("input").toString(), QStringLiteral("fighter.aseprite"));
    QCOMPARE(sprite.value("frames").toInt(), 2);
    QCOMPARE(sprite.value("animations").toInt(), 1);
    QCOMPARE(sprite.value("shapes").toInt(), 2);
    QVERIFY(!sprite.contains("warning"));
}

void TestImport::addsToAnExistingDocument()
{
    QCOMPARE(run({"fighter.aseprite", "-o", "doc.hitbox.json"}).exitCode, 0);
    write(QStringLiteral("other.aseprite"), fighterFile());
    QCOMPARE(run({"other.aseprite", "still.png", "-o", "doc.hitbox.json"}).exitCode, 0);
    QCOMPARE(document().value("sprites").toArray().size(), 3);
    // The same source again: refused, the document as it was.
    const QByteArray before = QJsonDocument(document()).toJson();
    const CliRun again = run({"fighter.aseprite", "-o", "doc.hitbox.json"});
    QCOMPARE(again.exitCode, 2);
    QVERIFY2(again.err.contains(
                     QStringLiteral("fighter.aseprite: the document already has a sprite")),
             qPrintable(again.err));
    QCOMPARE(QJsonDocument(document()).toJson(), before);
}

void TestImport::refused_data()
{
    QTest::addColumn<QStringList>("arguments");
    QTest::addColumn<int>("exitCode");
    QTest::addColumn<QString>("message");

    QTest::newRow("nothing importable") << QStringList{"still.png", "-o", "doc.hitbox.json"} << 1
                                        << QStringLiteral("nothing importable");
    QTest::newRow("missing file") << QStringList{"fighter.aseprite",
                                                 "gone.png",
                                                 "-o",
                                                 "doc.hitbox.json"}
                                  << 2 << QStringLiteral("gone.png: ");
    QTest::newRow("broken aseprite") << QStringList{"broken.aseprite", "-o", "doc.hitbox.json"} << 2
                                     << QStringLiteral("broken.aseprite: truncated");
    QTest::newRow("no output") << QStringList{"fighter.aseprite"} << 2
                               << QStringLiteral("-o DOC is required");
    QTest::newRow("no input") << QStringList{"-o", "doc.hitbox.json"} << 2
                              << QStringLiteral("no input files");
    QTest::newRow("unknown option") << QStringList{"--grid", "8,8", "still.png", "-o", "d.json"}
                                    << 2 << QStringLiteral("unknown option --grid");
}

void TestImport::refused()
{
    QFETCH(QStringList, arguments);
    QFETCH(int, exitCode);
    QFETCH(QString, message);
    write(QStringLiteral("broken.aseprite"), fighterFile().left(200));
    const CliRun r = run(arguments);
    QCOMPARE(r.exitCode, exitCode);
    QVERIFY2(r.err.contains(message), qPrintable(r.err));
    QVERIFY(!QFile::exists(m_dir->filePath(QStringLiteral("doc.hitbox.json"))));
    QVERIFY(r.out.isEmpty());
}

QTEST_GUILESS_MAIN(TestImport)
#include "tst_import.moc"
