// File > Open Project (here through Open Recent, which opens as the Open dialog does) on a
// file that is no project document, in the real main window with an unsaved change: the
// file is checked before anything is asked, so a broken document costs no question about
// the unsaved changes, and an atlas JSON or an image is offered to Add Sprites instead
// (added to the open project, which stays open with its change). Not interactive, the
// error says to use Add Sprites. Fixture: mainwindowfixture.h (ship, rock, gem).

#include "mainwindowfixture.h"

#include "files/recentfiles.h"

#include <QFile>
#include <QMessageBox>
#include <QPushButton>
#include <QSignalSpy>

using namespace hitbox;
using namespace hitbox::editor;
using namespace hitbox::editor::mainwindowtest;

class TestOpenAsProject : public MainWindowFixture
{
    Q_OBJECT

private slots:
    void initTestCase() { initApplication("tst_openasproject"); }
    void init();
    void cleanup() { closeWindow(); }

    void offersAddSprites_data();
    void offersAddSprites();
    void unopenableAsksNothing_data();
    void unopenableAsksNothing();
    void notInteractiveSaysAddSprites();

private:
    // Opens `file` as File > Open Recent does; the answers to questions come from
    // whenModal().
    void open(const QString &file)
    {
        emit m_window->findChild<RecentFiles *>()->openRequested(path(file));
    }
    void write(const QString &file, const QByteArray &bytes)
    {
        QFile f(path(file));
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(bytes);
    }
};

void TestOpenAsProject::init()
{
    openTestProject();
    QVERIFY(filledImage({24, 12}, QColor(200, 40, 40)).save(path("run.png")));
    write("run.json",
          R"({"frames": [{"frame": {"x": 0, "y": 0, "w": 12, "h": 12}, "duration": 70},
                         {"frame": {"x": 12, "y": 0, "w": 12, "h": 12}, "duration": 90}],
              "meta": {"app": "http://www.aseprite.org/", "image": "run.png"}})");
    action("pivotTopLeft")->trigger(); // an unsaved change
    QVERIFY(doc()->isModified());
    m_window->setInteractive(true);
}

void TestOpenAsProject::offersAddSprites_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<QString>("what");
    QTest::addColumn<bool>("add"); // the answer
    QTest::addColumn<int>("frames");

    QTest::newRow("atlas, added") << "run.json"
                                  << "an atlas JSON" << true << 2;
    QTest::newRow("atlas, cancelled") << "run.json"
                                      << "an atlas JSON" << false << 0;
    QTest::newRow("image, added") << "coin.png"
                                  << "an image" << true << 1;
}

void TestOpenAsProject::offersAddSprites()
{
    QFETCH(QString, file);
    QFETCH(QString, what);
    QFETCH(bool, add);
    QFETCH(int, frames);
    const model::Project before = doc()->project();
    QStringList asked;
    whenModal([&](QWidget *modal) {
        auto *box = qobject_cast<QMessageBox *>(modal);
        QVERIFY(box);
        asked << box->text();
        for (QAbstractButton *button : box->buttons()) {
            if (button->text() == (add ? "Add Sprites" : "Cancel"))
                button->click();
        }
    });
    open(file);
    QTRY_COMPARE(asked.size(), 1); // this question only, not the one about unsaved changes
    QCOMPARE(asked.first(),
             file + " is " + what
                     + ", not a Hitbox Studio project.\nAdd it to this project as "
                       "sprites?");
    QCOMPARE(doc()->fileName(), m_file); // the project stays open
    QVERIFY(doc()->isModified());
    QCOMPARE(doc()->spriteCount(), before.sprites.size() + (add ? 1 : 0));
    if (add) {
        QCOMPARE(doc()->sprite(doc()->spriteCount() - 1).frames.size(), frames);
        stack()->undo();
    }
    QCOMPARE(doc()->project().sprites, before.sprites);
}

void TestOpenAsProject::unopenableAsksNothing_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<QByteArray>("bytes");
    // A broken project document is not offered as an atlas although it is JSON, nor a
    // text file as an image although the image importer is the last resort.
    QTest::newRow("broken project") << "broken.hitbox.json" << QByteArray("{ \"version\": ");
    QTest::newRow("text") << "notes.txt" << QByteArray("hello");
}

void TestOpenAsProject::unopenableAsksNothing()
{
    QFETCH(QString, file);
    QFETCH(QByteArray, bytes);
    write(file, bytes);
    bool asked = false;
    whenModal([&](QWidget *modal) {
        asked = true;
        modal->close();
    });
    m_window->setInteractive(false); // the error box would wait for a click
    QSignalSpy errors(m_window.get(), &MainWindow::errorReported);
    open(file);
    QCOMPARE(errors.size(), 1);
    QVERIFY2(errors.first().first().toString().contains(file),
             qPrintable(errors.first().first().toString()));
    QVERIFY(!errors.first().first().toString().contains("Add Sprites"));
    QCOMPARE(doc()->fileName(), m_file);
    QVERIFY(doc()->isModified()); // not discarded, not saved
    QTest::qWait(100);
    QVERIFY(!asked);
}

void TestOpenAsProject::notInteractiveSaysAddSprites()
{
    m_window->setInteractive(false);
    QSignalSpy errors(m_window.get(), &MainWindow::errorReported);
    const int sprites = doc()->spriteCount();
    open("run.json");
    QCOMPARE(errors.size(), 1);
    QCOMPARE(errors.first().first().toString(),
             "run.json is an atlas JSON, not a Hitbox Studio project. Add it to a project with "
             "Sprite > Add Sprites...");
    QCOMPARE(doc()->spriteCount(), sprites);
    QVERIFY(doc()->isModified());
}

QTEST_MAIN(TestOpenAsProject)
#include "tst_openasproject.moc"
