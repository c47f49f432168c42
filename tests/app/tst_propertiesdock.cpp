// The Properties dock driven through its real widgets: every change must arrive as an undo
// command on the document, and filling the widgets from the document must never push one.
// Expected values are hand-computed from the test images (or counted pixel by pixel from
// them), not taken from the code under test. renderDocks() also grabs the other docks.

#include "dockfixture.h"

#include "model/io/projectformat.h"

#include <QApplication>
#include <QCheckBox>
#include <QColorDialog>
#include <QDoubleSpinBox>
#include <QGroupBox>
#include <QLabel>
#include <QPushButton>
#include <QSlider>
#include <QSpinBox>
#include <QToolButton>
#include <QWheelEvent>

using namespace hitbox;
using namespace hitbox::editor;
using namespace hitbox::testing;

class TestPropertiesDock : public QObject, private DockFixture
{
    Q_OBJECT

private slots:
    void init() { createDocks(); }
    void cleanup() { destroyDocks(); }

    void thresholdSliderAndSpin();
    void reducedBoxFields();
    void addBoxAndCircleWhenMissing();
    void pivotPresetsAndFields();
    void colourKey();
    void switchingSpritesPushesNothing();

    void renderDocks();
};

void TestPropertiesDock::thresholdSliderAndSpin()
{
    QCOMPARE(m_properties->objectName(), QStringLiteral("propertiesDock"));
    m_properties->show();
    auto *slider = child<QSlider>(m_properties.get(), "thresholdSlider");
    auto *spin = child<QSpinBox>(m_properties.get(), "thresholdSpin");
    auto *solid = child<QLabel>(m_properties.get(), "solidLabel");
    auto *bounds = child<QLabel>(m_properties.get(), "solidBoundsLabel");
    const QImage image = shipImage();
    const QLocale locale;

    // 128: alpha = 8x >= 128 for x >= 16, 16 of 32 columns.
    QCOMPARE(slider->value(), 128);
    QCOMPARE(spin->value(), 128);
    QCOMPARE(countSolid(image, 128), 256);
    QCOMPARE(solid->text(),
             QStringLiteral("%1 of %2 pixels solid (%3)")
                     .arg(locale.toString(256),
                          locale.toString(512),
                          locale.toString(50.0, 'f', 1) + '%'));
    QCOMPARE(bounds->text(), QStringLiteral("Solid bounds: x 16, y 0, 16 \u00d7 16 px"));

    // Three arrow steps on the slider are one undo step.
    slider->setFocus();
    for (int i = 0; i < 3; ++i)
        QTest::keyClick(slider, Qt::Key_Right);
    QCOMPARE(m_document->sprite(0).threshold, 131);
    QCOMPARE(spin->value(), 131);
    QCOMPARE(commandTexts(stack()), QStringList{"Set Alpha Threshold"});
    // 131: x >= 17 (8 * 17 = 136), 15 columns.
    QCOMPARE(countSolid(image, 131), 240);
    QVERIFY2(solid->text().startsWith(locale.toString(240) + " of"), qPrintable(solid->text()));

    // Typing "200" pushes nothing until Enter, then one value that merges.
    spin->setFocus();
    spin->selectAll();
    QTest::keyClicks(spin, QStringLiteral("200"));
    QCOMPARE(m_document->sprite(0).threshold, 131);
    QTest::keyClick(spin, Qt::Key_Enter);
    QCOMPARE(m_document->sprite(0).threshold, 200);
    QCOMPARE(slider->value(), 200);
    QCOMPARE(stack()->count(), 1);
    // 200: x >= 25, 7 columns.
    QCOMPARE(countSolid(image, 200), 112);
    QVERIFY2(solid->text().startsWith(locale.toString(112) + " of"), qPrintable(solid->text()));
    QCOMPARE(bounds->text(), QStringLiteral("Solid bounds: x 25, y 0, 7 \u00d7 16 px"));

    stack()->undo();
    QCOMPARE(m_document->sprite(0).threshold, 128);
    QCOMPARE(slider->value(), 128);
    QCOMPARE(spin->value(), 128);
    QCOMPARE(stack()->count(), 1); // undo does not push

    // A missing image says so.
    m_document->setCurrentSprite(3);
    QVERIFY(solid->text().contains(QLatin1String("missing.png")));
}

void TestPropertiesDock::reducedBoxFields()
{
    m_properties->show();
    auto *x = child<QDoubleSpinBox>(m_properties.get(), "boxX");
    auto *w = child<QDoubleSpinBox>(m_properties.get(), "boxW");
    auto *h = child<QDoubleSpinBox>(m_properties.get(), "boxH");
    auto *readout = child<QLabel>(m_properties.get(), "boxReadout");
    QCOMPARE(x->value(), -10.0);
    QCOMPARE(w->value(), 20.0);
    QVERIFY(x->toolTip().contains(QLatin1String("relative to the pivot")));
    // 20 of 32 and 10 of 16 pixels.
    QCOMPARE(readout->text(), QStringLiteral("62.5% \u00d7 62.5% of the sprite"));

    typeInto(w, QStringLiteral("24"));
    QCOMPARE(boxOf(m_document->sprite(0)), (collision::Rect{-10, -5, 24, 10}));
    QCOMPARE(commandTexts(stack()), QStringList{"Change Box"});

    // Two arrow steps in another field: one more undo step.
    h->setFocus();
    QTest::keyClick(h, Qt::Key_Up);
    QTest::keyClick(h, Qt::Key_Up);
    QCOMPARE(boxOf(m_document->sprite(0)), (collision::Rect{-10, -5, 24, 12}));
    QCOMPARE(stack()->count(), 2);
    // 24 of 32 and 12 of 16.
    QCOMPARE(readout->text(), QStringLiteral("75.0% \u00d7 75.0% of the sprite"));

    // Enter ends the session: the next step is a new undo step.
    QTest::keyClick(h, Qt::Key_Enter);
    QTest::keyClick(h, Qt::Key_Up);
    QCOMPARE(boxOf(m_document->sprite(0))->h, 13.0);
    QCOMPARE(stack()->count(), 3);

    stack()->undo();
    stack()->undo();
    QCOMPARE(boxOf(m_document->sprite(0)), (collision::Rect{-10, -5, 24, 10}));
    QCOMPARE(h->value(), 10.0);
    stack()->undo();
    QCOMPARE(boxOf(m_document->sprite(0)), (collision::Rect{-10, -5, 20, 10}));
    QCOMPARE(w->value(), 20.0);

    // Untouched fields keep their exact value even when the spin box rounds it.
    QUndoStack *undo = stack();
    undo->push(new QUndoCommand(QStringLiteral("barrier"))); // stops merging
    QList<model::Shape> shapes = m_document->shapes(0);
    shapes[0].box = collision::Rect{-10.123456, -5, 20, 10};
    m_document->setShapes(0, 0, shapes);
    QCOMPARE(x->value(), -10.12);
    typeInto(w, QStringLiteral("21"));
    QCOMPARE(boxOf(m_document->sprite(0)), (collision::Rect{-10.123456, -5, 21, 10}));
}

void TestPropertiesDock::addBoxAndCircleWhenMissing()
{
    m_properties->show();
    m_document->setCurrentSprite(1); // tiny, 8x8, no shapes
    auto *addBox = child<QPushButton>(m_properties.get(), "addBoxButton");
    auto *addCircle = child<QPushButton>(m_properties.get(), "addCircleButton");
    auto *boxW = child<QDoubleSpinBox>(m_properties.get(), "boxW");
    auto *radius = child<QDoubleSpinBox>(m_properties.get(), "circleRadius");
    auto *circleReadout = child<QLabel>(m_properties.get(), "circleReadout");
    QVERIFY(addBox->isVisible());
    QVERIFY(!boxW->isEnabled());
    QCOMPARE(boxW->text(), QString()); // empty, not a misleading 0
    QVERIFY(addCircle->isVisible());
    QVERIFY(!radius->isEnabled());

    QTest::mouseClick(addBox, Qt::LeftButton);
    QVERIFY(near(boxOf(m_document->sprite(1)), collision::Rect{-3.2, -3.2, 6.4, 6.4}));
    QVERIFY(addBox->isVisible() && addBox->isEnabled()); // a frame may have any number
    QVERIFY(boxW->isEnabled());
    QCOMPARE(boxW->value(), 6.4);
    QCOMPARE(boxW->text(), QStringLiteral("6.4"));
    QCOMPARE(child<QLabel>(m_properties.get(), "boxReadout")->text(),
             QStringLiteral("80.0% \u00d7 80.0% of the sprite"));

    QTest::mouseClick(addCircle, Qt::LeftButton);
    QVERIFY(near(circleOf(m_document->sprite(1)), collision::Circle{{0, 0}, 3.2}));
    QVERIFY(addCircle->isVisible() && addCircle->isEnabled());
    QCOMPARE(circleReadout->text(), QStringLiteral("radius = 80.0% of half the larger side"));

    typeInto(radius, QStringLiteral("4"));
    QCOMPARE(circleOf(m_document->sprite(1)), (collision::Circle{{0, 0}, 4}));
    QCOMPARE(circleReadout->text(), QStringLiteral("radius = 100.0% of half the larger side"));
    typeInto(child<QDoubleSpinBox>(m_properties.get(), "circleX"), QStringLiteral("-1.5"));
    QCOMPARE(circleOf(m_document->sprite(1)), (collision::Circle{{-1.5, 0}, 4}));
    QCOMPARE(commandTexts(stack()),
             (QStringList{"Add Box", "Add Circle", "Change Circle", "Change Circle"}));

    // A second box is appended (shapes: box 0, circle 1, box 2). With nothing selected the
    // fields edit the first box; with the second selected, the second.
    QTest::mouseClick(addBox, Qt::LeftButton);
    QCOMPARE(m_document->shapes(1).size(), 3);
    QVERIFY(m_document->shapes(1)[2].isBox());
    QVERIFY(near(std::optional(m_document->shapes(1)[2].box),
                 collision::Rect{-3.2, -3.2, 6.4, 6.4}));
    typeInto(boxW, QStringLiteral("5"));
    QCOMPARE(m_document->shapes(1)[0].box.w, 5.0);
    QVERIFY(near(std::optional(m_document->shapes(1)[2].box),
                 collision::Rect{-3.2, -3.2, 6.4, 6.4}));
    editor::ShapeSelection second;
    second.shapes = {2};
    m_document->setSelection(second);
    QCOMPARE(boxW->value(), 6.4);
    typeInto(boxW, QStringLiteral("7"));
    QCOMPARE(m_document->shapes(1)[2].box.w, 7.0);
    QCOMPARE(m_document->shapes(1)[0].box.w, 5.0);
    QCOMPARE(commandTexts(stack()).mid(4), (QStringList{"Add Box", "Change Box", "Change Box"}));
}

void TestPropertiesDock::pivotPresetsAndFields()
{
    m_properties->show();
    auto *pivotX = child<QDoubleSpinBox>(m_properties.get(), "pivotX");
    auto *pivotY = child<QDoubleSpinBox>(m_properties.get(), "pivotY");
    auto *boxX = child<QDoubleSpinBox>(m_properties.get(), "boxX");
    QCOMPARE(pivotX->value(), 16.0); // the centre of 32x16
    QCOMPARE(pivotY->value(), 8.0);
    QCOMPARE(pivotX->singleStep(), 0.5);
    QCOMPARE(pivotX->minimum(), -100000.0);
    QCOMPARE(pivotX->maximum(), 100000.0);

    // Top left: shapes keep their image pixels, so local coordinates shift by (16, 8).
    QTest::mouseClick(child<QToolButton>(m_properties.get(), "pivotTopLeft"), Qt::LeftButton);
    QCOMPARE(m_document->sprite(0).pivot, (collision::Vec2{0, 0}));
    QCOMPARE(boxOf(m_document->sprite(0)), (collision::Rect{6, 3, 20, 10}));
    QCOMPARE(pivotX->value(), 0.0);
    QCOMPARE(boxX->value(), 6.0);

    // Bottom centre: (16, 16); the box is then at (-10, -13).
    QTest::mouseClick(child<QToolButton>(m_properties.get(), "pivotBottomCentre"), Qt::LeftButton);
    QCOMPARE(m_document->sprite(0).pivot, (collision::Vec2{16, 16}));
    QCOMPARE(boxOf(m_document->sprite(0)), (collision::Rect{-10, -13, 20, 10}));

    // Typing X keeps Y.
    typeInto(pivotX, QStringLiteral("10.5"));
    QCOMPARE(m_document->sprite(0).pivot, (collision::Vec2{10.5, 16}));
    QCOMPARE(boxOf(m_document->sprite(0)), (collision::Rect{-4.5, -13, 20, 10}));
    QCOMPARE(commandTexts(stack()), (QStringList{"Move Pivot", "Move Pivot", "Move Pivot"}));

    // Clicking the preset the pivot is already at pushes nothing.
    QTest::mouseClick(child<QToolButton>(m_properties.get(), "pivotCentre"), Qt::LeftButton);
    QCOMPARE(m_document->sprite(0).pivot, (collision::Vec2{16, 8}));
    const int count = stack()->count();
    QTest::mouseClick(child<QToolButton>(m_properties.get(), "pivotCentre"), Qt::LeftButton);
    QCOMPARE(stack()->count(), count);

    while (stack()->canUndo())
        stack()->undo();
    QCOMPARE(m_document->sprite(0).pivot, std::nullopt);
    QCOMPARE(boxOf(m_document->sprite(0)), (collision::Rect{-10, -5, 20, 10}));
    QCOMPARE(pivotY->value(), 8.0);
}

void TestPropertiesDock::colourKey()
{
    m_properties->show();
    m_document->setCurrentSprite(2); // big: no alpha, top-left pixel black
    auto *check = child<QCheckBox>(m_properties.get(), "colorKeyCheck");
    auto *button = child<QToolButton>(m_properties.get(), "colorKeyButton");
    auto *tolerance = child<QSpinBox>(m_properties.get(), "colorKeyTolerance");
    QVERIFY(!check->isChecked());
    QVERIFY(!button->isEnabled());
    QCOMPARE(button->text(), QStringLiteral("#000000"));

    check->click();
    QCOMPARE(m_document->sprite(2).colorKey, (model::ColorKey{QColor(0, 0, 0), 0}));
    QVERIFY(button->isEnabled());
    typeInto(tolerance, QStringLiteral("10"));
    QCOMPARE(m_document->sprite(2).colorKey, (model::ColorKey{QColor(0, 0, 0), 10}));
    QCOMPARE(commandTexts(stack()), QStringList{"Set Colour Key"}); // merged
    // Black pixels are now transparent: half of the checkerboard is solid.
    QVERIFY2(child<QLabel>(m_properties.get(), "solidLabel")
                     ->text()
                     .startsWith(QLocale().toString(3000) + " of"),
             qPrintable(child<QLabel>(m_properties.get(), "solidLabel")->text()));

    // The colour dialog sets the key colour.
    button->click();
    auto *dialog = m_properties->findChild<QColorDialog *>(QStringLiteral("colorKeyDialog"));
    QVERIFY(dialog);
    dialog->setCurrentColor(QColor(255, 0, 255));
    dialog->accept();
    QCOMPARE(m_document->sprite(2).colorKey, (model::ColorKey{QColor(255, 0, 255), 10}));
    QCOMPARE(button->text(), QStringLiteral("#FF00FF"));

    // Unchecking removes the key; checking again brings the same colour back.
    check->click();
    QCOMPARE(m_document->sprite(2).colorKey, std::nullopt);
    QVERIFY(!button->isEnabled());
    check->click();
    QCOMPARE(m_document->sprite(2).colorKey, (model::ColorKey{QColor(255, 0, 255), 10}));
    QCOMPARE(stack()->count(), 1); // all merged

    stack()->undo();
    QCOMPARE(m_document->sprite(2).colorKey, std::nullopt);
    QVERIFY(!check->isChecked());

    // Another sprite gets its own top-left pixel as the suggestion (ship: 200, 40, 40).
    m_document->setCurrentSprite(0);
    QCOMPARE(button->text(), QStringLiteral("#C82828"));
}

void TestPropertiesDock::switchingSpritesPushesNothing()
{
    m_sprites->show();
    m_shapes->show();
    m_properties->show();
    auto *boxGroup = child<QGroupBox>(m_properties.get(), "boxGroup");
    for (const int index : {1, 2, 3, 0, -1, 2, 0}) {
        m_document->setCurrentSprite(index);
        // No sprite: the groups are hidden rather than showing stale values.
        QCOMPARE(boxGroup->isVisible(), index >= 0);
    }
    QCOMPARE(stack()->count(), 0);
    m_document->setCurrentSprite(-1);
    QVERIFY(child<QLabel>(m_properties.get(), "spriteTitle")->text().contains("No sprite"));
    m_document->setCurrentSprite(0);

    // A wheel turned over a field without focus scrolls the panel, it edits nothing.
    auto *boxW = child<QDoubleSpinBox>(m_properties.get(), "boxW");
    auto *slider = child<QSlider>(m_properties.get(), "thresholdSlider");
    m_properties->setFocus();
    for (QWidget *target : {static_cast<QWidget *>(boxW), static_cast<QWidget *>(slider)}) {
        QVERIFY(!target->hasFocus());
        const QPointF pos = QPointF(target->rect().center());
        QWheelEvent wheel(pos,
                          target->mapToGlobal(pos),
                          QPoint(),
                          QPoint(0, 120),
                          Qt::NoButton,
                          Qt::NoModifier,
                          Qt::NoScrollPhase,
                          false);
        QApplication::sendEvent(target, &wheel);
    }
    QCOMPARE(boxW->value(), 20.0);
    QCOMPARE(slider->value(), 128);
    QCOMPARE(stack()->count(), 0);
    m_document->setCurrentSprite(0);

    // Also after edits: undo/redo and switching refill the widgets silently.
    typeInto(child<QDoubleSpinBox>(m_properties.get(), "boxW"), QStringLiteral("22"));
    typeInto(child<QSpinBox>(m_properties.get(), "thresholdSpin"), QStringLiteral("7"));
    QCOMPARE(stack()->count(), 2);
    for (const int index : {1, 2, 3, 0})
        m_document->setCurrentSprite(index);
    stack()->undo();
    stack()->undo();
    stack()->redo();
    QCOMPARE(stack()->count(), 2);
    QCOMPARE(stack()->index(), 1);
    QCOMPARE(boxOf(m_document->sprite(0))->w, 22.0);

    model::Project project = m_document->project();
    m_document->resetProject(project, imagePath(QStringLiteral("again.hitbox.json")));
    QCOMPARE(stack()->count(), 0);
}

// Grabs each dock at a realistic size with the demo project; saves PNGs when
// HITBOX_DOCK_SHOTS names a folder (to look at them), else only checks the grabs.
void TestPropertiesDock::renderDocks()
{
    const QString source = qEnvironmentVariable("HITBOX_SOURCE_DIR");
    if (source.isEmpty())
        QSKIP("HITBOX_SOURCE_DIR not set");
    model::ProjectReadResult demo
            = model::readProjectFile(source + QStringLiteral("/resources/demo/demo.hitbox.json"));
    QVERIFY2(demo.ok(), qPrintable(demo.error));
    model::Sprite missing;
    missing.name = QStringLiteral("lost-sprite");
    missing.imagePath = imagePath(QStringLiteral("lost-sprite.png"));
    demo.project.sprites.append(missing);
    model::Sprite bow;
    bow.name = QStringLiteral("tiny");
    bow.imagePath = imagePath(QStringLiteral("tiny.png"));
    demo.project.sprites.append(bow);
    m_document->resetProject(demo.project,
                             source + QStringLiteral("/resources/demo/demo.hitbox.json"));
    const int firstPolygon = shapeIndex(m_document->sprite(0), model::ShapeKind::Polygon);
    if (firstPolygon >= 0) {
        // Show an invalid polygon row too.
        const model::Shape broken = polygon(QStringLiteral("wing (broken)"),
                                            QStringLiteral("hitbox"),
                                            {{0, 0}, {10, 10}, {10, 0}, {0, 10}});
        m_document->setShapes(0, 0, m_document->shapes(0) + QList<model::Shape>{broken});
    }
    ShapeSelection selection;
    selection.shapes = {std::max(firstPolygon, 0)};
    m_document->setSelection(selection);

    const QString folder = qEnvironmentVariable("HITBOX_DOCK_SHOTS");
    const struct
    {
        QDockWidget *dock;
        QSize size;
        const char *file;
    } shots[] = {
            {m_sprites.get(), QSize(240, 420), "sprites-dock.png"},
            {m_shapes.get(), QSize(290, 220), "shapes-dock.png"},
            {m_properties.get(), QSize(290, 800), "properties-dock.png"},
    };
    for (const auto &shot : shots) {
        shot.dock->resize(shot.size);
        shot.dock->show();
        QVERIFY(QTest::qWaitForWindowExposed(shot.dock));
        const QPixmap pixmap = shot.dock->grab();
        QVERIFY(!pixmap.isNull());
        if (!folder.isEmpty())
            QVERIFY(pixmap.save(folder + QLatin1Char('/') + QLatin1String(shot.file)));
    }
    if (!folder.isEmpty()) {
        // The properties of a sprite without box and circle, and of no sprite.
        m_document->setCurrentSprite(m_document->spriteCount() - 1);
        QVERIFY(m_properties->grab().save(folder + QStringLiteral("/properties-dock-empty.png")));
        QVERIFY(m_shapes->grab().save(folder + QStringLiteral("/shapes-dock-empty.png")));
        m_document->setCurrentSprite(-1);
        QVERIFY(m_properties->grab().save(folder + QStringLiteral("/properties-dock-none.png")));
    }
    QCOMPARE(stack()->count(), 0);
}

QTEST_MAIN(TestPropertiesDock)
#include "tst_propertiesdock.moc"
