// The preview's hit timeline dock: two instances, A with three frames of which only frame 1
// has a hitbox overlapping B's hurtbox. The table marks only that row; moving B away through
// the controller clears it; clicking a row shows that frame on A.

#include "document/document.h"
#include "preview/hittimelinedock.h"
#include "preview/instancedock.h"
#include "preview/previewcontroller.h"

#include "model/document/tiertext.h"

#include <QImage>
#include <QLabel>
#include <QMainWindow>
#include <QSpinBox>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTest>

#include <memory>

using namespace hitbox;
using namespace hitbox::editor;
namespace hc = hitbox::collision;

class TestHitTimelineDock : public QObject
{
    Q_OBJECT

private slots:
    void init();
    void cleanup();
    void marksTheFramesThatHit();
    void movingBAwayClearsTheHits();
    void clickingARowShowsTheFrame();
    void nothingToCompareWithOneInstance();
    void instanceDockSetsTheFrame();

private:
    // The rows whose box tier column reads "hit" (the pipeline's last word is the pixel
    // tier: the images do not overlap).
    QList<int> hitRows() const;
    QTableWidget *table() const;

    std::unique_ptr<QTemporaryDir> m_dir;
    std::unique_ptr<QMainWindow> m_window;
    Document *m_document = nullptr;
    PreviewController *m_controller = nullptr;
    HitTimelineDock *m_dock = nullptr;
};

void TestHitTimelineDock::init()
{
    m_dir = std::make_unique<QTemporaryDir>();
    QVERIFY(m_dir->isValid());
    model::Project project;
    for (const char *name : {"fighter", "dummy"}) {
        const QString path = m_dir->filePath(QString::fromLatin1(name) + QStringLiteral(".png"));
        QImage image(32, 32, QImage::Format_ARGB32);
        image.fill(Qt::red);
        QVERIFY(image.save(path));
        model::Sprite s;
        s.name = QString::fromLatin1(name);
        s.imagePath = path;
        project.sprites << s;
    }
    const QString hurt = QStringLiteral("hurtbox");
    model::Sprite &fighter = project.sprites[0];
    fighter.frames = {model::Frame{}, model::Frame{}, model::Frame{}};
    for (model::Frame &f : fighter.frames)
        f.shapes = {model::Shape::makeBox({-10, -10, 20, 20}, hurt)};
    fighter.frames[1].shapes << model::Shape::makeBox({0, -4, 40, 8}, QStringLiteral("hitbox"));
    project.sprites[1].frames[0].shapes = {model::Shape::makeBox({-8, -8, 16, 16}, hurt)};
    // B 45 px right of A: only frame 1's hitbox (to x = 40) reaches its hurtbox (from 37).
    project.preview.instances << model::PreviewInstance{0, 0, {100, 100}, 0.0, {1, 1}, {}}
                              << model::PreviewInstance{1, 0, {145, 100}, 0.0, {1, 1}, {}};

    m_window = std::make_unique<QMainWindow>();
    m_document = new Document(m_window.get());
    m_document->resetProject(project, QString());
    m_controller = new PreviewController(m_document, m_window.get());
    m_dock = new HitTimelineDock(m_controller, m_window.get());
    m_window->addDockWidget(Qt::BottomDockWidgetArea, m_dock);
    m_window->show();
    QVERIFY(QTest::qWaitForWindowExposed(m_window.get()));
    m_controller->setSelectedInstance(0);
}

void TestHitTimelineDock::cleanup()
{
    m_window.reset();
    m_dir.reset();
}

QTableWidget *TestHitTimelineDock::table() const
{
    return m_dock->findChild<QTableWidget *>(QStringLiteral("hitTimelineTable"));
}

QList<int> TestHitTimelineDock::hitRows() const
{
    QList<int> rows;
    const int box = 1 + int(hc::Tier::Box);
    for (int r = 0; r < table()->rowCount(); ++r) {
        if (table()->item(r, box)->text() == model::verdictText(hc::Verdict::Hit))
            rows << r;
    }
    return rows;
}

void TestHitTimelineDock::marksTheFramesThatHit()
{
    QCOMPARE(m_dock->instanceA(), 0);
    QCOMPARE(m_dock->instanceB(), 1);
    QCOMPARE(table()->rowCount(), 3);
    QCOMPARE(m_dock->frames(), (QList<int>{0, 1, 2}));
    QCOMPARE(hitRows(), QList<int>{1});
    // The box tier's cell of row 1 reads "hit" and is coloured; row 0's is not.
    const int boxColumn = 1 + int(hc::Tier::Box);
    QCOMPARE(table()->item(1, boxColumn)->text(), model::verdictText(hc::Verdict::Hit));
    QVERIFY(table()->item(1, boxColumn)->background().style() != Qt::NoBrush);
    const auto summary = m_dock->findChild<QLabel *>(QStringLiteral("hitTimelineSummary"));
    QVERIFY2(summary->text().contains(QStringLiteral("on 1 of 3")), qPrintable(summary->text()));
    QCOMPARE(table()->item(0, boxColumn)->background().style(), Qt::NoBrush);
}

void TestHitTimelineDock::movingBAwayClearsTheHits()
{
    QCOMPARE(hitRows(), QList<int>{1});
    model::PreviewInstance b = m_controller->scene().instances[1];
    b.position = {300, 100};
    m_controller->setInstance(1, b);
    QCOMPARE(table()->rowCount(), 3);
    QCOMPARE(hitRows(), QList<int>{});
    // Back again, and A's other side: B selected as A compares against the fighter.
    b.position = {145, 100};
    m_controller->setInstance(1, b);
    QCOMPARE(hitRows(), QList<int>{1});
}

void TestHitTimelineDock::clickingARowShowsTheFrame()
{
    QCOMPARE(m_controller->scene().instances[0].frame, 0);
    QTableWidget *t = table();
    const QRect cell = t->visualItemRect(t->item(1, 0));
    QTest::mouseClick(t->viewport(), Qt::LeftButton, {}, cell.center());
    QCOMPARE(m_controller->scene().instances[0].frame, 1);
    QCOMPARE(m_controller->placedScene().instances[0].frame, 1);
    // The table still lists every frame, with row 1 the current one.
    QCOMPARE(t->rowCount(), 3);
    QCOMPARE(t->currentRow(), 1);
    QCOMPARE(hitRows(), QList<int>{1});
}

void TestHitTimelineDock::nothingToCompareWithOneInstance()
{
    m_controller->removeInstance(1);
    QCOMPARE(table()->rowCount(), 0);
    QCOMPARE(m_dock->instanceB(), -1);
}

// The instance dock's frame spin box sets A's frame (range: the sprite's frames); the
// timeline's current row follows.
void TestHitTimelineDock::instanceDockSetsTheFrame()
{
    auto *instanceDock = new InstanceDock(m_controller, m_window.get());
    m_window->addDockWidget(Qt::RightDockWidgetArea, instanceDock);
    auto *spin = instanceDock->findChild<QSpinBox *>(QStringLiteral("instanceFrame"));
    QVERIFY(spin);
    QCOMPARE(spin->maximum(), 2);
    spin->setValue(2);
    QCOMPARE(m_controller->placedScene().instances[0].frame, 2);
    QCOMPARE(table()->currentRow(), 2);
    m_controller->setSelectedInstance(1);
    QCOMPARE(spin->maximum(), 0);
    QCOMPARE(spin->value(), 0);
}

QTEST_MAIN(TestHitTimelineDock)
#include "tst_hittimeline.moc"
