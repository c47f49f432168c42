// Project files in the real main window: save and reopen, a failed save, dropped images and
// projects, and the questions about unsaved changes on close and drop.
// The fixture, its helpers and how expected values are found: mainwindowfixture.h.

#include "mainwindowfixture.h"

#include "model/io/shapesjson.h"
#include "specialfiles.h"

#include <QCloseEvent>
#include <QDropEvent>
#include <QFile>
#include <QMessageBox>
#include <QMimeData>
#include <QPushButton>
#include <QSignalSpy>
#include <QUrl>

using namespace hitbox;
using namespace hitbox::editor;
using namespace hitbox::editor::mainwindowtest;

class TestMainFiles : public MainWindowFixture
{
    Q_OBJECT

private slots:
    void initTestCase() { initApplication("tst_mainfiles"); }
    void init() { openTestProject(); }
    void cleanup() { closeWindow(); }

    // Saving, opening and dropping.
    void saveAndReopen();
    void failedSaveKeepsEverything();
    void saveRefusesSpecialFiles_data();
    void saveRefusesSpecialFiles();
    void dropImagesAndProject();

    // Unsaved changes.
    void closeAsksAboutUnsavedChanges();
    void dropProjectAsksAboutUnsavedChanges();
    void openChoosesTheFileBeforeAsking();
};

// --- Saving, opening and dropping ------------------------------------------------------

void TestMainFiles::saveAndReopen()
{
    setSnap(QStringLiteral("off")); // fractional coordinates must survive too
    drag(scene(hull[1]), scene(hull[1]) + QPointF(1.3, 2.6));
    showSprite(1);
    drag({16, 16}, {13.4, 19.9}); // the pivot
    const model::Project edited = doc()->project();
    QVERIFY(!(edited == m_project));
    QVERIFY(shapes0(edited.sprites[0])[0].polygon.points[1].x
            != std::round(shapes0(edited.sprites[0])[0].polygon.points[1].x));

    const QString copy = path(QStringLiteral("copy.hitbox.json"));
    QVERIFY(m_window->saveAs(copy));
    QCOMPARE(doc()->fileName(), copy);
    QVERIFY(m_window->windowTitle().startsWith(QLatin1String("copy.hitbox.json[*]")));
    QVERIFY(!doc()->isModified());

    QVERIFY(m_window->openProject(m_file));
    QCOMPARE(doc()->project(), m_project);
    QVERIFY(m_window->openProject(copy));
    QCOMPARE(doc()->project(), edited);
    QCOMPARE(doc()->fileName(), copy);
    QCOMPARE(stack()->count(), 0);
    QVERIFY(!doc()->isModified());

    // Save (Ctrl+S) writes to the file it came from.
    frame();
    canvas()->setFocus();
    key(Qt::Key_Delete); // nothing selected: nothing happens
    QCOMPARE(stack()->count(), 0);
    action("pivotTopLeft")->trigger();
    const model::Project moved = doc()->project();
    key(Qt::Key_S, Qt::ControlModifier);
    QVERIFY(!doc()->isModified());
    QVERIFY(m_window->openProject(copy));
    QCOMPARE(doc()->project(), moved);
}

void TestMainFiles::failedSaveKeepsEverything()
{
    action("pivotTopLeft")->trigger();
    const model::Project edited = doc()->project();
    const QByteArray original = model::serializeProject(m_project, m_file);
    QSignalSpy errors(m_window.get(), &MainWindow::errorReported);
    const QString nowhere = path(QStringLiteral("no/such/folder/x.hitbox.json"));
    QVERIFY(!m_window->saveAs(nowhere));
    QCOMPARE(errors.count(), 1);
    const QString message = errors.first().first().toString();
    QVERIFY2(message.contains(QLatin1String("x.hitbox.json")), qPrintable(message));
    QCOMPARE(doc()->fileName(), m_file);
    QVERIFY(doc()->isModified());
    QVERIFY(m_window->isWindowModified());
    QCOMPARE(doc()->project(), edited);
    QVERIFY(!QFile::exists(nowhere));
    // The document's own file is untouched by the failed save.
    QFile file(m_file);
    QVERIFY(file.open(QIODevice::ReadOnly));
    QCOMPARE(file.readAll(), original);
}

void TestMainFiles::saveRefusesSpecialFiles_data()
{
    QTest::addColumn<QString>("kind");
    for (const char *kind : {"fifo", "socket", "character device", "link to a fifo"})
        QTest::newRow(kind) << QString::fromLatin1(kind);
}

void TestMainFiles::saveRefusesSpecialFiles()
{
    // Save As onto a FIFO, a socket, a device or a link to a FIFO: a message naming it,
    // the target untouched, the document still modified and still under its own name.
    QFETCH(QString, kind);
    action("pivotTopLeft")->trigger();
    const QString target = path(QStringLiteral("special.hitbox.json"));
    QString expectedKind = kind;
    if (kind == QLatin1String("link to a fifo")) {
        QVERIFY(testing::makeSpecialFile(QStringLiteral("fifo"), path(QStringLiteral("fifo"))));
        QVERIFY(QFile::link(path(QStringLiteral("fifo")), target));
        expectedKind = QStringLiteral("link");
    } else if (!testing::makeSpecialFile(kind, target)) {
        QSKIP(qPrintable(QStringLiteral("cannot create a %1 here").arg(kind)));
    }
    QSignalSpy errors(m_window.get(), &MainWindow::errorReported);
    QVERIFY(!m_window->saveAs(target));
    QCOMPARE(errors.count(), 1);
    const QString message = errors.first().first().toString();
    QVERIFY2(message.contains(target)
                     && message.contains(
                             QLatin1String("is not a regular file (a device, pipe or socket)")),
             qPrintable(message));
    QCOMPARE(testing::fileKind(target), expectedKind);
    QCOMPARE(doc()->fileName(), m_file);
    QVERIFY(doc()->isModified());
    QVERIFY(m_window->isWindowModified());
    QFile::remove(target);
    QFile::remove(path(QStringLiteral("fifo")));
}

void TestMainFiles::dropImagesAndProject()
{
    const auto drop = [this](const QList<QUrl> &urls) {
        QMimeData mime;
        mime.setUrls(urls);
        QDragEnterEvent enter(
                QPoint(50, 50), Qt::CopyAction, &mime, Qt::LeftButton, Qt::NoModifier);
        QApplication::sendEvent(m_window.get(), &enter);
        QVERIFY(enter.isAccepted());
        QDropEvent dropEvent(
                QPointF(50, 50), Qt::CopyAction, &mime, Qt::LeftButton, Qt::NoModifier);
        QApplication::sendEvent(m_window.get(), &dropEvent);
    };
    drop({QUrl::fromLocalFile(path(QStringLiteral("coin.png")))});
    QCOMPARE(doc()->spriteCount(), 4);
    QCOMPARE(doc()->sprite(3).name, QStringLiteral("coin"));
    QCOMPARE(doc()->sprite(3).imagePath, path(QStringLiteral("coin.png")));
    QCOMPARE(doc()->currentSprite(), 3);
    QCOMPARE(stack()->undoText(), QStringLiteral("Add Sprite"));

    // Two images at once are one step; names stay unique.
    drop({QUrl::fromLocalFile(path(QStringLiteral("gem.png"))),
          QUrl::fromLocalFile(path(QStringLiteral("coin.png")))});
    QCOMPARE(doc()->spriteCount(), 6);
    QCOMPARE(doc()->sprite(4).name, QStringLiteral("gem 2"));
    QCOMPARE(doc()->sprite(5).name, QStringLiteral("coin 2"));
    QCOMPARE(stack()->count(), 2);
    QCOMPARE(stack()->undoText(), QStringLiteral("Add 2 Sprites"));
    QVERIFY(!doc()->image(5).isNull());

    // A project document opens (not interactive: unsaved changes are discarded).
    model::Project other;
    model::Sprite coin;
    coin.name = QStringLiteral("coin");
    coin.imagePath = path(QStringLiteral("coin.png"));
    other.sprites = {coin};
    const QString otherFile = path(QStringLiteral("other.hitbox.json"));
    writeProject(other, otherFile);
    drop({QUrl::fromLocalFile(otherFile)});
    QCOMPARE(doc()->fileName(), otherFile);
    QCOMPARE(doc()->project(), other);
    QCOMPARE(stack()->count(), 0);
}

// --- Unsaved changes -------------------------------------------------------------------

void TestMainFiles::closeAsksAboutUnsavedChanges()
{
    // Without changes nothing is asked.
    m_window->setInteractive(true);
    bool asked = false;
    const auto answer = [&asked](QMessageBox::StandardButton button, QString *text = nullptr) {
        return [&asked, button, text](QWidget *modal) {
            auto *box = qobject_cast<QMessageBox *>(modal);
            asked = box != nullptr;
            if (!box) {
                modal->close();
                return;
            }
            if (text)
                *text = box->text();
            box->button(button)->click();
        };
    };
    action("pivotTopLeft")->trigger();

    // Cancel: the close event is ignored and the window stays open with its changes.
    QString question;
    whenModal(answer(QMessageBox::Cancel, &question));
    QVERIFY(!m_window->close());
    QVERIFY(asked);
    QVERIFY2(question.contains(QLatin1String("level.hitbox.json")), qPrintable(question));
    QVERIFY(m_window->isVisible());
    QVERIFY(doc()->isModified());
    asked = false;
    whenModal(answer(QMessageBox::Cancel));
    QCloseEvent closeEvent;
    QApplication::sendEvent(m_window.get(), &closeEvent);
    QVERIFY(asked);
    QVERIFY(!closeEvent.isAccepted());

    // Save: written to the file, then closed.
    asked = false;
    whenModal(answer(QMessageBox::Save));
    QVERIFY(m_window->close());
    QVERIFY(asked);
    QVERIFY(!m_window->isVisible());
    QCOMPARE(model::readProjectFile(m_file).project, doc()->project());

    // Discard: closed, the file keeps what was saved.
    m_window->show();
    QVERIFY(QTest::qWaitForWindowExposed(m_window.get()));
    const model::Project saved = doc()->project();
    stack()->undo();
    asked = false;
    whenModal(answer(QMessageBox::Discard));
    QVERIFY(m_window->close());
    QVERIFY(asked);
    QCOMPARE(model::readProjectFile(m_file).project, saved);

    // Unmodified: closes without a question.
    m_window->show();
    QVERIFY(QTest::qWaitForWindowExposed(m_window.get()));
    QVERIFY(m_window->openProject(m_file));
    asked = false;
    whenModal(answer(QMessageBox::Cancel));
    QVERIFY(m_window->close());
    QVERIFY(!asked);
    m_watchers = std::make_unique<QObject>(); // stop waiting for a question

    // Not interactive (tests, screenshots): unsaved changes are discarded on request.
    m_window->show();
    m_window->setInteractive(false);
    action("pivotTopLeft")->trigger();
    QVERIFY(m_window->close());
}

void TestMainFiles::dropProjectAsksAboutUnsavedChanges()
{
    action("pivotTopLeft")->trigger();
    const model::Project edited = doc()->project();
    model::Project other;
    other.sprites = {m_project.sprites[2]};
    const QString otherFile = path(QStringLiteral("other.hitbox.json"));
    writeProject(other, otherFile);

    m_window->setInteractive(true);
    whenModal([](QWidget *modal) {
        if (auto *box = qobject_cast<QMessageBox *>(modal))
            box->button(QMessageBox::Cancel)->click();
        else
            modal->close();
    });
    QMimeData mime;
    mime.setUrls({QUrl::fromLocalFile(otherFile)});
    QDropEvent dropEvent(QPointF(50, 50), Qt::CopyAction, &mime, Qt::LeftButton, Qt::NoModifier);
    QApplication::sendEvent(m_window.get(), &dropEvent);
    QCOMPARE(doc()->fileName(), m_file);
    QCOMPARE(doc()->project(), edited);
    QVERIFY(doc()->isModified());
}

void TestMainFiles::openChoosesTheFileBeforeAsking()
{
    action("pivotTopLeft")->trigger();
    const model::Project edited = doc()->project();
    m_window->setInteractive(true);
    // The file first (it is checked before the unsaved changes are asked about, see
    // tst_openasproject): the file dialog, closed, asks nothing more.
    QStringList shown;
    whenModal([&shown](QWidget *modal) {
        if (auto *box = qobject_cast<QMessageBox *>(modal)) {
            shown << QStringLiteral("question");
            box->button(QMessageBox::Cancel)->click();
        } else {
            shown << QStringLiteral("file");
            modal->close();
        }
    });
    action("openProject")->trigger();
    QCOMPARE(shown, QStringList{QStringLiteral("file")});
    QCOMPARE(doc()->project(), edited);
    QVERIFY(doc()->isModified());
}

QTEST_MAIN(TestMainFiles)
#include "tst_mainfiles.moc"
