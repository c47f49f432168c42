// The Export dialog's target, driven through its widgets in the real main window: each
// format keeps its own target, shown in full next to the document; the exact files the
// plan writes are listed; missing folders are created for every format; a target that
// cannot be written is a problem before Export, and a write that fails leaves the dialog
// open with the message and stores nothing (no undo step per try); "Pixels per metre"
// shows only for formats that use it. Fakes and fixture: exportdialogfixture.h.

#include "exportdialogfixture.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDir>
#include <QDoubleSpinBox>
#include <QLabel>
#include <QLineEdit>
#include <QRadioButton>

using namespace hitbox;
using namespace hitbox::editor;
using namespace hitbox::editor::mainwindowtest;

class TestExportTarget : public ExportDialogFixture
{
    Q_OBJECT

private slots:
    void initTestCase() { installFakes("tst_exporttarget"); }
    void cleanupTestCase() { removeFakes(); }
    void init() { openTestProject(); }
    void cleanup() { closeWindow(); }

    void eachFormatKeepsItsTarget();
    void listsTheFilesWritten_data();
    void listsTheFilesWritten();
    void createsMissingFolders_data();
    void createsMissingFolders();
    void unwritableTargetIsAProblem_data();
    void unwritableTargetIsAProblem();
    void failedWriteKeepsDialogOpen();
    void pixelsPerMetreOnlyWhereUsed();

private:
    void choose(ExportDialog *dialog, const model::Exporter &exporter)
    {
        auto *combo = child<QComboBox>(dialog, "exportFormat");
        combo->setCurrentIndex(combo->findText(exporter.displayName()));
        QCOMPARE(combo->currentText(), exporter.displayName());
    }
    QString shown(const QString &name) const { return QDir::toNativeSeparators(path(name)); }
};

void TestExportTarget::eachFormatKeepsItsTarget()
{
    const model::Exporter *libGdx = model::exporterFor(model::ExportFormat::LibGdx);
    QVERIFY(libGdx && !libGdx->writesFolder());
    QVERIFY(exportAs([&](ExportDialog *dialog) {
        auto *output = child<QLineEdit>(dialog, "exportOutput");
        // The proposed targets are full paths next to the document.
        choose(dialog, m_folderFake);
        QCOMPARE(output->text(), shown("level-godot"));
        choose(dialog, m_fileFake);
        QCOMPARE(output->text(), shown("level.json"));
        QTest::keyClick(output, Qt::Key_End);
        QTest::keyClicks(output, QStringLiteral("x"));
        QCOMPARE(output->text(), shown("level.jsonx"));
        // Back to the folder format: its own folder, not the file typed for the other.
        choose(dialog, m_folderFake);
        QCOMPARE(output->text(), shown("level-godot"));
        QCOMPARE(dialog->settings().outputPath, path("level-godot"));
        output->selectAll();
        QTest::keyClicks(output, QStringLiteral("scenes"));
        choose(dialog, m_fileFake);
        QCOMPARE(output->text(), shown("level.jsonx"));
        // A file format not chosen yet, after a file typed: the same name, its suffix.
        choose(dialog, *libGdx);
        QCOMPARE(output->text(), shown("level.json"));
        // ... after a folder typed: its own proposal, never the folder.
        choose(dialog, m_folderFake);
        QCOMPARE(output->text(), QStringLiteral("scenes"));
        choose(dialog, m_fileFake);
        QCOMPARE(output->text(), shown("level.jsonx"));
        waitForPreview(dialog);
        QCOMPARE(child<QLabel>(dialog, "exportSummary")->text(),
                 "Ready to write 1 file: 3 shapes, 1 convex piece.");
    }));
    QVERIFY(read("level.jsonx").startsWith("sprite ship"));
    QVERIFY(!QFileInfo::exists(path("scenes")));
    QVERIFY(!QFileInfo::exists(path("level-godot")));
    QCOMPARE(doc()->project().exportSettings->outputPath, path("level.jsonx"));
}

void TestExportTarget::listsTheFilesWritten_data()
{
    QTest::addColumn<bool>("folder");
    QTest::addColumn<bool>("mirrored");
    QTest::addColumn<QString>("target");
    QTest::addColumn<QStringList>("files"); // relative to the project's folder

    QTest::newRow("folder") << true << false << "out"
                            << QStringList{"out/ship.fake", "out/rock.fake", "out/gem.fake"};
    QTest::newRow("folder, mirrored") << true << true << "a/b"
                                      << QStringList{"a/b/ship.fake",
                                                     "a/b/ship_flipped.fake",
                                                     "a/b/rock.fake",
                                                     "a/b/rock_flipped.fake",
                                                     "a/b/gem.fake",
                                                     "a/b/gem_flipped.fake"};
    QTest::newRow("one file") << false << false << "x/bodies.json" << QStringList{"x/bodies.json"};
    QTest::newRow("one file, mirrored") << false << true << "all.json" << QStringList{"all.json"};
}

void TestExportTarget::listsTheFilesWritten()
{
    QFETCH(bool, folder);
    QFETCH(bool, mirrored);
    QFETCH(QString, target);
    QFETCH(QStringList, files);
    QStringList expected;
    for (const QString &file : std::as_const(files))
        expected << shown(file);
    QStringList listed;
    QVERIFY(exportAs([&](ExportDialog *dialog) {
        choose(dialog, folder ? m_folderFake : m_fileFake);
        child<QLineEdit>(dialog, "exportOutput")->setText(target);
        child<QCheckBox>(dialog, "exportMirrored")->setChecked(mirrored);
        waitForPreview(dialog);
        listed = lines(dialog, "exportFiles");
        QVERIFY(child<QListWidget>(dialog, "exportFiles")->isVisibleTo(dialog));
        // A problem: no files listed, none to be written.
        child<QLineEdit>(dialog, "exportOutput")->clear();
        waitForPreview(dialog);
        QVERIFY(!child<QListWidget>(dialog, "exportFiles")->isVisibleTo(dialog));
        child<QLineEdit>(dialog, "exportOutput")->setText(target);
    }));
    QCOMPARE(listed, expected);
    // The files listed are the files written, and only those.
    for (const QString &file : std::as_const(files))
        QVERIFY2(QFileInfo(path(file)).isFile(), qPrintable(file));
    if (folder) {
        QCOMPARE(QDir(path(target)).entryList(QDir::Files).size(), files.size());
    }
}

void TestExportTarget::createsMissingFolders_data()
{
    QTest::addColumn<bool>("folder");
    QTest::addColumn<QString>("target");
    QTest::addColumn<QString>("written");

    QTest::newRow("file in a new folder") << false << "new/deeper/bodies.json"
                                          << "new/deeper/bodies.json";
    QTest::newRow("new folder in a new folder") << true << "new/deeper/scenes"
                                                << "new/deeper/scenes/ship.fake";
}

void TestExportTarget::createsMissingFolders()
{
    QFETCH(bool, folder);
    QFETCH(QString, target);
    QFETCH(QString, written);
    QVERIFY(!QFileInfo::exists(path("new")));
    QVERIFY(exportAs([&](ExportDialog *dialog) {
        choose(dialog, folder ? m_folderFake : m_fileFake);
        child<QLineEdit>(dialog, "exportOutput")->setText(target);
    }));
    QVERIFY(read(written).startsWith("sprite ship"));
    QCOMPARE(doc()->project().exportSettings->outputPath, path(target));
}

void TestExportTarget::unwritableTargetIsAProblem_data()
{
    QTest::addColumn<bool>("folder");
    QTest::addColumn<QString>("problem");

    QTest::newRow("file format, a folder there") << false << "is a folder, not a file";
    QTest::newRow("folder format, a file there") << true << "is a file, not a folder";
}

void TestExportTarget::unwritableTargetIsAProblem()
{
    QFETCH(bool, folder);
    QFETCH(QString, problem);
    // The target of each row is what the other format writes.
    QVERIFY(QDir().mkdir(path("taken-folder")));
    QFile file(path("taken-file"));
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write("kept");
    file.close();
    const QString target = folder ? QStringLiteral("taken-file") : QStringLiteral("taken-folder");
    QVERIFY(exportAs([&](ExportDialog *dialog) {
        choose(dialog, folder ? m_folderFake : m_fileFake);
        child<QLineEdit>(dialog, "exportOutput")->setText(target);
        waitForPreview(dialog);
        QCOMPARE(lines(dialog), QStringList{shown(target) + ": " + problem + "."});
        QVERIFY(!child<QPushButton>(dialog, "exportButton")->isEnabled());
    }));
    QVERIFY(!doc()->project().exportSettings);
    QCOMPARE(stack()->count(), 0);
    QCOMPARE(read("taken-file"), "kept");
    QVERIFY(QDir(path("taken-folder")).isEmpty());
}

void TestExportTarget::failedWriteKeepsDialogOpen()
{
    // "blocker" is a file, so no folder can be made there: the plan is fine, writing fails.
    QFile blocker(path("blocker"));
    QVERIFY(blocker.open(QIODevice::WriteOnly));
    blocker.close();
    for (int attempt = 0; attempt < 2; ++attempt) {
        const int steps = stack()->count();
        const std::optional<model::ExportSettings> stored = doc()->project().exportSettings;
        QVERIFY(exportAs(
                [&](ExportDialog *dialog) {
                    choose(dialog, m_fileFake);
                    auto *output = child<QLineEdit>(dialog, "exportOutput");
                    output->setText(QStringLiteral("blocker/bodies.json"));
                    waitForPreview(dialog);
                    auto *button = child<QPushButton>(dialog, "exportButton");
                    QVERIFY(button->isEnabled());
                    auto *error = child<QLabel>(dialog, "exportError");
                    QVERIFY(!error->isVisibleTo(dialog));
                    QTest::mouseClick(button, Qt::LeftButton);
                    QVERIFY(dialog->isVisible()); // open, saying why
                    QVERIFY(error->isVisibleTo(dialog));
                    QVERIFY2(error->text().startsWith("The export was not written: "
                                                      + shown("blocker")),
                             qPrintable(error->text()));
                    QVERIFY2(error->text().contains("is not a folder"), qPrintable(error->text()));
                    QCOMPARE(stack()->count(), steps); // a failed try stores nothing
                    QVERIFY(doc()->project().exportSettings == stored);
                    // Another target: the message goes, Export succeeds and closes.
                    output->setText(QStringLiteral("fine.json"));
                    QVERIFY(!error->isVisibleTo(dialog));
                    waitForPreview(dialog);
                    QTest::mouseClick(button, Qt::LeftButton);
                    QVERIFY(!dialog->isVisible());
                },
                false));
        QVERIFY(read("fine.json").startsWith("sprite ship"));
        // One undo step for the settings written; trying the same again adds none.
        QCOMPARE(stack()->count(), 1);
        QCOMPARE(stack()->text(0), "Change Export Settings");
        QCOMPARE(doc()->project().exportSettings->outputPath, path("fine.json"));
    }
}

void TestExportTarget::pixelsPerMetreOnlyWhereUsed()
{
    // The engines whose limits are in metres, as the README's Exporting table says.
    const QList<model::ExportFormat> metric{model::ExportFormat::LibGdx,
                                            model::ExportFormat::Defold};
    for (const model::Exporter *exporter : model::exporters())
        QCOMPARE(exporter->usesPixelsPerMetre(), metric.contains(exporter->format()));
    QVERIFY(exportAs(
            [&](ExportDialog *dialog) {
                auto *ppm = child<QDoubleSpinBox>(dialog, "exportPixelsPerMetre");
                auto *combo = child<QComboBox>(dialog, "exportFormat");
                for (int i = 0; i < combo->count(); ++i) {
                    combo->setCurrentIndex(i);
                    const model::Exporter *exporter
                            = editorExporter(model::ExportFormat(combo->currentData().toInt()));
                    QCOMPARE(ppm->isVisibleTo(dialog), exporter->usesPixelsPerMetre());
                }
                choose(dialog, m_folderFake);
                QVERIFY(ppm->isVisibleTo(dialog));
                choose(dialog, m_fileFake);
                QVERIFY(!ppm->isVisibleTo(dialog));
            },
            false));
    // The formats that hide it write the same whatever it is (the demo project).
    setExporterForTesting(model::ExportFormat::Godot, nullptr);
    setExporterForTesting(model::ExportFormat::Phaser, nullptr);
    const auto restore = qScopeGuard([this] {
        setExporterForTesting(model::ExportFormat::Godot, &m_folderFake);
        setExporterForTesting(model::ExportFormat::Phaser, &m_fileFake);
    });
    QVERIFY(m_window->openProject(qEnvironmentVariable("HITBOX_SOURCE_DIR")
                                  + QStringLiteral("/resources/demo/demo.hitbox.json")));
    for (const model::Exporter *exporter : model::exporters()) {
        if (exporter->usesPixelsPerMetre())
            continue;
        model::ExportSettings a;
        a.options.format = exporter->format();
        a.outputPath = path(QStringLiteral("out"));
        a.options.pixelsPerMetre = 0.001;
        model::ExportSettings b = a;
        b.options.pixelsPerMetre = 100000;
        const model::ExportPlan planA = planExportNow(doc()->project(), a);
        const model::ExportPlan planB = planExportNow(doc()->project(), b);
        QCOMPARE(planA.files.size(), planB.files.size());
        for (qsizetype i = 0; i < planA.files.size(); ++i)
            QCOMPARE(planA.files[i].contents, planB.files[i].contents);
        QCOMPARE(planA.problems, planB.problems);
    }
}

QTEST_MAIN(TestExportTarget)
#include "tst_exporttarget.moc"
