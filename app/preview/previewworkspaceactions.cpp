// PreviewWorkspace's actions, menu and tool bar (the rest is in previewworkspace.cpp).
#include "preview/previewworkspace.h"

#include "base/makeaction.h"

#include "document/document.h"
#include "icons/icons.h"
#include "preview/demoscenes.h"
#include "preview/dockthrottle.h"
#include "preview/eventlogdock.h"
#include "preview/hittimelinedock.h"
#include "preview/instancedock.h"
#include "preview/playreadout.h"
#include "preview/previewcontroller.h"
#include "preview/previewgraphicsscene.h"
#include "preview/previewlegend.h"
#include "preview/previewview.h"
#include "preview/probedock.h"
#include "preview/resultsdock.h"
#include "preview/statustext.h"
#include "preview/tierswatch.h"

#include "model/document/tiertext.h"

#include <QAction>
#include <QActionGroup>
#include <QComboBox>
#include <QDockWidget>
#include <QInputDialog>
#include <QMainWindow>
#include <QMenu>
#include <QMessageBox>
#include <QToolBar>

#include <cmath>

namespace hitbox::editor {

namespace hc = hitbox::collision;

QAction *PreviewWorkspace::addAction(const QString &text,
                                     const QKeySequence &key,
                                     const QString &tip,
                                     const char *objectName)
{
    auto *action = new QAction(text, m_window);
    action->setObjectName(QLatin1String(objectName));
    action->setShortcut(key);
    action->setStatusTip(tip);
    const QString plain = QString(text).remove(QLatin1Char('&')).remove(QStringLiteral("..."));
    action->setToolTip(key.isEmpty()
                               ? QStringLiteral("%1: %2").arg(plain, tip)
                               : QStringLiteral("%1 (%2): %3")
                                         .arg(plain, key.toString(QKeySequence::NativeText), tip));
    m_window->addAction(action);
    return action;
}

void PreviewWorkspace::createActions()
{
    createSceneActions();
    createTierActions();
    createPlayActions();
    createDemoActions();
}

void PreviewWorkspace::createSceneActions()
{
    m_place = addAction(tr("&Place Current Sprite"),
                        QKeySequence(Qt::CTRL | Qt::Key_I),
                        tr("Put the current sprite in the middle of the preview (or drag "
                           "sprites from the Sprites list)"),
                        "placeSprite");
    m_place->setIcon(icon(Icon::AddSprites));
    connect(m_place, &QAction::triggered, this, &PreviewWorkspace::placeCurrentSprite);

    m_remove = addAction(tr("&Remove Instance"),
                         QKeySequence(),
                         tr("Take the selected instance out of the preview (Delete in the "
                            "preview)"),
                         "removeInstance");
    m_remove->setIcon(icon(Icon::DeleteShape));
    addLocalShortcut(m_view, QKeySequence::Delete, m_remove);
    connect(m_remove, &QAction::triggered, this, [this] {
        m_controller->removeInstance(m_controller->selectedInstance());
    });

    m_clear = addAction(tr("C&lear Preview"),
                        QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_Delete),
                        tr("Remove every instance from the preview"),
                        "clearPreview");
    connect(m_clear, &QAction::triggered, this, [this] {
        model::PreviewScene scene = m_controller->placedScene();
        scene.instances.clear();
        m_controller->replaceScene(scene);
    });
}

void PreviewWorkspace::createTierActions()
{
    const QString tierTips[] = {
            tr("the bounds of every instance's shapes"),
            tr("the boxes"),
            tr("the circles"),
            tr("every shape pair that overlaps and where they meet"),
            tr("the overlapping solid pixels and the first contact"),
    };
    const char *tierNames[] = {"showAabb", "showBox", "showCircle", "showArmature", "showPixel"};
    const QString tierTexts[] = {tr("aabb (bounds of all shapes)"),
                                 tr("box (boxes)"),
                                 tr("circle"),
                                 tr("armature (all shapes)"),
                                 tr("pixel (overlap pixels)")};
    for (const hc::Tier tier : hc::allTiers) {
        const int i = int(tier);
        QAction *action = addAction(tierTexts[i],
                                    QKeySequence(Qt::ALT | (Qt::Key_1 + i)),
                                    tr("Show %1").arg(tierTips[i]),
                                    tierNames[i]);
        action->setIcon(tierSwatch(tier));
        action->setCheckable(true);
        connect(action, &QAction::toggled, this, [this, tier](bool on) {
            changeSettings([tier, on](model::PreviewScene &s) {
                s.shownTiers = on ? (s.shownTiers | hc::tierBit(tier))
                                  : (s.shownTiers & ~hc::tierBit(tier));
            });
        });
        m_tierActions << action;
    }

    m_pipeline = addAction(tr("Pi&peline Mode"),
                           QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_P),
                           tr("Run the tiers cheapest first and stop at the first miss, as a "
                              "game would; the table shows which tier decided"),
                           "pipelineMode");
    m_pipeline->setCheckable(true);
    connect(m_pipeline, &QAction::toggled, this, [this](bool on) {
        changeSettings([on](model::PreviewScene &s) { s.pipeline = on; });
    });

    m_board = addAction(tr("Fixed &Board"),
                        QKeySequence(Qt::CTRL | Qt::Key_B),
                        tr("Fix the board to the area visible now (instances partly "
                           "outside it collide with it); off: no board"),
                        "fixedBoard");
    m_board->setIcon(icon(Icon::Board));
    m_board->setCheckable(true);
    connect(m_board, &QAction::toggled, this, [this](bool on) {
        const QRectF area = m_view->visibleArea();
        changeSettings([on, area](model::PreviewScene &s) {
            if (on)
                s.board = hc::Rect{std::ceil(area.x()),
                                   std::ceil(area.y()),
                                   std::floor(area.width()),
                                   std::floor(area.height())};
            else
                s.board.reset();
        });
    });

    m_velocities = addAction(tr("Show &Velocities"),
                             QKeySequence(Qt::CTRL | Qt::ALT | Qt::Key_V),
                             tr("Draw every moving instance's velocity arrow (V + drag an "
                                "instance to set one)"),
                             "showVelocities");
    m_velocities->setIcon(icon(Icon::VelocityArrow));
    m_velocities->setCheckable(true);
    m_velocities->setChecked(true);
    connect(m_velocities, &QAction::toggled, m_scene, &PreviewGraphicsScene::setVelocitiesVisible);
}

void PreviewWorkspace::createPlayActions()
{
    m_playPause = addAction(
            tr("&Play"), QKeySequence(Qt::Key_F5), tr("Run or pause the simulation"), "playPause");
    connect(m_playPause, &QAction::triggered, this, [this] {
        if (m_controller->play()->isRunning()) {
            m_controller->pausePlaying();
        } else {
            preparePlay();
            m_controller->startPlaying();
        }
    });
    m_step = addAction(tr("S&tep"),
                       QKeySequence(Qt::Key_F6),
                       tr("Advance the paused simulation by one step of 1/120 s"),
                       "step");
    m_step->setIcon(icon(Icon::Step));
    connect(m_step, &QAction::triggered, this, [this] {
        preparePlay();
        m_controller->stepPlaying();
    });
    m_reset = addAction(tr("&Reset"),
                        QKeySequence(Qt::SHIFT | Qt::Key_F5),
                        tr("Stop playing and show the placed scene again"),
                        "resetPlay");
    m_reset->setIcon(icon(Icon::Reset));
    connect(m_reset, &QAction::triggered, m_controller, &PreviewController::resetPlaying);
    m_keep = addAction(tr("&Keep Positions"),
                       QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_K),
                       tr("Make the simulated positions and velocities the placed scene"),
                       "keepPositions");
    connect(m_keep, &QAction::triggered, m_controller, &PreviewController::keepPlayPositions);

    m_continuous = addAction(tr("&Continuous Collision"),
                             QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_C),
                             tr("Swept tests between steps, so fast sprites cannot pass "
                                "through thin ones"),
                             "continuous");
    m_continuous->setIcon(icon(Icon::Continuous));
    m_continuous->setCheckable(true);
    connect(m_continuous, &QAction::toggled, this, [this](bool on) {
        changeSettings([on](model::PreviewScene &s) { s.continuous = on; });
    });

    m_playTier = new QActionGroup(this);
    const char *playNames[] = {
            "playTierAabb", "playTierBox", "playTierCircle", "playTierArmature", "playTierPixel"};
    for (const hc::Tier tier : hc::allTiers) {
        const int i = int(tier);
        QAction *action = addAction(model::tierText(tier),
                                    QKeySequence(Qt::CTRL | Qt::ALT | (Qt::Key_1 + i)),
                                    tr("Sprites collide in play mode when the %1 tier says hit")
                                            .arg(model::tierText(tier)),
                                    playNames[i]);
        action->setIcon(tierSwatch(tier));
        action->setCheckable(true);
        action->setData(i);
        m_playTier->addAction(action);
        connect(action, &QAction::triggered, this, [this, tier] {
            changeSettings([tier](model::PreviewScene &s) { s.playTier = tier; });
        });
    }
}

void PreviewWorkspace::createDemoActions()
{
    m_spawn = addAction(tr("Spawn &Balls..."),
                        QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_B),
                        tr("Add many bouncing balls (the \"ball\" sprite, else the current "
                           "one) to test speed"),
                        "spawnBalls");
    m_spawn->setIcon(icon(Icon::SpawnBalls));
    connect(m_spawn, &QAction::triggered, this, &PreviewWorkspace::spawnBallsWithDialog);
    m_quickGun = addAction(tr("&Quick Gun Demo"),
                           QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_G),
                           tr("A fast bullet against a thin wall: play it with Continuous "
                              "Collision on and off"),
                           "quickGun");
    connect(m_quickGun, &QAction::triggered, this, [this] { loadQuickGun(); });

    QAction *log = m_eventLog->toggleViewAction();
    log->setIcon(icon(Icon::EventLog));
    log->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_L));
    log->setToolTip(tr("Event Log (%1): contact begin / end events")
                            .arg(log->shortcut().toString(QKeySequence::NativeText)));
    QAction *results = m_results->toggleViewAction();
    results->setShortcut(QKeySequence(Qt::CTRL | Qt::ALT | Qt::Key_R));
    QAction *instance = m_instance->toggleViewAction();
    instance->setShortcut(QKeySequence(Qt::CTRL | Qt::ALT | Qt::Key_I));
}

void PreviewWorkspace::createMenu()
{
    m_menu = new QMenu(tr("Pre&view"), m_window);
    m_menu->setObjectName(QStringLiteral("previewMenu"));
    m_menu->addAction(m_place);
    m_menu->addAction(m_remove);
    m_menu->addAction(m_clear);
    m_menu->addSeparator();
    QMenu *tiers = m_menu->addMenu(tr("Show &Tiers"));
    tiers->addActions(m_tierActions);
    m_menu->addAction(m_pipeline);
    m_menu->addAction(m_board);
    m_menu->addAction(m_velocities);
    m_menu->addSeparator();
    m_menu->addAction(m_playPause);
    m_menu->addAction(m_step);
    m_menu->addAction(m_reset);
    m_menu->addAction(m_keep);
    m_menu->addAction(m_continuous);
    QMenu *playTier = m_menu->addMenu(tr("Play &Tier"));
    playTier->addActions(m_playTier->actions());
    m_menu->addSeparator();
    m_menu->addAction(m_spawn);
    m_menu->addAction(m_quickGun);
    m_menu->addSeparator();
    m_menu->addAction(m_results->toggleViewAction());
    m_menu->addAction(m_eventLog->toggleViewAction());
    m_menu->addAction(m_instance->toggleViewAction());
    m_menu->addAction(m_probe->toggleViewAction());
    m_menu->addAction(m_hitTimeline->toggleViewAction());
}

void PreviewWorkspace::createToolBar()
{
    m_toolBar = new QToolBar(tr("Preview"), m_window);
    m_toolBar->setObjectName(QStringLiteral("previewToolBar"));
    m_toolBar->addAction(m_place);
    m_toolBar->addSeparator();
    m_toolBar->addAction(m_playPause);
    m_toolBar->addAction(m_step);
    m_toolBar->addAction(m_reset);
    m_toolBar->addSeparator();
    m_toolBar->addAction(m_continuous);
    m_playTierBox = new QComboBox(m_toolBar);
    m_playTierBox->setObjectName(QStringLiteral("playTierBox"));
    m_playTierBox->setToolTip(tr("The tier that decides sprite-sprite collisions in play mode"));
    for (const hc::Tier tier : hc::allTiers)
        m_playTierBox->addItem(tierSwatch(tier), tr("play: %1").arg(model::tierText(tier)));
    connect(m_playTierBox, &QComboBox::activated, this, [this](int i) {
        m_playTier->actions().at(i)->trigger();
    });
    m_toolBar->addWidget(m_playTierBox);
    m_toolBar->addSeparator();
    m_toolBar->addAction(m_board);
    m_toolBar->addAction(m_velocities);
    m_toolBar->addSeparator();
    m_toolBar->addAction(m_spawn);
    m_toolBar->addAction(m_quickGun);
    m_toolBar->addSeparator();
    m_toolBar->addAction(m_eventLog->toggleViewAction());
}

} // namespace hitbox::editor
