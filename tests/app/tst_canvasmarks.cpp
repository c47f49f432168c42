// How the canvas marks shapes so that an artist can read them, judged on rendered pixels:
// outlines have a contrasting halo (a green outline stays visible on a green sprite, a dark
// one on dark art), only selected polygons show vertex handles (the others small dots),
// and the onion skin tints the previous and next frames differently (through the real main
// window and its frames strip; sprite from framesheetfixture.h).

#include "base/canvasstyle.h"
#include "canvas/onionskinitem.h"
#include "canvas/shapeitems.h"
#include "canvas/spritescene.h"
#include "frames/framesdock.h"
#include "window/mainwindow.h"

#include "framesheetfixture.h"

#include <QAction>
#include <QGraphicsScene>
#include <QPainter>
#include <QTemporaryDir>

using namespace hitbox;
using namespace hitbox::editor;

namespace {

constexpr int side = 80;

// `item` alone on a scene of `background`, rendered 1:1 (one scene unit a pixel).
QImage render(QGraphicsItem *item, const QColor &background)
{
    QGraphicsScene scene(0, 0, side, side);
    scene.setBackgroundBrush(background);
    scene.addItem(item);
    QImage image(side, side, QImage::Format_ARGB32);
    image.fill(Qt::black);
    QPainter painter(&image);
    scene.render(&painter, QRectF(0, 0, side, side), QRectF(0, 0, side, side));
    painter.end();
    scene.removeItem(item);
    return image;
}

int lightness(const QColor &c)
{
    return qGray(c.rgb());
}

} // namespace

class TestCanvasMarks : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase() { framestest::initApplication("tst_canvasmarks"); }

    void outlinesHaveAHalo_data();
    void outlinesHaveAHalo();
    void vertexHandlesOnlyWhenSelected_data();
    void vertexHandlesOnlyWhenSelected();
    void onionSkinTintsEachSide();
};

void TestCanvasMarks::outlinesHaveAHalo_data()
{
    QTest::addColumn<QString>("kind");
    QTest::addColumn<QColor>("color"); // the role colour, and the art's under it

    for (const char *kind : {"box", "circle", "polygon"}) {
        QTest::addRow("%s, green on green", kind) << kind << style::circle;
        QTest::addRow("%s, navy on navy", kind) << kind << QColor(20, 30, 110);
        QTest::addRow("%s, white on white", kind) << kind << QColor(Qt::white);
    }
}

void TestCanvasMarks::outlinesHaveAHalo()
{
    QFETCH(QString, kind);
    QFETCH(QColor, color);
    // A shape whose left edge is the line x = 20 from y = 20 to 60.
    std::unique_ptr<HandleItem> item;
    if (kind == "box") {
        auto *box = new BoxItem;
        box->setRect(QRectF(20, 20, 40, 40));
        item.reset(box);
    } else if (kind == "circle") {
        auto *circle = new CircleItem;
        circle->setCircle(QPointF(40, 40), 20);
        item.reset(circle);
    } else {
        auto *polygon = new PolygonItem;
        polygon->setLoops({QPolygonF{{20, 20}, {60, 20}, {60, 60}, {20, 60}}}, true, {});
        item.reset(polygon);
    }
    item->setColor(color);
    const QImage image = render(item.get(), color);
    // Just outside the left edge, at mid height: the halo, far from the art's colour.
    const QColor outside = image.pixelColor(18, 40);
    QVERIFY2(std::abs(lightness(outside) - lightness(color)) > 80,
             qPrintable(QStringLiteral("%1 next to an outline of %2")
                                .arg(outside.name(), color.name())));
    // Well away from the shape, the art as it is.
    QCOMPARE(image.pixelColor(5, 5).rgb(), color.rgb());
}

void TestCanvasMarks::vertexHandlesOnlyWhenSelected_data()
{
    QTest::addColumn<bool>("selected");
    QTest::addColumn<QSet<int>>("vertices"); // selected vertices
    QTest::addColumn<bool>("handles");

    QTest::newRow("nothing selected") << false << QSet<int>{} << false;
    QTest::newRow("polygon selected") << true << QSet<int>{} << true;
    QTest::newRow("one vertex selected") << false << QSet<int>{2} << true;
}

void TestCanvasMarks::vertexHandlesOnlyWhenSelected()
{
    QFETCH(bool, selected);
    QFETCH(QSet<int>, vertices);
    QFETCH(bool, handles);
    const QColor art(200, 200, 200);
    PolygonItem polygon;
    polygon.setLoops({QPolygonF{{20, 20}, {60, 20}, {60, 60}, {20, 60}}}, true, {});
    polygon.setSelectedShape(selected);
    polygon.setSelectedVertices(vertices);
    const QImage image = render(&polygon, art);
    // 3 px out from each corner, diagonally: inside a handle (8 px square), outside the
    // outline's halo and a vertex dot.
    const QList<QPoint> probes{{17, 17}, {63, 17}, {63, 63}, {17, 63}};
    for (const QPoint p : probes) {
        const bool bare = image.pixelColor(p).rgb() == art.rgb();
        QVERIFY2(bare != handles,
                 qPrintable(QStringLiteral("(%1, %2): %3")
                                    .arg(p.x())
                                    .arg(p.y())
                                    .arg(image.pixelColor(p).name())));
    }
}

void TestCanvasMarks::onionSkinTintsEachSide()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("run.png"));
    QVERIFY(framestest::writeFourCellSheet(path));
    model::Project project;
    project.sprites = {framestest::fourCellSprite(path, [](int) { return 100; })};
    for (model::Frame &frame : project.sprites[0].frames)
        frame.shapes = {model::Shape::makeBox({-4, -4, 8, 8}, "hitbox", "b")};
    const std::unique_ptr<MainWindow> window = framestest::openWindow(project);
    QVERIFY(window);
    auto *scene = window->findChild<SpriteScene *>();
    window->framesDock()->onionSkinAction()->trigger();
    window->framesDock()->onionImagesAction()->trigger();
    window->document()->setCurrentFrame(0, 1);
    const QList<OnionSkinItem *> items = scene->onionSkinItems();
    QCOMPARE(items.size(), 2);
    QCOMPARE(items[0]->tint(), style::onionPrevious);
    QCOMPARE(items[1]->tint(), style::onionNext);
    QVERIFY(style::onionPrevious != style::onionNext);
    // Each image is its frame's colour moved toward its tint: frame 0 red, frame 2 blue.
    const QColor cells[] = {Qt::red, Qt::blue};
    for (int i = 0; i < 2; ++i) {
        const QImage tinted = items[i]->tintedImage().toImage();
        QVERIFY(!tinted.isNull());
        const QColor shown = tinted.pixelColor(tinted.width() / 2, tinted.height() / 2);
        const qreal a = style::onionTintAlpha / 255.0;
        const QColor tint = items[i]->tint();
        const auto mix = [a](int t, int c) { return int(std::lround(a * t + (1 - a) * c)); };
        QVERIFY2(std::abs(shown.red() - mix(tint.red(), cells[i].red())) <= 2
                         && std::abs(shown.green() - mix(tint.green(), cells[i].green())) <= 2
                         && std::abs(shown.blue() - mix(tint.blue(), cells[i].blue())) <= 2,
                 qPrintable(shown.name()));
        QCOMPARE(shown.alpha(), 255); // the picture's own alpha kept
    }
    // At the last frame only the previous one shows, still in its own tint.
    window->document()->setCurrentFrame(0, 3);
    QCOMPARE(scene->onionSkinItems().size(), 1);
    QCOMPARE(scene->onionSkinItems()[0]->tint(), style::onionPrevious);
}

QTEST_MAIN(TestCanvasMarks)
#include "tst_canvasmarks.moc"
