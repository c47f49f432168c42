// The Sprites dock driven through its real widgets: every change must arrive as an undo
// command on the document, and filling the list from the document must never push one.
// Expected values are hand-computed from the test images, not taken from the code under
// test.

#include "dockfixture.h"

#include "docks/spritelistmodel.h"

#include <QApplication>
#include <QLabel>
#include <QLineEdit>
#include <QListView>
#include <QMimeData>

using namespace hitbox;
using namespace hitbox::editor;
using namespace hitbox::testing;

class TestSpritesDock : public QObject, private DockFixture
{
    Q_OBJECT

private slots:
    void init() { createDocks(); }
    void cleanup() { destroyDocks(); }

    void spriteListShowsSprites();
    void smallThumbnailIsNearestNeighbour();
    void largeThumbnailIsSmooth();
    void missingImageThumbnailAndTooltip();
    void currentSpriteFollowsClicksAndDocument();
    void renameSpriteInPlace();
    void deleteKeyRemovesSelectedSprites();
    void dragCarriesSpriteIndices();
};

void TestSpritesDock::spriteListShowsSprites()
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

void TestSpritesDock::smallThumbnailIsNearestNeighbour()
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

void TestSpritesDock::largeThumbnailIsSmooth()
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

void TestSpritesDock::missingImageThumbnailAndTooltip()
{
    const QModelIndex index = m_sprites->listView()->model()->index(3, 0);
    const QString error = m_document->images().error(imagePath(QStringLiteral("missing.png")));
    QVERIFY(error.contains(QLatin1String("missing.png")));
    const QString tip = index.data(Qt::ToolTipRole).toString();
    QVERIFY2(tip.contains(error), qPrintable(tip));
    QVERIFY(tip.contains(QLatin1String("file not found"))); // the loader says what is wrong
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

void TestSpritesDock::currentSpriteFollowsClicksAndDocument()
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

void TestSpritesDock::renameSpriteInPlace()
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

void TestSpritesDock::deleteKeyRemovesSelectedSprites()
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

void TestSpritesDock::dragCarriesSpriteIndices()
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

QTEST_MAIN(TestSpritesDock)
#include "tst_spritesdock.moc"
