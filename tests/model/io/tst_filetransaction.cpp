// FileTransaction, the one home of saves and exports: all files or none. Targets are
// checked before anything is written (special files, dangling links, folders, names too
// long), a failed write (file size limit) leaves every file as it was, a failed rename
// rolls back the renames before it, and nothing is left behind: no temporary, no backup,
// no folder created for the failed write.

#include "model/io/localfile.h"
#include "model/io/safewrite.h"
#include "specialfiles.h"

#include <QDir>
#include <QFile>
#include <QTemporaryDir>
#include <QtTest>

#include <csignal>

#include <sys/resource.h>

using namespace hitbox;
using hitbox::testing::fileKind;

class TestFileTransaction : public QObject
{
    Q_OBJECT

private slots:
    void init();
    void writesEveryFile();
    void followsLinks();
    void rollsBackWhenARenameFails_data();
    void rollsBackWhenARenameFails();
    void refusesBeforeWriting_data();
    void refusesBeforeWriting();
    void failedWriteRemovesCreatedFolders();

private:
    QString path(const QString &name) const { return m_dir->path() + QLatin1Char('/') + name; }
    void write(const QString &name, const QByteArray &bytes);
    QByteArray read(const QString &name) const;
    QStringList listing(const QString &folder = QString()) const;
    std::unique_ptr<QTemporaryDir> m_dir;
};

void TestFileTransaction::init()
{
    m_dir = std::make_unique<QTemporaryDir>();
    QVERIFY(m_dir->isValid());
}

void TestFileTransaction::write(const QString &name, const QByteArray &bytes)
{
    QVERIFY(QDir().mkpath(QFileInfo(path(name)).absolutePath()));
    QFile file(path(name));
    QVERIFY(file.open(QIODevice::WriteOnly));
    QCOMPARE(file.write(bytes), bytes.size());
}

QByteArray TestFileTransaction::read(const QString &name) const
{
    QFile file(path(name));
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray("<missing>");
}

// Every entry under `folder`, hidden ones (temporaries, backups) included.
QStringList TestFileTransaction::listing(const QString &folder) const
{
    return QDir(folder.isEmpty() ? m_dir->path() : path(folder))
            .entryList(QDir::AllEntries | QDir::Hidden | QDir::System | QDir::NoDotAndDotDot,
                       QDir::Name);
}

void TestFileTransaction::writesEveryFile()
{
    write("x/old.txt", "old");
    QVERIFY(QFile::setPermissions(path("x/old.txt"), QFile::ReadOwner | QFile::WriteOwner));
    model::FileTransaction transaction;
    transaction.add(path("x/old.txt"), "new");
    transaction.add(path("y/fresh.txt"), "fresh");
    transaction.setCreateFolders(true);
    QCOMPARE(transaction.commit(), QString());
    QCOMPARE(read("x/old.txt"), QByteArray("new"));
    QCOMPARE(read("y/fresh.txt"), QByteArray("fresh"));
    // The replaced file keeps its permissions (new files get the umask's, group-readable).
    const QFile::Permissions kept = QFile::permissions(path("x/old.txt"));
    QVERIFY(kept.testFlag(QFile::ReadOwner) && kept.testFlag(QFile::WriteOwner));
    QVERIFY(!kept.testFlag(QFile::ReadGroup) && !kept.testFlag(QFile::ReadOther));
    QCOMPARE(listing("x"), QStringList{"old.txt"});
    QCOMPARE(listing("y"), QStringList{"fresh.txt"});
}

void TestFileTransaction::followsLinks()
{
    // A link to a file: the file it points to is replaced, the link stays a link.
    write("real.txt", "old");
    QVERIFY(QFile::link(path("real.txt"), path("link.txt")));
    QCOMPARE(model::writeFileSafely(path("link.txt"), "new"), QString());
    QCOMPARE(fileKind(path("link.txt")), QStringLiteral("link"));
    QCOMPARE(read("real.txt"), QByteArray("new"));
    QCOMPARE(listing(), (QStringList{"link.txt", "real.txt"}));
}

void TestFileTransaction::rollsBackWhenARenameFails_data()
{
    QTest::addColumn<int>("failingRename");
    QTest::addColumn<QString>("failingFile");
    QTest::newRow("second of three") << 1 << "y/b.txt";
    QTest::newRow("third of three, a new file") << 2 << "z/c.txt";
}

void TestFileTransaction::rollsBackWhenARenameFails()
{
    QFETCH(int, failingRename);
    QFETCH(QString, failingFile);
    write("x/a.txt", "old a");
    write("y/b.txt", "old b");
    QVERIFY(QDir().mkpath(path("z")));
    model::FileTransaction transaction;
    transaction.add(path("x/a.txt"), "new a");
    transaction.add(path("y/b.txt"), "new b");
    transaction.add(path("z/c.txt"), "new c");
    // The failing file's folder disappears between the writes and its rename.
    const QString folder = QFileInfo(path(failingFile)).absolutePath();
    transaction.setBeforeRenameForTesting([&](qsizetype k) {
        if (k == failingRename)
            QDir(folder).removeRecursively();
    });
    const QString error = transaction.commit();
    QVERIFY2(error.startsWith(path(failingFile) + QStringLiteral(": cannot be replaced (")),
             qPrintable(error));
    QVERIFY2(error.endsWith(QLatin1String("); no file was changed")), qPrintable(error));
    QCOMPARE(read("x/a.txt"), QByteArray("old a"));
    QCOMPARE(listing("x"), QStringList{"a.txt"});
    if (failingRename == 2) {
        QCOMPARE(read("y/b.txt"), QByteArray("old b"));
        QCOMPARE(listing("y"), QStringList{"b.txt"});
    }
}

void TestFileTransaction::refusesBeforeWriting_data()
{
    QTest::addColumn<QString>("kind");
    QTest::addColumn<QString>("reason");
    const QString special = QStringLiteral("is not a regular file (a device, pipe or socket)");
    QTest::newRow("fifo") << "fifo" << special;
    QTest::newRow("socket") << "socket" << special;
    QTest::newRow("character device") << "character device" << special;
    QTest::newRow("link to a fifo") << "link to a fifo" << special;
    QTest::newRow("dangling link") << "dangling link"
                                   << "is a symbolic link to a missing file or a link loop";
    QTest::newRow("folder") << "folder"
                            << "is a folder, not a file";
    QTest::newRow("255-byte name") << "255" << QString();
    QTest::newRow("256-byte name") << "256"
                                   << "is 256 bytes long; the file system allows at most 255";
    QTest::newRow("86 CJK characters") << "cjk"
                                       << "is 258 bytes long; the file system allows at most 255";
}

void TestFileTransaction::refusesBeforeWriting()
{
    QFETCH(QString, kind);
    QFETCH(QString, reason);
    write("first.txt", "old");
    QString target = path("target");
    QString expectedKind = kind;
    if (kind == QLatin1String("255") || kind == QLatin1String("256")) {
        target = path(QString(kind.toInt(), u'n'));
        expectedKind = reason.isEmpty() ? QStringLiteral("regular") : QStringLiteral("missing");
    } else if (kind == QLatin1String("cjk")) {
        target = path(QString(86, QChar(0x4e2d)));
        expectedKind = QStringLiteral("missing");
    } else if (kind == QLatin1String("link to a fifo")) {
        QVERIFY(testing::makeSpecialFile(QStringLiteral("fifo"), path("fifo")));
        QVERIFY(QFile::link(path("fifo"), target));
        expectedKind = QStringLiteral("link");
    } else if (kind == QLatin1String("dangling link")) {
        QVERIFY(QFile::link(path("nothing"), target));
        expectedKind = QStringLiteral("link");
    } else if (kind == QLatin1String("folder")) {
        QVERIFY(QDir().mkpath(target));
    } else if (!testing::makeSpecialFile(kind, target)) {
        QSKIP(qPrintable(QStringLiteral("cannot create a %1 here").arg(kind)));
    }
    const QStringList before = listing();

    model::FileTransaction transaction;
    transaction.add(path("first.txt"), "new");
    transaction.add(target, "bytes");
    const QString error = transaction.commit();
    if (reason.isEmpty()) {
        QCOMPARE(error, QString());
        QCOMPARE(fileKind(target), expectedKind);
        return;
    }
    QVERIFY2(error.startsWith(target + QStringLiteral(": ")) && error.contains(reason)
                     && error.endsWith(QLatin1String("; no file was changed")),
             qPrintable(error));
    QCOMPARE(model::unwritableTargetMessage(target) + QStringLiteral("; no file was changed"),
             error);
    QCOMPARE(read("first.txt"), QByteArray("old"));
    QCOMPARE(fileKind(target), expectedKind);
    QCOMPARE(listing(), before);
}

void TestFileTransaction::failedWriteRemovesCreatedFolders()
{
    write("keep.txt", "old");
    model::FileTransaction transaction;
    transaction.setCreateFolders(true);
    transaction.add(path("keep.txt"), "new");
    transaction.add(path("new/sub/small.txt"), "small");
    transaction.add(path("new/big.txt"), QByteArray(4096, 'b'));

    // Writes past 1 KB fail with EFBIG, even for root: a disk that fills up.
    struct rlimit saved;
    QCOMPARE(getrlimit(RLIMIT_FSIZE, &saved), 0);
    struct rlimit limited = saved;
    limited.rlim_cur = 1024;
    QCOMPARE(setrlimit(RLIMIT_FSIZE, &limited), 0);
    const QString error = transaction.commit();
    setrlimit(RLIMIT_FSIZE, &saved);

    QCOMPARE(error,
             path("new/big.txt")
                     + QStringLiteral(": writing failed (File too large); no file was "
                                      "changed"));
    QCOMPARE(read("keep.txt"), QByteArray("old"));
    QCOMPARE(listing(), QStringList{"keep.txt"});
}

QTEST_GUILESS_MAIN(TestFileTransaction)
#include "tst_filetransaction.moc"
