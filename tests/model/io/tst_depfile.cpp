// Dependency files (model/io/depfile.h): the escaping of every name, written out and read
// back by the real GNU make and ninja (ninja must be installed; make is skipped when
// absent), the refused names with a message naming the file, deduplication, and the
// dependency file written with the other files of a transaction, all or none.

#include "model/io/depfile.h"
#include "model/io/safewrite.h"

#include "buildtools.h"
#include "testfiles.h"

#include <QDir>
#include <QFile>
#include <QProcess>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QtTest>

using namespace hitbox::model;
using namespace hitbox::testing;

namespace {

// The names ninja 1.12 and older end a name at (they are written as make reads them).
bool ninjaSplits(const QString &name)
{
    for (const QChar c : QStringLiteral("'\"&*?<>`^"))
        if (name.contains(c))
            return true;
    return false;
}

} // namespace

class TestDepfile : public QObject
{
    Q_OBJECT

private slots:
    void escaped_data();
    void escaped();
    void readBack_data();
    void readBack();
    void targetReadBack_data();
    void targetReadBack();
    void refused_data();
    void refused();
    void text_data();
    void text();
    void writtenWithTheOutput();
};

void TestDepfile::escaped_data()
{
    QTest::addColumn<QString>("name");
    QTest::addColumn<bool>("target");
    QTest::addColumn<QString>("written");

    QTest::newRow("plain") << "art/hero.png" << false << "art/hero.png";
    QTest::newRow("absolute") << "/home/a/b.png" << false << "/home/a/b.png";
    QTest::newRow("space") << "my art.png" << false << "my\\ art.png";
    QTest::newRow("two spaces") << "a  b" << false << "a\\ \\ b";
    QTest::newRow("leading space") << " a" << false << "\\ a";
    QTest::newRow("backslash before space") << "a\\ b" << false << "a\\\\\\ b";
    QTest::newRow("two backslashes before space") << "a\\\\ b" << false << "a\\\\\\\\\\ b";
    QTest::newRow("backslash elsewhere") << "a\\b" << false << "a\\b";
    QTest::newRow("hash") << "a#1.png" << false << "a\\#1.png";
    QTest::newRow("dollar") << "$HOME.png" << false << "$$HOME.png";
    QTest::newRow("two dollars") << "a$$b" << false << "a$$$$b";
    QTest::newRow("colon") << "c:x.png" << false << "c\\:x.png";
    QTest::newRow("leading colon") << ":x.png" << false << "\\:x.png";
    QTest::newRow("percent dependency") << "%1.png" << false << "%1.png";
    QTest::newRow("percent target") << "out%1.json" << true << "out\\%1.json";
    QTest::newRow("space target") << "out dir/a.json" << true << "out\\ dir/a.json";
    QTest::newRow("quote") << "hero's.png" << false << "hero's.png";
    QTest::newRow("double quote") << "a\"b" << false << "a\"b";
    QTest::newRow("leading dash") << "-lead.png" << false << "-lead.png";
    QTest::newRow("non-ASCII") << "héros 雪.png" << false << "héros\\ 雪.png";
    QTest::newRow("brackets") << "a[1].png" << false << "a[1].png";
}

void TestDepfile::escaped()
{
    QFETCH(QString, name);
    QFETCH(bool, target);
    QFETCH(QString, written);
    const DepfileName got
            = depfileName(name, target ? DepfileRole::Target : DepfileRole::Dependency);
    QVERIFY2(got.ok(), qPrintable(got.problem));
    QCOMPARE(got.text, written);
}

void TestDepfile::readBack_data()
{
    QTest::addColumn<QString>("name");
    for (const char *name : {"plain.png",
                             "my art.png",
                             "a  b",
                             " lead",
                             "a\\ b",
                             "a\\\\ b",
                             "a\\b",
                             "a#1.png",
                             "$HOME.png",
                             "a$$b",
                             "c:x.png",
                             "%1.png",
                             "-lead.png",
                             "héros 雪.png",
                             "a[1].png",
                             "hero's.png",
                             "a\"b",
                             "a&b"})
        QTest::newRow(name) << QString::fromUtf8(name);
}

// The oracle: the real ninja lists exactly the name as the dependency, and the real make
// finds the file (no "No rule to make target"), is content while the target is newer and
// runs again once the file is newer.
void TestDepfile::readBack()
{
    QFETCH(QString, name);
    const QString ninja = QStandardPaths::findExecutable(QStringLiteral("ninja"));
    QVERIFY2(!ninja.isEmpty(), "ninja must be installed for this test");
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    writeTestFile(dir.path(), name, "x");
    QVERIFY(setModifiedFromNow(dir.filePath(name), -100));
    const DepfileText text = depfileText(QStringLiteral("out"), {name});
    QVERIFY2(text.ok(), qPrintable(text.error));
    writeTestFile(dir.path(), "dep.d", text.text);

    if (!ninjaSplits(name)) {
        writeTestFile(dir.path(),
                      "build.ninja",
                      "rule r\n  command = cp dep.d out.d && touch out\n"
                      "  depfile = out.d\n  deps = gcc\nbuild out: r\n");
        QCOMPARE(runTool(ninja, {}, dir.path()).exitCode, 0);
        const ToolRun deps = runTool(ninja, {"-t", "deps", "out"}, dir.path());
        QCOMPARE(deps.exitCode, 0);
        QStringList listed = deps.out.split(QLatin1Char('\n'), Qt::SkipEmptyParts);
        QVERIFY2(!listed.isEmpty(), qPrintable(deps.out));
        listed.removeFirst(); // "out: #deps 1, ..."
        QCOMPARE(listed, QStringList{QStringLiteral("    ") + name});
    }

    const QString make = QStandardPaths::findExecutable(QStringLiteral("make"));
    if (make.isEmpty())
        return; // make is optional, ninja is not
    writeTestFile(dir.path(), "Makefile", "include dep.d\nout:\n\t@touch out\n");
    writeTestFile(dir.path(), "out", "y");
    QCOMPARE(runTool(make, {"-q", "out"}, dir.path()).exitCode, 0);
    QVERIFY(setModifiedFromNow(dir.filePath(name), 100));
    QCOMPARE(runTool(make, {"-q", "out"}, dir.path()).exitCode, 1);
}

void TestDepfile::targetReadBack_data()
{
    QTest::addColumn<QString>("target");
    for (const char *target : {"out.json", "out 1.json", "out%1.json", "o#1", "o$1", "o:1", "-o"})
        QTest::newRow(target) << QString::fromUtf8(target);
}

// The target as make reads it: `make -q TARGET` (the name as is) is content while TARGET
// is newer than its dependency and not once the dependency is newer. ('%' would make a
// pattern rule of it unescaped; ninja's `deps = gcc` does not read the target.)
void TestDepfile::targetReadBack()
{
    QFETCH(QString, target);
    const QString make = QStandardPaths::findExecutable(QStringLiteral("make"));
    if (make.isEmpty())
        QSKIP("GNU make is not installed");
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    writeTestFile(dir.path(), "dep", "x");
    QVERIFY(setModifiedFromNow(dir.filePath("dep"), -100));
    writeTestFile(dir.path(), target, "y");
    const DepfileText text = depfileText(target, {QStringLiteral("dep")});
    QVERIFY2(text.ok(), qPrintable(text.error));
    writeTestFile(dir.path(), "Makefile", "include dep.d\n");
    writeTestFile(dir.path(),
                  "dep.d",
                  text.text + text.text.left(text.text.indexOf(": ")) + ":\n\t@touch dep\n");
    const ToolRun content = runTool(make, {"-q", "--", target}, dir.path());
    QVERIFY2(content.exitCode == 0, qPrintable(content.out));
    QVERIFY(setModifiedFromNow(dir.filePath("dep"), 100));
    QCOMPARE(runTool(make, {"-q", "--", target}, dir.path()).exitCode, 1);
}

void TestDepfile::refused_data()
{
    QTest::addColumn<QString>("name");
    QTest::addColumn<QString>("shown"); // in the message: control characters escaped
    QTest::addColumn<QString>("problem");

    QTest::newRow("newline") << "a\nb.png"
                             << "a\\nb.png"
                             << "a name with a line break";
    QTest::newRow("carriage return") << "a\rb.png"
                                     << "a\\rb.png"
                                     << "a name with a line break";
    QTest::newRow("tab") << "a\tb.png"
                         << "a\\tb.png"
                         << "a name with a control character (U+0009)";
    QTest::newRow("escape") << "a\x1b.png"
                            << "a\\u001b.png"
                            << "a name with a control character (U+001B)";
    QTest::newRow("semicolon") << "a;b.png"
                               << "a;b.png"
                               << "make reads ';' as the start of a recipe";
    QTest::newRow("pipe") << "a|b.png"
                          << "a|b.png"
                          << "make reads '|' as the start of order-only prerequisites";
    QTest::newRow("equals") << "a=b.png"
                            << "a=b.png"
                            << "make reads '=' as a variable assignment";
    QTest::newRow("backslash hash") << "a\\#b"
                                    << "a\\#b"
                                    << "make and ninja read a backslash before '#' "
                                       "differently";
    QTest::newRow("backslash colon") << "a\\:b"
                                     << "a\\:b"
                                     << "make and ninja read a backslash before ':' "
                                        "differently";
    QTest::newRow("trailing backslash") << "a\\"
                                        << "a\\"
                                        << "make and ninja read a name ending in a backslash "
                                           "differently";
    QTest::newRow("empty") << ""
                           << ""
                           << "an empty name";
}

void TestDepfile::refused()
{
    QFETCH(QString, name);
    QFETCH(QString, shown);
    QFETCH(QString, problem);
    for (const DepfileRole role : {DepfileRole::Target, DepfileRole::Dependency}) {
        const DepfileName got = depfileName(name, role);
        QCOMPARE(got.problem, problem);
        QVERIFY(got.text.isEmpty());
    }
    if (name.isEmpty())
        return; // an empty dependency is left out, an empty target refused (text below)
    const QString expected
            = QStringLiteral("%1: cannot be named in a dependency file: %2").arg(shown, problem);
    // As a dependency after good ones, and as the target: the whole text is refused.
    const DepfileText asDependency = depfileText(QStringLiteral("out"), {"a.png", name});
    QCOMPARE(asDependency.error, expected);
    QVERIFY(asDependency.text.isEmpty());
    const DepfileText asTarget = depfileText(name, {"a.png"});
    QCOMPARE(asTarget.error, expected);
    QVERIFY(asTarget.text.isEmpty());
}

void TestDepfile::text_data()
{
    QTest::addColumn<QString>("target");
    QTest::addColumn<QStringList>("dependencies");
    QTest::addColumn<QByteArray>("text");

    const QString here = QDir::currentPath();
    QTest::newRow("no dependencies") << "out.json" << QStringList{} << QByteArray("out.json:\n");
    QTest::newRow("in order") << "out.json" << QStringList{"b.png", "a.png", "c d.png"}
                              << QByteArray("out.json: b.png a.png c\\ d.png\n");
    QTest::newRow("same name twice") << "out.json" << QStringList{"a.png", "b.png", "a.png"}
                                     << QByteArray("out.json: a.png b.png\n");
    QTest::newRow("relative and absolute: first spelling kept")
            << "out.json" << QStringList{"a.png", here + "/a.png", "./b/../a.png"}
            << QByteArray("out.json: a.png\n");
    QTest::newRow("absolute first") << "out.json" << QStringList{here + "/a.png", "a.png"}
                                    << (QStringLiteral("out.json: %1/a.png\n").arg(here)).toUtf8();
    QTest::newRow("the target is not its own dependency")
            << "doc.json" << QStringList{"a.png", here + "/doc.json", "doc.json"}
            << QByteArray("doc.json: a.png\n");
    QTest::newRow("empty names left out")
            << "out" << QStringList{"", "a", ""} << QByteArray("out: a\n");
    QTest::newRow("UTF-8") << "é.json" << QStringList{"雪.png"}
                           << QStringLiteral("é.json: 雪.png\n").toUtf8();
    QTest::newRow("escaped target and dependencies")
            << "out 1%.json" << QStringList{"a#b $c.png", "x:y"}
            << QByteArray("out\\ 1\\%.json: a\\#b\\ $$c.png x\\:y\n");
}

void TestDepfile::text()
{
    QFETCH(QString, target);
    QFETCH(QStringList, dependencies);
    QFETCH(QByteArray, text);
    const DepfileText got = depfileText(target, dependencies);
    QVERIFY2(got.ok(), qPrintable(got.error));
    QCOMPARE(got.text, text);
}

// The dependency file is one more file of the transaction: written with the output, or
// neither when one cannot be written; a name that cannot be written adds nothing.
void TestDepfile::writtenWithTheOutput()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString out = dir.filePath("out.json");
    const QString dep = dir.filePath("out.d");
    {
        FileTransaction transaction;
        QCOMPARE(addDepfile(transaction, dep, out, {"a b.png"}), QString());
        transaction.add(out, "{}");
        QCOMPARE(transaction.commit(), QString());
        QFile written(dep);
        QVERIFY(written.open(QIODevice::ReadOnly));
        QCOMPARE(written.readAll(), (out + ": a\\ b.png\n").toUtf8());
    }
    {
        FileTransaction transaction;
        QVERIFY(addDepfile(transaction, dep, out, {"a;b.png"}).contains("a;b.png"));
        QCOMPARE(transaction.commit(), QString()); // nothing added: nothing to write
        QFile kept(dep);
        QVERIFY(kept.open(QIODevice::ReadOnly));
        QCOMPARE(kept.readAll(), (out + ": a\\ b.png\n").toUtf8());
    }
    {
        // The output cannot be written (a folder is in the way): the old dependency file
        // stays as it was.
        FileTransaction transaction;
        QCOMPARE(addDepfile(transaction, dep, out, {"c.png"}), QString());
        QVERIFY(QDir(dir.path()).mkdir("folder"));
        transaction.add(dir.filePath("folder"), "{}");
        QVERIFY(!transaction.commit().isEmpty());
        QFile kept(dep);
        QVERIFY(kept.open(QIODevice::ReadOnly));
        QCOMPARE(kept.readAll(), (out + ": a\\ b.png\n").toUtf8());
    }
}

QTEST_GUILESS_MAIN(TestDepfile)
#include "tst_depfile.moc"
