#pragma once

#include "preview/contactevent.h"
#include "preview/playcontroller.h"

#include "model/document/previewscene.h"
#include "model/evaluate/previewevaluator.h"

#include <hitbox/geometry.h>
#include <hitbox/world.h>

#include <QObject>
#include <QPointF>
#include <QRectF>

#include <optional>
#include <vector>

namespace hitbox::editor {

class Document;

/// The state behind the collision preview: which scene is shown (the document's placed
/// scene, or the moving one while playing), its evaluation by model::PreviewEvaluator,
/// the selected instance, the point probe and the contact events. Widgets and items only
/// display what it holds and call it to change things.
///
/// The placed scene is view state kept in the document (Document::setPreviewScene: the
/// document becomes modified, no undo step). Every change is evaluated at once, so a
/// drag shows new results on every mouse move.
class PreviewController : public QObject
{
    Q_OBJECT

public:
    explicit PreviewController(Document *document, QObject *parent = nullptr);

    Document *document() const { return m_document; }
    PlayController *play() const { return m_play; }
    /// True while a play session exists (running or paused): the placed scene cannot be
    /// edited until Reset.
    bool isPlaying() const { return m_play->isActive(); }

    /// The scene shown: the document's placed scene, or the simulated one while playing.
    const model::PreviewScene &scene() const;
    /// The document's placed scene.
    const model::PreviewScene &placedScene() const;
    const model::PreviewEvaluator &evaluator() const { return m_evaluator; }
    const model::PreviewEvaluation &evaluation() const { return m_evaluator.last(); }

    /// The board: the scene's rectangle, or an empty one (no board, nothing collides with
    /// it) when it has none. Scene data only: the view's zoom and scroll never change it.
    collision::Rect board() const;

    /// Why `tier` has nothing to compare in the placed scene (the reason for its first pair
    /// of instances, model::notApplicableText, by the kernel's tierApplicability), or empty
    /// when some pair can be compared or there are fewer than two instances.
    QString nothingToCompare(collision::Tier tier) const;

    /// A name for an instance in tables and logs: sprite name and 1-based number,
    /// e.g. "ship #2".
    QString instanceName(int index) const;

    // --- Editing the placed scene (ignored while playing) -------------------------
    /// Adds one instance per sprite index at `at` (offset a little from each other),
    /// selects the last one and returns the index of the first (-1 when none was added).
    int addInstances(const QList<int> &sprites, QPointF at);
    void setInstance(int index, const model::PreviewInstance &instance);
    void removeInstance(int index);
    /// Replaces the whole placed scene (demo scenes, spawned balls); ends a play session.
    void replaceScene(const model::PreviewScene &scene);
    /// Changes the scene's settings (board, tiers, pipeline, play tier, continuous); allowed
    /// while playing, the instances are kept as placed.
    void changeSettings(const model::PreviewScene &settings);

    int selectedInstance() const { return m_selected; }
    void setSelectedInstance(int index);

    // --- Point probe -------------------------------------------------------------
    /// Tests a world point against every instance on every tier; kept up to date while
    /// the scene changes, until clearProbe().
    void probe(collision::Vec2 world);
    void clearProbe();
    std::optional<collision::Vec2> probePoint() const { return m_probePoint; }
    const std::vector<model::PreviewProbe> &probes() const { return m_probes; }

    // --- Play mode -----------------------------------------------------------------
    /// Starts a session if needed and runs it.
    void startPlaying();
    void pausePlaying();
    /// Advances one fixed step (starting a paused session if needed).
    void stepPlaying();
    /// Ends the session: the placed scene shows again, unchanged.
    void resetPlaying();
    /// Writes the simulated positions and velocities into the placed scene and ends the
    /// session.
    void keepPlayPositions();

    /// Scenes with more instances than this are shown light while the simulation runs:
    /// no per-pair evaluation (the world decides the contacts), only shapes in contact.
    static constexpr int largeScene = 300;
    /// True when the last evaluation skipped the pairs (a large scene while running).
    bool isLight() const { return !evaluation().pairsEvaluated; }
    /// The pairs in contact by the play tier after the last simulation step.
    std::vector<collision::IndexPair> playContacts() const;

    /// Milliseconds spent on collision for the last shown frame: the evaluation, plus
    /// the world's collision phases while playing.
    double lastCollisionMs() const;
    /// Milliseconds the last update took: simulation steps (when playing), evaluation
    /// and every view's refresh, painting aside.
    double lastUpdateMs() const { return m_updateMs; }
    /// How many times the scene has been evaluated (each emits evaluated()): a view can
    /// tell a frame that brought new results from one that only redrew the old ones.
    quint64 evaluationCount() const { return m_evaluations; }

signals:
    /// evaluation() (and scene()) changed.
    void evaluated();
    void selectionChanged(int index);
    void probeChanged();
    /// Contacts began or ended (edit mode: any tier; play mode: the play tier and the
    /// board).
    void contactEvents(const hitbox::editor::ContactEvents &events);
    /// A play session started, ran, paused or ended.
    void playStateChanged();
    /// The document was replaced (New, Open, Revert): events and numbers shown for the
    /// previous project no longer apply. Emitted before the new scene is evaluated.
    void projectReset();

private:
    void refresh();
    void trackEditContacts();
    void onPlayAdvanced(const std::vector<PlayContact> &contacts);
    void onDocumentSceneChanged();
    void onSpritesChanged();
    void startSession();
    model::PreviewScene simulatedScene() const;
    void followFrames(const model::PreviewScene &before);
    collision::WorldSettings worldSettings() const;
    QString nameFor(int index, const std::vector<int> &sprites) const;

    Document *m_document;
    PlayController *m_play;
    model::PreviewEvaluator m_evaluator;
    model::PreviewScene m_playScene;
    int m_selected = -1;
    std::optional<collision::Vec2> m_probePoint;
    std::vector<model::PreviewProbe> m_probes;
    collision::ContactTracker m_editTracker;
    std::vector<collision::ContactPair> m_colliding;
    std::vector<int> m_trackedSprites; // sprite of each instance when last tracked
    double m_updateMs = 0.0;
    quint64 m_evaluations = 0;
};

} // namespace hitbox::editor
