// MUGEN / Ikemen GO through the real binary: `hitbox-cli import CHAR.def -o DOC` (the .def's
// anim file, also one in ../common; a bare .air) gives a document counting 60 ticks per
// second with one animation per action, one frame per element and Clsn1 / Clsn2 as hitbox /
// hurtbox boxes; `hitbox-cli export DOC --format air -o OUT.air` writes the file back byte
// for byte when untouched, with only the edited action's Clsn lines changed when a box was
// edited, refuses a circle naming it, and writes a document of its own from its animations.
// Broken .def and .air files are refused naming the file and line, nothing written.

#include "clirunner.h"
#include "testfiles.h"

#include "model/document/timing.h"
#include "model/io/mugenair.h"
#include "model/io/projectformat.h"

#include <QDir>
#include <QTemporaryDir>
#include <QtTest>

using namespace hitbox;
using hitbox::testing::readTestFile;
using hitbox::testing::runCli;
using hitbox::testing::writeTestFile;

namespace {

const QByteArray kfmAir("; test character\r\n"
                        "[Begin Action 0] ; stand\r\n"
                        "Clsn2Default: 2\r\n"
                        " Clsn2[0] = -13, 0, 16, -79\r\n"
                        " Clsn2[1] = 2, -79, -11, -92\r\n"
                        "0,0, 0,0, 10\r\n"
                        "0,1, 0,0, 7\r\n"
                        "Loopstart\r\n"
                        "0,2, 0,0, 7, H\r\n"
                        "\r\n"
                        "[Begin Action 200] ; punch\r\n"
                        "Clsn2Default: 1\r\n"
                        " Clsn2[0] = -13, 0, 16, -79\r\n"
                        "200,0, 0,0, 3\r\n"
                        "Clsn1: 1\r\n"
                        " Clsn1[0] = 17, -66, 56, -58\r\n"
                        "200,1, 5,0, 4, , A\r\n"
                        "200,2, 0,0, -1\r\n");

const QByteArray kfmDef("[Info]\r\nname = \"Test\"\r\n\r\n[Files]\r\ncmd = test.cmd\r\n"
                        "sprite = test.sff\r\nanim = ../common/test.air ; shared\r\n");

struct Character
{
    QTemporaryDir dir;
    QString def;
    QString air;
    QString doc;
};

void makeCharacter(Character &c)
{
    QVERIFY(c.dir.isValid());
    QVERIFY(QDir(c.dir.path()).mkpath(QStringLiteral("chars/test")));
    QVERIFY(QDir(c.dir.path()).mkpath(QStringLiteral("chars/common")));
    c.air = writeTestFile(c.dir.path(), QStringLiteral("chars/common/test.air"), kfmAir);
    c.def = writeTestFile(c.dir.path(), QStringLiteral("chars/test/test.def"), kfmDef);
    c.doc = c.dir.filePath(QStringLiteral("test.hitbox.json"));
}

// `hitbox-cli import CHAR.def -o DOC` of the character; its exit code.
int importCharacter(const Character &c)
{
    return runCli({QStringLiteral("import"), c.def, QStringLiteral("-o"), c.doc}).exitCode;
}

// `hitbox-cli export DOC --format air -o OUT [extra]`.
testing::CliRun exportAir(const QString &doc, const QString &out, const QStringList &extra = {})
{
    return runCli(QStringList{QStringLiteral("export"),
                              doc,
                              QStringLiteral("--format"),
                              QStringLiteral("air"),
                              QStringLiteral("-o"),
                              out}
                  + extra);
}

QString boxText(const model::Shape &s)
{
    return QStringLiteral("%1 %2,%3 %4x%5")
            .arg(s.role)
            .arg(s.box.x)
            .arg(s.box.y)
            .arg(s.box.w)
            .arg(s.box.h);
}

} // namespace

class TestCliMugen : public QObject
{
    Q_OBJECT

private slots:
    void importDef()
    {
        Character c;
        makeCharacter(c);
        const testing::CliRun run
                = runCli({QStringLiteral("import"), c.def, QStringLiteral("-o"), c.doc});
        QCOMPARE(run.exitCode, 0);
        QVERIFY2(run.err.contains(QStringLiteral("action 0: Loopstart at element 2")),
                 qPrintable(run.err));
        QVERIFY2(run.err.contains(QStringLiteral("test.sff: file not found; the frames have no "
                                                 "pictures")),
                 qPrintable(run.err));
        const model::ProjectReadResult read = model::readProjectFile(c.doc);
        QVERIFY2(read.ok(), qPrintable(read.error));
        QCOMPARE(read.project.ticksPerSecond, 60);
        QCOMPARE(read.project.sprites.size(), 1);
        const model::Sprite &s = read.project.sprites.first();
        QCOMPARE(s.name, QStringLiteral("test"));
        QCOMPARE(s.animations.size(), 2);
        QCOMPARE(s.animations[0].name, QStringLiteral("0"));
        QCOMPARE(s.animations[0].frames, QList<int>({0, 1, 2}));
        QVERIFY(s.animations[0].loop);
        QCOMPARE(s.animations[1].name, QStringLiteral("200"));
        QCOMPARE(s.animations[1].frames, QList<int>({3, 4, 5}));
        QVERIFY(!s.animations[1].loop);
        QCOMPARE(s.frames.size(), 6);
        const QList<int> ticks{10, 7, 7, 3, 4, 1};
        for (int f = 0; f < 6; ++f)
            QCOMPARE(model::msToTicks(s.frames[f].durationMs, 60), ticks[f]);
        QCOMPARE(s.frames[4].name, QStringLiteral("200:1"));
        // Defaults hold, the plain Clsn1 only for element 1; offsets and flips move the
        // picture only, as in MUGEN.
        QCOMPARE(s.frames[2].shapes.size(), 2);
        QCOMPARE(boxText(s.frames[2].shapes[0]), QStringLiteral("hurtbox -13,-79 29x79"));
        QCOMPARE(boxText(s.frames[2].shapes[1]), QStringLiteral("hurtbox -11,-92 13x13"));
        QCOMPARE(s.frames[4].shapes.size(), 2);
        QCOMPARE(boxText(s.frames[4].shapes[0]), QStringLiteral("hitbox 17,-66 39x8"));
        QCOMPARE(s.frames[5].shapes.size(), 1);
    }

    void importBareAirIntoDocumentInMs()
    {
        Character c;
        makeCharacter(c);
        // A document with a sprite in milliseconds keeps its timing, and says so.
        model::Project project;
        model::Sprite ship;
        ship.name = QStringLiteral("ship");
        ship.imagePath
                = writeTestFile(c.dir.path(),
                                QStringLiteral("ship.png"),
                                testing::encodedImage(QImage(4, 4, QImage::Format_ARGB32), "PNG"));
        project.sprites = {ship};
        QCOMPARE(model::writeProjectFile(project, c.doc), QString());
        const testing::CliRun run
                = runCli({QStringLiteral("import"), c.air, QStringLiteral("-o"), c.doc});
        QCOMPARE(run.exitCode, 0);
        QVERIFY2(run.err.contains(QStringLiteral("counts 60 ticks per second; the document keeps "
                                                 "its own timing")),
                 qPrintable(run.err));
        const model::ProjectReadResult read = model::readProjectFile(c.doc);
        QVERIFY(read.ok());
        QCOMPARE(read.project.ticksPerSecond, 0);
        QCOMPARE(read.project.sprites.size(), 2);
        QCOMPARE(read.project.sprites[1].name, QStringLiteral("test"));
        QCOMPARE(read.project.sprites[1].frames[0].durationMs, 167);
    }

    void reimportLeavesItAlone()
    {
        Character c;
        makeCharacter(c);
        QCOMPARE(importCharacter(c), 0);
        const QByteArray before = readTestFile(c.doc);
        const testing::CliRun run = runCli({QStringLiteral("reimport"), c.doc});
        QCOMPARE(run.exitCode, 0);
        QVERIFY2(run.out.contains(QStringLiteral("test: its boxes come from the MUGEN file ")),
                 qPrintable(run.out + run.err));
        QCOMPARE(readTestFile(c.doc), before);
    }

    void untouchedRoundTrip()
    {
        Character c;
        makeCharacter(c);
        QCOMPARE(importCharacter(c), 0);
        const QString out = c.dir.filePath(QStringLiteral("out.air"));
        const testing::CliRun run = exportAir(c.doc, out);
        QVERIFY2(run.exitCode == 0, qPrintable(run.out + run.err));
        QCOMPARE(readTestFile(out), kfmAir);
    }

    void editedBox()
    {
        Character c;
        makeCharacter(c);
        QCOMPARE(importCharacter(c), 0);
        model::ProjectReadResult read = model::readProjectFile(c.doc);
        QVERIFY(read.ok());
        read.project.sprites[0].frames[4].shapes[0].box = {20.0, -70.0, 40.0, 10.0};
        QCOMPARE(model::writeProjectFile(read.project, c.doc), QString());
        const QString out = c.dir.filePath(QStringLiteral("out.air"));
        QCOMPARE(exportAir(c.doc, out).exitCode, 0);
        QByteArray expected = kfmAir;
        expected.replace(
                "[Begin Action 200] ; punch\r\nClsn2Default: 1\r\n Clsn2[0] = -13, 0, 16, -79\r\n"
                "200,0, 0,0, 3\r\nClsn1: 1\r\n Clsn1[0] = 17, -66, 56, -58\r\n",
                "[Begin Action 200] ; punch\r\nClsn2Default: 1\r\n Clsn2[0] = -13, -79, 16, 0\r\n"
                "200,0, 0,0, 3\r\nClsn1: 1\r\n Clsn1[0] = 20, -70, 60, -60\r\n");
        QCOMPARE(QString::fromLatin1(readTestFile(out)), QString::fromLatin1(expected));
    }

    void refusedShapes_data()
    {
        QTest::addColumn<int>("kind");
        QTest::addColumn<QString>("role");
        QTest::addColumn<QString>("message");
        QTest::newRow("circle") << int(model::ShapeKind::Circle) << "hitbox"
                                << "a circle cannot go into .air";
        QTest::newRow("polygon") << int(model::ShapeKind::Polygon) << "hurtbox"
                                 << "a polygon cannot go into .air";
        QTest::newRow("other role") << int(model::ShapeKind::Box) << "body"
                                    << "its role \"body\" is neither the hitbox role";
    }

    void refusedShapes()
    {
        QFETCH(int, kind);
        QFETCH(QString, role);
        QFETCH(QString, message);
        Character c;
        makeCharacter(c);
        QCOMPARE(importCharacter(c), 0);
        model::ProjectReadResult read = model::readProjectFile(c.doc);
        model::Shape &shape = read.project.sprites[0].frames[1].shapes[0];
        shape.kind = model::ShapeKind(kind);
        shape.role = role;
        shape.circle = {{0.0, -40.0}, 10.0};
        shape.polygon.points = {{0, 0}, {10, 0}, {0, 10}};
        QCOMPARE(model::writeProjectFile(read.project, c.doc), QString());
        const QString out = c.dir.filePath(QStringLiteral("out.air"));
        const testing::CliRun run = exportAir(c.doc, out);
        QCOMPARE(run.exitCode, 1);
        QVERIFY2(run.out.contains(QStringLiteral("frame #1")) && run.out.contains(message),
                 qPrintable(run.out));
        QVERIFY(!QFileInfo::exists(out));
    }

    void exportProblems_data()
    {
        QTest::addColumn<QString>("change");
        QTest::addColumn<int>("exitCode");
        QTest::addColumn<QString>("message");
        QTest::newRow("frame renamed") << "rename" << 1 << "frame #4: names no element of ";
        QTest::newRow("element gone") << "shorten" << 1 << "frame #5: names no element of ";
        QTest::newRow("source gone") << "delete" << 1 << "the .air it was imported from, ";
        QTest::newRow("two sprites") << "second" << 1
                                     << "an .air file holds one character; choose one of the 2 "
                                        "sprites (--sprites NAME)";
    }

    void exportProblems()
    {
        QFETCH(QString, change);
        QFETCH(int, exitCode);
        QFETCH(QString, message);
        Character c;
        makeCharacter(c);
        QCOMPARE(importCharacter(c), 0);
        model::ProjectReadResult read = model::readProjectFile(c.doc);
        QVERIFY(read.ok());
        if (change == u"rename")
            read.project.sprites[0].frames[4].name = QStringLiteral("punch:1");
        if (change == u"shorten")
            writeTestFile(c.dir.path(),
                          QStringLiteral("chars/common/test.air"),
                          kfmAir.left(kfmAir.lastIndexOf("200,2")));
        if (change == u"delete")
            QVERIFY(QFile::remove(c.air));
        if (change == u"second") {
            model::Sprite other = read.project.sprites[0];
            other.name = QStringLiteral("other");
            read.project.sprites << other;
        }
        QCOMPARE(model::writeProjectFile(read.project, c.doc), QString());
        const QString out = c.dir.filePath(QStringLiteral("out.air"));
        const testing::CliRun run = exportAir(c.doc, out);
        QCOMPARE(run.exitCode, exitCode);
        QVERIFY2(run.out.contains(message), qPrintable(run.out + run.err));
        QVERIFY(!QFileInfo::exists(out));
        if (change == u"second") {
            const testing::CliRun one
                    = exportAir(c.doc, out, {QStringLiteral("--sprites"), QStringLiteral("other")});
            QCOMPARE(one.exitCode, 0);
            QCOMPARE(readTestFile(out), kfmAir);
        }
    }

    void documentOfItsOwn()
    {
        QTemporaryDir dir;
        model::Project project;
        model::Sprite sprite;
        sprite.name = QStringLiteral("ship");
        sprite.frames = {model::Frame{}, model::Frame{}};
        sprite.frames[0].durationMs = 100;
        sprite.frames[0].shapes
                = {model::Shape::makeBox({-5, -10, 10, 10}, QStringLiteral("hurtbox"))};
        sprite.frames[0].region.flipY = true; // shown flipped: V, then HV
        sprite.frames[1].region.flipX = true;
        sprite.frames[1].region.flipY = true;
        sprite.frames[1].durationMs = 50;
        sprite.frames[1].shapes
                = {model::Shape::makeBox({-5, -10, 10, 10}, QStringLiteral("hurtbox")),
                   model::Shape::makeBox({5, -8, 6, 3}, QStringLiteral("hitbox"))};
        sprite.animations
                = {{QStringLiteral("attack"), {0, 1}, model::AnimationDirection::Forward, false},
                   {QStringLiteral("7"), {1}, model::AnimationDirection::Forward, true}};
        sprite.imagePath
                = writeTestFile(dir.path(),
                                QStringLiteral("ship.png"),
                                testing::encodedImage(QImage(4, 4, QImage::Format_ARGB32), "PNG"));
        project.sprites = {sprite};
        const QString doc = dir.filePath(QStringLiteral("d.hitbox.json"));
        QCOMPARE(model::writeProjectFile(project, doc), QString());
        const QString out = dir.filePath(QStringLiteral("d.air"));
        const testing::CliRun run = exportAir(doc, out);
        QVERIFY2(run.exitCode == 0, qPrintable(run.out + run.err));
        QCOMPARE(QString::fromLatin1(readTestFile(out)),
                 QStringLiteral(
                         "[Begin Action 0]\r\n; attack\r\n"
                         "Clsn2Default: 1\r\n Clsn2[0] = -5, -10, 5, 0\r\n0, 0, 0, 0, 6, V\r\n"
                         "Clsn1: 1\r\n Clsn1[0] = 5, -8, 11, -5\r\n0, 1, 0, 0, -1, HV\r\n\r\n"
                         "[Begin Action 7]\r\n"
                         "Clsn1: 1\r\n Clsn1[0] = 5, -8, 11, -5\r\n"
                         "Clsn2: 1\r\n Clsn2[0] = -5, -10, 5, 0\r\n0, 1, 0, 0, 3, HV\r\n\r\n"));
        // Our reader (after Ikemen GO's anim.go) reads the flips back.
        QString error;
        const std::optional<model::AirFile> air = model::readAir(readTestFile(out), &error);
        QVERIFY2(air, qPrintable(error));
        QCOMPARE(air->actions.value(0).elements.value(0).flipV, true);
        QCOMPARE(air->actions.value(0).elements.value(0).flipH, false);
        QCOMPARE(air->actions.value(0).elements.value(1).flipH, true);
        QCOMPARE(air->actions.value(0).elements.value(1).flipV, true);
    }

    void brokenInputs_data()
    {
        QTest::addColumn<QByteArray>("def");
        QTest::addColumn<QByteArray>("air");
        QTest::addColumn<QString>("message");
        QTest::newRow("no anim") << QByteArray("[Files]\nsprite = x.sff\n") << QByteArray()
                                 << "c.def: no `anim = FILE.air` in its [Files] section";
        QTest::newRow("anim missing") << QByteArray("[Files]\nanim = \"gone.air\"\n")
                                      << QByteArray() << "c.def: its anim file ";
        QTest::newRow("truncated element")
                << QByteArray("[Files]\nanim = c.air\n") << QByteArray("[Begin Action 0]\n0,0,0")
                << "c.air: line 2: an element needs group, number, x, y and time";
        QTest::newRow("percent and quotes")
                << QByteArray("[Files]\nanim = c.air\n")
                << QByteArray("[Begin Action 0]\nClsn1: 1\nClsn1[0] = %1,\"2\",3,4\n")
                << "c.air: line 3: a box's left \"%1\" is not a whole number";
    }

    void brokenInputs()
    {
        QFETCH(QByteArray, def);
        QFETCH(QByteArray, air);
        QFETCH(QString, message);
        QTemporaryDir dir;
        const QString defPath = writeTestFile(dir.path(), QStringLiteral("c.def"), def);
        if (!air.isEmpty())
            writeTestFile(dir.path(), QStringLiteral("c.air"), air);
        const QString doc = dir.filePath(QStringLiteral("d.hitbox.json"));
        const testing::CliRun run
                = runCli({QStringLiteral("import"), defPath, QStringLiteral("-o"), doc});
        QCOMPARE(run.exitCode, 2);
        QVERIFY2(run.err.contains(message), qPrintable(run.err));
        QVERIFY(!QFileInfo::exists(doc));
    }
};

QTEST_GUILESS_MAIN(TestCliMugen)
#include "tst_mugen.moc"
