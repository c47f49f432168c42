#pragma once

// The fixture of the collision preview tests (tst_previewresults, tst_previewplay): the real
// main window in preview mode on a project of four sprites (ship, rock, ball, bullet) with
// a 600x400 board, drags on the canvas viewport, and the transforms and colliders of the
// placed instances built here from the instance data, for calling the kernel directly.

#include "docks/shapesdock.h"
#include "docks/spritelistmodel.h"
#include "docks/spritesdock.h"
#include "document/document.h"
#include "preview/eventlogdock.h"
#include "preview/eventlogmodel.h"
#include "preview/instancedock.h"
#include "preview/instancehandles.h"
#include "preview/previewcontroller.h"
#include "preview/previewgraphicsscene.h"
#include "preview/previewview.h"
#include "preview/previewworkspace.h"
#include "preview/probedock.h"
#include "preview/probemodel.h"
#include "preview/resultsdock.h"
#include "preview/resultsmodel.h"
#include "window/mainwindow.h"

#include "model/io/projectformat.h"
#include <hitbox/collider.h>
#include <hitbox/geometry.h>
#include <hitbox/mask.h>
#include <hitbox/pipeline.h>
#include <hitbox/shapes.h>

#include "spriteshapesfixture.h"

#include <QAction>
#include <QImage>
#include <QPainter>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QToolButton>
#include <QUndoStack>

#include <memory>

namespace hitbox::editor::previewtest {

namespace hc = hitbox::collision;

inline constexpr int shipSprite = 0;
inline constexpr int rockSprite = 1;
inline constexpr int ballSprite = 2;
inline constexpr int bulletSprite = 3;

inline QImage discImage(int w, int h, QColor color)
{
    QImage image(w, h, QImage::Format_ARGB32);
    image.fill(Qt::transparent);
    QPainter p(&image);
    p.setRenderHint(QPainter::Antialiasing);
    p.setPen(Qt::NoPen);
    p.setBrush(color);
    p.drawEllipse(QRectF(0.5, 0.5, w - 1, h - 1));
    return image;
}

inline hc::Polygon diamond(double rx, double ry)
{
    return hc::Polygon{{{0, -ry}, {rx, 0}, {0, ry}, {-rx, 0}}};
}

// One event log row as text: "begin pixel ship #1 × rock #2".
inline QString eventText(const EventLogModel *model, int row)
{
    const auto cell = [&](int column) { return model->index(row, column).data().toString(); };
    return QStringLiteral("%1 %2 %3")
            .arg(cell(EventLogModel::EventColumn),
                 cell(EventLogModel::TierColumn),
                 cell(EventLogModel::ContactColumn));
}

inline QStringList eventTexts(const EventLogModel *model)
{
    QStringList texts;
    for (int row = 0; row < model->rowCount(); ++row)
        texts << eventText(model, row);
    return texts;
}

/// The base of the preview test classes: before each test a fresh window (not interactive)
/// has the test project open in preview mode, at 100% zoom centred on the board.
class PreviewFixture : public QObject
{
protected:
    // --- Slot bodies: initTestCase(), init(), cleanup() ---
    void initApplication()
    {
        QStandardPaths::setTestModeEnabled(true); // no saved window layout
    }

    void openTestProject()
    {
        m_dir = std::make_unique<QTemporaryDir>();
        QVERIFY(m_dir->isValid());
        const auto path = [this](const char *name) { return m_dir->filePath(QLatin1String(name)); };
        QVERIFY(discImage(48, 32, QColor(220, 60, 60)).save(path("ship.png")));
        QVERIFY(discImage(40, 40, QColor(120, 100, 80)).save(path("rock.png")));
        QVERIFY(discImage(20, 20, QColor(40, 90, 220)).save(path("ball.png")));
        QImage bullet(6, 6, QImage::Format_ARGB32);
        bullet.fill(QColor(255, 200, 0));
        QVERIFY(bullet.save(path("bullet.png")));

        model::Project project;
        model::Sprite ship;
        ship.name = QStringLiteral("ship");
        ship.imagePath = path("ship.png");
        shapefixture::setV1Shapes(ship,
                                  hc::defaultReducedBox(48, 32, {24, 16}),
                                  hc::Circle{{0, 0}, 15},
                                  {model::Shape::makePolygon(diamond(23, 15),
                                                             model::defaultRoleName(),
                                                             QStringLiteral("hull"))});
        model::Sprite rock;
        rock.name = QStringLiteral("rock");
        rock.imagePath = path("rock.png");
        shapefixture::setV1Shapes(rock,
                                  std::nullopt,
                                  hc::Circle{{0, 0}, 19},
                                  {model::Shape::makePolygon(diamond(19, 19),
                                                             model::defaultRoleName(),
                                                             QStringLiteral("core"))});
        model::Sprite ball;
        ball.name = QStringLiteral("ball");
        ball.imagePath = path("ball.png");
        shapefixture::setV1Shapes(
                ball, hc::defaultReducedBox(20, 20, {10, 10}), hc::Circle{{0, 0}, 9.5});
        model::Sprite shot;
        shot.name = QStringLiteral("bullet");
        shot.imagePath = path("bullet.png");
        shapefixture::setV1Shapes(shot, hc::Rect{-3, -3, 6, 6}, std::nullopt);
        project.sprites = {ship, rock, ball, shot};
        project.preview.board = m_board;

        m_window = std::make_unique<MainWindow>();
        m_window->setInteractive(false);
        m_window->resize(1400, 900);
        m_window->document()->resetProject(project, path("test.hitbox.json"));
        m_window->show();
        QVERIFY(QTest::qWaitForWindowExposed(m_window.get()));
        m_window->setPreviewMode(true);
        QCoreApplication::processEvents(); // the first fit
        view()->resetZoom();
        view()->centerOn(300, 200);
    }

    void closeWindow()
    {
        m_window.reset();
        m_dir.reset();
    }

    // --- Helpers ---
    PreviewWorkspace *preview() const { return m_window->previewWorkspace(); }
    PreviewController *controller() const { return preview()->controller(); }
    PreviewView *view() const { return preview()->view(); }
    Document *document() const { return m_window->document(); }
    QAction *action(const char *name) const
    {
        auto *a = m_window->findChild<QAction *>(QLatin1String(name));
        if (!a)
            qFatal("no action %s", name);
        return a;
    }
    QPoint viewPoint(QPointF scenePos) const { return view()->mapFromScene(scenePos); }

    // Places the instances (the event log cleared first), as the scene's undo-free edit.
    void setInstances(const QList<model::PreviewInstance> &instances)
    {
        preview()->eventLogDock()->clearButton()->click();
        model::PreviewScene scene = document()->previewScene();
        scene.instances = instances;
        controller()->replaceScene(scene);
    }

    // A left-button drag on the canvas viewport between two scene positions.
    void
    drag(QPointF from, QPointF to, int steps = 8, Qt::KeyboardModifiers modifiers = Qt::NoModifier)
    {
        QWidget *viewport = view()->viewport();
        QTest::mousePress(viewport, Qt::LeftButton, modifiers, viewPoint(from));
        for (int i = 1; i <= steps; ++i) {
            const QPointF at = from + (to - from) * (double(i) / steps);
            QMouseEvent move(QEvent::MouseMove,
                             viewPoint(at),
                             viewport->mapToGlobal(viewPoint(at)),
                             Qt::NoButton,
                             Qt::LeftButton,
                             modifiers);
            QCoreApplication::sendEvent(viewport, &move);
        }
        QTest::mouseRelease(viewport, Qt::LeftButton, modifiers, viewPoint(to));
    }

    hc::Transform transformOf(int instance) const
    {
        const model::PreviewInstance &i = controller()->scene().instances[instance];
        return {i.position, document()->pivot(i.sprite), i.rotation, i.scale};
    }

    hc::Collider colliderOf(int instance) const
    {
        const model::PreviewInstance &i = controller()->scene().instances[instance];
        const model::Sprite &s = document()->sprite(i.sprite);
        const QSize size = document()->image(i.sprite).size();
        hc::Collider c;
        c.width = size.width();
        c.height = size.height();
        c.transform = transformOf(instance);
        // Every shape has the default role, which collides with itself: no filters.
        for (const model::Shape &shape : shapefixture::shapes0(s)) {
            if (shape.isBox())
                c.boxes.push_back(shape.box);
            else if (shape.isCircle())
                c.circles.push_back(shape.circle);
            else
                c.armature.push_back(shape.polygon);
        }
        c.mask = document()->mask(i.sprite).get();
        return c;
    }

    // The results row of the pair of instances a and b, or -1.
    int pairRow(int a, int b) const
    {
        const ResultsModel *model = preview()->resultsDock()->model();
        const QString text = QStringLiteral("%1 × %2").arg(controller()->instanceName(a),
                                                           controller()->instanceName(b));
        for (int row = 0; row < model->rowCount(); ++row) {
            if (model->index(row, ResultsModel::PairColumn).data().toString() == text)
                return row;
        }
        return -1;
    }

    std::unique_ptr<QTemporaryDir> m_dir;
    std::unique_ptr<MainWindow> m_window;
    const hc::Rect m_board{0.0, 0.0, 600.0, 400.0};
};

} // namespace hitbox::editor::previewtest
