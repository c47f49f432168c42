// hitbox-cli export and trace -o never lose data: a full disk (a tiny tmpfs) or a file size
// limit (RLIMIT_FSIZE) during the write, a name too long for the file system, and targets
// that are FIFOs, sockets, devices or links to them all give exit 2 with the file's name and
// the reason, leave every existing file byte-identical and leave no temporary behind.

#include "clirunner.h"
#include "specialfiles.h"

#include <QDir>
#include <QFile>
#include <QImage>
#include <QTemporaryDir>
#include <QtTest>

#include <cmath>
#include <numbers>

#include <sys/mount.h>

using hitbox::testing::fileKind;
using hitbox::testing::runCli;
using hitbox::testing::runCliWithFileSizeLimit;

class TestExportSafety : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void cleanupTestCase();
    void fullDisk_data();
    void fullDisk();
    void nameTooLong_data();
    void nameTooLong();
    void specialFiles_data();
    void specialFiles();

private:
    QString path(const QString &name) const { return m_dir.path() + QLatin1Char('/') + name; }
    void write(const QString &name, const QByteArray &bytes);
    QTemporaryDir m_dir;
    QString m_tmpfs; // a 64 KB tmpfs, empty when mounting is not allowed
};

namespace {

// One sprite "hero" whose polygon has `points` vertices on a circle of radius 1000: its
// export takes several times 64 KB.
QByteArray bigDocument(const QString &secondName = QString())
{
    QByteArray points;
    const int n = 6000;
    for (int k = 0; k < n; ++k) {
        const double a = 2.0 * std::numbers::pi * k / n;
        points += QByteArray(k ? ", [" : "[")
                  + QByteArray::number(std::round(1000 * std::cos(a) * 64) / 64, 'f', 6) + ", "
                  + QByteArray::number(std::round(1000 * std::sin(a) * 64) / 64, 'f', 6) + "]";
    }
    const QByteArray sprite = R"({ "name": "NAME", "image": "hero.png", "frames": [ { "shapes": [
        { "type": "polygon", "name": "round", "role": "body", "points": [ POINTS ] } ] } ] })";
    QByteArray sprites = QByteArray(sprite).replace("NAME", "hero").replace("POINTS", points);
    if (!secondName.isEmpty()) {
        sprites += ", "
                   + QByteArray(sprite)
                             .replace("NAME", secondName.toUtf8())
                             .replace("POINTS", "[0, 0], [4, 0], [4, 4]");
    }
    return R"({ "format": "hitbox", "version": 2, "sprites": [ )" + sprites + " ] }";
}

QByteArray readAll(const QString &path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray("<missing>");
}

QStringList listing(const QString &folder)
{
    return QDir(folder).entryList(
            QDir::AllEntries | QDir::Hidden | QDir::System | QDir::NoDotAndDotDot, QDir::Name);
}

} // namespace

void TestExportSafety::write(const QString &name, const QByteArray &bytes)
{
    QFile file(path(name));
    if (!file.open(QIODevice::WriteOnly) || file.write(bytes) != bytes.size())
        qFatal("cannot write %s", qPrintable(name));
}

void TestExportSafety::initTestCase()
{
    QVERIFY(m_dir.isValid());
    QImage image(16, 16, QImage::Format_ARGB32);
    image.fill(Qt::red);
    QVERIFY(image.save(path("hero.png")));
    write("big.hitbox.json", bigDocument());
    // Tiled cuts a file name to 100 characters: 100 CJK characters are 300 bytes in UTF-8.
    write("cjk.hitbox.json", bigDocument(QString(120, QChar(0x4e2d))));
    QVERIFY(QDir().mkpath(path("disk")));
    if (::mount("tmpfs", QFile::encodeName(path("disk")).constData(), "tmpfs", 0, "size=64k") == 0)
        m_tmpfs = path("disk");
    else
        qInfo("no tmpfs (%s): the full-disk rows are skipped", strerror(errno));
}

void TestExportSafety::cleanupTestCase()
{
    if (!m_tmpfs.isEmpty())
        ::umount2(QFile::encodeName(m_tmpfs).constData(), MNT_DETACH);
}

void TestExportSafety::fullDisk_data()
{
    QTest::addColumn<bool>("tmpfs");
    QTest::addColumn<QStringList>("options");
    QTest::addColumn<QString>("output"); // relative to the folder written to
    QTest::addColumn<QStringList>("previous");
    QTest::addColumn<QString>("reason");

    for (const bool tmpfs : {false, true}) {
        const QString reason = tmpfs ? QStringLiteral("No space left on device")
                                     : QStringLiteral("File too large");
        const char *way = tmpfs ? "tmpfs" : "file size limit";
        QTest::addRow("%s, one file", way) << tmpfs << QStringList{"--format", "phaser"}
                                           << "shapes.json" << QStringList{"shapes.json"} << reason;
        QTest::addRow("%s, one new file", way) << tmpfs << QStringList{"--format", "godot"}
                                               << "new.tscn" << QStringList{} << reason;
        QTest::addRow("%s, folder", way)
                << tmpfs << QStringList{"--format", "tiled", "--mirrored"} << "tiled"
                << QStringList{"tiled/hero.tsx", "tiled/hero_flipped.tsx", "tiled/notes.txt"}
                << reason;
    }
}

void TestExportSafety::fullDisk()
{
    QFETCH(bool, tmpfs);
    QFETCH(QStringList, options);
    QFETCH(QString, output);
    QFETCH(QStringList, previous);
    QFETCH(QString, reason);
    if (tmpfs && m_tmpfs.isEmpty())
        QSKIP("mounting a tmpfs is not allowed here");

    const QString base = tmpfs ? m_tmpfs : path("limited");
    QDir(base).removeRecursively();
    QVERIFY(QDir().mkpath(base));
    QHash<QString, QByteArray> bytes;
    for (const QString &name : std::as_const(previous)) {
        QVERIFY(QDir().mkpath(QFileInfo(base + QLatin1Char('/') + name).absolutePath()));
        bytes[name] = "previous contents of " + name.toUtf8();
        QFile file(base + QLatin1Char('/') + name);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(bytes[name]);
    }
    const QString out = base + QLatin1Char('/') + output;
    const QStringList arguments = QStringList{"export", "big.hitbox.json", "-o", out} + options;
    const auto run = tmpfs ? runCli(arguments, m_dir.path())
                           : runCliWithFileSizeLimit(8192, arguments, m_dir.path());
    QCOMPARE(run.exitCode, 2);
    QVERIFY2(run.err.startsWith(QStringLiteral("hitbox-cli export: ") + out), qPrintable(run.err));
    QVERIFY2(run.err.contains(reason) && run.err.contains(QLatin1String("no file was changed")),
             qPrintable(run.err));
    QCOMPARE(run.err.count(QLatin1Char('\n')), 1);
    QVERIFY(run.out.isEmpty());
    for (const QString &name : std::as_const(previous))
        QCOMPARE(readAll(base + QLatin1Char('/') + name), bytes[name]);
    // Nothing else: no temporary, no new file, no new folder.
    QStringList expected;
    for (const QString &name : std::as_const(previous))
        expected << name.section(QLatin1Char('/'), 0, 0);
    expected.removeDuplicates();
    expected.sort();
    QCOMPARE(listing(base), expected);
    if (QFileInfo(out).isDir()) {
        QStringList inside;
        for (const QString &name : std::as_const(previous))
            inside << name.section(QLatin1Char('/'), 1);
        inside.sort();
        QCOMPARE(listing(out), inside);
    }

    // The same export without the limit writes everything.
    if (!tmpfs) {
        const auto free = runCli(arguments, m_dir.path());
        QCOMPARE(free.exitCode, 0);
        QVERIFY(QFileInfo(out).size() > 8192 || QFileInfo(out).isDir());
    }
}

void TestExportSafety::nameTooLong_data()
{
    QTest::addColumn<QString>("document");
    QTest::addColumn<QStringList>("options");
    QTest::addColumn<QString>("output");
    QTest::addColumn<QString>("tooLong"); // the start of the name in the message

    const QString cjk(20, QChar(0x4e2d));
    QTest::newRow("CJK sprite name, second file of a folder")
            << "cjk.hitbox.json" << QStringList{"--format", "tiled"} << "names" << cjk;
    QTest::newRow("300-character output file")
            << "big.hitbox.json" << QStringList{"--format", "phaser"}
            << "names/" + QString(300, u'x') + ".json" << QString(20, u'x');
    QTest::newRow("300-character output folder")
            << "big.hitbox.json" << QStringList{"--format", "tiled"}
            << "names/" + QString(300, u'y') << QString(20, u'y');
}

void TestExportSafety::nameTooLong()
{
    QFETCH(QString, document);
    QFETCH(QStringList, options);
    QFETCH(QString, output);
    QFETCH(QString, tooLong);
    QDir(path("names")).removeRecursively();
    QVERIFY(QDir().mkpath(path("names")));
    write("names/hero.tsx", "earlier export");

    const auto run
            = runCli(QStringList{"export", document, "-o", path(output)} + options, m_dir.path());
    QCOMPARE(run.exitCode, 2);
    QVERIFY2(run.err.startsWith(QStringLiteral("hitbox-cli export: ") + path("names")),
             qPrintable(run.err));
    QVERIFY2(run.err.contains(QStringLiteral("the name \"%1...\" is 30").arg(tooLong))
                     && run.err.contains(QLatin1String("bytes long; the file system allows at "
                                                       "most 255")),
             qPrintable(run.err));
    QCOMPARE(readAll(path("names/hero.tsx")), QByteArray("earlier export"));
    QCOMPARE(listing(path("names")), QStringList{"hero.tsx"});
}

void TestExportSafety::specialFiles_data()
{
    QTest::addColumn<QString>("kind");
    QTest::addColumn<QStringList>("command"); // the target is appended after -o

    const QList<std::pair<const char *, QStringList>> commands{
            {"export", {"export", "big.hitbox.json", "--format", "phaser"}},
            {"folder export", {"export", "big.hitbox.json", "--format", "tiled"}},
            {"trace", {"trace", "hero.png"}}};
    for (const auto &[name, command] : commands) {
        for (const char *kind :
             {"fifo", "socket", "character device", "link to a fifo", "/dev/null"})
            QTest::addRow("%s onto %s", name, kind) << QString::fromLatin1(kind) << command;
    }
}

void TestExportSafety::specialFiles()
{
    QFETCH(QString, kind);
    QFETCH(QStringList, command);
    QString target = path(QStringLiteral("special/target"));
    QDir(path("special")).removeRecursively();
    QVERIFY(QDir().mkpath(path("special")));
    QString expectedKind = kind;
    if (kind == QLatin1String("/dev/null")) {
        target = kind;
        expectedKind = QStringLiteral("character device");
    } else if (kind == QLatin1String("link to a fifo")) {
        QVERIFY(hitbox::testing::makeSpecialFile(QStringLiteral("fifo"), path("special/fifo")));
        QVERIFY(QFile::link(path("special/fifo"), target));
        expectedKind = QStringLiteral("link");
    } else if (!hitbox::testing::makeSpecialFile(kind, target)) {
        QSKIP(qPrintable(QStringLiteral("cannot create a %1 here: %2").arg(kind, strerror(errno))));
    }
    QCOMPARE(fileKind(target), expectedKind);

    const auto run = runCli(command + QStringList{"-o", target}, m_dir.path());
    QCOMPARE(run.exitCode, 2);
    QVERIFY2(run.err.startsWith(QStringLiteral("hitbox-cli %1: %2: ").arg(command[0], target)),
             qPrintable(run.err));
    QVERIFY2(run.err.contains(QLatin1String("is not a regular file (a device, pipe or socket)")),
             qPrintable(run.err));
    QCOMPARE(run.err.count(QLatin1Char('\n')), 1);
    QCOMPARE(fileKind(target), expectedKind);
    if (kind == QLatin1String("link to a fifo"))
        QCOMPARE(fileKind(path("special/fifo")), QStringLiteral("fifo"));
    if (kind != QLatin1String("/dev/null")) {
        QStringList expected{"target"};
        if (kind == QLatin1String("link to a fifo"))
            expected.prepend("fifo");
        QCOMPARE(listing(path("special")), expected);
    }
}

QTEST_GUILESS_MAIN(TestExportSafety)
#include "tst_exportsafety.moc"
