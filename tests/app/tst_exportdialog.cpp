// Exporting from the real main window: File > Export As... driven through the dialog's
// widgets (format, target, options, the live preview, problems that disable Export), the
// settings it stores in the document as one undo step, File > Export (Ctrl+E) repeating
// them, export on save, and failures that write nothing. The dialog logic runs on fake
// exporters (exportdialogfixture.h); exportsWithEveryRealExporter uses whichever real
// exporters exist. The targets per format: tst_exporttarget.

#include "exportdialogfixture.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDir>
#include <QDoubleSpinBox>
#include <QLineEdit>
#include <QMessageBox>
#include <QRadioButton>
#include <QSignalSpy>
#include <QSpinBox>

using namespace hitbox;
using namespace hitbox::editor;
using namespace hitbox::editor::mainwindowtest;

class TestExportDialog : public ExportDialogFixture
{
    Q_OBJECT

private slots:
    void initTestCase();
    void cleanupTestCase();
    void init() { openTestProject(); }
    void cleanup() { closeWindow(); }

    void shortcutsAreTheirOwn();
    void offersFormatsWithExporters();
    void exportAsWritesAndStoresOneUndoStep();
    void previewCountsAndProblems();
    void startsFromSavedSettings();
    void exportRepeatsSavedSettings();
    void exportOnSave();
    void failedWriteWritesNothing();
    void exportsWithEveryRealExporter();
};

void TestExportDialog::initTestCase()
{
    installFakes("tst_exportdialog");
}

void TestExportDialog::cleanupTestCase()
{
    removeFakes();
}

// Ctrl+E and Ctrl+Shift+E (like Save / Save As) belong to no other action of the window.
void TestExportDialog::shortcutsAreTheirOwn()
{
    for (const auto &[name, key] :
         {std::pair{"export", QKeySequence(Qt::CTRL | Qt::Key_E)},
          std::pair{"exportAs", QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_E)}}) {
        QCOMPARE(action(name)->shortcut(), key);
        QStringList owners;
        for (QAction *a : m_window->findChildren<QAction *>()) {
            if (a->shortcuts().contains(key))
                owners << a->objectName();
        }
        QCOMPARE(owners, QStringList{QLatin1String(name)});
    }
}

void TestExportDialog::offersFormatsWithExporters()
{
    // The fakes, plus every format the model registry has a real exporter for.
    QStringList expected;
    for (model::ExportFormat format : model::allExportFormats()) {
        if (format == model::ExportFormat::Godot)
            expected << m_folderFake.displayName();
        else if (format == model::ExportFormat::Phaser)
            expected << m_fileFake.displayName();
        else if (const model::Exporter *real = model::exporterFor(format))
            expected << real->displayName();
    }
    QStringList offered;
    QVERIFY(exportAs(
            [&](ExportDialog *dialog) {
                auto *combo = child<QComboBox>(dialog, "exportFormat");
                for (int i = 0; i < combo->count(); ++i)
                    offered << combo->itemText(i);
            },
            false));
    QCOMPARE(offered, expected);
    QVERIFY(!doc()->project().exportSettings); // cancelled: nothing stored
    QCOMPARE(stack()->count(), 0);
}

void TestExportDialog::exportAsWritesAndStoresOneUndoStep()
{
    QVERIFY(!action("export")->isEnabled());
    QVERIFY(exportAs([&](ExportDialog *dialog) {
        auto *combo = child<QComboBox>(dialog, "exportFormat");
        combo->setCurrentIndex(combo->findText(m_folderFake.displayName()));
        child<QLineEdit>(dialog, "exportOutput")->setText(QStringLiteral("out"));
        setChecked(child<QListWidget>(dialog, "exportSprites"), "gem", false);
        setChecked(child<QListWidget>(dialog, "exportRoles"), "hurtbox", false);
        child<QDoubleSpinBox>(dialog, "exportPixelsPerMetre")->setValue(64);
        child<QRadioButton>(dialog, "exportFirstFrame")->setChecked(true);
        child<QCheckBox>(dialog, "exportMirrored")->setChecked(true);
        child<QSpinBox>(dialog, "exportMaxVertices")->setValue(12);
        waitForPreview(dialog);
        // ship (its hull is a hurtbox: left out) and rock (box and circle, role body), each
        // with a mirrored copy.
        QCOMPARE(child<QLabel>(dialog, "exportSummary")->text(),
                 "Ready to write 4 files: 4 shapes, 0 convex pieces.");
        // Export on save changes no file: the plan stands, Export stays enabled.
        child<QCheckBox>(dialog, "exportOnSave")->setChecked(true);
        QVERIFY(!dialog->isPlanning());
        QVERIFY(child<QPushButton>(dialog, "exportButton")->isEnabled());
    }));

    model::ExportSettings expected;
    expected.options.format = model::ExportFormat::Godot;
    expected.options.sprites = QStringList{"ship", "rock"};
    const QStringList roles{"body", "hitbox", "sensor"}; // the defaults without hurtbox
    expected.options.roles = roles;
    expected.options.pixelsPerMetre = 64;
    expected.options.allFrames = false;
    expected.options.mirrored = true;
    expected.options.maxPolygonVertices = 12;
    expected.outputPath = path(QStringLiteral("out"));
    expected.exportOnSave = true;
    QVERIFY(doc()->project().exportSettings);
    QCOMPARE(doc()->project().exportSettings->options.roles, roles);
    QVERIFY(*doc()->project().exportSettings == expected);
    QCOMPARE(stack()->count(), 1);
    QCOMPARE(stack()->text(0), "Change Export Settings");
    QVERIFY(doc()->isModified());
    QVERIFY(action("export")->isEnabled());

    QCOMPARE(QDir(path("out")).entryList(QDir::Files),
             (QStringList{"rock.fake", "rock_flipped.fake", "ship.fake", "ship_flipped.fake"}));
    QCOMPARE(read("out/rock.fake"), "sprite rock ppm 64 frames 1\n  body \n  body \n");
    QCOMPARE(read("out/ship.fake"), "sprite ship ppm 64 frames 1\n");

    stack()->undo();
    QVERIFY(!doc()->project().exportSettings);
    QVERIFY(!action("export")->isEnabled());
    QVERIFY(action("export")->toolTip().contains("not been exported yet"));
    stack()->redo();
    QVERIFY(*doc()->project().exportSettings == expected);
}

void TestExportDialog::previewCountsAndProblems()
{
    QVERIFY(exportAs([&](ExportDialog *dialog) {
        auto *button = child<QPushButton>(dialog, "exportButton");
        auto *summary = child<QLabel>(dialog, "exportSummary");
        auto *vertices = child<QSpinBox>(dialog, "exportMaxVertices");
        auto *combo = child<QComboBox>(dialog, "exportFormat");
        combo->setCurrentIndex(combo->findText(m_folderFake.displayName()));
        vertices->setValue(6); // the hull's 6 points fit
        waitForPreview(dialog);
        QCOMPARE(summary->text(), "Ready to write 3 files: 3 shapes, 1 convex piece.");
        QVERIFY(lines(dialog).isEmpty());
        QVERIFY(button->isEnabled());

        vertices->setValue(5);
        QVERIFY(!button->isEnabled()); // at once, before the new plan
        waitForPreview(dialog);
        QCOMPARE(lines(dialog),
                 QStringList{R"(sprites[0] "ship", polygon 1 "hull": 6 vertices, more than 5)"});
        QCOMPARE(summary->text(),
                 "Cannot export: 1 problem (nothing will be written until they are fixed).");
        QVERIFY(!button->isEnabled());

        vertices->setValue(6);
        waitForPreview(dialog);
        QVERIFY(button->isEnabled());
        auto *output = child<QLineEdit>(dialog, "exportOutput");
        output->clear();
        waitForPreview(dialog);
        QCOMPARE(lines(dialog), QStringList{"Choose the folder to export to."});
        QVERIFY(!button->isEnabled());
        output->setText("out");
        auto *sprites = child<QListWidget>(dialog, "exportSprites");
        for (const char *name : {"ship", "rock", "gem"})
            setChecked(sprites, name, false);
        waitForPreview(dialog);
        QCOMPARE(lines(dialog), QStringList{"Choose at least one sprite."});
        QVERIFY(!button->isEnabled());
    }));
    // Export was never enabled at the end: nothing stored, nothing written.
    QVERIFY(!doc()->project().exportSettings);
    QVERIFY(!QFileInfo::exists(path("out")));
}

void TestExportDialog::startsFromSavedSettings()
{
    model::ExportSettings saved;
    saved.options.format = model::ExportFormat::Phaser;
    saved.options.sprites = QStringList{"rock", "old ship"};
    saved.options.pixelsPerMetre = 10;
    saved.options.maxPolygonVertices = 7;
    saved.outputPath = path("bodies/all.json");
    saved.exportOnSave = true;
    doc()->setExportSettings(saved);
    QVERIFY(exportAs(
            [&](ExportDialog *dialog) {
                QCOMPARE(child<QComboBox>(dialog, "exportFormat")->currentText(),
                         m_fileFake.displayName());
                QCOMPARE(child<QLineEdit>(dialog, "exportOutput")->text(),
                         QDir::toNativeSeparators(path("bodies/all.json")));
                QCOMPARE(child<QDoubleSpinBox>(dialog, "exportPixelsPerMetre")->value(), 10.0);
                QCOMPARE(child<QSpinBox>(dialog, "exportMaxVertices")->value(), 7);
                QVERIFY(child<QCheckBox>(dialog, "exportOnSave")->isChecked());
                auto *sprites = child<QListWidget>(dialog, "exportSprites");
                QStringList shown;
                for (int i = 0; i < sprites->count(); ++i) {
                    shown << sprites->item(i)->text()
                                     + (sprites->item(i)->checkState() == Qt::Checked ? "+" : "-");
                }
                QCOMPARE(shown,
                         (QStringList{"ship-", "rock+", "gem-", "old ship (not in the project)+"}));
                QCOMPARE(dialog->settings(), saved);
                waitForPreview(dialog);
                QCOMPARE(lines(dialog), QStringList{R"(there is no sprite "old ship")"});
                // Unchecking the missing name drops it.
                setChecked(sprites, "old ship (not in the project)", false);
                waitForPreview(dialog);
                QVERIFY(lines(dialog).isEmpty());
            },
            false));
    QVERIFY(*doc()->project().exportSettings == saved); // cancelled
}

void TestExportDialog::exportRepeatsSavedSettings()
{
    QAction *again = action("export");
    QVERIFY(!again->isEnabled());
    QVERIFY2(again->toolTip().contains("not been exported yet"), qPrintable(again->toolTip()));
    QCOMPARE(again->shortcut(), QKeySequence(Qt::CTRL | Qt::Key_E));

    model::ExportSettings saved;
    saved.options.format = model::ExportFormat::Godot;
    saved.outputPath = path("scenes");
    doc()->setExportSettings(saved);
    QVERIFY(again->isEnabled());
    QVERIFY2(again->toolTip().contains(QDir::toNativeSeparators(path("scenes"))),
             qPrintable(again->toolTip()));
    const int steps = stack()->count();

    QTest::keyClick(m_window.get(), Qt::Key_E, Qt::ControlModifier); // asks nothing
    QCOMPARE(QDir(path("scenes")).entryList(QDir::Files),
             (QStringList{"gem.fake", "rock.fake", "ship.fake"}));
    QCOMPARE(read("scenes/ship.fake"), "sprite ship ppm 32 frames 1\n  hurtbox hull\n");

    // An edit, exported again.
    QList<model::Shape> shapes = doc()->sprite(0).frames[0].shapes;
    shapes << model::Shape::makeCircle({{0, 0}, 3}, "hitbox", "tip");
    doc()->setShapes(0, 0, shapes);
    again->trigger();
    QCOMPARE(read("scenes/ship.fake"),
             "sprite ship ppm 32 frames 1\n  hurtbox hull\n  hitbox tip\n");
    QCOMPARE(stack()->count(), steps); // exporting adds no undo step

    // A format without an exporter: disabled, saying why.
    saved.options.format = model::ExportFormat::Spine;
    doc()->setExportSettings(saved);
    if (!editorExporter(model::ExportFormat::Spine)) {
        QVERIFY(!again->isEnabled());
        QVERIFY2(again->toolTip().contains("cannot export to \"spine\""),
                 qPrintable(again->toolTip()));
    }
}

void TestExportDialog::exportOnSave()
{
    model::ExportSettings saved;
    saved.options.format = model::ExportFormat::Godot;
    saved.outputPath = path("scenes");
    doc()->setExportSettings(saved);
    QVERIFY(m_window->save());
    QVERIFY(!QFileInfo::exists(path("scenes"))); // not asked for

    saved.exportOnSave = true;
    doc()->setExportSettings(saved);
    QVERIFY(m_window->save());
    QCOMPARE(QDir(path("scenes")).entryList(QDir::Files).size(), 3);
    QVERIFY(m_window->lastError().isEmpty());

    // A problem: the save stands, the export is reported and writes nothing.
    saved.outputPath = path("scenes2");
    saved.options.maxPolygonVertices = 4;
    doc()->setExportSettings(saved);
    QSignalSpy errors(m_window.get(), &MainWindow::errorReported);
    QVERIFY(m_window->save());
    QVERIFY(!doc()->isModified());
    const model::ProjectReadResult reread = model::readProjectFile(m_file);
    QVERIFY2(reread.ok(), qPrintable(reread.error));
    QVERIFY(*reread.project.exportSettings == saved);
    QCOMPARE(errors.size(), 1);
    const QString message = errors.first().first().toString();
    QVERIFY2(message.startsWith("level.hitbox.json was saved, but not exported.\n"
                                "A problem stops the export; nothing was written:\n"
                                "- sprites[0] \"ship\", polygon 1 \"hull\": 6 vertices, more "
                                "than 4"),
             qPrintable(message));
    QVERIFY(!QFileInfo::exists(path("scenes2")));
}

void TestExportDialog::failedWriteWritesNothing()
{
    // The folder to write is a file: writeExportPlan cannot create it.
    QFile blocker(path("blocked"));
    QVERIFY(blocker.open(QIODevice::WriteOnly));
    blocker.write("not a folder");
    blocker.close();
    model::ExportSettings saved;
    saved.options.format = model::ExportFormat::Godot;
    saved.outputPath = path("blocked");
    doc()->setExportSettings(saved);
    QVERIFY(!m_window->exportActions()->exportAgain());
    QVERIFY2(m_window->lastError().startsWith("The export was not written: "),
             qPrintable(m_window->lastError()));
    QVERIFY(m_window->lastError().contains(QDir::toNativeSeparators(path("blocked"))));
    QCOMPARE(read("blocked"), "not a folder");

    // In the window: the error shows in a message box.
    m_window->setInteractive(true);
    QString title;
    QTimer timer;
    timer.setInterval(10);
    connect(&timer, &QTimer::timeout, this, [&] {
        if (auto *box = qobject_cast<QMessageBox *>(QApplication::activeModalWidget())) {
            timer.stop();
            title = box->windowTitle();
            box->accept();
        }
    });
    timer.start();
    action("export")->trigger();
    timer.stop();
    m_window->setInteractive(false);
    QCOMPARE(title, "Cannot Export");
}

void TestExportDialog::exportsWithEveryRealExporter()
{
    // Tested with the real exporters only (the fakes step aside), on the demo project.
    setExporterForTesting(model::ExportFormat::Godot, nullptr);
    setExporterForTesting(model::ExportFormat::Phaser, nullptr);
    const auto restore = qScopeGuard([this] {
        setExporterForTesting(model::ExportFormat::Godot, &m_folderFake);
        setExporterForTesting(model::ExportFormat::Phaser, &m_fileFake);
    });
    const QList<model::ExportFormat> formats = availableExportFormats();
    QCOMPARE(formats.size(), 8); // every format of the README's Exporting table
    QVERIFY(m_window->openProject(qEnvironmentVariable("HITBOX_SOURCE_DIR")
                                  + QStringLiteral("/resources/demo/demo.hitbox.json")));
    for (model::ExportFormat format : formats) {
        const QString name = model::exportFormatName(format);
        model::ExportSettings settings;
        settings.options.format = format;
        settings.outputPath = path(QStringLiteral("real-") + name);
        doc()->setExportSettings(settings);
        const model::ExportPlan plan = planExportNow(doc()->project(), settings);
        const bool written = m_window->exportActions()->exportAgain();
        QCOMPARE(written, plan.ok());
        if (!written) {
            QVERIFY(!QFileInfo::exists(settings.outputPath));
            continue;
        }
        const bool folder = editorExporter(format)->writesFolder();
        for (const model::ExportedFile &file : plan.files) {
            const QString target = folder ? QDir(settings.outputPath).filePath(file.relativePath)
                                          : settings.outputPath;
            QFile f(target);
            QVERIFY2(f.open(QIODevice::ReadOnly), qPrintable(target));
            QCOMPARE(f.readAll(), file.contents);
        }
    }
}

QTEST_MAIN(TestExportDialog)
#include "tst_exportdialog.moc"
