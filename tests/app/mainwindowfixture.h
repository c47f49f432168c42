#pragma once

// The fixture of the main window tests (tst_mainpolygons, tst_mainediting, tst_mainfiles):
// the real main window driven like a user would: mouse presses, moves and releases on the
// canvas viewport at the view positions of image pixels, keys on the canvas, the real
// actions, the docks' widgets, drops, and the modal dialogs answered from a timer.
// Every check is on the document. Expected coordinates are worked out by hand from the
// test project (pivot, snap rule of the mode) and from where the events really land
// (QGraphicsView::mapToScene of the event's view position), never from the tools.

#include "canvas/abstracttool.h"
#include "canvas/canvasview.h"
#include "canvas/spritescene.h"
#include "document/document.h"
#include "tools/toolmanager.h"
#include "window/mainwindow.h"

#include "model/io/projectformat.h"
#include <hitbox/shapes.h>

#include "spriteshapesfixture.h"

#include <QAction>
#include <QApplication>
#include <QClipboard>
#include <QLabel>
#include <QSettings>
#include <QStandardPaths>
#include <QStatusBar>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>
#include <QUndoStack>

#include <cmath>
#include <functional>
#include <memory>

namespace hitbox::editor::mainwindowtest {

using collision::Vec2;

inline constexpr qreal zoom = 8.0; // grab distance: 6 screen px = 0.75 image px

using shapefixture::boxOf;
using shapefixture::circleOf;
using shapefixture::polygon;
using shapefixture::polygonsOf;
using shapefixture::shapes0;

// ship: 64x48, alpha = 4 * x, so the solid pixel count is easy to count by hand.
inline QImage shipImage()
{
    QImage image(64, 48, QImage::Format_ARGB32);
    for (int y = 0; y < 48; ++y) {
        for (int x = 0; x < 64; ++x)
            image.setPixelColor(x, y, QColor(30, 60, 200, 4 * x));
    }
    return image;
}

inline QImage filledImage(QSize size, const QColor &color)
{
    QImage image(size, QImage::Format_ARGB32);
    image.fill(color);
    return image;
}

// The hull of the ship (concave at (0, 2)), relative to its centre pivot (32, 24).
inline const std::vector<Vec2> hull{{-20, -10}, {0, -16}, {20, -10}, {20, 10}, {0, 2}, {-20, 10}};

inline qreal snapRule(qreal v, const QString &mode)
{
    if (mode == QLatin1String("corners"))
        return std::round(v);
    if (mode == QLatin1String("centres"))
        return std::floor(v) + 0.5;
    return v;
}

inline QPointF snapRule(QPointF p, const QString &mode)
{
    return {snapRule(p.x(), mode), snapRule(p.y(), mode)};
}

inline Vec2 vec(QPointF p)
{
    return {p.x(), p.y()};
}

inline QString plain(QString text)
{
    return text.remove(QLatin1Char('&'));
}

/// The base of the main window test classes: before each test a fresh window (not
/// interactive) has the test project open (ship, rock, gem in a temporary folder), the
/// canvas framed at 800% on the current sprite, corner snapping, and the keyboard focus.
/// The helpers press, drag and type on the canvas at image positions.
class MainWindowFixture : public QObject
{
protected:
    // --- Slot bodies: initTestCase(), init(), cleanup() ---
    void initApplication(const char *testName)
    {
        // Nothing from another run (window state, recent files) may leak in.
        QStandardPaths::setTestModeEnabled(true);
        QCoreApplication::setOrganizationName(QStringLiteral("HitboxStudioTests"));
        QCoreApplication::setApplicationName(QLatin1String(testName));
        QSettings().clear();
        // Closing the window in a test must not end the application's event loops.
        QApplication::setQuitOnLastWindowClosed(false);
    }

    void openTestProject()
    {
        QSettings().clear();
        m_watchers = std::make_unique<QObject>();
        m_dir = std::make_unique<QTemporaryDir>();
        QVERIFY(m_dir->isValid());
        QVERIFY(shipImage().save(path(QStringLiteral("ship.png"))));
        QVERIFY(filledImage({32, 32}, QColor(120, 120, 120))
                        .save(path(QStringLiteral("rock.png"))));
        QVERIFY(filledImage({16, 16}, QColor(0, 200, 80)).save(path(QStringLiteral("gem.png"))));
        QVERIFY(filledImage({10, 12}, QColor(250, 200, 0)).save(path(QStringLiteral("coin.png"))));

        model::Sprite ship;
        ship.name = QStringLiteral("ship");
        ship.imagePath = path(QStringLiteral("ship.png"));
        shapes0(ship) << polygon(QStringLiteral("hull"), QStringLiteral("hurtbox"), hull);
        model::Sprite rock;
        rock.name = QStringLiteral("rock");
        rock.imagePath = path(QStringLiteral("rock.png"));
        shapefixture::setV1Shapes(
                rock, collision::Rect{-12, -12, 24, 24}, collision::Circle{{0, 0}, 8});
        model::Sprite gem;
        gem.name = QStringLiteral("gem");
        gem.imagePath = path(QStringLiteral("gem.png"));
        m_project.sprites = {ship, rock, gem};
        shapefixture::useV1Roles(m_project);
        m_file = path(QStringLiteral("level.hitbox.json"));
        writeProject(m_project, m_file);

        m_window = std::make_unique<MainWindow>();
        m_window->setInteractive(false);
        m_window->show();
        QVERIFY(QTest::qWaitForWindowActive(m_window.get()));
        QVERIFY(m_window->openProject(m_file));
        QCOMPARE(doc()->project(), m_project);
        QCOMPARE(doc()->currentSprite(), 0);
        setSnap(QStringLiteral("corners"));
        frame();
        canvas()->setFocus();
        QVERIFY(canvas()->hasFocus());
    }

    void closeWindow()
    {
        m_watchers.reset();
        m_window.reset();
        m_dir.reset();
        QApplication::clipboard()->clear();
    }

    // --- Window and document ---
    Document *doc() const { return m_window->document(); }
    QUndoStack *stack() const { return doc()->undoStack(); }
    CanvasView *canvas() const { return m_window->canvas(); }
    QWidget *viewport() const { return canvas()->viewport(); }
    QString path(const QString &name) const { return m_dir->filePath(name); }

    QAction *action(const char *name) const
    {
        auto *found = m_window->findChild<QAction *>(QLatin1String(name));
        if (!found)
            qFatal("no action %s", name);
        return found;
    }

    void frame()
    {
        canvas()->resetZoom();
        canvas()->setZoom(zoom);
        canvas()->centerOn(canvas()->spriteScene()->imageRect().center());
        QCoreApplication::processEvents();
    }

    void showSprite(int index)
    {
        doc()->setCurrentSprite(index);
        frame();
        canvas()->setFocus();
    }

    void setSnap(const QString &mode)
    {
        const char *name = mode == QLatin1String("corners")   ? "snapCorners"
                           : mode == QLatin1String("centres") ? "snapCenters"
                                                              : "snapOff";
        action(name)->trigger();
        QVERIFY(action(name)->isChecked());
    }

    // The rows of a data-driven test over the snap modes: column "snap".
    static void addSnapModeRows()
    {
        QTest::addColumn<QString>("snap");
        QTest::newRow("corners") << "corners";
        QTest::newRow("centres") << "centres";
        QTest::newRow("off") << "off";
    }

    void useTool(Qt::Key shortcut)
    {
        // The tool's own shortcut, pressed on the canvas.
        key(shortcut);
        QCOMPARE(m_window->toolManager()->activeTool()->shortcut(), QKeySequence(shortcut));
    }

    std::vector<Vec2> points(int sprite, int polygon) const
    {
        return polygonsOf(doc()->sprite(sprite)).at(polygon).polygon.points;
    }

    // --- Positions: image pixels (scene) <-> canvas viewport ---
    QPointF pivotScene() const
    {
        const Vec2 p = doc()->pivot(doc()->currentSprite());
        return {p.x, p.y};
    }
    QPointF scene(Vec2 local) const { return pivotScene() + QPointF(local.x, local.y); }
    QPoint at(QPointF scenePos) const { return canvas()->mapFromScene(scenePos); }
    // Where an event at the view position of scenePos really lands.
    QPointF landing(QPointF scenePos) const { return canvas()->mapToScene(at(scenePos)); }
    Vec2 local(QPointF scenePos) const { return vec(scenePos - pivotScene()); }

    // --- Input ---
    void press(QPointF s, Qt::KeyboardModifiers m = {})
    {
        QTest::mousePress(viewport(), Qt::LeftButton, m, at(s));
    }
    void moveTo(QPointF s) { QTest::mouseMove(viewport(), at(s)); }
    void release(QPointF s, Qt::KeyboardModifiers m = {})
    {
        QTest::mouseRelease(viewport(), Qt::LeftButton, m, at(s));
    }
    void click(QPointF s, Qt::KeyboardModifiers m = {})
    {
        QTest::mouseClick(viewport(), Qt::LeftButton, m, at(s));
    }
    // A real double-click: press, release, double-click, release.
    void doubleClick(QPointF s)
    {
        QTest::mouseClick(viewport(), Qt::LeftButton, {}, at(s));
        QTest::mouseDClick(viewport(), Qt::LeftButton, {}, at(s));
        QTest::mouseRelease(viewport(), Qt::LeftButton, {}, at(s));
    }
    void drag(QPointF from, QPointF to, Qt::KeyboardModifiers m = {})
    {
        press(from, m);
        for (int i = 1; i <= 4; ++i)
            moveTo(from + (to - from) * (i / 4.0));
        release(to, m);
    }
    void key(int k, Qt::KeyboardModifiers m = {}) { QTest::keyClick(canvas(), Qt::Key(k), m); }

    // Runs `handle` on the next modal widget once it shows (message box, dialog).
    void whenModal(const std::function<void(QWidget *)> &handle)
    {
        auto *timer = new QTimer(m_watchers.get());
        timer->setInterval(20);
        auto waited = std::make_shared<int>(0);
        connect(timer, &QTimer::timeout, this, [timer, handle, waited] {
            QWidget *modal = QApplication::activeModalWidget();
            if (!modal && ++*waited < 250)
                return;
            timer->stop();
            timer->deleteLater();
            if (modal)
                handle(modal);
        });
        timer->start();
    }

    void writeProject(const model::Project &project, const QString &file)
    {
        const QString error = model::writeProjectFile(project, file);
        QVERIFY2(error.isEmpty(), qPrintable(error));
    }

    QLabel *warningLabel() const
    {
        // The status bar's validity warning: the one label added with addWidget().
        for (QLabel *label : m_window->statusBar()->findChildren<QLabel *>()) {
            if (label->styleSheet().contains(QLatin1String("color")))
                return label;
        }
        qFatal("no warning label");
        return nullptr;
    }

    std::unique_ptr<QTemporaryDir> m_dir;
    std::unique_ptr<MainWindow> m_window;
    model::Project m_project; // as opened, image paths absolute
    QString m_file;
    std::unique_ptr<QObject> m_watchers; // owns the whenModal() timers of one test
};

} // namespace hitbox::editor::mainwindowtest
