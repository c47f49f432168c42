// hitbox-cli trace, import, reimport and export --depfile FILE, driving the real binary:
// what each command lists (its inputs, the files they stand for, the images a document's
// frames are read from, each once), names escaped as make and ninja read them or refused
// naming the file, nothing written when the command or the dependency file fails, and the
// oracle: the real ninja (and GNU make when installed) runs a step again exactly when a
// file named in its dependency file changes.

#include "asepritewriter.h"
#include "buildtools.h"
#include "clirunner.h"
#include "testfiles.h"

#include <QDir>
#include <QFile>
#include <QImage>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QtTest>

using namespace hitbox::testing;

namespace {

QByteArray blockPng(int x)
{
    QImage image(16, 16, QImage::Format_ARGB32);
    image.fill(Qt::transparent);
    for (int y = 4; y < 12; ++y)
        for (int dx = 0; dx < 6; ++dx)
            image.setPixel(x + dx, y, qRgba(255, 255, 255, 255));
    return encodedImage(image, "png");
}

// Two frames, an "art" layer and a "hitbox" layer: import gives one sprite with shapes.
QByteArray heroAseprite()
{
    AseWriteFile file;
    file.size = QSize(16, 16);
    file.layers = {aseLayer(QStringLiteral("art")), aseLayer(QStringLiteral("hitbox"))};
    for (int k = 0; k < 2; ++k)
        file.frames << AseWriteFrame{
                100,
                {aseBlockCel(0, QRect(2 + k, 3, 6, 8)), aseBlockCel(1, QRect(3 + k, 4, 3, 3))}};
    return writeAseprite(file);
}

// An Aseprite JSON export of two 8 x 16 frames of `image`.
QByteArray atlasJson(const QString &image)
{
    return QStringLiteral(
                   "{\"frames\": ["
                   "{\"filename\": \"a\", \"frame\": {\"x\": 0, \"y\": 0, \"w\": 8, \"h\": 16}},"
                   "{\"filename\": \"b\", \"frame\": {\"x\": 8, \"y\": 0, \"w\": 8, \"h\": 16}}],"
                   "\"meta\": {\"app\": \"http://www.aseprite.org/\", \"image\": \"%1\","
                   "\"size\": {\"w\": 16, \"h\": 16}}}")
            .arg(image)
            .toUtf8();
}

} // namespace

class TestDepfile : public QObject
{
    Q_OBJECT

private slots:
    void init();
    void contents_data();
    void contents();
    void names_data();
    void names();
    void refusedName_data();
    void refusedName();
    void failureWritesNothing_data();
    void failureWritesNothing();
    void unwritableDepfile_data();
    void unwritableDepfile();
    void needsOutput();
    void notTheOutput_data();
    void notTheOutput();
    void ninjaRunsAgainOnChange();
    void makeRunsAgainOnChange();

private:
    QString path(const QString &name) const { return m_dir->filePath(name); }
    // "art dir/my art.png", frames/ with two images, "hero.aseprite", "atlas.json" naming
    // "sheet $1.png", and doc.hitbox.json traced from the image and the Aseprite file.
    void writeSources();
    QString text(const QString &name) const { return QString::fromUtf8(readTestFile(path(name))); }

    std::unique_ptr<QTemporaryDir> m_dir;
};

void TestDepfile::init()
{
    m_dir = std::make_unique<QTemporaryDir>();
    QVERIFY(m_dir->isValid());
}

void TestDepfile::writeSources()
{
    QVERIFY(QDir(m_dir->path()).mkpath("art dir"));
    QVERIFY(QDir(m_dir->path()).mkpath("frames"));
    writeTestFile(m_dir->path(), "art dir/my art.png", blockPng(2));
    writeTestFile(m_dir->path(), "frames/b.png", blockPng(3));
    writeTestFile(m_dir->path(), "frames/a #1.png", blockPng(4));
    writeTestFile(m_dir->path(), "hero.aseprite", heroAseprite());
    writeTestFile(m_dir->path(), "sheet $1.png", blockPng(5));
    writeTestFile(m_dir->path(), "atlas.json", atlasJson("sheet $1.png"));
    const CliRun traced
            = runCli({"trace", "art dir/my art.png", "hero.aseprite", "-o", "doc.hitbox.json"},
                     m_dir->path());
    QVERIFY2(traced.exitCode == 0, qPrintable(traced.err));
    // Two MUGEN characters' boxes: the .air export reads the .air a sprite came from.
    const QByteArray air = "[Begin Action 0]\nClsn2Default: 1\n Clsn2[0] = -5, 0, 5, -20\n"
                           "0,0, 0,0, 5\n";
    writeTestFile(m_dir->path(), "kfm.air", air);
    writeTestFile(m_dir->path(), "ryu.air", air);
    const CliRun imported
            = runCli({"import", "kfm.air", "ryu.air", "-o", "fighters.hitbox.json"}, m_dir->path());
    QVERIFY2(imported.exitCode == 0, qPrintable(imported.err));
}

void TestDepfile::contents_data()
{
    QTest::addColumn<QStringList>("arguments");
    QTest::addColumn<QString>("depfile");
    QTest::addColumn<QString>("expected"); // %D: the test's folder

    QTest::newRow("trace an image")
            << QStringList{"trace", "art dir/my art.png", "-o", "t.json", "--depfile", "t.d"}
            << "t.d"
            << "t.json: art\\ dir/my\\ art.png\n";
    QTest::newRow("trace a folder: the folder, then its images in name order")
            << QStringList{"trace", "frames", "-o", "t.json", "--depfile=t.d"} << "t.d"
            << "t.json: frames frames/a\\ \\#1.png frames/b.png\n";
    QTest::newRow("trace an atlas: the JSON and the image it names")
            << QStringList{"trace", "atlas.json", "-o", "t.json", "--depfile", "t.d"} << "t.d"
            << "t.json: atlas.json %D/sheet\\ $$1.png\n";
    QTest::newRow("trace the same file twice, and into the document listed")
            << QStringList{"trace",
                           "hero.aseprite",
                           "./hero.aseprite",
                           "-o",
                           "doc.hitbox.json",
                           "--depfile",
                           "doc.d"}
            << "doc.d"
            << "doc.hitbox.json: hero.aseprite\n";
    QTest::newRow("import an Aseprite file")
            << QStringList{"import", "hero.aseprite", "-o", "i.json", "--depfile", "i.d"} << "i.d"
            << "i.json: hero.aseprite\n";
    QTest::newRow("reimport: every sprite's source")
            << QStringList{"reimport", "doc.hitbox.json", "--depfile", "r.d"} << "r.d"
            << "doc.hitbox.json: %D/art\\ dir/my\\ art.png %D/hero.aseprite\n";
    QTest::newRow("export: the document and the images read")
            << QStringList{"export",
                           "doc.hitbox.json",
                           "--format",
                           "phaser",
                           "-o",
                           "p.json",
                           "--depfile",
                           "p.d"}
            << "p.d"
            << "p.json: doc.hitbox.json %D/art\\ dir/my\\ art.png %D/hero.aseprite\n";
    QTest::newRow("export chosen sprites only, to a folder")
            << QStringList{"export",
                           "doc.hitbox.json",
                           "--sprites",
                           "hero",
                           "--format",
                           "godot",
                           "-o",
                           "godot out",
                           "--depfile",
                           "g.d"}
            << "g.d"
            << "godot\\ out: doc.hitbox.json %D/hero.aseprite\n";
    QTest::newRow("export .air: the chosen sprite's .air only")
            << QStringList{"export",
                           "fighters.hitbox.json",
                           "--sprites",
                           "ryu",
                           "--format",
                           "air",
                           "-o",
                           "ryu out.air",
                           "--depfile",
                           "air.d"}
            << "air.d"
            << "ryu\\ out.air: fighters.hitbox.json %D/ryu.air\n";
}

void TestDepfile::contents()
{
    QFETCH(QStringList, arguments);
    QFETCH(QString, depfile);
    QFETCH(QString, expected);
    writeSources();
    const CliRun ran = runCli(arguments, m_dir->path());
    QVERIFY2(ran.exitCode == 0, qPrintable(ran.err));
    QCOMPARE(text(depfile), QString(expected).replace("%D", m_dir->path()));
}

void TestDepfile::names_data()
{
    QTest::addColumn<QString>("name");
    QTest::addColumn<QString>("written");

    QTest::newRow("space") << "a b"
                           << "a\\ b";
    QTest::newRow("hash") << "a#b"
                          << "a\\#b";
    QTest::newRow("dollar") << "a$b"
                            << "a$$b";
    QTest::newRow("percent") << "%1"
                             << "%1";
    QTest::newRow("quote") << "hero's"
                           << "hero's";
    QTest::newRow("double quote") << "a\"b"
                                  << "a\"b";
    QTest::newRow("leading dash") << "-lead"
                                  << "-lead";
    QTest::newRow("colon") << "a:b"
                           << "a\\:b";
}

// The name in an image, in the document, in the dependency file, in that file's name: the
// target and the dependency are escaped as make and ninja read them (tst_model's depfile
// test reads them back with both); '%' in the target is escaped, in a dependency not.
void TestDepfile::names()
{
    QFETCH(QString, name);
    QFETCH(QString, written);
    QVERIFY(QDir(m_dir->path()).mkpath("in"));
    QVERIFY(QDir(m_dir->path()).mkpath("out"));
    writeTestFile(m_dir->path(), "in/" + name + ".png", blockPng(2));
    const QString doc = "out/" + name + ".json";
    const CliRun ran = runCli({"trace", "in/" + name + ".png", "-o", doc, "--depfile", name + ".d"},
                              m_dir->path());
    QVERIFY2(ran.exitCode == 0, qPrintable(ran.err));
    QVERIFY(QFile::exists(path(doc)));
    const QString target = "out/" + QString(written).replace("%", "\\%") + ".json";
    QCOMPARE(text(name + ".d"), target + ": in/" + written + ".png\n");
}

void TestDepfile::refusedName_data()
{
    QTest::addColumn<QStringList>("arguments");
    QTest::addColumn<QString>("output");
    QTest::addColumn<QString>("message");

    QTest::newRow("trace, a dependency")
            << QStringList{"trace", "a;b.png", "-o", "t.json"} << "t.json"
            << "a;b.png: cannot be named in a dependency file: "
               "make reads ';' as the start of a recipe";
    QTest::newRow("import, a dependency")
            << QStringList{"import", "x=y.aseprite", "-o", "i.json"} << "i.json"
            << "x=y.aseprite: cannot be named in a dependency file: make reads '=' as a "
               "variable assignment";
    QTest::newRow("export, the target")
            << QStringList{"export", "doc.hitbox.json", "--format", "phaser", "-o", "p|q.json"}
            << "p|q.json"
            << "p|q.json: cannot be named in a dependency file: make reads '|' as the start of "
               "order-only prerequisites";
}

// A name make and ninja cannot both read: exit 2 naming the file; neither the output nor
// the dependency file is written.
void TestDepfile::refusedName()
{
    QFETCH(QStringList, arguments);
    QFETCH(QString, output);
    QFETCH(QString, message);
    writeSources();
    writeTestFile(m_dir->path(), "a;b.png", blockPng(2));
    writeTestFile(m_dir->path(), "x=y.aseprite", heroAseprite());
    const CliRun ran = runCli(arguments + QStringList{"--depfile", "x.d"}, m_dir->path());
    QCOMPARE(ran.exitCode, 2);
    QCOMPARE(ran.err,
             QStringLiteral("hitbox-cli %1: %2; nothing was written\n").arg(arguments[0], message));
    QVERIFY(!QFile::exists(path(output)));
    QVERIFY(!QFile::exists(path("x.d")));
}

void TestDepfile::failureWritesNothing_data()
{
    QTest::addColumn<QStringList>("arguments");
    QTest::addColumn<int>("exitCode");

    QTest::newRow("trace, an image missing")
            << QStringList{"trace", "hero.aseprite", "missing.png", "-o", "doc.hitbox.json"} << 2;
    QTest::newRow("import, nothing importable")
            << QStringList{"import", "frames/b.png", "-o", "doc.hitbox.json"} << 1;
    QTest::newRow("reimport, a source missing") << QStringList{"reimport", "doc.hitbox.json"} << 2;
    QTest::newRow("export, an unknown sprite") << QStringList{"export",
                                                              "doc.hitbox.json",
                                                              "--format",
                                                              "phaser",
                                                              "--sprites",
                                                              "nope",
                                                              "-o",
                                                              "p.json"}
                                               << 2;
}

// A command that fails writes no dependency file, and an old one stays byte-identical.
void TestDepfile::failureWritesNothing()
{
    QFETCH(QStringList, arguments);
    QFETCH(int, exitCode);
    writeSources();
    QVERIFY(QFile::remove(path("art dir/my art.png"))); // reimport's missing source
    const QByteArray document = readTestFile(path("doc.hitbox.json"));
    for (const bool old : {false, true}) {
        if (old)
            writeTestFile(m_dir->path(), "x.d", "old: rule\n");
        const CliRun ran = runCli(arguments + QStringList{"--depfile", "x.d"}, m_dir->path());
        QCOMPARE(ran.exitCode, exitCode);
        QCOMPARE(readTestFile(path("x.d")), old ? QByteArray("old: rule\n") : QByteArray());
        QCOMPARE(QFile::exists(path("x.d")), old);
        QCOMPARE(readTestFile(path("doc.hitbox.json")), document);
        QVERIFY(!QFile::exists(path("p.json")));
    }
}

void TestDepfile::unwritableDepfile_data()
{
    QTest::addColumn<QStringList>("arguments");
    QTest::addColumn<QString>("output");

    QTest::newRow("trace") << QStringList{"trace", "frames/b.png", "-o", "new.json"} << "new.json";
    QTest::newRow("import") << QStringList{"import", "hero.aseprite", "-o", "new.json"}
                            << "new.json";
    QTest::newRow("reimport") << QStringList{"reimport", "doc.hitbox.json"} << "";
    QTest::newRow("export")
            << QStringList{"export", "doc.hitbox.json", "--format", "phaser", "-o", "new.json"}
            << "new.json";
}

// A dependency file that cannot be written fails the command with exit 2 naming it, and
// the output is not written either: refused before any work when it names a folder, and
// at the end, all or none, when its folder is a file.
void TestDepfile::unwritableDepfile()
{
    QFETCH(QStringList, arguments);
    QFETCH(QString, output);
    writeSources();
    writeTestFile(m_dir->path(), "art dir/my art.png", blockPng(6)); // reimport writes DOC
    const QByteArray document = readTestFile(path("doc.hitbox.json"));
    QVERIFY(QDir(m_dir->path()).mkpath("a folder"));
    writeTestFile(m_dir->path(), "a file", "x");
    const CliRun folder = runCli(arguments + QStringList{"--depfile", "a folder"}, m_dir->path());
    QCOMPARE(folder.exitCode, 2);
    QCOMPARE(folder.err,
             QStringLiteral("hitbox-cli %1: a folder: is a folder, not a file; it was left "
                            "untouched\n")
                     .arg(arguments[0]));
    // Its folder is a file: found when the files are written, after the work.
    const CliRun late = runCli(arguments + QStringList{"--depfile", "a file/x.d"}, m_dir->path());
    QCOMPARE(late.exitCode, 2);
    QVERIFY2(late.err.startsWith(QStringLiteral("hitbox-cli %1: ").arg(arguments[0]))
                     && late.err.contains("a file") && late.err.endsWith("; no file was changed\n"),
             qPrintable(late.err));
    if (!output.isEmpty())
        QVERIFY(!QFile::exists(path(output)));
    QCOMPARE(readTestFile(path("doc.hitbox.json")), document);
    // With a dependency file that can be written, the same command writes both.
    const CliRun good = runCli(arguments + QStringList{"--depfile", "x.d"}, m_dir->path());
    QVERIFY2(good.exitCode == 0, qPrintable(good.err));
    QVERIFY(QFile::exists(path("x.d")));
    if (output.isEmpty())
        QVERIFY(readTestFile(path("doc.hitbox.json")) != document);
    else
        QVERIFY(QFile::exists(path(output)));
}

void TestDepfile::needsOutput()
{
    writeSources();
    const CliRun ran = runCli({"trace", "frames/b.png", "--depfile", "x.d"}, m_dir->path());
    QCOMPARE(ran.exitCode, 2);
    QCOMPARE(ran.err,
             QStringLiteral("hitbox-cli trace: --depfile needs -o FILE, the target it "
                            "names\n"));
    QVERIFY(ran.out.isEmpty());
    QVERIFY(!QFile::exists(path("x.d")));
}

void TestDepfile::notTheOutput_data()
{
    QTest::addColumn<QStringList>("arguments");
    QTest::addColumn<QString>("depfile");

    QTest::newRow("trace") << QStringList{"trace", "frames/b.png", "-o", "new.json"}
                           << "./new.json";
    QTest::newRow("import") << QStringList{"import", "hero.aseprite", "-o", "new.json"}
                            << "new.json";
    QTest::newRow("reimport") << QStringList{"reimport", "doc.hitbox.json"} << "doc.hitbox.json";
    QTest::newRow("export")
            << QStringList{"export", "doc.hitbox.json", "--format", "phaser", "-o", "new.json"}
            << "new.json";
}

// A dependency file named as the output would replace it: refused before any work.
void TestDepfile::notTheOutput()
{
    QFETCH(QStringList, arguments);
    QFETCH(QString, depfile);
    writeSources();
    const QByteArray document = readTestFile(path("doc.hitbox.json"));
    const CliRun ran = runCli(arguments + QStringList{"--depfile", depfile}, m_dir->path());
    QCOMPARE(ran.exitCode, 2);
    QCOMPARE(ran.err,
             QStringLiteral("hitbox-cli %1: %2: the dependency file would replace the output; "
                            "give it a name of its own\n")
                     .arg(arguments[0], depfile));
    QVERIFY(!QFile::exists(path("new.json")));
    QCOMPARE(readTestFile(path("doc.hitbox.json")), document);
}

// The oracle: the real ninja with `deps = gcc` has nothing to do after a build, runs a step
// again when a file its dependency file names changes (one with a space in its name, one
// added to a traced folder), and, with restat, rests again after a reimport that changed
// nothing.
void TestDepfile::ninjaRunsAgainOnChange()
{
    const QString ninja = QStandardPaths::findExecutable(QStringLiteral("ninja"));
    QVERIFY2(!ninja.isEmpty(), "ninja must be installed for this test");
    writeSources();
    for (const char *file :
         {"art dir/my art.png", "frames/a #1.png", "frames/b.png", "hero.aseprite", "frames"})
        QVERIFY(setModifiedFromNow(path(file), -100));
    writeTestFile(m_dir->path(),
                  "build.ninja",
                  QStringLiteral("cli = %1\n"
                                 "rule trace\n"
                                 "  command = $cli trace frames -o $out --depfile $out.d\n"
                                 "  depfile = $out.d\n  deps = gcc\n"
                                 "rule reimport\n"
                                 "  command = $cli reimport $out --depfile $out.d\n"
                                 "  depfile = $out.d\n  deps = gcc\n  restat = 1\n"
                                 "build traced.json: trace\n"
                                 "build doc.hitbox.json: reimport\n")
                          .arg(qEnvironmentVariable("HITBOX_CLI"))
                          .toUtf8());
    const auto noWork = [&] {
        const ToolRun dry = runTool(ninja, {"-n"}, m_dir->path());
        return dry.exitCode == 0 && dry.out.contains("no work to do");
    };
    const ToolRun first = runTool(ninja, {}, m_dir->path());
    QVERIFY2(first.exitCode == 0, qPrintable(first.out));
    // Ninja 1.11 records a restat step that wrote nothing on its first run, before it knew
    // the step's inputs, as older than them: one more run, and then it rests.
    QCOMPARE(runTool(ninja, {}, m_dir->path()).exitCode, 0);
    QVERIFY(noWork());

    QVERIFY(setModifiedFromNow(path("art dir/my art.png"), 2)); // named in doc.hitbox.json.d
    const ToolRun dry = runTool(ninja, {"-n"}, m_dir->path());
    QVERIFY2(dry.out.contains("reimport") && !dry.out.contains("trace"), qPrintable(dry.out));
    const ToolRun again = runTool(ninja, {}, m_dir->path());
    QVERIFY2(again.exitCode == 0, qPrintable(again.out));
    QVERIFY2(noWork(), "restat: the reimport changed nothing, DOC was not written");

    writeTestFile(m_dir->path(), "frames/c.png", blockPng(7)); // the folder changed
    const ToolRun added = runTool(ninja, {"-n"}, m_dir->path());
    QVERIFY2(added.out.contains("trace") && !added.out.contains("reimport"), qPrintable(added.out));
}

// The same with GNU make (skipped when it is not installed): `make -q` is content after a
// build and not once a traced image changed.
void TestDepfile::makeRunsAgainOnChange()
{
    const QString make = QStandardPaths::findExecutable(QStringLiteral("make"));
    if (make.isEmpty())
        QSKIP("GNU make is not installed");
    writeSources();
    for (const char *file : {"art dir/my art.png", "frames/a #1.png", "frames/b.png", "frames"})
        QVERIFY(setModifiedFromNow(path(file), -100));
    writeTestFile(m_dir->path(),
                  "Makefile",
                  QStringLiteral("traced.json:\n"
                                 "\t'%1' trace 'art dir/my art.png' frames -o $@ --depfile "
                                 "traced.d\n"
                                 "-include traced.d\n")
                          .arg(qEnvironmentVariable("HITBOX_CLI"))
                          .toUtf8());
    const ToolRun first = runTool(make, {"traced.json"}, m_dir->path());
    QVERIFY2(first.exitCode == 0, qPrintable(first.out));
    QCOMPARE(runTool(make, {"-q", "traced.json"}, m_dir->path()).exitCode, 0);
    QVERIFY(setModifiedFromNow(path("frames/a #1.png"), 2));
    QCOMPARE(runTool(make, {"-q", "traced.json"}, m_dir->path()).exitCode, 1);
}

QTEST_GUILESS_MAIN(TestDepfile)
#include "tst_depfile.moc"
