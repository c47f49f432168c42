// The Trace dialog and the fit actions driven through their widgets: the preview follows
// the controls (off the GUI thread), the scores are shown, Apply stores valid sprite-local
// polygons that match the pixels as one undo step, and Fit Box / Fit Circle give the
// hand-computed shapes. Matches are judged by quality.h's sampling and by locating pixel
// centres in the stored polygons, not by the tracing code.

#include "docks/spritesdock.h"
#include "document/document.h"
#include "trace/traceactions.h"
#include "trace/tracedialog.h"
#include "trace/tracepreview.h"
#include "window/mainwindow.h"

#include "model/evaluate/projectvalidation.h"
#include "model/io/alphaplane.h"
#include <hitbox/shapes.h>
#include <hitbox/trace/quality.h>

#include "spriteshapesfixture.h"

#include <QAction>
#include <QCheckBox>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QImage>
#include <QItemSelectionModel>
#include <QLabel>
#include <QListView>
#include <QMenu>
#include <QMenuBar>
#include <QPushButton>
#include <QRadioButton>
#include <QSettings>
#include <QSlider>
#include <QSpinBox>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QToolBar>
#include <QToolButton>
#include <QUndoStack>

#include <cmath>
#include <memory>

using namespace hitbox;
using namespace hitbox::editor;
using shapefixture::boxOf;
using shapefixture::circleOf;
using shapefixture::polygonsOf;

namespace {

// 64 x 64, opaque where the pixel centre is 12..26 px from the centre (32, 32): a ring
// with a hole of radius 12.
QImage ringImage(int alpha = 255)
{
    QImage image(64, 64, QImage::Format_ARGB32);
    image.fill(Qt::transparent);
    for (int y = 0; y < 64; ++y) {
        for (int x = 0; x < 64; ++x) {
            const double r = std::hypot(x + 0.5 - 32, y + 0.5 - 32);
            if (r >= 12 && r <= 26)
                image.setPixelColor(x, y, QColor(140, 120, 100, alpha));
        }
    }
    return image;
}

// 40 x 30: a 10 x 10 block at (4, 4) and one stray pixel at (30, 24); 101 solid pixels.
QImage blockImage()
{
    QImage image(40, 30, QImage::Format_ARGB32);
    image.fill(Qt::transparent);
    for (int y = 4; y < 14; ++y) {
        for (int x = 4; x < 14; ++x)
            image.setPixelColor(x, y, Qt::darkGreen);
    }
    image.setPixelColor(30, 24, Qt::darkGreen);
    return image;
}

collision::Polygon toImage(const collision::Polygon &local, collision::Vec2 pivot)
{
    collision::Polygon p = local;
    for (collision::Vec2 &v : p.points)
        v = v + pivot;
    return p;
}

// The stored armature of a sprite, back in image coordinates, as shapes for quality.h.
std::vector<collision::PolygonWithHoles> armatureInImage(Document &d, int sprite)
{
    std::vector<collision::PolygonWithHoles> shapes;
    for (const model::Shape &p : polygonsOf(d.sprite(sprite))) {
        collision::PolygonWithHoles shape{toImage(p.polygon, d.pivot(sprite)), {}};
        for (const collision::Polygon &hole : p.holes)
            shape.holes.push_back(toImage(hole, d.pivot(sprite)));
        shapes.push_back(shape);
    }
    return shapes;
}

// How many solid pixel centres lie outside every polygon, and how many background
// pixel centres lie inside one.
std::pair<int, int> centreMismatches(Document &d, int sprite)
{
    const collision::Mask &mask = *d.mask(sprite);
    const std::vector<collision::PolygonWithHoles> shapes = armatureInImage(d, sprite);
    int missed = 0, extra = 0;
    for (int y = 0; y < mask.height(); ++y) {
        for (int x = 0; x < mask.width(); ++x) {
            bool inside = false;
            const collision::Vec2 centre{x + 0.5, y + 0.5};
            for (const collision::PolygonWithHoles &s : shapes) {
                bool inShape = collision::pointInPolygon(s.outer, centre)
                               == collision::Containment::Inside;
                for (const collision::Polygon &hole : s.holes) {
                    inShape = inShape
                              && collision::pointInPolygon(hole, centre)
                                         == collision::Containment::Outside;
                }
                inside = inside || inShape;
            }
            missed += mask.test(x, y) && !inside ? 1 : 0;
            extra += !mask.test(x, y) && inside ? 1 : 0;
        }
    }
    return {missed, extra};
}

double scoreValue(const QLabel *label)
{
    QString text = label->text();
    text.remove(QLatin1Char('%'));
    bool ok = false;
    const double value = text.trimmed().toDouble(&ok);
    return ok ? value : -1.0;
}

} // namespace

class TestTraceDialog : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void init();
    void cleanup();

    void previewShowsScores();
    void controlsUpdatePreview();
    void applyReplacesArmatureAsOneStep();
    void applyAddsToArmature();
    void multiSpriteApplyIsOneStep();
    void thresholdOverride();
    void hullAndPieces();
    void fitBoxAndCircle();
    void fitSeveralSpritesIsOneStep();
    void actionsInMainWindow();

private:
    QString path(const QString &name) const { return m_dir->filePath(name); }
    QUndoStack *stack() const { return m_document->undoStack(); }
    std::unique_ptr<TraceDialog> openDialog(const QList<int> &sprites);
    template<typename T>
    T *child(QObject *parent, const char *name)
    {
        T *widget = parent->findChild<T *>(QLatin1String(name));
        if (!widget)
            qFatal("no child %s", name);
        return widget;
    }

    std::unique_ptr<QTemporaryDir> m_dir;
    std::unique_ptr<Document> m_document;
};

void TestTraceDialog::initTestCase()
{
    // Remembered dialog settings must neither leak into nor come from the user's.
    QStandardPaths::setTestModeEnabled(true);
    QCoreApplication::setOrganizationName(QStringLiteral("HitboxStudioTests"));
    QCoreApplication::setApplicationName(QStringLiteral("tst_tracedialog"));
}

void TestTraceDialog::init()
{
    QSettings().clear();
    m_dir = std::make_unique<QTemporaryDir>();
    QVERIFY(m_dir->isValid());
    QVERIFY(ringImage().save(path(QStringLiteral("ring.png"))));
    QVERIFY(ringImage(100).save(path(QStringLiteral("faint.png"))));

    model::Project project;
    model::Sprite ring;
    ring.name = QStringLiteral("ring");
    ring.imagePath = path(QStringLiteral("ring.png"));
    ring.pivot = collision::Vec2{32, 60}; // bottom centre, so local != image coordinates
    shapefixture::shapes0(ring) << shapefixture::polygon(
            QStringLiteral("trace 2"), QStringLiteral("hitbox"), {{-4, -4}, {4, -4}, {0, 4}});
    model::Sprite faint; // alpha 100: solid only for thresholds up to 100
    faint.name = QStringLiteral("faint");
    faint.imagePath = path(QStringLiteral("faint.png"));
    faint.threshold = 50;
    project.sprites = {ring, faint};
    m_document = std::make_unique<Document>();
    m_document->resetProject(project, path(QStringLiteral("test.hitbox.json")));
    QCOMPARE(m_document->currentSprite(), 0);
}

void TestTraceDialog::cleanup()
{
    m_document.reset();
    m_dir.reset();
}

std::unique_ptr<TraceDialog> TestTraceDialog::openDialog(const QList<int> &sprites)
{
    auto dialog = std::make_unique<TraceDialog>(m_document.get(), sprites, 0);
    dialog->show();
    if (!QTest::qWaitForWindowExposed(dialog.get()))
        qWarning("dialog not exposed");
    return dialog;
}

void TestTraceDialog::previewShowsScores()
{
    const auto dialog = openDialog({0});
    QTRY_VERIFY(dialog->isPreviewUpToDate());
    // Defaults: holes kept, so the ring is one polygon with a hole.
    QVERIFY(child<QCheckBox>(dialog.get(), "holes")->isChecked());
    const auto outcome = dialog->previewOutcome();
    QVERIFY(outcome);
    QCOMPARE(outcome->result.holeCount, std::size_t(1));
    QCOMPARE(outcome->request.threshold, 128);

    const double coverage = scoreValue(child<QLabel>(dialog.get(), "coverageValue"));
    const double excess = scoreValue(child<QLabel>(dialog.get(), "excessValue"));
    const double iou = scoreValue(child<QLabel>(dialog.get(), "iouValue"));
    QVERIFY2(coverage >= 95 && coverage <= 100, qPrintable(QString::number(coverage)));
    QVERIFY2(excess >= 0 && excess <= 5, qPrintable(QString::number(excess)));
    QVERIFY2(iou >= 0.95 && iou <= 1, qPrintable(QString::number(iou)));
    const int polygons = int(scoreValue(child<QLabel>(dialog.get(), "polygonsValue")));
    QCOMPARE(polygons, 1);
    QCOMPARE(std::size_t(polygons), outcome->result.polygons.size());
    QCOMPARE(outcome->result.polygons.front().holes.size(), std::size_t(1));
    QCOMPARE(std::size_t(scoreValue(child<QLabel>(dialog.get(), "verticesValue"))),
             outcome->result.vertexCount);
    QVERIFY(child<QLabel>(dialog.get(), "summary")->text().contains(QStringLiteral("1 hole")));
    QVERIFY(child<QLabel>(dialog.get(), "outputHint")->text().contains(QStringLiteral("holes")));
    // The preview got the sprite's solid pixels, tinted.
    QCOMPARE(outcome->solidPixels.size(), QSize(64, 64));
    QVERIFY(qAlpha(outcome->solidPixels.pixel(32, 8)) > 0);  // on the ring
    QCOMPARE(qAlpha(outcome->solidPixels.pixel(32, 32)), 0); // in the hole
    QVERIFY(dialog->preview()->zoom() >= 1.0);
    QCOMPARE(stack()->count(), 0); // looking changes nothing
}

void TestTraceDialog::controlsUpdatePreview()
{
    const auto dialog = openDialog({0});
    QTRY_VERIFY(dialog->isPreviewUpToDate());
    const std::size_t verticesAt1 = dialog->previewOutcome()->result.vertexCount;

    // Tolerance slider: Page Up is one page step (10 slider units = 1 px) -> 2 px.
    auto *slider = child<QSlider>(dialog.get(), "toleranceSlider");
    slider->setFocus();
    QTest::keyClick(slider, Qt::Key_PageUp);
    QCOMPARE(child<QDoubleSpinBox>(dialog.get(), "tolerance")->value(), 2.0);
    QTRY_VERIFY(dialog->isPreviewUpToDate());
    QCOMPARE(dialog->previewOutcome()->request.settings.tolerance, 2.0);
    QVERIFY(dialog->previewOutcome()->result.vertexCount <= verticesAt1);

    // Holes off: one outline per shape, the hole filled, so the fit gets worse (the hole
    // is 452 of 2,120 px^2 of the outline: excess about 21 %).
    auto *holes = child<QCheckBox>(dialog.get(), "holes");
    QTest::mouseClick(holes, Qt::LeftButton, {}, QPoint(8, holes->height() / 2)); // the box
    QVERIFY(!holes->isChecked());
    QTRY_VERIFY(dialog->isPreviewUpToDate());
    const auto filled = dialog->previewOutcome();
    QCOMPARE(filled->result.holeCount, std::size_t(0));
    QCOMPARE(filled->result.polygons.size(), std::size_t(1));
    QCOMPARE(filled->result.polygons.front().piece, -1);
    const double excess = scoreValue(child<QLabel>(dialog.get(), "excessValue"));
    QVERIFY2(excess > 15 && excess < 28, qPrintable(QString::number(excess)));
    QVERIFY(scoreValue(child<QLabel>(dialog.get(), "iouValue")) < 0.85);
    QVERIFY(child<QLabel>(dialog.get(), "outputHint")->text().contains(QStringLiteral("filled")));

    // Grow by 4 px, more than the 2 px tolerance: every solid pixel stays covered.
    auto *grow = child<QSpinBox>(dialog.get(), "grow");
    grow->setFocus();
    grow->selectAll();
    QTest::keyClicks(grow, QStringLiteral("4"));
    QTRY_VERIFY(dialog->isPreviewUpToDate());
    QCOMPARE(dialog->previewOutcome()->request.settings.grow, 4);
    QCOMPARE(scoreValue(child<QLabel>(dialog.get(), "coverageValue")), 100.0);

    // Several changes in a row: only the last settings end up shown.
    auto *maxVertices = child<QSpinBox>(dialog.get(), "maxVertices");
    QCOMPARE(maxVertices->text(), QStringLiteral("No limit"));
    maxVertices->setFocus();
    for (int i = 0; i < 4; ++i)
        QTest::keyClick(maxVertices, Qt::Key_Up); // 2 ("No limit") -> 6
    QCOMPARE(maxVertices->value(), 6);
    QTRY_VERIFY(dialog->isPreviewUpToDate());
    QCOMPARE(dialog->previewOutcome()->request.settings.maxVertices, std::size_t(6));
    QVERIFY(dialog->previewOutcome()->result.polygons.front().polygon.points.size() <= 6);

    // Typing 0 (or 1, 2: no outline keeps fewer than 3) means no limit again.
    for (const char *typed : {"0", "1", "2"}) {
        maxVertices->selectAll();
        QTest::keyClicks(maxVertices, QStringLiteral("9"));
        QTest::keyClick(maxVertices, Qt::Key_Enter);
        QCOMPARE(maxVertices->value(), 9);
        maxVertices->selectAll();
        QTest::keyClicks(maxVertices, QLatin1String(typed));
        QTest::keyClick(maxVertices, Qt::Key_Enter);
        QCOMPARE(maxVertices->text(), QStringLiteral("No limit"));
        QTRY_VERIFY(dialog->isPreviewUpToDate());
        QCOMPARE(dialog->previewOutcome()->request.settings.maxVertices, std::size_t(0));
    }

    QCOMPARE(stack()->count(), 0);
}

void TestTraceDialog::applyReplacesArmatureAsOneStep()
{
    const QList<model::Shape> before = polygonsOf(m_document->sprite(0));
    const auto dialog = openDialog({0});
    QTRY_VERIFY(dialog->isPreviewUpToDate());
    QVERIFY(child<QRadioButton>(dialog.get(), "replace")->isChecked());
    QTest::mouseClick(child<QPushButton>(dialog.get(), "apply"), Qt::LeftButton);
    QCOMPARE(dialog->result(), int(QDialog::Accepted));
    QCOMPARE(stack()->count(), 1);

    // One polygon shape keeping the ring's hole.
    const QList<model::Shape> polygons = polygonsOf(m_document->sprite(0));
    QCOMPARE(polygons.size(), 1);
    QCOMPARE(polygons[0].name, QStringLiteral("trace 1"));
    QCOMPARE(polygons[0].role, QStringLiteral("hurtbox"));
    QCOMPARE(polygons[0].holes.size(), 1);
    QVERIFY2(model::polygonShapeProblemText(polygons[0]).isEmpty(),
             qPrintable(model::polygonShapeProblemText(polygons[0])));
    // Stored relative to the pivot (32, 60): the ring spans image y 6..58.
    double minY = 1e9, maxY = -1e9;
    for (const model::Shape &p : polygons) {
        for (const collision::Vec2 v : p.polygon.points)
            minY = std::min(minY, v.y), maxY = std::max(maxY, v.y);
    }
    QVERIFY2(std::abs(minY - (6 - 60)) <= 1 && std::abs(maxY - (58 - 60)) <= 1,
             qPrintable(QStringLiteral("%1 %2").arg(minY).arg(maxY)));

    // The polygon covers the ring and leaves the hole out.
    const std::vector<collision::PolygonWithHoles> shapes = armatureInImage(*m_document, 0);
    const collision::TraceQuality quality = collision::measureQuality(*m_document->mask(0), shapes);
    QVERIFY2(quality.iou >= 0.95, qPrintable(QString::number(quality.iou)));
    const auto [missed, extra] = centreMismatches(*m_document, 0);
    QVERIFY2(missed + extra <= 40, qPrintable(QStringLiteral("%1 %2").arg(missed).arg(extra)));
    for (const collision::PolygonWithHoles &s : shapes)
        QVERIFY(collision::pointInPolygon(s.holes.at(0), {32, 32})
                == collision::Containment::Inside);

    stack()->undo();
    QCOMPARE(polygonsOf(m_document->sprite(0)), before);
    stack()->redo();
    QCOMPARE(polygonsOf(m_document->sprite(0)).size(), polygons.size());
}

void TestTraceDialog::applyAddsToArmature()
{
    const QList<model::Shape> before = polygonsOf(m_document->sprite(0));
    const auto dialog = openDialog({0});
    QTest::mouseClick(child<QRadioButton>(dialog.get(), "add"), Qt::LeftButton);
    QVERIFY(dialog->addsToArmature());
    QTest::mouseClick(child<QPushButton>(dialog.get(), "apply"), Qt::LeftButton);
    QCOMPARE(stack()->count(), 1);
    const QList<model::Shape> polygons = polygonsOf(m_document->sprite(0));
    QVERIFY(polygons.size() > before.size());
    QCOMPARE(polygons.first(), before.first());
    // The sprite already has "trace 2": numbering goes on from 3.
    QCOMPARE(polygons[1].name, QStringLiteral("trace 3"));
    QCOMPARE(polygons.last().name, QStringLiteral("trace %1").arg(polygons.size() + 1));
    stack()->undo();
    QCOMPARE(polygonsOf(m_document->sprite(0)), before);

    // The choice is remembered.
    const auto again = openDialog({0});
    QVERIFY(again->addsToArmature());
}

void TestTraceDialog::multiSpriteApplyIsOneStep()
{
    const model::Project before = m_document->project();
    const auto dialog = openDialog({0, 1});
    QCOMPARE(child<QComboBox>(dialog.get(), "previewSprite")->count(), 2);
    QCOMPARE(child<QPushButton>(dialog.get(), "apply")->text(),
             QStringLiteral("Apply to 2 Sprites"));
    // Preview the second sprite: its own threshold (50) makes its alpha-100 ring solid.
    child<QComboBox>(dialog.get(), "previewSprite")->setCurrentIndex(1);
    QCOMPARE(dialog->previewSprite(), 1);
    QCOMPARE(child<QSpinBox>(dialog.get(), "threshold")->value(), 50);
    QTRY_VERIFY(dialog->isPreviewUpToDate());
    QCOMPARE(dialog->previewOutcome()->request.sprite, 1);
    QVERIFY(!dialog->previewOutcome()->result.polygons.empty());

    QCOMPARE(dialog->apply(), 2);
    QCOMPARE(stack()->count(), 1);
    for (const int sprite : {0, 1}) {
        QVERIFY(!polygonsOf(m_document->sprite(sprite)).isEmpty());
        const collision::TraceQuality q = collision::measureQuality(
                *m_document->mask(sprite), armatureInImage(*m_document, sprite));
        QVERIFY2(q.iou >= 0.95, qPrintable(QStringLiteral("%1: %2").arg(sprite).arg(q.iou)));
    }
    // The second sprite's pivot is the image centre (32, 32): local coordinates there.
    double minX = 1e9;
    for (const model::Shape &p : polygonsOf(m_document->sprite(1))) {
        for (const collision::Vec2 v : p.polygon.points)
            minX = std::min(minX, v.x);
    }
    QVERIFY2(std::abs(minX - (6 - 32)) <= 1, qPrintable(QString::number(minX)));
    stack()->undo();
    QCOMPARE(m_document->project(), before);
}

void TestTraceDialog::thresholdOverride()
{
    const auto dialog = openDialog({0, 1});
    QCOMPARE(child<QSpinBox>(dialog.get(), "threshold")->value(), 128);
    QVERIFY(!dialog->isThresholdOverridden());
    QVERIFY(child<QToolButton>(dialog.get(), "thresholdReset")->isHidden());
    // Typing 200 traces every sprite at 200: the faint sprite (alpha 100) has nothing.
    auto *spin = child<QSpinBox>(dialog.get(), "threshold");
    spin->setFocus();
    spin->selectAll();
    QTest::keyClicks(spin, QStringLiteral("200"));
    QVERIFY(dialog->isThresholdOverridden());
    QCOMPARE(child<QSlider>(dialog.get(), "thresholdSlider")->value(), 200);
    QVERIFY(!child<QToolButton>(dialog.get(), "thresholdReset")->isHidden());
    QCOMPARE(dialog->thresholdFor(1), 200);
    QTRY_VERIFY(dialog->isPreviewUpToDate());
    QCOMPARE(dialog->previewOutcome()->request.threshold, 200);
    QCOMPARE(dialog->apply(), 2);
    QVERIFY(!polygonsOf(m_document->sprite(0)).isEmpty());
    QVERIFY(polygonsOf(m_document->sprite(1)).isEmpty());
    // The sprites keep their own thresholds.
    QCOMPARE(m_document->sprite(0).threshold, 128);
    QCOMPARE(m_document->sprite(1).threshold, 50);
    QCOMPARE(stack()->count(), 1);

    // Reset: back to each sprite's own.
    QTest::mouseClick(child<QToolButton>(dialog.get(), "thresholdReset"), Qt::LeftButton);
    QVERIFY(!dialog->isThresholdOverridden());
    QCOMPARE(dialog->thresholdFor(1), 50);
    QCOMPARE(spin->value(), 128);
}

void TestTraceDialog::hullAndPieces()
{
    const auto dialog = openDialog({0});
    auto *output = child<QComboBox>(dialog.get(), "output");
    output->setCurrentIndex(output->findText(QStringLiteral("Convex hull")));
    QVERIFY(!child<QCheckBox>(dialog.get(), "holes")->isEnabled());
    QTRY_VERIFY(dialog->isPreviewUpToDate());
    const auto hull = dialog->previewOutcome();
    QCOMPARE(hull->result.polygons.size(), std::size_t(1));
    QVERIFY(collision::isConvex(hull->result.polygons.front().polygon));
    QVERIFY(collision::validatePolygon(hull->result.polygons.front().polygon).isValid());

    output->setCurrentIndex(output->findText(QStringLiteral("Convex pieces")));
    auto *pieceVertices = child<QSpinBox>(dialog.get(), "pieceVertices");
    pieceVertices->setFocus();
    pieceVertices->selectAll();
    QTest::keyClicks(pieceVertices, QStringLiteral("5"));
    QTRY_VERIFY(dialog->isPreviewUpToDate());
    const auto pieces = dialog->previewOutcome();
    QCOMPARE(pieces->request.settings.pieceVertices, std::size_t(5));
    for (const model::TracedPolygon &p : pieces->result.polygons) {
        QVERIFY(p.piece >= 0);
        QVERIFY(p.polygon.points.size() <= 5);
        QVERIFY(collision::isConvex(p.polygon));
    }
    QTest::mouseClick(child<QPushButton>(dialog.get(), "apply"), Qt::LeftButton);
    QCOMPARE(qsizetype(pieces->result.polygons.size()), polygonsOf(m_document->sprite(0)).size());
    QCOMPARE(stack()->count(), 1);
}

void TestTraceDialog::fitBoxAndCircle()
{
    MainWindow window;
    window.setInteractive(false);
    QVERIFY(blockImage().save(path(QStringLiteral("block.png"))));
    QCOMPARE(window.addSprites({path(QStringLiteral("block.png"))}), 1);
    Document *d = window.document();
    const int sprite = d->currentSprite();
    QCOMPARE(d->pivot(sprite), (collision::Vec2{20, 15})); // image centre
    QUndoStack *undo = d->undoStack();
    const int steps = undo->count();
    TraceActions *actions = window.traceActions();
    actions->setFitShare(1.0);

    // All 101 pixels: x 4..31, y 4..25, relative to the pivot (20, 15).
    window.findChild<QAction *>(QStringLiteral("fitBox"))->trigger();
    QCOMPARE(boxOf(d->sprite(sprite)).value_or(collision::Rect{}),
             (collision::Rect{-16, -11, 27, 21}));
    QCOMPARE(undo->count(), steps + 1);
    // The smallest circle: on the diagonal from (4, 4) to (31, 25).
    window.findChild<QAction *>(QStringLiteral("fitCircle"))->trigger();
    const collision::Circle all = *circleOf(d->sprite(sprite));
    QVERIFY(std::abs(all.center.x - (17.5 - 20)) < 1e-9);
    QVERIFY(std::abs(all.center.y - (14.5 - 15)) < 1e-9);
    QVERIFY(std::abs(all.radius - std::sqrt(27.0 * 27 + 21 * 21) / 2) < 1e-9);
    QCOMPARE(undo->count(), steps + 2);

    // 99% (100 of 101 pixels): the block alone, box (4, 4, 10, 10) and the circle
    // around it, centre (9, 9), radius 5 * sqrt(2).
    window.findChild<QAction *>(QStringLiteral("fitShare99"))->trigger();
    QCOMPARE(actions->fitShare(), 0.99);
    QVERIFY(window.findChild<QAction *>(QStringLiteral("fitBox"))->text().contains("99%"));
    window.findChild<QAction *>(QStringLiteral("fitBox"))->trigger();
    QCOMPARE(boxOf(d->sprite(sprite)).value_or(collision::Rect{}),
             (collision::Rect{-16, -11, 10, 10}));
    window.findChild<QAction *>(QStringLiteral("fitCircle"))->trigger();
    const collision::Circle most = *circleOf(d->sprite(sprite));
    QVERIFY(std::abs(most.center.x - (9 - 20)) < 1e-9);
    QVERIFY(std::abs(most.center.y - (9 - 15)) < 1e-9);
    QVERIFY(std::abs(most.radius - 5 * std::sqrt(2.0)) < 1e-9);
    // Refitting changes the sprite's box and circle; it adds no second one.
    QCOMPARE(shapefixture::countShapes(d->sprite(sprite), model::ShapeKind::Box), 1);
    QCOMPARE(shapefixture::countShapes(d->sprite(sprite), model::ShapeKind::Circle), 1);
    // Four fits, four undo steps (they do not merge), each undone on its own.
    QCOMPARE(undo->count(), steps + 4);
    undo->undo();
    QCOMPARE(*circleOf(d->sprite(sprite)), all);
    undo->undo();
    QCOMPARE(boxOf(d->sprite(sprite)).value_or(collision::Rect{}),
             (collision::Rect{-16, -11, 27, 21}));
    actions->setFitShare(1.0);
}

void TestTraceDialog::fitSeveralSpritesIsOneStep()
{
    MainWindow window;
    window.setInteractive(false);
    QVERIFY(blockImage().save(path(QStringLiteral("block.png"))));
    QCOMPARE(window.addSprites(
                     {path(QStringLiteral("ring.png")), path(QStringLiteral("block.png"))}),
             2);
    Document *d = window.document();
    window.spritesDock()->listView()->selectAll();
    QCOMPARE(window.traceActions()->targetSprites(), (QList<int>{0, 1}));
    const int steps = d->undoStack()->count();
    window.traceActions()->setFitShare(1.0);
    QCOMPARE(window.traceActions()->fitBox(), 2);
    QCOMPARE(d->undoStack()->count(), steps + 1);
    // Ring: solid pixels x, y 6..57 (centres within 26 of 32), image centre pivot.
    QCOMPARE(boxOf(d->sprite(0)).value_or(collision::Rect{}),
             (collision::Rect{6 - 32, 6 - 32, 52, 52}));
    QCOMPARE(boxOf(d->sprite(1)).value_or(collision::Rect{}), (collision::Rect{-16, -11, 27, 21}));
    d->undoStack()->undo();
    QVERIFY(!boxOf(d->sprite(0)) && !boxOf(d->sprite(1)));
}

void TestTraceDialog::actionsInMainWindow()
{
    MainWindow window;
    window.setInteractive(false);
    auto *trace = window.findChild<QAction *>(QStringLiteral("traceSolidPixels"));
    QVERIFY(trace);
    QCOMPARE(trace->shortcut(), QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_T));
    QVERIFY(!trace->isEnabled()); // no sprite yet
    QCOMPARE(window.addSprites({path(QStringLiteral("ring.png"))}), 1);
    QVERIFY(trace->isEnabled());
    // No other action of the window uses the same shortcut.
    for (const QAction *action : window.findChildren<QAction *>()) {
        if (action != trace) {
            QVERIFY2(!action->shortcuts().contains(trace->shortcut()),
                     qPrintable(action->objectName()));
        }
    }
    // In the Shapes menu and the tools tool bar, with icons and tooltips.
    QMenu *shapes = nullptr;
    for (QAction *menu : window.menuBar()->actions()) {
        if (menu->text().remove(QLatin1Char('&')) == QStringLiteral("Shapes"))
            shapes = menu->menu();
    }
    QVERIFY(shapes);
    auto *tools = window.findChild<QToolBar *>(QStringLiteral("toolsToolBar"));
    QVERIFY(tools);
    for (const char *name : {"traceSolidPixels", "fitBox", "fitCircle"}) {
        QAction *action = window.findChild<QAction *>(QLatin1String(name));
        QVERIFY2(shapes->actions().contains(action), name);
        QVERIFY2(tools->actions().contains(action), name);
        QVERIFY(!action->icon().isNull());
        QVERIFY(!action->toolTip().isEmpty());
    }
    QVERIFY(shapes->actions().contains(window.traceActions()->fitShareMenu()->menuAction()));
}

QTEST_MAIN(TestTraceDialog)
#include "tst_tracedialog.moc"
