#include "previewworkspace.h"

#include "demoscenes.h"
#include "dockthrottle.h"
#include "document.h"
#include "eventlogdock.h"
#include "hittimelinedock.h"
#include "icons.h"
#include "instancedock.h"
#include "playreadout.h"
#include "previewcontroller.h"
#include "previewgraphicsscene.h"
#include "previewlegend.h"
#include "previewview.h"
#include "probedock.h"
#include "resultsdock.h"
#include "statustext.h"
#include "tierswatch.h"

#include "model/tiertext.h"

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

namespace {

QString tierTitle(hc::Tier tier)
{
    return model::tierText(tier);
}

} // namespace

PreviewWorkspace::PreviewWorkspace(Document *document, QMainWindow *window)
    : QObject(window)
    , m_document(document)
    , m_window(window)
    , m_controller(new PreviewController(document, this))
    , m_scene(new PreviewGraphicsScene(m_controller, this))
    , m_view(new PreviewView(m_scene, m_controller, window))
    , m_results(new ResultsDock(m_controller, window))
    , m_eventLog(new EventLogDock(m_controller, window))
    , m_instance(new InstanceDock(m_controller, window))
    , m_probe(new ProbeDock(m_controller, window))
    , m_hitTimeline(new HitTimelineDock(m_controller, window))
    , m_status(new StatusText(window))
{
    m_status->setObjectName(QStringLiteral("previewStatus"));
    createActions();
    createMenu();
    createToolBar();
    m_legend = new PreviewLegend(m_tierActions, m_view);
    m_legend->move(10, 10);
    m_legend->raise();
    m_view->setFitMargins(QMargins(m_legend->width() + 16, 12, 12, 12));
    new PlayReadout(m_controller, m_view); // owned by the view

    // The wide results table and the event log share the bottom; the instance's numbers
    // and the probe go to the right.
    window->addDockWidget(Qt::BottomDockWidgetArea, m_results);
    window->splitDockWidget(m_results, m_eventLog, Qt::Horizontal);
    window->tabifyDockWidget(m_eventLog, m_hitTimeline);
    window->addDockWidget(Qt::RightDockWidgetArea, m_instance);
    window->splitDockWidget(m_instance, m_probe, Qt::Vertical);
    for (QDockWidget *dock : docks())
        dock->hide();
    m_toolBar->hide();
    m_status->hide();

    connect(m_controller, &PreviewController::evaluated, this, &PreviewWorkspace::syncActions);
    connect(m_controller,
            &PreviewController::playStateChanged,
            this,
            &PreviewWorkspace::syncActions);
    connect(m_controller,
            &PreviewController::selectionChanged,
            this,
            &PreviewWorkspace::syncActions);
    connect(document, &Document::currentSpriteChanged, this, &PreviewWorkspace::syncActions);
    connect(document, &Document::projectReset, m_view, &PreviewView::requestFit);
    // While the simulation runs, the status line (its relayout costs as much as a dock) is
    // rewritten every few frames; the canvas's readout shows the averaged frame time.
    m_statusThrottle = new DockThrottle(
            m_controller, [this] { updateStatus(); }, this);
    connect(m_view, &PreviewView::painted, m_statusThrottle, &DockThrottle::request);
    syncActions();
}

QList<QDockWidget *> PreviewWorkspace::docks() const
{
    return {m_results, m_eventLog, m_instance, m_probe, m_hitTimeline};
}

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
    m_place = addAction(tr("&Place Current Sprite"),
                        QKeySequence(Qt::CTRL | Qt::Key_I),
                        tr("Put the current sprite in the middle of the preview (or drag "
                           "sprites from the Sprites list)"),
                        "placeSprite");
    m_place->setIcon(icon(Icon::AddSprites));
    connect(m_place, &QAction::triggered, this, &PreviewWorkspace::placeCurrentSprite);

    m_remove = addAction(tr("&Remove Instance"),
                         QKeySequence::Delete,
                         tr("Take the selected instance out of the preview"),
                         "removeInstance");
    m_remove->setIcon(icon(Icon::DeleteShape));
    m_remove->setShortcutContext(Qt::WidgetShortcut);
    m_view->addAction(m_remove);
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

    const QString tierTips[] = {
            tr("the bounds of every instance's shapes"),
            tr("the boxes"),
            tr("the circles"),
            tr("the armature polygons and where they touch"),
            tr("the overlapping solid pixels and the first contact"),
    };
    const char *tierNames[] = {"showAabb", "showBox", "showCircle", "showArmature", "showPixel"};
    const QString tierTexts[] = {tr("aabb (bounds of all shapes)"),
                                 tr("box (boxes)"),
                                 tr("circle"),
                                 tr("armature (polygons)"),
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
                        tr("Fix the board to the area visible now; off: the board is "
                           "always the visible area"),
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

    m_playPause = addAction(
            tr("&Play"), QKeySequence(Qt::Key_F5), tr("Run or pause the simulation"), "playPause");
    connect(m_playPause, &QAction::triggered, this, [this] {
        if (m_controller->play()->isRunning())
            m_controller->pausePlaying();
        else
            m_controller->startPlaying();
    });
    m_step = addAction(tr("S&tep"),
                       QKeySequence(Qt::Key_F6),
                       tr("Advance the paused simulation by one step of 1/120 s"),
                       "step");
    m_step->setIcon(icon(Icon::Step));
    connect(m_step, &QAction::triggered, m_controller, &PreviewController::stepPlaying);
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
        QAction *action = addAction(
                tierTitle(tier),
                QKeySequence(Qt::CTRL | Qt::ALT | (Qt::Key_1 + i)),
                tr("Sprites collide in play mode when the %1 tier says hit").arg(tierTitle(tier)),
                playNames[i]);
        action->setIcon(tierSwatch(tier));
        action->setCheckable(true);
        action->setData(i);
        m_playTier->addAction(action);
        connect(action, &QAction::triggered, this, [this, tier] {
            changeSettings([tier](model::PreviewScene &s) { s.playTier = tier; });
        });
    }

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
        m_playTierBox->addItem(tierSwatch(tier), tr("play: %1").arg(tierTitle(tier)));
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

void PreviewWorkspace::setActive(bool active)
{
    const bool changed = active != m_active;
    m_active = active;
    if (!active)
        m_controller->pausePlaying();
    for (QDockWidget *dock : docks())
        dock->setVisible(active);
    m_toolBar->setVisible(active);
    m_status->setVisible(active);
    syncActions();
    if (active && !m_docksPlaced) {
        m_docksPlaced = true;
        m_window->resizeDocks({m_results, m_eventLog}, {2, 1}, Qt::Horizontal);
        m_window->resizeDocks({m_results}, {230}, Qt::Vertical);
        m_window->resizeDocks({m_instance}, {340}, Qt::Horizontal);
    }
    if (active && changed)
        m_view->setFocus(Qt::OtherFocusReason);
}

void PreviewWorkspace::changeSettings(const std::function<void(model::PreviewScene &)> &change)
{
    if (m_syncing)
        return;
    model::PreviewScene scene = m_controller->placedScene();
    change(scene);
    m_controller->changeSettings(scene);
}

void PreviewWorkspace::syncActions()
{
    m_syncing = true;
    const model::PreviewScene &scene = m_controller->placedScene();
    for (const hc::Tier tier : hc::allTiers)
        m_tierActions[int(tier)]->setChecked(scene.shownTiers & hc::tierBit(tier));
    m_pipeline->setChecked(scene.pipeline);
    m_board->setChecked(scene.board.has_value());
    m_continuous->setChecked(scene.continuous);
    m_playTier->actions().at(int(scene.playTier))->setChecked(true);
    m_playTierBox->setCurrentIndex(int(scene.playTier));

    // Outside preview mode every preview action (and its shortcut) is off.
    const bool on = m_active;
    const bool playing = m_controller->isPlaying();
    const bool running = m_controller->play()->isRunning();
    const bool hasInstances = !scene.instances.isEmpty();
    const bool hasSprites = m_document->spriteCount() > 0;
    // Only on a change: a new icon repaints the toolbar, and this runs every play frame.
    if (m_playPause->text().isEmpty() || running != (m_playPause->text() == tr("&Pause"))) {
        m_playPause->setText(running ? tr("&Pause") : tr("&Play"));
        m_playPause->setIcon(icon(running ? Icon::Pause : Icon::Play));
    }
    m_playPause->setEnabled(on && hasInstances);
    m_step->setEnabled(on && hasInstances && !running);
    m_reset->setEnabled(on && playing);
    m_keep->setEnabled(on && playing);
    m_place->setEnabled(on && !playing && m_document->isValidSprite(m_document->currentSprite()));
    m_remove->setEnabled(on && !playing && m_controller->selectedInstance() >= 0);
    m_clear->setEnabled(on && hasInstances);
    m_spawn->setEnabled(on && hasSprites);
    m_quickGun->setEnabled(on && hasSprites);
    for (QAction *action : m_tierActions)
        action->setEnabled(on);
    for (QAction *action : m_playTier->actions())
        action->setEnabled(on);
    for (QAction *action : {m_pipeline, m_board, m_velocities, m_continuous})
        action->setEnabled(on);
    for (QDockWidget *dock : docks())
        dock->toggleViewAction()->setEnabled(on);
    m_syncing = false;
}

void PreviewWorkspace::updateStatus()
{
    const model::PreviewScene &scene = m_controller->scene();
    // A repaint of an unchanged scene (paused, idle, scrolled) costs only the drawing: the
    // last evaluation's time belongs to the frame that brought it, not to every repaint.
    const bool updated = m_controller->evaluationCount() != m_statusEvaluation;
    m_statusEvaluation = m_controller->evaluationCount();
    QString text;
    if (updated) {
        const double frame = m_controller->lastUpdateMs() + m_view->lastPaintMs();
        text = tr("frame %1 ms · collision %2 ms · %n instance(s)",
                  nullptr,
                  int(scene.instances.size()))
                       .arg(frame, 0, 'f', 2)
                       .arg(m_controller->lastCollisionMs(), 0, 'f', 2);
    } else {
        text = tr("frame %1 ms (drawing only, nothing changed) · %n instance(s)",
                  nullptr,
                  int(scene.instances.size()))
                       .arg(m_view->lastPaintMs(), 0, 'f', 2);
    }
    text += tr(" · %n pair(s)", nullptr, int(m_controller->evaluation().pairs.size()));
    if (m_controller->isPlaying()) {
        const PlayController *play = m_controller->play();
        text += tr(" · t %1 s").arg(play->simulatedSeconds(), 0, 'f', 2);
        if (play->isRunning())
            text += tr(" · %n step(s)/frame", nullptr, play->lastFrameSteps());
        else
            text += tr(" · paused");
    }
    m_status->setText(text);
}

void PreviewWorkspace::placeCurrentSprite()
{
    const int sprite = m_document->currentSprite();
    if (!m_document->isValidSprite(sprite))
        return;
    m_controller->addInstances({sprite}, m_view->visibleArea().center());
}

void PreviewWorkspace::spawnBallsWithDialog()
{
    bool ok = false;
    const int count = QInputDialog::getInt(
            m_window, tr("Spawn Balls"), tr("Number of balls to add:"), 2000, 1, 20000, 100, &ok);
    if (ok)
        spawnBalls(count);
}

void PreviewWorkspace::spawnBalls(int count)
{
    const int sprite = demoSprite(*m_document, QStringLiteral("ball"));
    if (sprite < 0)
        return;
    m_controller->replaceScene(withBalls(
            *m_document, m_controller->placedScene(), sprite, m_controller->board(), count));
    emit message(tr("Added %n ball(s); press Play (F5) to run them.", nullptr, count), 6000);
}

bool PreviewWorkspace::loadQuickGun()
{
    const qsizetype placed = m_controller->placedScene().instances.size();
    if (m_interactive && placed > 0) {
        const auto answer = QMessageBox::question(
                m_window,
                tr("Quick Gun Demo"),
                tr("The demo replaces the %n placed instance(s) of the preview, and this "
                   "cannot be undone. Replace them?",
                   nullptr,
                   int(placed)),
                QMessageBox::Yes | QMessageBox::Cancel,
                QMessageBox::Cancel);
        if (answer != QMessageBox::Yes)
            return false;
    }
    m_controller->replaceScene(
            quickGunScene(*m_document, m_controller->placedScene(), m_controller->board()));
    emit message(tr("Quick gun: press Play (F5), then Reset (Shift+F5), toggle Continuous "
                    "Collision (Ctrl+Shift+C) and play again."),
                 10000);
    return true;
}

} // namespace hitbox::editor
