// The frames strip's thumbnails on the real main window, judged on the pixels the strip
// paints (QWidget::grab of its viewport) and on the items' data: a dot marks the frames
// that have shapes (and follows adding and undoing), the current frame keeps its true
// colours inside a selection frame (no grey wash), frames outside the chosen animation are
// faded, and animations of equal names are told apart by their unique names. The sprite:
// framesheetfixture.h (frames of pure red, green, blue, yellow).

#include "commands/shapecommands.h"
#include "document/document.h"
#include "frames/frameplayer.h"
#include "frames/framesdock.h"
#include "frames/framethumbnaildelegate.h"
#include "window/mainwindow.h"

#include "framesheetfixture.h"

#include <QComboBox>
#include <QListWidget>
#include <QTemporaryDir>
#include <QUndoStack>

using namespace hitbox;
using namespace hitbox::editor;
using model::AnimationDirection;
using Delegate = FrameThumbnailDelegate;

namespace {

const QColor cellColors[] = {Qt::red, Qt::green, Qt::blue, Qt::yellow};

} // namespace

class TestFrameThumbnails : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void init();
    void cleanup() { m_window.reset(); }

    void dotMarksFramesWithShapes();
    void selectedThumbnailKeepsItsColours_data();
    void selectedThumbnailKeepsItsColours();
    void chosenAnimationFadesOtherFrames_data();
    void chosenAnimationFadesOtherFrames();
    void equalAnimationNamesToldApart();

private:
    Document *doc() const { return m_window->document(); }
    FramesDock *dock() const { return m_window->framesDock(); }
    QListWidget *list() const { return dock()->listWidget(); }
    QRect cell(int frame) const { return list()->visualItemRect(list()->item(frame)); }
    // The strip as painted now.
    QImage painted() const { return list()->viewport()->grab().toImage(); }
    QColor pixel(const QImage &image, QPoint p) const
    {
        const qreal dpr = image.devicePixelRatio();
        return image.pixelColor(int(p.x() * dpr), int(p.y() * dpr));
    }
    QColor pictureCentre(const QImage &image, int frame) const
    {
        return pixel(image, Delegate::pictureRect(cell(frame), list()->iconSize()).center());
    }
    QColor dot(const QImage &image, int frame) const
    {
        return pixel(image, Delegate::shapesDotCentre(cell(frame), list()->iconSize()));
    }

    QTemporaryDir m_dir;
    model::Project m_project;
    std::unique_ptr<MainWindow> m_window;
};

void TestFrameThumbnails::initTestCase()
{
    framestest::initApplication("tst_framethumbnails");
    QVERIFY(m_dir.isValid());
    const QString path = m_dir.filePath(QStringLiteral("run.png"));
    QVERIFY(framestest::writeFourCellSheet(path));
    model::Sprite run = framestest::fourCellSprite(path, [](int) { return 100; });
    run.frames[1].shapes = {model::Shape::makeBox({-2, -2, 4, 4}, "hitbox", "a")};
    run.frames[3].shapes = {model::Shape::makeBox({-2, -2, 4, 4}, "hitbox", "b"),
                            model::Shape::makeCircle({{0, 0}, 3}, "hurtbox", "c")};
    run.animations = {
            {QStringLiteral("fall"), {1, 2}, AnimationDirection::Forward},
            {QStringLiteral("fall"), {3}, AnimationDirection::Forward},
            {QStringLiteral("fall_2"), {0, 3}, AnimationDirection::PingPong},
    };
    m_project.sprites = {run};
}

void TestFrameThumbnails::init()
{
    m_window = framestest::openWindow(m_project);
    QVERIFY(m_window);
    QCOMPARE(list()->count(), 4);
    m_window->resize(1400, 900);
    QVERIFY(cell(3).right() < list()->viewport()->width()); // every thumbnail in view
}

void TestFrameThumbnails::dotMarksFramesWithShapes()
{
    QImage image = painted();
    const QList<int> counts{0, 1, 0, 2};
    for (int f = 0; f < 4; ++f) {
        QCOMPARE(list()->item(f)->data(Delegate::ShapeCountRole).toInt(), counts[f]);
        QCOMPARE(dot(image, f) == Delegate::shapesDotColor(), counts[f] > 0);
        if (counts[f] == 0)
            QCOMPARE(dot(image, f), cellColors[f]); // the picture itself
        QVERIFY2(list()->item(f)->toolTip().contains(counts[f] == 0
                                                             ? QString("no shapes")
                                                             : QString("%1 shape").arg(counts[f])),
                 qPrintable(list()->item(f)->toolTip()));
    }
    // A shape added to frame 2 marks it; undoing it unmarks it.
    doc()->setCurrentFrame(0, 2);
    doc()->undoStack()->push(new AddBox(doc(), 0));
    QCOMPARE(list()->item(2)->data(Delegate::ShapeCountRole).toInt(), 1);
    QCOMPARE(dot(painted(), 2), Delegate::shapesDotColor());
    doc()->undoStack()->undo();
    QCOMPARE(list()->item(2)->data(Delegate::ShapeCountRole).toInt(), 0);
    QCOMPARE(dot(painted(), 2), cellColors[2]);
}

void TestFrameThumbnails::selectedThumbnailKeepsItsColours_data()
{
    QTest::addColumn<int>("current");
    for (int f = 0; f < 4; ++f)
        QTest::addRow("frame %d", f) << f;
}

void TestFrameThumbnails::selectedThumbnailKeepsItsColours()
{
    QFETCH(int, current);
    doc()->setCurrentFrame(0, current);
    QCOMPARE(list()->currentRow(), current);
    QVERIFY(list()->item(current)->isSelected());
    const QImage image = painted();
    const QColor highlight = list()->palette().color(QPalette::Highlight);
    for (int f = 0; f < 4; ++f) {
        // Every picture in its true colour, the current one too.
        QCOMPARE(pictureCentre(image, f), cellColors[f]);
        // The selection frame: on the cell's left edge, half-way down, only the current.
        const QRect c = cell(f);
        const QColor edge = pixel(image, {c.left() + 2, c.center().y()});
        QCOMPARE(edge == highlight, f == current);
        // The label "#f · 100 ms" fits between the picture and the selection frame.
        const QRect picture = Delegate::pictureRect(c, list()->iconSize());
        QVERIFY(c.bottom() - picture.bottom() - 3
                >= list()->fontMetrics().height() + Delegate::selectionWidth);
    }
}

void TestFrameThumbnails::chosenAnimationFadesOtherFrames_data()
{
    QTest::addColumn<int>("animation"); // index into the sprite's animations, -1: all frames
    QTest::addColumn<QList<bool>>("in");

    QTest::newRow("all frames") << -1 << QList<bool>{true, true, true, true};
    QTest::newRow("first fall") << 0 << QList<bool>{false, true, true, false};
    QTest::newRow("second fall") << 1 << QList<bool>{false, false, false, true};
    QTest::newRow("fall_2") << 2 << QList<bool>{true, false, false, true};
}

void TestFrameThumbnails::chosenAnimationFadesOtherFrames()
{
    QFETCH(int, animation);
    QFETCH(QList<bool>, in);
    dock()->animationCombo()->setCurrentIndex(animation + 1);
    QCOMPARE(dock()->player()->animation(), animation);
    const QImage image = painted();
    const QColor base = list()->palette().color(QPalette::Base);
    for (int f = 0; f < 4; ++f) {
        QCOMPARE(list()->item(f)->data(Delegate::InAnimationRole).toBool(), in[f]);
        const QColor shown = pictureCentre(image, f);
        if (in[f]) {
            QCOMPARE(shown, cellColors[f]);
        } else {
            // The picture blended over the strip's background at the faded opacity.
            const qreal a = Delegate::fadedOpacity;
            const auto mix = [a](int c, int b) { return int(std::lround(a * c + (1 - a) * b)); };
            QVERIFY2(std::abs(shown.red() - mix(cellColors[f].red(), base.red())) <= 2
                             && std::abs(shown.green() - mix(cellColors[f].green(), base.green()))
                                        <= 2
                             && std::abs(shown.blue() - mix(cellColors[f].blue(), base.blue()))
                                        <= 2,
                     qPrintable(shown.name()));
        }
    }
    // Back to all frames: nothing faded.
    dock()->animationCombo()->setCurrentIndex(0);
    for (int f = 0; f < 4; ++f)
        QVERIFY(list()->item(f)->data(Delegate::InAnimationRole).toBool());
}

void TestFrameThumbnails::equalAnimationNamesToldApart()
{
    QComboBox *combo = dock()->animationCombo();
    QStringList texts;
    for (int i = 0; i < combo->count(); ++i)
        texts << combo->itemText(i);
    // The unique names (model::uniqueAnimationNames): the second "fall" is fall_3, since an
    // animation is already called fall_2.
    QCOMPARE(texts, (QStringList{"All frames", "fall", "fall_3", "fall_2"}));
    QVERIFY2(combo->itemData(2, Qt::ToolTipRole).toString().contains("\"fall\""),
             qPrintable(combo->itemData(2, Qt::ToolTipRole).toString()));
}

QTEST_MAIN(TestFrameThumbnails)
#include "tst_framethumbnails.moc"
