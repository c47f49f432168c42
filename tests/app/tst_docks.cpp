// The Sprites, Shapes and Properties docks driven through their real widgets: every
// change must arrive as an undo command on the document, and filling the widgets from
// the document must never push one. Expected values are hand-computed from the test
// images (or counted pixel by pixel from them), not taken from the code under test.

#include "docks/propertiesdock.h"
#include "docks/shapesdock.h"
#include "docks/spritelistmodel.h"
#include "docks/spritesdock.h"
#include "document.h"

#include "collision/polygon.h"
#include "model/projectformat.h"

#include <QAbstractSpinBox>
#include <QAction>
#include <QApplication>
#include <QCheckBox>
#include <QColorDialog>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QGroupBox>
#include <QImage>
#include <QLabel>
#include <QLineEdit>
#include <QListView>
#include <QMimeData>
#include <QPushButton>
#include <QSignalSpy>
#include <QSlider>
#include <QSpinBox>
#include <QTemporaryDir>
#include <QTest>
#include <QToolButton>
#include <QTreeWidget>
#include <QUndoStack>
#include <QWheelEvent>

#include <cmath>
#include <memory>

using namespace hitbox;
using namespace hitbox::editor;

namespace {

// ship: 32x16, alpha = 8 * x (columns 0..31 -> 0..248), red.
QImage shipImage()
{
    QImage image(32, 16, QImage::Format_ARGB32);
    for (int y = 0; y < 16; ++y) {
        for (int x = 0; x < 32; ++x)
            image.setPixelColor(x, y, QColor(200, 40, 40, 8 * x));
    }
    return image;
}

// tiny: 8x8 opaque checkerboard of red and blue pixels.
QImage tinyImage()
{
    QImage image(8, 8, QImage::Format_ARGB32);
    for (int y = 0; y < 8; ++y) {
        for (int x = 0; x < 8; ++x)
            image.setPixelColor(x, y, (x + y) % 2 ? QColor(Qt::blue) : QColor(Qt::red));
    }
    return image;
}

// big: 100x60 opaque one-pixel black/white checkerboard: a smooth downscale turns it
// grey, a nearest-neighbour one keeps pure black and white.
QImage bigImage()
{
    QImage image(100, 60, QImage::Format_RGB32);
    for (int y = 0; y < 60; ++y) {
        for (int x = 0; x < 100; ++x)
            image.setPixelColor(x, y, (x + y) % 2 ? QColor(Qt::white) : QColor(Qt::black));
    }
    return image;
}

model::PolygonShape
polygon(const QString &name, const QString &role, std::vector<collision::Vec2> points)
{
    return {name, role, collision::Polygon{std::move(points)}};
}

// The number of pixels with alpha >= threshold, counted directly on the image.
qint64 countSolid(const QImage &image, int threshold)
{
    qint64 count = 0;
    for (int y = 0; y < image.height(); ++y) {
        for (int x = 0; x < image.width(); ++x)
            count += image.pixelColor(x, y).alpha() >= threshold ? 1 : 0;
    }
    return count;
}

// Shapes computed with 0.8 factors are compared with a tolerance.
bool near(const std::optional<collision::Rect> &a, const collision::Rect &b)
{
    return a && std::abs(a->x - b.x) < 1e-9 && std::abs(a->y - b.y) < 1e-9
           && std::abs(a->w - b.w) < 1e-9 && std::abs(a->h - b.h) < 1e-9;
}

bool near(const std::optional<collision::Circle> &a, const collision::Circle &b)
{
    return a && std::abs(a->center.x - b.center.x) < 1e-9
           && std::abs(a->center.y - b.center.y) < 1e-9 && std::abs(a->radius - b.radius) < 1e-9;
}

QStringList commandTexts(const QUndoStack *stack)
{
    QStringList texts;
    for (int i = 0; i < stack->count(); ++i)
        texts << stack->command(i)->text();
    return texts;
}

// The open in-place editor of an item view (closed ones linger until deleted later).
template<typename Editor>
Editor *openEditor(QAbstractItemView *view)
{
    for (Editor *editor : view->findChildren<Editor *>()) {
        if (editor->isVisible())
            return editor;
    }
    return nullptr;
}

// Replaces a spin box's text as a user would: select all, type, Enter.
void typeInto(QAbstractSpinBox *spin, const QString &text)
{
    spin->setFocus();
    spin->selectAll();
    QTest::keyClicks(spin, text);
    QTest::keyClick(spin, Qt::Key_Enter);
}

} // namespace

class TestDocks : public QObject
{
    Q_OBJECT

private slots:
    void init();
    void cleanup();

    void spriteListShowsSprites();
    void smallThumbnailIsNearestNeighbour();
    void largeThumbnailIsSmooth();
    void missingImageThumbnailAndTooltip();
    void currentSpriteFollowsClicksAndDocument();
    void renameSpriteInPlace();
    void deleteKeyRemovesSelectedSprites();
    void dragCarriesSpriteIndices();

    void shapeRowsDescribeShapes();
    void shapeRowSelectionFollowsDocument();
    void editPolygonNameAndRole();
    void shapeActionsFollowState();

    void thresholdSliderAndSpin();
    void reducedBoxFields();
    void addBoxAndCircleWhenMissing();
    void pivotPresetsAndFields();
    void colourKey();
    void switchingSpritesPushesNothing();

    void renderDocks();

private:
    QUndoStack *stack() const { return m_document->undoStack(); }
    QString imagePath(const QString &name) const { return m_dir->filePath(name); }
    QTreeWidgetItem *shapeRow(int row) const { return m_shapes->treeWidget()->topLevelItem(row); }
    template<typename T>
    T *child(QWidget *dock, const char *name) const
    {
        T *widget = dock->findChild<T *>(QLatin1String(name));
        if (!widget)
            qFatal("no child %s", name);
        return widget;
    }

    std::unique_ptr<QTemporaryDir> m_dir;
    std::unique_ptr<Document> m_document;
    std::unique_ptr<SpritesDock> m_sprites;
    std::unique_ptr<ShapesDock> m_shapes;
    std::unique_ptr<PropertiesDock> m_properties;
};

void TestDocks::init()
{
    m_dir = std::make_unique<QTemporaryDir>();
    QVERIFY(m_dir->isValid());
    QVERIFY(shipImage().save(imagePath(QStringLiteral("ship.png"))));
    QVERIFY(tinyImage().save(imagePath(QStringLiteral("tiny.png"))));
    QVERIFY(bigImage().save(imagePath(QStringLiteral("big.png"))));

    model::Project project;
    model::Sprite ship;
    ship.name = QStringLiteral("ship");
    ship.imagePath = imagePath(QStringLiteral("ship.png"));
    ship.box = collision::Rect{-10, -5, 20, 10};
    ship.circle = collision::Circle{{0, 0}, 6};
    ship.polygons << polygon(
            QStringLiteral("body"), QStringLiteral("hurtbox"), {{-8, -4}, {8, -4}, {0, 6}});
    // A bow tie: edges 1 (10,10)-(10,0) and 3 (0,10)-(0,0) do not cross, 0 and 2 do.
    ship.polygons << polygon(
            QStringLiteral("bad"), QString(), {{0, 0}, {10, 10}, {10, 0}, {0, 10}});
    model::Sprite tiny;
    tiny.name = QStringLiteral("tiny");
    tiny.imagePath = imagePath(QStringLiteral("tiny.png"));
    model::Sprite big;
    big.name = QStringLiteral("big");
    big.imagePath = imagePath(QStringLiteral("big.png"));
    model::Sprite missing;
    missing.name = QStringLiteral("missing");
    missing.imagePath = imagePath(QStringLiteral("missing.png"));
    project.sprites = {ship, tiny, big, missing};

    m_document = std::make_unique<Document>();
    m_document->resetProject(project, imagePath(QStringLiteral("test.hitbox.json")));
    m_sprites = std::make_unique<SpritesDock>(m_document.get());
    m_shapes = std::make_unique<ShapesDock>(m_document.get());
    m_properties = std::make_unique<PropertiesDock>(m_document.get());
    QCOMPARE(m_document->currentSprite(), 0);
    QCOMPARE(stack()->count(), 0);
}

void TestDocks::cleanup()
{
    m_properties.reset();
    m_shapes.reset();
    m_sprites.reset();
    m_document.reset();
    m_dir.reset();
}

// --- SpritesDock ----------------------------------------------------------------------

void TestDocks::spriteListShowsSprites()
{
    QCOMPARE(m_sprites->objectName(), QStringLiteral("spritesDock"));
    const QAbstractItemModel *model = m_sprites->listView()->model();
    QCOMPARE(model->rowCount(), 4);
    const QStringList names{"ship", "tiny", "big", "missing"};
    for (int row = 0; row < 4; ++row) {
        QCOMPARE(model->index(row, 0).data().toString(), names[row]);
        const QPixmap thumb = model->index(row, 0).data(Qt::DecorationRole).value<QPixmap>();
        QCOMPARE(thumb.deviceIndependentSize().toSize(), QSize(48, 48));
    }
    QVERIFY(model->index(0, 0).data(Qt::ToolTipRole).toString().contains("32 \u00d7 16 px"));
    // The current sprite is drawn in bold.
    QVERIFY(model->index(0, 0).data(Qt::FontRole).value<QFont>().bold());
    QVERIFY(!model->index(1, 0).data(Qt::FontRole).isValid());
}

void TestDocks::smallThumbnailIsNearestNeighbour()
{
    // 8x8 fits 6 times into 48: every source pixel becomes a 6x6 block, no blending.
    const QImage thumb = m_sprites->listView()
                                 ->model()
                                 ->index(1, 0)
                                 .data(Qt::DecorationRole)
                                 .value<QPixmap>()
                                 .toImage();
    QCOMPARE(thumb.size(), QSize(48, 48));
    const QImage source = tinyImage();
    for (int y = 0; y < 48; ++y) {
        for (int x = 0; x < 48; ++x) {
            QVERIFY2(thumb.pixelColor(x, y) == source.pixelColor(x / 6, y / 6),
                     qPrintable(QStringLiteral("thumbnail pixel %1,%2").arg(x).arg(y)));
        }
    }
}

void TestDocks::largeThumbnailIsSmooth()
{
    // 100x60 scaled to 48 wide is 48x28 (60 * 48 / 100 = 28.8, truncated), centred:
    // rows 10..37 hold the image, rows above and below stay transparent.
    const QImage thumb = m_sprites->listView()
                                 ->model()
                                 ->index(2, 0)
                                 .data(Qt::DecorationRole)
                                 .value<QPixmap>()
                                 .toImage();
    QCOMPARE(thumb.size(), QSize(48, 48));
    QCOMPARE(thumb.pixelColor(24, 9).alpha(), 0);
    QCOMPARE(thumb.pixelColor(24, 38).alpha(), 0);
    for (int y = 11; y < 37; ++y) {
        for (int x = 1; x < 47; ++x) {
            const QColor c = thumb.pixelColor(x, y);
            QVERIFY2(c.alpha() == 255 && c.red() > 60 && c.red() < 195,
                     qPrintable(QStringLiteral("pixel %1,%2 = %3 is not a smooth grey")
                                        .arg(x)
                                        .arg(y)
                                        .arg(c.name(QColor::HexArgb))));
        }
    }
}

void TestDocks::missingImageThumbnailAndTooltip()
{
    const QModelIndex index = m_sprites->listView()->model()->index(3, 0);
    const QString error = m_document->images().error(imagePath(QStringLiteral("missing.png")));
    QVERIFY(error.contains(QLatin1String("missing.png")));
    const QString tip = index.data(Qt::ToolTipRole).toString();
    QVERIFY2(tip.contains(error), qPrintable(tip));
    QVERIFY(tip.contains(QLatin1String("Image missing")));
    // A placeholder, not an empty picture: the dashed frame and the warning sign.
    const QImage thumb = index.data(Qt::DecorationRole).value<QPixmap>().toImage();
    QCOMPARE(thumb.size(), QSize(48, 48));
    int painted = 0;
    for (int y = 0; y < 48; ++y) {
        for (int x = 0; x < 48; ++x)
            painted += thumb.pixelColor(x, y).alpha() > 0 ? 1 : 0;
    }
    QVERIFY2(painted > 100, qPrintable(QString::number(painted)));
    QVERIFY(thumb.pixelColor(0, 24).alpha() > 0); // the frame
}

void TestDocks::currentSpriteFollowsClicksAndDocument()
{
    QListView *view = m_sprites->listView();
    m_sprites->resize(260, 400);
    m_sprites->show();
    QVERIFY(QTest::qWaitForWindowExposed(m_sprites.get()));

    m_document->setCurrentSprite(2);
    QCOMPARE(view->currentIndex().row(), 2);
    QCOMPARE(m_sprites->selectedSprites(), QList<int>{2});

    const QPoint row1 = view->visualRect(view->model()->index(1, 0)).center();
    QTest::mouseClick(view->viewport(), Qt::LeftButton, {}, row1);
    QCOMPARE(m_document->currentSprite(), 1);

    // Ctrl+click adds to the selection but keeps the current sprite (the source of
    // "Apply shapes to selected sprites").
    const QPoint row3 = view->visualRect(view->model()->index(3, 0)).center();
    QTest::mouseClick(view->viewport(), Qt::LeftButton, Qt::ControlModifier, row3);
    QCOMPARE(m_document->currentSprite(), 1);
    QCOMPARE(m_sprites->selectedSprites(), (QList<int>{1, 3}));

    // The keyboard moves the current sprite too.
    QTest::mouseClick(view->viewport(), Qt::LeftButton, {}, row1);
    QTest::keyClick(view, Qt::Key_Down);
    QCOMPARE(m_document->currentSprite(), 2);
    QCOMPARE(stack()->count(), 0);
}

void TestDocks::renameSpriteInPlace()
{
    QListView *view = m_sprites->listView();
    m_sprites->show();
    QVERIFY(QTest::qWaitForWindowExposed(m_sprites.get()));
    const QModelIndex first = view->model()->index(0, 0);

    const auto rename = [&](const QString &text) {
        view->setCurrentIndex(first);
        view->setFocus();
        QTest::keyClick(view, Qt::Key_F2);
        auto *editor = openEditor<QLineEdit>(view);
        QVERIFY(editor);
        QCOMPARE(editor->text(), m_document->sprite(0).name);
        editor->selectAll();
        if (text.isEmpty())
            QTest::keyClick(editor, Qt::Key_Backspace);
        else
            QTest::keyClicks(editor, text);
        QTest::keyClick(editor, Qt::Key_Enter);
        QCoreApplication::processEvents(); // the delegate commits through a queued call
    };

    rename(QStringLiteral("hero"));
    QCOMPARE(m_document->sprite(0).name, QStringLiteral("hero"));
    QCOMPARE(commandTexts(stack()), QStringList{"Rename Sprite"});
    QCOMPARE(first.data().toString(), QStringLiteral("hero"));

    rename(QString());              // empty: refused
    rename(QStringLiteral("   "));  // blank: refused
    rename(QStringLiteral("tiny")); // another sprite's name: refused
    QCOMPARE(m_document->sprite(0).name, QStringLiteral("hero"));
    QCOMPARE(stack()->count(), 1);

    stack()->undo();
    QCOMPARE(m_document->sprite(0).name, QStringLiteral("ship"));
    QCOMPARE(first.data().toString(), QStringLiteral("ship"));
}

void TestDocks::deleteKeyRemovesSelectedSprites()
{
    QListView *view = m_sprites->listView();
    m_sprites->show();
    QApplication::setActiveWindow(m_sprites.get());
    QVERIFY(QTest::qWaitForWindowActive(m_sprites.get()));
    view->setFocus();

    // Removing the current sprite makes the next one current (the view must not
    // report its own index shift, in the old numbering, back to the document).
    m_document->setCurrentSprite(1);
    QCOMPARE(m_sprites->selectedSprites(), QList<int>{1});
    QTest::keyClick(view, Qt::Key_Delete);
    QCOMPARE(m_document->spriteCount(), 3);
    QCOMPARE(m_document->sprite(m_document->currentSprite()).name, QStringLiteral("big"));
    QCOMPARE(view->currentIndex().row(), m_document->currentSprite());
    stack()->undo();
    QCOMPARE(m_document->spriteCount(), 4);
    QCOMPARE(view->currentIndex().row(), m_document->currentSprite());

    QItemSelectionModel *selection = view->selectionModel();
    selection->select(view->model()->index(0, 0), QItemSelectionModel::ClearAndSelect);
    selection->select(view->model()->index(2, 0), QItemSelectionModel::Select);
    QCOMPARE(m_sprites->selectedSprites(), (QList<int>{0, 2}));
    QCOMPARE(m_sprites->removeAction()->text(), QStringLiteral("Remove 2 Sprites"));

    QTest::keyClick(view, Qt::Key_Delete);
    QCOMPARE(m_document->spriteCount(), 2);
    QCOMPARE(m_document->sprite(0).name, QStringLiteral("tiny"));
    QCOMPARE(m_document->sprite(1).name, QStringLiteral("missing"));
    QCOMPARE(view->model()->rowCount(), 2);
    QCOMPARE(stack()->count(), 1);
    QCOMPARE(stack()->command(0)->text(), QStringLiteral("Remove 2 Sprites"));
    QVERIFY(m_document->isValidSprite(m_document->currentSprite()));
    QCOMPARE(view->currentIndex().row(), m_document->currentSprite());

    stack()->undo();
    QCOMPARE(m_document->spriteCount(), 4);
    const QStringList names{"ship", "tiny", "big", "missing"};
    for (int row = 0; row < 4; ++row) {
        QCOMPARE(m_document->sprite(row).name, names[row]);
        QCOMPARE(view->model()->index(row, 0).data().toString(), names[row]);
    }

    // Removing everything shows the placeholder instead of an empty list.
    view->selectAll();
    QTest::keyClick(view, Qt::Key_Delete);
    QCOMPARE(m_document->spriteCount(), 0);
    QCOMPARE(m_document->currentSprite(), -1);
    QVERIFY(!view->isVisible());
    QVERIFY(child<QLabel>(m_sprites.get(), "spriteListPlaceholder")->isVisible());
    QVERIFY(!m_sprites->removeAction()->isEnabled());
}

void TestDocks::dragCarriesSpriteIndices()
{
    QAbstractItemModel *model = m_sprites->listView()->model();
    QVERIFY(model->flags(model->index(1, 0)) & Qt::ItemIsDragEnabled);
    QVERIFY(model->supportedDragActions() & Qt::CopyAction);
    QCOMPARE(model->mimeTypes(), QStringList{"application/x-hitbox-sprite"});
    std::unique_ptr<QMimeData> mime(model->mimeData({model->index(2, 0), model->index(0, 0)}));
    QVERIFY(mime);
    QCOMPARE(mime->data("application/x-hitbox-sprite"), QByteArray("0,2"));
    QCOMPARE(SpriteListModel::spriteIndices(mime.get()), (QList<int>{0, 2}));
    QMimeData other;
    other.setText(QStringLiteral("0,2"));
    QVERIFY(SpriteListModel::spriteIndices(&other).isEmpty());
}

// --- ShapesDock ---------------------------------------------------------------------

void TestDocks::shapeRowsDescribeShapes()
{
    QCOMPARE(m_shapes->objectName(), QStringLiteral("shapesDock"));
    QTreeWidget *tree = m_shapes->treeWidget();
    QCOMPARE(tree->topLevelItemCount(), 4);
    QCOMPARE(shapeRow(0)->text(ShapesDock::NameColumn), QStringLiteral("Reduced box"));
    QCOMPARE(shapeRow(0)->text(ShapesDock::DetailsColumn),
             QStringLiteral("20 \u00d7 10 at -10, -5"));
    QCOMPARE(shapeRow(1)->text(ShapesDock::NameColumn), QStringLiteral("Circle"));
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

void TestDocks::shapeRowSelectionFollowsDocument()
{
    QTreeWidget *tree = m_shapes->treeWidget();
    m_shapes->resize(360, 260);
    m_shapes->show();
    QVERIFY(QTest::qWaitForWindowExposed(m_shapes.get()));
    QSignalSpy changed(m_document.get(), &Document::selectionChanged);

    // Rows -> document.
    QTest::mouseClick(
            tree->viewport(), Qt::LeftButton, {}, tree->visualItemRect(shapeRow(3)).center());
    ShapeSelection expected;
    expected.polygons = {1};
    QCOMPARE(m_document->selection(), expected);
    QTest::mouseClick(tree->viewport(),
                      Qt::LeftButton,
                      Qt::ControlModifier,
                      tree->visualItemRect(shapeRow(0)).center());
    expected.box = true;
    QCOMPARE(m_document->selection(), expected);
    QCOMPARE(changed.count(), 2);

    // Document -> rows, without echoing back.
    changed.clear();
    ShapeSelection fromCanvas;
    fromCanvas.circle = true;
    fromCanvas.polygons = {0};
    m_document->setSelection(fromCanvas);
    QCOMPARE(changed.count(), 1);
    QCOMPARE(m_document->selection(), fromCanvas);
    QList<QTreeWidgetItem *> selected = tree->selectedItems();
    QCOMPARE(selected.size(), 2);
    QVERIFY(selected.contains(shapeRow(1)));
    QVERIFY(selected.contains(shapeRow(2)));

    // Selected points alone select no row.
    ShapeSelection points;
    points.points.insert({0, 1});
    m_document->setSelection(points);
    QVERIFY(tree->selectedItems().isEmpty());
    QCOMPARE(m_document->selection(), points);
    QVERIFY(!m_shapes->deleteAction()->isEnabled());
    QCOMPARE(stack()->count(), 0);
}

void TestDocks::editPolygonNameAndRole()
{
    QTreeWidget *tree = m_shapes->treeWidget();
    m_shapes->resize(360, 260);
    m_shapes->show();
    QApplication::setActiveWindow(m_shapes.get());
    QVERIFY(QTest::qWaitForWindowActive(m_shapes.get()));

    // Box and circle rows are not editable.
    QVERIFY(!(shapeRow(0)->flags() & Qt::ItemIsEditable));
    QVERIFY(shapeRow(2)->flags() & Qt::ItemIsEditable);

    tree->editItem(shapeRow(2), ShapesDock::NameColumn);
    auto *nameEditor = openEditor<QLineEdit>(tree);
    QVERIFY(nameEditor);
    QCOMPARE(nameEditor->text(), QStringLiteral("body"));
    nameEditor->selectAll();
    QTest::keyClicks(nameEditor, QStringLiteral("torso"));
    QTest::keyClick(nameEditor, Qt::Key_Enter);
    QCoreApplication::processEvents(); // the delegate commits through a queued call
    QCOMPARE(m_document->sprite(0).polygons[0].name, QStringLiteral("torso"));
    QCOMPARE(shapeRow(2)->text(ShapesDock::NameColumn), QStringLiteral("torso"));

    // An empty name is refused and the row shows the name again.
    ShapeSelection selected;
    selected.polygons = {0};
    m_document->setSelection(selected); // what a stolen Delete key would remove
    tree->editItem(shapeRow(2), ShapesDock::NameColumn);
    nameEditor = openEditor<QLineEdit>(tree);
    QVERIFY(nameEditor);
    nameEditor->setFocus();
    nameEditor->selectAll();
    // Delete edits the text; it does not trigger the list's Delete shortcut.
    QTest::keyClick(nameEditor, Qt::Key_Delete);
    QCOMPARE(nameEditor->text(), QString());
    QCOMPARE(m_document->sprite(0).polygons.size(), 2);
    QTest::keyClick(nameEditor, Qt::Key_Enter);
    QCoreApplication::processEvents(); // the delegate commits through a queued call
    QCOMPARE(m_document->sprite(0).polygons[0].name, QStringLiteral("torso"));
    QCOMPARE(shapeRow(2)->text(ShapesDock::NameColumn), QStringLiteral("torso"));

    // The role editor is an editable combo with the suggestions; free text is kept.
    tree->editItem(shapeRow(3), ShapesDock::RoleColumn);
    auto *combo = openEditor<QComboBox>(tree);
    QVERIFY(combo);
    QVERIFY(combo->isEditable());
    QStringList items;
    for (int i = 0; i < combo->count(); ++i)
        items << combo->itemText(i);
    QCOMPARE(items, (QStringList{"hurtbox", "hitbox", "sensor"}));
    combo->lineEdit()->selectAll();
    QTest::keyClicks(combo->lineEdit(), QStringLiteral("shield"));
    QTest::keyClick(combo->lineEdit(), Qt::Key_Enter);
    QCoreApplication::processEvents();
    QCOMPARE(m_document->sprite(0).polygons[1].role, QStringLiteral("shield"));
    QCOMPARE(shapeRow(3)->text(ShapesDock::RoleColumn), QStringLiteral("shield"));

    QCOMPARE(commandTexts(stack()), (QStringList{"Rename Shape", "Set Shape Role"}));
    stack()->undo();
    stack()->undo();
    QCOMPARE(m_document->sprite(0).polygons[0].name, QStringLiteral("body"));
    QCOMPARE(m_document->sprite(0).polygons[1].role, QString());
    QCOMPARE(shapeRow(2)->text(ShapesDock::NameColumn), QStringLiteral("body"));
    QCOMPARE(shapeRow(3)->text(ShapesDock::RoleColumn), QString());
}

void TestDocks::shapeActionsFollowState()
{
    QAction *addBox = m_shapes->addBoxAction();
    QAction *addCircle = m_shapes->addCircleAction();
    QAction *remove = m_shapes->deleteAction();

    // ship has both shapes: the actions reset them; nothing is selected yet.
    QVERIFY(addBox->isEnabled());
    QCOMPARE(addBox->text(), QStringLiteral("Reset Reduced &Box"));
    QCOMPARE(addCircle->text(), QStringLiteral("Reset &Circle"));
    QVERIFY(!remove->isEnabled());

    // tiny (8x8, pivot at the centre) has none: 80% box and circle, hand-computed.
    m_document->setCurrentSprite(1);
    QCOMPARE(addBox->text(), QStringLiteral("Add Reduced &Box"));
    QCOMPARE(addCircle->text(), QStringLiteral("Add &Circle"));
    addBox->trigger();
    addCircle->trigger();
    QVERIFY(near(m_document->sprite(1).box, collision::Rect{-3.2, -3.2, 6.4, 6.4}));
    QVERIFY(near(m_document->sprite(1).circle, collision::Circle{{0, 0}, 3.2}));
    QCOMPARE(addBox->text(), QStringLiteral("Reset Reduced &Box"));
    QCOMPARE(commandTexts(stack()), (QStringList{"Add Reduced Box", "Add Circle"}));

    // Delete removes the selected rows' shapes.
    ShapeSelection box;
    box.box = true;
    m_document->setSelection(box);
    QVERIFY(remove->isEnabled());
    remove->trigger();
    QVERIFY(!m_document->sprite(1).box);
    QVERIFY(m_document->sprite(1).circle);
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
    polygons.polygons = {0, 1};
    m_document->setSelection(polygons);
    QTest::keyClick(m_shapes->treeWidget(), Qt::Key_Delete);
    QVERIFY(m_document->sprite(0).polygons.isEmpty());
    QVERIFY(m_document->sprite(0).box);
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

// --- PropertiesDock ------------------------------------------------------------------

void TestDocks::thresholdSliderAndSpin()
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

void TestDocks::reducedBoxFields()
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
    QCOMPARE(m_document->sprite(0).box, (collision::Rect{-10, -5, 24, 10}));
    QCOMPARE(commandTexts(stack()), QStringList{"Change Reduced Box"});

    // Two arrow steps in another field: one more undo step.
    h->setFocus();
    QTest::keyClick(h, Qt::Key_Up);
    QTest::keyClick(h, Qt::Key_Up);
    QCOMPARE(m_document->sprite(0).box, (collision::Rect{-10, -5, 24, 12}));
    QCOMPARE(stack()->count(), 2);
    // 24 of 32 and 12 of 16.
    QCOMPARE(readout->text(), QStringLiteral("75.0% \u00d7 75.0% of the sprite"));

    // Enter ends the session: the next step is a new undo step.
    QTest::keyClick(h, Qt::Key_Enter);
    QTest::keyClick(h, Qt::Key_Up);
    QCOMPARE(m_document->sprite(0).box->h, 13.0);
    QCOMPARE(stack()->count(), 3);

    stack()->undo();
    stack()->undo();
    QCOMPARE(m_document->sprite(0).box, (collision::Rect{-10, -5, 24, 10}));
    QCOMPARE(h->value(), 10.0);
    stack()->undo();
    QCOMPARE(m_document->sprite(0).box, (collision::Rect{-10, -5, 20, 10}));
    QCOMPARE(w->value(), 20.0);

    // Untouched fields keep their exact value even when the spin box rounds it.
    QUndoStack *undo = stack();
    undo->push(new QUndoCommand(QStringLiteral("barrier"))); // stops merging
    m_document->setBox(0, collision::Rect{-10.123456, -5, 20, 10});
    QCOMPARE(x->value(), -10.12);
    typeInto(w, QStringLiteral("21"));
    QCOMPARE(m_document->sprite(0).box, (collision::Rect{-10.123456, -5, 21, 10}));
}

void TestDocks::addBoxAndCircleWhenMissing()
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
    QVERIFY(near(m_document->sprite(1).box, collision::Rect{-3.2, -3.2, 6.4, 6.4}));
    QVERIFY(!addBox->isVisible());
    QVERIFY(boxW->isEnabled());
    QCOMPARE(boxW->value(), 6.4);
    QCOMPARE(boxW->text(), QStringLiteral("6.4"));
    QCOMPARE(child<QLabel>(m_properties.get(), "boxReadout")->text(),
             QStringLiteral("80.0% \u00d7 80.0% of the sprite"));

    QTest::mouseClick(addCircle, Qt::LeftButton);
    QVERIFY(near(m_document->sprite(1).circle, collision::Circle{{0, 0}, 3.2}));
    QVERIFY(!addCircle->isVisible());
    QCOMPARE(circleReadout->text(), QStringLiteral("radius = 80.0% of half the larger side"));

    typeInto(radius, QStringLiteral("4"));
    QCOMPARE(m_document->sprite(1).circle, (collision::Circle{{0, 0}, 4}));
    QCOMPARE(circleReadout->text(), QStringLiteral("radius = 100.0% of half the larger side"));
    typeInto(child<QDoubleSpinBox>(m_properties.get(), "circleX"), QStringLiteral("-1.5"));
    QCOMPARE(m_document->sprite(1).circle, (collision::Circle{{-1.5, 0}, 4}));
    QCOMPARE(commandTexts(stack()),
             (QStringList{"Add Reduced Box", "Add Circle", "Change Circle", "Change Circle"}));
}

void TestDocks::pivotPresetsAndFields()
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
    QCOMPARE(m_document->sprite(0).box, (collision::Rect{6, 3, 20, 10}));
    QCOMPARE(pivotX->value(), 0.0);
    QCOMPARE(boxX->value(), 6.0);

    // Bottom centre: (16, 16); the box is then at (-10, -13).
    QTest::mouseClick(child<QToolButton>(m_properties.get(), "pivotBottomCentre"), Qt::LeftButton);
    QCOMPARE(m_document->sprite(0).pivot, (collision::Vec2{16, 16}));
    QCOMPARE(m_document->sprite(0).box, (collision::Rect{-10, -13, 20, 10}));

    // Typing X keeps Y.
    typeInto(pivotX, QStringLiteral("10.5"));
    QCOMPARE(m_document->sprite(0).pivot, (collision::Vec2{10.5, 16}));
    QCOMPARE(m_document->sprite(0).box, (collision::Rect{-4.5, -13, 20, 10}));
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
    QCOMPARE(m_document->sprite(0).box, (collision::Rect{-10, -5, 20, 10}));
    QCOMPARE(pivotY->value(), 8.0);
}

void TestDocks::colourKey()
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

void TestDocks::switchingSpritesPushesNothing()
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
    QCOMPARE(m_document->sprite(0).box->w, 22.0);

    model::Project project = m_document->project();
    m_document->resetProject(project, imagePath(QStringLiteral("again.hitbox.json")));
    QCOMPARE(stack()->count(), 0);
}

// Grabs each dock at a realistic size with the demo project; saves PNGs when
// HITBOX_DOCK_SHOTS names a folder (to look at them), else only checks the grabs.
void TestDocks::renderDocks()
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
    if (!m_document->sprite(0).polygons.isEmpty()) {
        // Show an invalid polygon row too.
        model::PolygonShape broken = polygon(QStringLiteral("wing (broken)"),
                                             QStringLiteral("hitbox"),
                                             {{0, 0}, {10, 10}, {10, 0}, {0, 10}});
        QList<model::PolygonShape> polygons = m_document->sprite(0).polygons;
        polygons << broken;
        m_document->setPolygons(0, polygons);
    }
    ShapeSelection selection;
    selection.polygons = {0};
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

QTEST_MAIN(TestDocks)
#include "tst_docks.moc"
