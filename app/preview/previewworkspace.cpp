#include "preview/previewworkspace.h"

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
    m_view->setSidePanel(m_legend);
    m_view->setFitMargins(QMargins(12, 12, 12, 12));
    new PlayReadout(m_controller, m_view); // owned by the view

    // The results table, one column per tier, takes the bottom; the right column holds
    // the instance's numbers (the probe tabbed with them) over the hit timeline (the event
    // log tabbed with it), tall enough for a character's frames.
    window->addDockWidget(Qt::BottomDockWidgetArea, m_results);
    window->addDockWidget(Qt::RightDockWidgetArea, m_instance);
    window->splitDockWidget(m_instance, m_hitTimeline, Qt::Vertical);
    window->tabifyDockWidget(m_instance, m_probe);
    window->tabifyDockWidget(m_hitTimeline, m_eventLog);
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
        m_instance->raise();
        m_hitTimeline->raise();
        m_window->resizeDocks({m_results}, {230}, Qt::Vertical);
        m_window->resizeDocks({m_instance}, {440}, Qt::Horizontal);
        m_window->resizeDocks({m_instance, m_hitTimeline}, {330, 470}, Qt::Vertical);
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

void PreviewWorkspace::preparePlay()
{
    if (m_controller->isPlaying())
        return;
    QStringList said;
    if (!m_controller->placedScene().board) {
        m_board->setChecked(true);
        said << tr("Play fixed the board to the visible area (Fixed Board, Ctrl+B).");
    }
    const hc::Tier chosen = m_controller->placedScene().playTier;
    const QString why = m_controller->nothingToCompare(chosen);
    if (!why.isEmpty()) {
        std::optional<hc::Tier> other;
        if (chosen == model::PreviewScene().playTier) {
            for (const hc::Tier tier : {hc::Tier::Box, hc::Tier::Armature, hc::Tier::Pixel}) {
                if (!other && tier != chosen && m_controller->nothingToCompare(tier).isEmpty())
                    other = tier;
            }
        }
        if (other) {
            m_playTier->actions().at(int(*other))->trigger();
            said << tr("The %1 tier has nothing to compare (%2): playing with %3.")
                            .arg(model::tierText(chosen), why, model::tierText(*other));
        } else {
            said << tr("The play tier %1 has nothing to compare (%2): the sprites pass "
                       "through each other.")
                            .arg(model::tierText(chosen), why);
        }
    }
    if (!said.isEmpty())
        emit message(said.join(QLatin1Char(' ')), 10000);
}

hc::Rect PreviewWorkspace::layoutArea() const
{
    if (const std::optional<hc::Rect> &board = m_controller->placedScene().board)
        return *board;
    const QRectF area = m_view->visibleArea();
    return {area.x(), area.y(), area.width(), area.height()};
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
    m_controller->replaceScene(
            withBalls(*m_document, m_controller->placedScene(), sprite, layoutArea(), count));
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
            quickGunScene(*m_document, m_controller->placedScene(), layoutArea()));
    emit message(tr("Quick gun: press Play (F5), then Reset (Shift+F5), toggle Continuous "
                    "Collision (Ctrl+Shift+C) and play again."),
                 10000);
    return true;
}

} // namespace hitbox::editor
