// Broken files in the real main window: documents that cannot be read, images that cannot be
// added, and documents whose images moved or are corrupt (placeholders and the missing images
// dialog). The open document and its unsaved work must survive every failure.
// The fixture, its helpers and how expected values are found: mainwindowfixture.h.

#include "mainwindowfixture.h"

#include "docks/propertiesdock.h"
#include "docks/spritelistmodel.h"
#include "docks/spritesdock.h"
#include "files/missingimagesdialog.h"

#include "hostilefiles.h"

#include "model/io/imageloader.h"

#include <QDir>
#include <QFile>
#include <QMessageBox>
#include <QSignalSpy>

using namespace hitbox;
using namespace hitbox::editor;
using namespace hitbox::editor::mainwindowtest;

class TestMainBrokenFiles : public MainWindowFixture
{
    Q_OBJECT

private slots:
    void initTestCase() { initApplication("tst_mainbrokenfiles"); }
    void init() { openTestProject(); }
    void cleanup() { closeWindow(); }

    // Broken documents and images.
    void brokenDocument_data();
    void brokenDocument();
    void brokenDocumentInteractive();
    void brokenImages_data();
    void brokenImages();
    void brokenImageInBatch();

    // Moved and corrupt images.
    void movedImagesOpenWithPlaceholder();
    void corruptImageInDocument_data();
    void corruptImageInDocument();
    void missingImagesDialogSearch();
    void movedImagesLocatedInteractively();
    void movedImagesDialogCancelled();

private:
    // Writes moved.hitbox.json, whose first sprite's image is art/hero.png (a copy of the
    // ship), for the test to move the art folder away; returns the project written.
    model::Project writeProjectWithArtFolder()
    {
        QDir dir(m_dir->path());
        if (!dir.mkpath(QStringLiteral("art"))
            || !QFile::copy(path(QStringLiteral("ship.png")), path(QStringLiteral("art/hero.png"))))
            qFatal("cannot set up the art folder");
        model::Project project = m_project;
        project.sprites[0].imagePath = path(QStringLiteral("art/hero.png"));
        writeProject(project, path(QStringLiteral("moved.hitbox.json")));
        return project;
    }
};

// --- Broken documents and images -------------------------------------------------------

void TestMainBrokenFiles::brokenDocument_data()
{
    QTest::addColumn<QByteArray>("content");
    QTest::addColumn<QString>("problem");
    QTest::newRow("empty file") << QByteArray() << "not valid JSON";
    QTest::newRow("bad JSON") << QByteArray("{\n  \"format\": \"hitbox\",\n  oops\n}")
                              << "not valid JSON at line 3";
    QTest::newRow("foreign format") << QByteArray(R"({"format":"tiled","version":1,"sprites":[]})")
                                    << "not a Hitbox Studio document";
    QTest::newRow("newer version") << QByteArray(R"({"format":"hitbox","version":3,"sprites":[]})")
                                   << "version 3 is newer than this program reads";
    QTest::newRow("threshold") << QByteArray(
            R"({"format":"hitbox","version":1,"sprites":[{"image":"a.png","threshold":300}]})")
                               << "sprites[0].threshold: expected a whole number from 0 to 255, "
                                  "found 300";
    QTest::newRow("missing file") << QByteArray("no file") << "file not found";
}

void TestMainBrokenFiles::brokenDocument()
{
    QFETCH(QByteArray, content);
    QFETCH(QString, problem);
    // Unsaved work in the open document must survive the failed open.
    drag(scene(hull[0]), scene(hull[0]) + QPointF(2, 2));
    const model::Project before = doc()->project();
    QCOMPARE(stack()->count(), 1);

    const QString broken = path(QStringLiteral("broken.hitbox.json"));
    if (content != "no file") {
        QFile file(broken);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(content);
    }
    QSignalSpy errors(m_window.get(), &MainWindow::errorReported);
    QVERIFY(!m_window->openProject(broken));
    QCOMPARE(errors.count(), 1);
    const QString message = errors.first().first().toString();
    QVERIFY2(message.contains(QLatin1String("broken.hitbox.json")), qPrintable(message));
    QVERIFY2(message.contains(problem), qPrintable(message));
    QCOMPARE(m_window->lastError(), message);
    QCOMPARE(m_window->statusBar()->currentMessage(), message);

    QCOMPARE(doc()->project(), before);
    QCOMPARE(doc()->fileName(), m_file);
    QCOMPARE(stack()->count(), 1);
    QVERIFY(doc()->isModified());
    QVERIFY(m_window->windowTitle().startsWith(QLatin1String("level.hitbox.json")));
}

void TestMainBrokenFiles::brokenDocumentInteractive()
{
    m_window->setInteractive(true);
    const QString broken = path(QStringLiteral("broken.hitbox.json"));
    QFile file(broken);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write(R"({"format":"hitbox","version":1,"sprites":[{"image":5}]})");
    file.close();
    QString shown;
    whenModal([&shown](QWidget *modal) {
        if (auto *box = qobject_cast<QMessageBox *>(modal))
            shown = box->text();
        modal->close();
    });
    QVERIFY(!m_window->openProject(broken));
    QVERIFY2(shown.contains(QLatin1String("broken.hitbox.json")), qPrintable(shown));
    QVERIFY2(shown.contains(QLatin1String("sprites[0].image: expected a string, found 5")),
             qPrintable(shown));
    QCOMPARE(doc()->project(), m_project);
}

void TestMainBrokenFiles::brokenImages_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<QString>("problem");
    QTest::newRow("garbage") << "garbage.png"
                             << "not an image format this program can read";
    QTest::newRow("empty") << "empty.png"
                           << "file is empty";
    QTest::newRow("huge") << "huge.png"
                          << "more than the";
    // A folder is an image sequence (importSheet): an empty one holds no frames.
    QTest::newRow("empty folder") << "folder.png"
                                  << "holds no image files";
    QTest::newRow("missing") << "missing.png"
                             << "file not found";
}

void TestMainBrokenFiles::brokenImages()
{
    QFETCH(QString, file);
    QFETCH(QString, problem);
    const QString broken = path(file);
    if (file == QLatin1String("folder.png")) {
        QVERIFY(QDir(m_dir->path()).mkdir(file));
    } else if (file != QLatin1String("missing.png")) {
        QFile out(broken);
        QVERIFY(out.open(QIODevice::WriteOnly));
        if (file == QLatin1String("garbage.png"))
            out.write("this is not a picture at all, just words");
        else if (file == QLatin1String("huge.png"))
            out.write(testing::pngDeclaringSize(100000, 100000));
    }
    action("pivotTopLeft")->trigger(); // unsaved work that must survive
    const model::Project before = doc()->project();
    QSignalSpy errors(m_window.get(), &MainWindow::errorReported);
    QCOMPARE(m_window->addSprites({broken}), 0);
    QCOMPARE(errors.count(), 1);
    const QString message = errors.first().first().toString();
    QVERIFY2(message.contains(file), qPrintable(message));
    QVERIFY2(message.contains(problem), qPrintable(message));
    QCOMPARE(doc()->project(), before);
    QCOMPARE(stack()->count(), 1);
    QCOMPARE(doc()->currentSprite(), 0);
}

void TestMainBrokenFiles::brokenImageInBatch()
{
    QFile out(path(QStringLiteral("bad.png")));
    QVERIFY(out.open(QIODevice::WriteOnly));
    out.write("\x89PNG\r\n\x1a\n but then nothing sensible");
    out.close();
    QSignalSpy errors(m_window.get(), &MainWindow::errorReported);
    QCOMPARE(m_window->addSprites(
                     {path(QStringLiteral("coin.png")), path(QStringLiteral("bad.png"))}),
             1);
    QCOMPARE(errors.count(), 1);
    const QString message = errors.first().first().toString();
    QVERIFY2(message.contains(QLatin1String("bad.png")), qPrintable(message));
    QVERIFY2(!message.contains(QLatin1String("coin.png")), qPrintable(message));
    QCOMPARE(doc()->spriteCount(), 4);
    QCOMPARE(doc()->sprite(3).name, QStringLiteral("coin"));
    QCOMPARE(stack()->count(), 1);
}

// --- Moved and corrupt images ----------------------------------------------------------

void TestMainBrokenFiles::movedImagesOpenWithPlaceholder()
{
    QDir dir(m_dir->path());
    const model::Project project = writeProjectWithArtFolder();
    const QString file = path(QStringLiteral("moved.hitbox.json"));
    QVERIFY(dir.rename(QStringLiteral("art"), QStringLiteral("elsewhere")));

    QSignalSpy errors(m_window.get(), &MainWindow::errorReported);
    QVERIFY(m_window->openProject(file)); // not interactive: opens with a placeholder
    QCOMPARE(errors.count(), 0);
    QCOMPARE(doc()->project(), project);
    QVERIFY(doc()->image(0).isNull());
    QVERIFY(!doc()->image(1).isNull());
    QVERIFY(!doc()->isModified());
    QVERIFY2(m_window->statusBar()->currentMessage().contains(QLatin1String("missing")),
             qPrintable(m_window->statusBar()->currentMessage()));
    QVERIFY2(warningLabel()->text().contains(QLatin1String("hero.png: file not found")),
             qPrintable(warningLabel()->text()));
}

void TestMainBrokenFiles::corruptImageInDocument_data()
{
    QTest::addColumn<QByteArray>("content");
    QTest::addColumn<QString>("problem"); // part of the loader's message
    QTest::newRow("not an image") << QByteArray("GIF89a, or so it claims") << "ship.png: ";
    QTest::newRow("too large") << testing::pngDeclaringSize(20000, 20000)
                               << "ship.png: declares 20000 x 20000 pixels, more than the 16384";
}

void TestMainBrokenFiles::corruptImageInDocument()
{
    QFETCH(QByteArray, content);
    QFETCH(QString, problem);
    // The file is where the document says, but it cannot be loaded: the document opens
    // and every place that shows the sprite says what is wrong with the image (the
    // loader's message), never that it is missing.
    QFile out(path(QStringLiteral("ship.png")));
    QVERIFY(out.open(QIODevice::WriteOnly | QIODevice::Truncate));
    out.write(content);
    out.close();
    QSignalSpy errors(m_window.get(), &MainWindow::errorReported);
    QVERIFY(m_window->openProject(m_file));
    QCOMPARE(errors.count(), 0);
    QCOMPARE(doc()->project(), m_project);
    QVERIFY(doc()->image(0).isNull());
    auto *title = m_window->propertiesDock()->findChild<QLabel *>(QStringLiteral("spriteTitle"));
    auto *solid = m_window->propertiesDock()->findChild<QLabel *>(QStringLiteral("solidLabel"));
    QVERIFY(title && solid);
    const QString tooltip
            = m_window->spritesDock()->model()->index(0).data(Qt::ToolTipRole).toString();
    // The image loader's own message, word for word.
    const QString loaderError = model::loadImage(path(QStringLiteral("ship.png"))).error;
    QVERIFY2(loaderError.contains(problem), qPrintable(loaderError));
    for (const QString &text : {warningLabel()->text(), title->text(), solid->text(), tooltip}) {
        QVERIFY2(text.contains(loaderError.toHtmlEscaped()) || text.contains(loaderError),
                 qPrintable(text));
        QVERIFY2(!text.contains(QLatin1String("missing"), Qt::CaseInsensitive), qPrintable(text));
    }
    // The other sprites are fine, and shapes of the broken one can still be edited.
    QVERIFY(!doc()->image(1).isNull());
    action("pivotTopLeft")->trigger();
    QCOMPARE(stack()->count(), 1);
}

void TestMainBrokenFiles::missingImagesDialogSearch()
{
    QDir dir(m_dir->path());
    QVERIFY(dir.mkpath(QStringLiteral("new/sub")));
    QVERIFY(dir.mkpath(QStringLiteral("other")));
    QVERIFY(QFile::copy(path(QStringLiteral("ship.png")), path(QStringLiteral("new/a.png"))));
    QVERIFY(QFile::copy(path(QStringLiteral("rock.png")), path(QStringLiteral("new/sub/b.png"))));
    QVERIFY(QFile::copy(path(QStringLiteral("gem.png")), path(QStringLiteral("other/c.png"))));
    const QString oldA = path(QStringLiteral("old/a.png"));
    const QString oldB = path(QStringLiteral("old/deeper/b.png"));
    const QString oldC = path(QStringLiteral("old/c.png"));

    MissingImagesDialog dialog({oldA, oldB, oldC});
    QCOMPARE(dialog.searchFolder(path(QStringLiteral("nowhere"))), 0);
    QVERIFY(dialog.located().isEmpty());
    QCOMPARE(dialog.searchFolder(path(QStringLiteral("new"))), 2);
    QHash<QString, QString> expected{{oldA, path(QStringLiteral("new/a.png"))},
                                     {oldB, path(QStringLiteral("new/sub/b.png"))}};
    QCOMPARE(dialog.located(), expected);
    QCOMPARE(dialog.searchFolder(m_dir->path()), 1); // only c is still wanted
    expected.insert(oldC, path(QStringLiteral("other/c.png")));
    QCOMPARE(dialog.located(), expected);
    dialog.locate(oldA, path(QStringLiteral("gem.png")));
    expected.insert(oldA, path(QStringLiteral("gem.png")));
    QCOMPARE(dialog.located(), expected);
}

void TestMainBrokenFiles::movedImagesLocatedInteractively()
{
    QDir dir(m_dir->path());
    const model::Project project = writeProjectWithArtFolder();
    const QString file = path(QStringLiteral("moved.hitbox.json"));
    QVERIFY(dir.mkpath(QStringLiteral("new")));
    QVERIFY(dir.rename(QStringLiteral("art"), QStringLiteral("new/art")));
    const QString now = path(QStringLiteral("new/art/hero.png"));

    m_window->setInteractive(true);
    bool asked = false;
    whenModal([&](QWidget *modal) {
        auto *dialog = qobject_cast<MissingImagesDialog *>(modal);
        if (!dialog) {
            modal->close();
            return;
        }
        asked = dialog->searchFolder(path(QStringLiteral("new"))) == 1;
        dialog->accept();
    });
    QVERIFY(m_window->openProject(file));
    QVERIFY(asked);
    QCOMPARE(doc()->fileName(), file);
    QCOMPARE(doc()->sprite(0).imagePath, now);
    QVERIFY(!doc()->image(0).isNull());
    QCOMPARE(canvas()->spriteScene()->imageRect(), QRectF(0, 0, 64, 48));
    // Locating is an undoable edit: the document is modified until saved.
    QCOMPARE(stack()->count(), 1);
    QCOMPARE(stack()->undoText(), QStringLiteral("Locate Image"));
    QVERIFY(doc()->isModified());
    QVERIFY(m_window->isWindowModified());
    model::Project located = project;
    located.sprites[0].imagePath = now;
    QCOMPARE(doc()->project(), located);
    stack()->undo();
    QCOMPARE(doc()->project(), project);
}

void TestMainBrokenFiles::movedImagesDialogCancelled()
{
    model::Project project = m_project;
    project.sprites[2].imagePath = path(QStringLiteral("gone/gem.png"));
    const QString file = path(QStringLiteral("moved.hitbox.json"));
    writeProject(project, file);
    m_window->setInteractive(true);
    bool asked = false;
    whenModal([&asked](QWidget *modal) {
        asked = qobject_cast<MissingImagesDialog *>(modal) != nullptr;
        if (auto *dialog = qobject_cast<QDialog *>(modal))
            dialog->reject();
    });
    QVERIFY(!m_window->openProject(file));
    QVERIFY(asked);
    QCOMPARE(doc()->fileName(), m_file);
    QCOMPARE(doc()->project(), m_project);
}

QTEST_MAIN(TestMainBrokenFiles)
#include "tst_mainbrokenfiles.moc"
