// Where an export goes: model::exportFilePaths (the files a plan writes, listed by the
// editor's Export dialog), model::exportTargetProblem (a target that cannot be written,
// found before Export) and model::writeExportPlan creating missing folders for every
// format. Checked against the files found on disk after writing.

#include "model/export/exporter.h"

#include <QDir>
#include <QFile>
#include <QTemporaryDir>

using namespace hitbox;

class TestExportWrite : public QObject
{
    Q_OBJECT

private slots:
    void init() { m_dir = std::make_unique<QTemporaryDir>(); }

    void writesTheListedPaths_data();
    void writesTheListedPaths();
    void targetProblems_data();
    void targetProblems();

private:
    QString path(const QString &name) const { return m_dir->filePath(name); }
    std::unique_ptr<QTemporaryDir> m_dir;
};

void TestExportWrite::writesTheListedPaths_data()
{
    QTest::addColumn<bool>("folder");
    QTest::addColumn<QString>("target");
    QTest::addColumn<QStringList>("relative"); // the plan's files
    QTest::addColumn<QStringList>("written");  // below the temporary folder

    QTest::newRow("folder, existing")
            << true << "" << QStringList{"a.tscn", "b.tscn"} << QStringList{"a.tscn", "b.tscn"};
    QTest::newRow("folder, new and nested") << true << "x/y" << QStringList{"a.tsx", "a_1.png"}
                                            << QStringList{"x/y/a.tsx", "x/y/a_1.png"};
    QTest::newRow("file, existing folder")
            << false << "out.json" << QStringList{"ignored.json"} << QStringList{"out.json"};
    QTest::newRow("file, new nested folder")
            << false << "p/q/out.json" << QStringList{"ignored.json"}
            << QStringList{"p/q/out.json"};
    QTest::newRow("folder, no files") << true << "empty" << QStringList{} << QStringList{};
}

void TestExportWrite::writesTheListedPaths()
{
    QFETCH(bool, folder);
    QFETCH(QString, target);
    QFETCH(QStringList, relative);
    QFETCH(QStringList, written);
    model::ExportPlan plan;
    for (const QString &file : std::as_const(relative))
        plan.files << model::ExportedFile{file, file.toUtf8()};
    const QString output = QDir::cleanPath(path(target));

    QStringList expected;
    for (const QString &file : std::as_const(written))
        expected << path(file);
    QCOMPARE(model::exportFilePaths(plan, output, folder), expected);
    QCOMPARE(model::exportTargetProblem(output, folder), QString());

    QCOMPARE(model::writeExportPlan(plan, output, folder), QString());
    for (qsizetype i = 0; i < written.size(); ++i) {
        QFile file(path(written[i]));
        QVERIFY2(file.open(QIODevice::ReadOnly), qPrintable(written[i]));
        QCOMPARE(file.readAll(), relative[i].toUtf8());
    }
}

void TestExportWrite::targetProblems_data()
{
    QTest::addColumn<bool>("folder");
    QTest::addColumn<QString>("target");
    QTest::addColumn<QString>("problem");

    QTest::newRow("file format, a folder there") << false << "dir"
                                                 << "is a folder, not a file";
    QTest::newRow("folder format, a file there") << true << "file"
                                                 << "is a file, not a folder";
    QTest::newRow("file format, a file there") << false << "file"
                                               << "";
    QTest::newRow("folder format, a folder there") << true << "dir"
                                                   << "";
    QTest::newRow("file format, missing") << false << "new/a.json"
                                          << "";
    QTest::newRow("folder format, missing") << true << "new/b"
                                            << "";
    QTest::newRow("folder format, dangling link")
            << true << "dangling"
            << "is a symbolic link to a missing file or a link loop";
    QTest::newRow("file format, dangling link")
            << false << "dangling"
            << "is a symbolic link to a missing file or a link loop";
}

void TestExportWrite::targetProblems()
{
    QFETCH(bool, folder);
    QFETCH(QString, target);
    QFETCH(QString, problem);
    QVERIFY(QDir().mkdir(path("dir")));
    QFile file(path("file"));
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write("kept");
    file.close();
    QVERIFY(QFile::link(path("nowhere"), path("dangling")));

    QCOMPARE(model::exportTargetProblem(path(target), folder), problem);
    // Writing agrees: refused with the same reason, or written.
    model::ExportPlan plan;
    plan.files << model::ExportedFile{QStringLiteral("a.txt"), "a"};
    const QString error = model::writeExportPlan(plan, path(target), folder);
    QCOMPARE(error.isEmpty(), problem.isEmpty());
    QVERIFY2(error.contains(problem), qPrintable(error));
    QFile kept(path("file"));
    QVERIFY(kept.open(QIODevice::ReadOnly));
    QCOMPARE(kept.readAll(), problem.isEmpty() && !folder && target == "file" ? "a" : "kept");
}

QTEST_MAIN(TestExportWrite)
#include "tst_exportwrite.moc"
