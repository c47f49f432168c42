// File > Open Recent: each file once however its path was spelled (a "..", a symbolic
// link, settings written by an older version with a file twice), shown with its folder so
// two files of one name stay apart. Expected lists are written out by hand.

#include "files/recentfiles.h"

#include <QAction>
#include <QApplication>
#include <QDir>
#include <QFile>
#include <QMenu>
#include <QSettings>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

using namespace hitbox::editor;

class TestRecentFiles : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void init();
    void oneEntryPerFile_data();
    void oneEntryPerFile();
    void menuShowsFolders();

private:
    QString path(const QString &relative) const { return m_dir.filePath(relative); }
    QTemporaryDir m_dir;
};

void TestRecentFiles::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QCoreApplication::setOrganizationName(QStringLiteral("HitboxStudioTests"));
    QCoreApplication::setApplicationName(QStringLiteral("tst_recentfiles"));
    QVERIFY(m_dir.isValid());
    QVERIFY(QDir(m_dir.path()).mkpath(QStringLiteral("a")));
    QVERIFY(QDir(m_dir.path()).mkpath(QStringLiteral("b")));
    for (const char *name : {"a/hero.hitbox.json", "b/hero.hitbox.json"}) {
        QFile file(path(QLatin1String(name)));
        QVERIFY(file.open(QIODevice::WriteOnly));
    }
    QVERIFY(QFile::link(path(QStringLiteral("a/hero.hitbox.json")),
                        path(QStringLiteral("link.hitbox.json"))));
}

void TestRecentFiles::init()
{
    QSettings().clear();
}

void TestRecentFiles::oneEntryPerFile_data()
{
    QTest::addColumn<QStringList>("added");
    QTest::addColumn<QStringList>("expected");
    QTest::newRow("the same path twice") << QStringList{"a/hero.hitbox.json", "a/hero.hitbox.json"}
                                         << QStringList{"a/hero.hitbox.json"};
    QTest::newRow("through ..") << QStringList{"a/hero.hitbox.json", "b/../a/hero.hitbox.json"}
                                << QStringList{"a/hero.hitbox.json"};
    QTest::newRow("through a symbolic link")
            << QStringList{"link.hitbox.json", "a/hero.hitbox.json"}
            << QStringList{"a/hero.hitbox.json"};
    QTest::newRow("one name in two folders")
            << QStringList{"a/hero.hitbox.json", "b/hero.hitbox.json"}
            << QStringList{"b/hero.hitbox.json", "a/hero.hitbox.json"};
    QTest::newRow("a missing file keeps its path")
            << QStringList{"gone.hitbox.json", "./gone.hitbox.json"}
            << QStringList{"gone.hitbox.json"};
}

void TestRecentFiles::oneEntryPerFile()
{
    QFETCH(QStringList, added);
    QFETCH(QStringList, expected);
    RecentFiles recent;
    for (const QString &file : added)
        recent.add(path(file));
    QStringList want;
    for (const QString &file : expected)
        want << QDir::cleanPath(QFileInfo(path(file)).absoluteFilePath());
    // The temporary folder itself may sit behind a link (/tmp): compare canonical paths.
    QStringList got;
    for (const QString &file : recent.files())
        got << file;
    QStringList wantCanonical;
    for (const QString &file : want)
        wantCanonical << RecentFiles::key(file);
    QCOMPARE(got, wantCanonical);

    // Settings that hold a file twice (an older version) list it once.
    QSettings().setValue(QStringLiteral("recentFiles"), QStringList{want.first(), want.first()});
    QCOMPARE(recent.files().size(), 1);
}

void TestRecentFiles::menuShowsFolders()
{
    RecentFiles recent;
    recent.add(path(QStringLiteral("a/hero.hitbox.json")));
    recent.add(path(QStringLiteral("b/hero.hitbox.json")));
    QMenu menu;
    recent.populate(&menu);
    const QList<QAction *> actions = menu.actions();
    QVERIFY(actions.size() >= 2);
    const QString first = actions[0]->text();
    const QString second = actions[1]->text();
    QVERIFY2(first.startsWith(QLatin1String("&1 hero.hitbox.json  (")), qPrintable(first));
    QVERIFY2(
            first.endsWith(
                    QDir::toNativeSeparators(
                            QFileInfo(RecentFiles::key(path(QStringLiteral("b/x")))).absolutePath())
                    + QLatin1Char(')')),
            qPrintable(first));
    QVERIFY(first.mid(3) != second.mid(3)); // the same name, told apart by the folder
}

QTEST_MAIN(TestRecentFiles)
#include "tst_recentfiles.moc"
