// The Shapes dock driven through its real widgets: every change must arrive as an undo
// command on the document, and filling the rows from the document must never push one.
// Expected values are hand-computed from the test project, not taken from the code under
// test.

#include "dockfixture.h"

#include <QAction>
#include <QApplication>
#include <QComboBox>
#include <QLineEdit>
#include <QSignalSpy>
#include <QStyle>

using namespace hitbox;
using namespace hitbox::editor;
using namespace hitbox::testing;

class TestShapesDock : public QObject, private DockFixture
{
    Q_OBJECT

private slots:
    void init() { createDocks(); }
    void cleanup() { destroyDocks(); }

    void shapeRowsDescribeShapes();
    void shapeRowSelectionFollowsDocument();
    void editPolygonNameAndRole();
    void shapeActionsFollowState();
};

void TestShapesDock::shapeRowsDescribeShapes()
{
    QCOMPARE(m_shapes->objectName(), QStringLiteral("shapesDock"));
    QTreeWidget *tree = m_shapes->treeWidget();
    QCOMPARE(tree->topLevelItemCount(), 4);
    // Unnamed shapes are numbered by kind; every shape shows its role.
    QCOMPARE(shapeRow(0)->text(ShapesDock::NameColumn), QStringLiteral("Box 1"));
    QCOMPARE(shapeRow(0)->text(ShapesDock::RoleColumn), QStringLiteral("body"));
    QCOMPARE(shapeRow(0)->text(ShapesDock::DetailsColumn),
             QStringLiteral("20 \u00d7 10 at -10, -5"));
    QCOMPARE(shapeRow(1)->text(ShapesDock::NameColumn), QStringLiteral("Circle 1"));
    QCOMPARE(shapeRow(1)->text(ShapesDock::RoleColumn), QStringLiteral("body"));
    QCOMPARE(shapeRow(1)->text(ShapesDock::DetailsColumn), QStringLiteral("r 6 at 0, 0"));
    QCOMPARE(shapeRow(2)->text(ShapesDock::NameColumn), QStringLiteral("body"));
    QCOMPARE(shapeRow(2)->text(ShapesDock::RoleColumn), QStringLiteral("hurtbox"));
    QCOMPARE(shapeRow(2)->text(ShapesDock::DetailsColumn), QStringLiteral("3 points"));
    QCOMPARE(shapeRow(3)->text(ShapesDock::DetailsColumn), QStringLiteral("4 points"));

    // The bow tie is invalid: warning icon and the reason (edges 1 and 3, numbered
    // from 1, cross) as tooltip; the triangle is not.
    const QString tip = shapeRow(3)->toolTip(ShapesDock::NameColumn);
    QVERIFY2(tip.contains(QLatin1String("edges cross or touch each other")), qPrintable(tip));
    QVERIFY2(tip.contains(QLatin1String("edges 1 and 3")), qPrintable(tip));
    QVERIFY(!shapeRow(2)->toolTip(ShapesDock::NameColumn).contains(QLatin1String("Invalid")));
    const QImage warning
            = tree->style()->standardIcon(QStyle::SP_MessageBoxWarning).pixmap(16).toImage();
    QCOMPARE(shapeRow(3)->icon(ShapesDock::NameColumn).pixmap(16).toImage(), warning);
    QVERIFY(shapeRow(2)->icon(ShapesDock::NameColumn).pixmap(16).toImage() != warning);

    // A sprite without shapes shows one disabled hint row.
    m_document->setCurrentSprite(1);
    QCOMPARE(tree->topLevelItemCount(), 1);
    QCOMPARE(int(shapeRow(0)->flags() & Qt::ItemIsSelectable), 0);
    m_document->setCurrentSprite(-1);
    QCOMPARE(tree->topLevelItemCount(), 0);
}

void TestShapesDock::shapeRowSelectionFollowsDocument()
{
    QTreeWidget *tree = m_shapes->treeWidget();
    m_shapes->resize(360, 260);
    m_shapes->show();
    QVERIFY(QTest::qWaitForWindowExposed(m_shapes.get()));
    QSignalSpy changed(m_document.get(), &Document::selectionChanged);

    // Rows -> document.
    QTest::mouseClick(
            tree->viewport(), Qt::LeftButton, {}, tree->visualItemRect(shapeRow(3)).center());
    ShapeSelection expected; // shapes: box 0, circle 1, "body" 2, "bad" 3
    expected.shapes = {3};
    QCOMPARE(m_document->selection(), expected);
    QTest::mouseClick(tree->viewport(),
                      Qt::LeftButton,
                      Qt::ControlModifier,
                      tree->visualItemRect(shapeRow(0)).center());
    expected.shapes.insert(0);
    QCOMPARE(m_document->selection(), expected);
    QCOMPARE(changed.count(), 2);

    // Document -> rows, without echoing back.
    changed.clear();
    ShapeSelection fromCanvas;
    fromCanvas.shapes = {1, 2};
    m_document->setSelection(fromCanvas);
    QCOMPARE(changed.count(), 1);
    QCOMPARE(m_document->selection(), fromCanvas);
    QList<QTreeWidgetItem *> selected = tree->selectedItems();
    QCOMPARE(selected.size(), 2);
    QVERIFY(selected.contains(shapeRow(1)));
    QVERIFY(selected.contains(shapeRow(2)));

    // Selected points alone select no row.
    ShapeSelection points;
    points.points.insert({2, 1});
    m_document->setSelection(points);
    QVERIFY(tree->selectedItems().isEmpty());
    QCOMPARE(m_document->selection(), points);
    QVERIFY(!m_shapes->deleteAction()->isEnabled());
    QCOMPARE(stack()->count(), 0);
}

void TestShapesDock::editPolygonNameAndRole()
{
    QTreeWidget *tree = m_shapes->treeWidget();
    m_shapes->resize(360, 260);
    m_shapes->show();
    QApplication::setActiveWindow(m_shapes.get());
    QVERIFY(QTest::qWaitForWindowActive(m_shapes.get()));

    // Every shape has a name and a role: all rows are editable.
    for (int row = 0; row < 4; ++row)
        QVERIFY(shapeRow(row)->flags() & Qt::ItemIsEditable);

    tree->editItem(shapeRow(2), ShapesDock::NameColumn);
    auto *nameEditor = openEditor<QLineEdit>(tree);
    QVERIFY(nameEditor);
    QCOMPARE(nameEditor->text(), QStringLiteral("body"));
    nameEditor->selectAll();
    QTest::keyClicks(nameEditor, QStringLiteral("torso"));
    QTest::keyClick(nameEditor, Qt::Key_Enter);
    QCoreApplication::processEvents(); // the delegate commits through a queued call
    QCOMPARE(m_document->shapes(0)[2].name, QStringLiteral("torso"));
    QCOMPARE(shapeRow(2)->text(ShapesDock::NameColumn), QStringLiteral("torso"));

    // An empty name is refused and the row shows the name again.
    ShapeSelection selected;
    selected.shapes = {2};
    m_document->setSelection(selected); // what a stolen Delete key would remove
    tree->editItem(shapeRow(2), ShapesDock::NameColumn);
    nameEditor = openEditor<QLineEdit>(tree);
    QVERIFY(nameEditor);
    nameEditor->setFocus();
    nameEditor->selectAll();
    // Delete edits the text; it does not trigger the list's Delete shortcut.
    QTest::keyClick(nameEditor, Qt::Key_Delete);
    QCOMPARE(nameEditor->text(), QString());
    QCOMPARE(m_document->shapes(0).size(), 4);
    QTest::keyClick(nameEditor, Qt::Key_Enter);
    QCoreApplication::processEvents(); // the delegate commits through a queued call
    QCOMPARE(m_document->shapes(0)[2].name, QStringLiteral("torso"));
    QCOMPARE(shapeRow(2)->text(ShapesDock::NameColumn), QStringLiteral("torso"));

    // The role editor offers the document's roles, in the table's order, and starts at
    // the shape's own.
    tree->editItem(shapeRow(3), ShapesDock::RoleColumn);
    auto *combo = openEditor<QComboBox>(tree);
    QVERIFY(combo);
    QStringList items;
    for (int i = 0; i < combo->count(); ++i)
        items << combo->itemText(i);
    QCOMPARE(items, (QStringList{"body", "hitbox", "hurtbox", "sensor"}));
    QCOMPARE(combo->currentText(), QStringLiteral("body"));
    combo->setFocus();
    QTest::keyClick(combo, Qt::Key_End); // the last role: sensor
    QCOMPARE(combo->currentText(), QStringLiteral("sensor"));
    QTest::keyClick(combo, Qt::Key_Enter);
    QCoreApplication::processEvents();
    QCOMPARE(m_document->shapes(0)[3].role, QStringLiteral("sensor"));
    QCOMPARE(shapeRow(3)->text(ShapesDock::RoleColumn), QStringLiteral("sensor"));

    QCOMPARE(commandTexts(stack()), (QStringList{"Rename Shape", "Set Shape Role"}));
    stack()->undo();
    stack()->undo();
    QCOMPARE(m_document->shapes(0)[2].name, QStringLiteral("body"));
    QCOMPARE(m_document->shapes(0)[3].role, QStringLiteral("body"));
    QCOMPARE(shapeRow(2)->text(ShapesDock::NameColumn), QStringLiteral("body"));
    QCOMPARE(shapeRow(3)->text(ShapesDock::RoleColumn), QStringLiteral("body"));
}

void TestShapesDock::shapeActionsFollowState()
{
    QAction *addBox = m_shapes->addBoxAction();
    QAction *addCircle = m_shapes->addCircleAction();
    QAction *remove = m_shapes->deleteAction();

    // ship has a box and a circle: the actions add more; nothing is selected yet.
    QVERIFY(addBox->isEnabled());
    QCOMPARE(addBox->text(), QStringLiteral("Add &Box"));
    QCOMPARE(addCircle->text(), QStringLiteral("Add &Circle"));
    QVERIFY(!remove->isEnabled());

    // tiny (8x8, pivot at the centre) has none: 80% box and circle, hand-computed.
    m_document->setCurrentSprite(1);
    QCOMPARE(addBox->text(), QStringLiteral("Add &Box"));
    QCOMPARE(addCircle->text(), QStringLiteral("Add &Circle"));
    addBox->trigger();
    addCircle->trigger();
    QCOMPARE(m_document->shapes(1).size(), 2);
    QVERIFY(near(boxOf(m_document->sprite(1)), collision::Rect{-3.2, -3.2, 6.4, 6.4}));
    QVERIFY(near(circleOf(m_document->sprite(1)), collision::Circle{{0, 0}, 3.2}));
    QCOMPARE(m_document->shapes(1)[0].role, model::defaultRoleName());
    QCOMPARE(addBox->text(), QStringLiteral("Add &Box"));
    QCOMPARE(commandTexts(stack()), (QStringList{"Add Box", "Add Circle"}));

    // Adding again appends a second box (the first stays); the list shows both; undo
    // takes the new one away.
    addBox->trigger();
    QCOMPARE(m_document->shapes(1).size(), 3);
    QVERIFY(m_document->shapes(1)[2].isBox());
    QVERIFY(near(std::optional(m_document->shapes(1)[2].box),
                 collision::Rect{-3.2, -3.2, 6.4, 6.4}));
    QVERIFY(near(boxOf(m_document->sprite(1)), collision::Rect{-3.2, -3.2, 6.4, 6.4}));
    QCOMPARE(m_shapes->treeWidget()->topLevelItemCount(), 3);
    QCOMPARE(shapeRow(0)->text(ShapesDock::NameColumn), QStringLiteral("Box 1"));
    QCOMPARE(shapeRow(1)->text(ShapesDock::NameColumn), QStringLiteral("Circle 1"));
    QCOMPARE(shapeRow(2)->text(ShapesDock::NameColumn), QStringLiteral("Box 2"));
    QCOMPARE(commandTexts(stack()), (QStringList{"Add Box", "Add Circle", "Add Box"}));
    stack()->undo();
    QCOMPARE(m_document->shapes(1).size(), 2);
    QCOMPARE(m_shapes->treeWidget()->topLevelItemCount(), 2);

    // Delete removes the selected rows' shapes.
    ShapeSelection box;
    box.shapes = {0};
    m_document->setSelection(box);
    QVERIFY(remove->isEnabled());
    remove->trigger();
    QCOMPARE(m_document->shapes(1).size(), 1);
    QVERIFY(!boxOf(m_document->sprite(1)));
    QVERIFY(circleOf(m_document->sprite(1)));
    QCOMPARE(stack()->command(2)->text(), QStringLiteral("Remove Shapes"));
    QVERIFY(m_document->selection().isEmpty());
    QVERIFY(!remove->isEnabled());

    // Delete key on the list removes two polygons of ship at once.
    m_document->setCurrentSprite(0);
    m_shapes->show();
    QApplication::setActiveWindow(m_shapes.get());
    QVERIFY(QTest::qWaitForWindowActive(m_shapes.get()));
    m_shapes->treeWidget()->setFocus();
    ShapeSelection polygons;
    polygons.shapes = {2, 3};
    m_document->setSelection(polygons);
    QTest::keyClick(m_shapes->treeWidget(), Qt::Key_Delete);
    QVERIFY(polygonsOf(m_document->sprite(0)).isEmpty());
    QVERIFY(boxOf(m_document->sprite(0)));
    QVERIFY(circleOf(m_document->sprite(0)));
    QCOMPARE(m_shapes->treeWidget()->topLevelItemCount(), 2);

    // A missing image has no size to take 80% of; no sprite disables everything.
    m_document->setCurrentSprite(3);
    QVERIFY(!addBox->isEnabled());
    m_document->setCurrentSprite(-1);
    QVERIFY(!addBox->isEnabled());
    QVERIFY(!addCircle->isEnabled());
    QVERIFY(!remove->isEnabled());
    m_document->resetProject({}, QString());
    QVERIFY(!addBox->isEnabled());
}

QTEST_MAIN(TestShapesDock)
#include "tst_shapesdock.moc"
