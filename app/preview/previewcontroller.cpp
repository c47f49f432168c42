#include "preview/previewcontroller.h"

#include "document/document.h"

#include "model/document/animationplayback.h"
#include "model/document/tiertext.h"

#include <hitbox/pipeline.h>

#include <QSet>

#include <QElapsedTimer>

#include <algorithm>
#include <utility>

namespace hitbox::editor {

namespace hc = hitbox::collision;

namespace {

// Instances dropped together are fanned out by this many pixels.
constexpr double dropSpacing = 24.0;

bool sameInstances(const model::PreviewScene &a, const model::PreviewScene &b)
{
    if (a.instances.size() != b.instances.size())
        return false;
    for (qsizetype i = 0; i < a.instances.size(); ++i) {
        if (a.instances[i].sprite != b.instances[i].sprite)
            return false;
    }
    return true;
}

} // namespace

PreviewController::PreviewController(Document *document, QObject *parent)
    : QObject(parent)
    , m_document(document)
    , m_play(new PlayController(this))
{
    connect(m_document,
            &Document::previewSceneChanged,
            this,
            &PreviewController::onDocumentSceneChanged);
    connect(m_document, &Document::projectReset, this, [this] {
        m_play->stop();
        m_selected = -1;
        m_probePoint.reset();
        m_probes.clear();
        m_editTracker.reset();
        m_trackedSprites.clear();
        m_evaluator.clear();
        emit projectReset();
        emit selectionChanged(-1);
        emit probeChanged();
        refresh();
    });
    connect(m_document, &Document::spriteChanged, this, &PreviewController::onSpritesChanged);
    connect(m_document, &Document::spriteInserted, this, &PreviewController::onSpritesChanged);
    connect(m_document, &Document::spriteRemoved, this, &PreviewController::onSpritesChanged);
    connect(m_play, &PlayController::advanced, this, &PreviewController::onPlayAdvanced);
    connect(m_play, &PlayController::stateChanged, this, [this] {
        refresh(); // the placed scene again, or full detail when paused
        emit playStateChanged();
    });
}

const model::PreviewScene &PreviewController::scene() const
{
    return isPlaying() ? m_playScene : placedScene();
}

const model::PreviewScene &PreviewController::placedScene() const
{
    return m_document->previewScene();
}

hc::Rect PreviewController::board() const
{
    return placedScene().board.value_or(hc::Rect{});
}

QString PreviewController::nameFor(int index, const std::vector<int> &sprites) const
{
    const int sprite
            = index >= 0 && std::size_t(index) < sprites.size() ? sprites[std::size_t(index)] : -1;
    const QString name
            = m_document->isValidSprite(sprite) ? m_document->sprite(sprite).name : tr("(missing)");
    return QStringLiteral("%1 #%2").arg(name, QString::number(index + 1));
}

QString PreviewController::nothingToCompare(hc::Tier tier) const
{
    // One instance per sprite and frame stands for all of them (a ball scene has
    // thousands), with a second one where a sprite and frame meet themselves.
    const QList<model::PreviewInstance> &instances = placedScene().instances;
    if (instances.size() < 2 || m_evaluator.instanceCount() != int(instances.size()))
        return {};
    QList<int> standIns;
    QSet<std::pair<int, int>> seen;
    QSet<std::pair<int, int>> twice;
    for (int i = 0; i < int(instances.size()); ++i) {
        const std::pair<int, int> key{instances[i].sprite, instances[i].frame};
        if (!seen.contains(key) || !twice.contains(key)) {
            (seen.contains(key) ? twice : seen).insert(key);
            standIns << i;
        }
    }
    QString first;
    for (qsizetype x = 0; x < standIns.size(); ++x) {
        for (qsizetype y = x + 1; y < standIns.size(); ++y) {
            const int a = standIns[x];
            const int b = standIns[y];
            const hc::NotApplicableReason reason
                    = hc::tierApplicability(tier, m_evaluator.collider(a), m_evaluator.collider(b));
            if (reason == hc::NotApplicableReason::None)
                return {};
            if (first.isEmpty())
                first = model::notApplicableText(tier, reason, instanceName(a), instanceName(b));
        }
    }
    return first;
}

QString PreviewController::instanceName(int index) const
{
    const QList<model::PreviewInstance> &instances = scene().instances;
    const int sprite = index >= 0 && index < instances.size() ? instances[index].sprite : -1;
    const QString name
            = m_document->isValidSprite(sprite) ? m_document->sprite(sprite).name : tr("(missing)");
    return QStringLiteral("%1 #%2").arg(name, QString::number(index + 1));
}

int PreviewController::addInstances(const QList<int> &sprites, QPointF at)
{
    if (isPlaying())
        return -1;
    model::PreviewScene scene = placedScene();
    const int first = int(scene.instances.size());
    int added = 0;
    for (const int sprite : sprites) {
        if (!m_document->isValidSprite(sprite))
            continue;
        model::PreviewInstance instance;
        instance.sprite = sprite;
        instance.position = {at.x() + added * dropSpacing, at.y() + added * dropSpacing};
        scene.instances.append(instance);
        ++added;
    }
    if (added == 0)
        return -1;
    m_document->setPreviewScene(scene);
    setSelectedInstance(int(scene.instances.size()) - 1);
    return first;
}

void PreviewController::setInstance(int index, const model::PreviewInstance &instance)
{
    if (isPlaying() || index < 0 || index >= placedScene().instances.size())
        return;
    model::PreviewScene scene = placedScene();
    scene.instances[index] = instance;
    m_document->setPreviewScene(scene);
}

void PreviewController::removeInstance(int index)
{
    if (isPlaying() || index < 0 || index >= placedScene().instances.size())
        return;
    // The removed instance's contacts end; later instances move down one index, and the
    // tracker follows so their contacts do not end and begin again.
    ContactEvents ended;
    std::vector<hc::ContactPair> kept;
    const auto shift = [index](std::uint32_t id) {
        return id != hc::boardId && id > std::uint32_t(index) ? id - 1 : id;
    };
    for (const hc::ContactPair &p : m_editTracker.touching()) {
        if (p.a == std::uint32_t(index) || p.b == std::uint32_t(index)) {
            const bool board = p.b == hc::boardId;
            ended << ContactEvent{QTime::currentTime(),
                                  std::nullopt,
                                  false,
                                  p.tier,
                                  board,
                                  nameFor(int(p.a), m_trackedSprites),
                                  board ? tr("board") : nameFor(int(p.b), m_trackedSprites)};
        } else {
            kept.push_back({p.tier, shift(p.a), shift(p.b)});
        }
    }
    m_editTracker.reset();
    m_editTracker.update(kept);
    if (std::size_t(index) < m_trackedSprites.size())
        m_trackedSprites.erase(m_trackedSprites.begin() + index);

    if (m_selected == index)
        m_selected = -1;
    else if (m_selected > index)
        --m_selected;
    model::PreviewScene scene = placedScene();
    scene.instances.removeAt(index);
    m_document->setPreviewScene(scene);
    emit selectionChanged(m_selected);
    if (!ended.isEmpty())
        emit contactEvents(ended);
}

void PreviewController::replaceScene(const model::PreviewScene &scene)
{
    m_play->stop();
    setSelectedInstance(-1);
    m_document->setPreviewScene(scene);
}

void PreviewController::changeSettings(const model::PreviewScene &settings)
{
    model::PreviewScene scene = placedScene();
    scene.board = settings.board;
    scene.playTier = settings.playTier;
    scene.continuous = settings.continuous;
    scene.shownTiers = settings.shownTiers;
    scene.pipeline = settings.pipeline;
    m_document->setPreviewScene(scene);
}

void PreviewController::setSelectedInstance(int index)
{
    if (index < 0 || index >= scene().instances.size())
        index = -1;
    if (index == m_selected)
        return;
    m_selected = index;
    emit selectionChanged(index);
}

void PreviewController::probe(hc::Vec2 world)
{
    m_probePoint = world;
    m_probes = m_evaluator.probe(world);
    emit probeChanged();
}

void PreviewController::clearProbe()
{
    if (!m_probePoint)
        return;
    m_probePoint.reset();
    m_probes.clear();
    emit probeChanged();
}

void PreviewController::startPlaying()
{
    if (!isPlaying())
        startSession();
    m_play->run();
}

void PreviewController::pausePlaying()
{
    m_play->pause();
}

void PreviewController::stepPlaying()
{
    if (!isPlaying())
        startSession();
    m_play->step();
}

void PreviewController::resetPlaying()
{
    m_play->stop();
}

void PreviewController::keepPlayPositions()
{
    if (!isPlaying())
        return;
    const model::PreviewScene kept = m_play->withSimulatedMotion(placedScene());
    m_play->stop();
    m_document->setPreviewScene(kept);
}

std::vector<hc::IndexPair> PreviewController::playContacts() const
{
    if (!isPlaying())
        return {};
    return m_play->world().lastStep().pairs;
}

double PreviewController::lastCollisionMs() const
{
    return evaluation().milliseconds + (isPlaying() ? m_play->lastCollisionMs() : 0.0);
}

void PreviewController::refresh()
{
    QElapsedTimer timer;
    timer.start();
    const model::PreviewScene &shown = scene();
    const bool light = m_play->isRunning() && shown.instances.size() > largeScene;
    m_evaluator.evaluate(m_document->project(),
                         m_document->images(),
                         shown,
                         board(),
                         {placedScene().pipeline, true, !light});
    if (m_selected >= shown.instances.size()) {
        m_selected = -1;
        emit selectionChanged(-1);
    }
    if (m_probePoint) {
        m_probes = m_evaluator.probe(*m_probePoint);
        emit probeChanged();
    }
    if (!isPlaying())
        trackEditContacts();
    ++m_evaluations;
    emit evaluated();
    m_updateMs = double(timer.nsecsElapsed()) / 1.0e6 + (isPlaying() ? m_play->lastStepMs() : 0.0);
}

void PreviewController::trackEditContacts()
{
    const model::PreviewEvaluation &r = m_evaluator.last();
    m_colliding.clear();
    for (const model::PreviewPair &pair : r.pairs) {
        for (const hc::Tier tier : hc::allTiers) {
            if (pair.report[tier].verdict == hc::Verdict::Hit)
                m_colliding.push_back({tier, std::uint32_t(pair.a), std::uint32_t(pair.b)});
        }
    }
    for (const model::PreviewBoardContact &c : r.boardContacts)
        m_colliding.push_back({hc::Tier::Aabb, std::uint32_t(c.instance), hc::boardId});
    const hc::ContactEvents &events = m_editTracker.update(m_colliding);

    std::vector<int> sprites;
    sprites.reserve(std::size_t(placedScene().instances.size()));
    for (const model::PreviewInstance &instance : placedScene().instances)
        sprites.push_back(instance.sprite);
    ContactEvents log;
    const QTime now = QTime::currentTime();
    // Ended contacts are named as they were, new ones as they are.
    for (const hc::ContactPair &p : events.end) {
        const bool board = p.b == hc::boardId;
        log << ContactEvent{now,
                            std::nullopt,
                            false,
                            p.tier,
                            board,
                            nameFor(int(p.a), m_trackedSprites),
                            board ? tr("board") : nameFor(int(p.b), m_trackedSprites)};
    }
    for (const hc::ContactPair &p : events.begin) {
        const bool board = p.b == hc::boardId;
        log << ContactEvent{now,
                            std::nullopt,
                            true,
                            p.tier,
                            board,
                            nameFor(int(p.a), sprites),
                            board ? tr("board") : nameFor(int(p.b), sprites)};
    }
    m_trackedSprites = std::move(sprites);
    if (!log.isEmpty())
        emit contactEvents(log);
}

void PreviewController::onPlayAdvanced(const std::vector<PlayContact> &contacts)
{
    // Nothing moved (every body at rest, no contact began or ended): the last evaluation
    // still holds, so the frame costs nothing beyond the steps.
    model::PreviewScene moved = simulatedScene();
    if (contacts.empty() && moved.instances == m_playScene.instances && m_evaluations > 0)
        return;
    const model::PreviewScene before = std::exchange(m_playScene, std::move(moved));
    refresh();
    followFrames(before);
    if (contacts.empty())
        return;
    ContactEvents log;
    const QTime now = QTime::currentTime();
    for (const PlayContact &c : contacts) {
        const bool board = c.pair.b == hc::boardId;
        log << ContactEvent{now,
                            c.time,
                            c.begin,
                            c.pair.tier,
                            board,
                            instanceName(int(c.pair.a)),
                            board ? tr("board") : instanceName(int(c.pair.b))};
    }
    emit contactEvents(log);
}

void PreviewController::onDocumentSceneChanged()
{
    if (isPlaying()) {
        if (!sameInstances(placedScene(), m_playScene)) {
            m_play->stop(); // refreshes
            return;
        }
        const model::PreviewScene before = std::exchange(m_playScene, simulatedScene());
        m_play->setSettings(worldSettings());
        refresh();
        followFrames(before);
        return;
    }
    refresh();
}

void PreviewController::onSpritesChanged()
{
    // The bodies were built from the old shapes and masks.
    if (isPlaying()) {
        m_play->stop(); // refreshes
        return;
    }
    refresh();
}

void PreviewController::startSession()
{
    // The world starts from the colliders of the first frames played (the frame each
    // instance was scrubbed to, or its animation's first).
    m_playScene = placedScene();
    for (model::PreviewInstance &instance : m_playScene.instances) {
        if (m_document->isValidSprite(instance.sprite))
            instance.frame = model::playedFrame(m_document->sprite(instance.sprite), instance, 0);
    }
    m_evaluator.evaluate(m_document->project(),
                         m_document->images(),
                         m_playScene,
                         board(),
                         {placedScene().pipeline, true, true});
    m_play->start(m_playScene, m_evaluator, worldSettings());
}

model::PreviewScene PreviewController::simulatedScene() const
{
    model::PreviewScene scene = m_play->withSimulatedMotion(placedScene());
    const qint64 elapsedMs = m_play->simulatedMilliseconds();
    for (model::PreviewInstance &instance : scene.instances) {
        if (m_document->isValidSprite(instance.sprite)) {
            instance.frame
                    = model::playedFrame(m_document->sprite(instance.sprite), instance, elapsedMs);
        }
    }
    return scene;
}

void PreviewController::followFrames(const model::PreviewScene &before)
{
    // Instances whose animation moved on collide with their new frame from the next step.
    const qsizetype count = std::min(before.instances.size(), m_playScene.instances.size());
    for (qsizetype i = 0; i < count && i < m_evaluator.instanceCount(); ++i) {
        if (before.instances[i].frame != m_playScene.instances[i].frame)
            m_play->replaceCollider(int(i), m_evaluator.collider(int(i)), m_evaluator.mask(int(i)));
    }
}

hc::WorldSettings PreviewController::worldSettings() const
{
    hc::WorldSettings settings;
    settings.board = board();
    settings.tier = placedScene().playTier;
    settings.continuous = placedScene().continuous;
    return settings;
}

} // namespace hitbox::editor
