#include "preview/previewgraphicsscene.h"

#include "base/canvasstyle.h"
#include "base/qtgeometry.h"
#include "document/document.h"
#include "preview/boarditem.h"
#include "preview/contactoverlayitem.h"
#include "preview/handlesitem.h"
#include "preview/instancebatchitem.h"
#include "preview/instanceitem.h"
#include "preview/labelsitem.h"
#include "preview/previewcontroller.h"
#include "preview/previewstyle.h"
#include "preview/probeitem.h"
#include "preview/tiershapesitem.h"
#include "preview/velocityarrowsitem.h"

#include <hitbox/geometry.h>

namespace hitbox::editor {

namespace hc = hitbox::collision;

namespace {

// The world is unbounded; the scene rectangle only has to be large enough to pan in.
constexpr qreal worldExtent = 1.0e6;

// Stacking order above the instances.
enum Layer {
    BoardLayer = 1000000,
    ShapesLayer,
    ContactsLayer,
    ArrowsLayer,
    LabelsLayer,
    HandlesLayer,
    ProbeLayer,
};

} // namespace

PreviewGraphicsScene::PreviewGraphicsScene(PreviewController *controller, QObject *parent)
    : QGraphicsScene(parent)
    , m_controller(controller)
    , m_batch(new InstanceBatchItem)
    , m_shapes(new TierShapesItem)
    , m_contacts(new ContactOverlayItem)
    , m_board(new BoardItem)
    , m_arrows(new VelocityArrowsItem)
    , m_labels(new LabelsItem)
    , m_handles(new HandlesItem)
    , m_probe(new ProbeItem)
{
    // Everything moves in play mode; an index would be rebuilt every frame.
    setItemIndexMethod(NoIndex);
    setSceneRect(-worldExtent, -worldExtent, 2 * worldExtent, 2 * worldExtent);
    const std::pair<QGraphicsItem *, int> layers[] = {{m_batch, 0},
                                                      {m_board, BoardLayer},
                                                      {m_shapes, ShapesLayer},
                                                      {m_contacts, ContactsLayer},
                                                      {m_arrows, ArrowsLayer},
                                                      {m_labels, LabelsLayer},
                                                      {m_handles, HandlesLayer},
                                                      {m_probe, ProbeLayer}};
    for (const auto &[item, z] : layers) {
        item->setZValue(z);
        addItem(item);
    }

    Document *document = controller->document();
    const auto forgetPixmaps = [this] { m_pixmaps.clear(); };
    connect(document, &Document::projectReset, this, forgetPixmaps);
    connect(document, &Document::spriteInserted, this, forgetPixmaps);
    connect(document, &Document::spriteRemoved, this, forgetPixmaps);
    connect(document, &Document::spriteChanged, this, [this](int index, SpriteChanges changes) {
        if (changes & (SpriteChange::Properties | SpriteChange::Frames))
            m_pixmaps.removeIf([index](const auto &entry) { return entry.key().first == index; });
    });
    connect(controller, &PreviewController::evaluated, this, &PreviewGraphicsScene::sync);
    connect(controller,
            &PreviewController::selectionChanged,
            this,
            &PreviewGraphicsScene::syncHandles);
    connect(controller, &PreviewController::probeChanged, this, &PreviewGraphicsScene::syncProbe);
    connect(controller,
            &PreviewController::playStateChanged,
            this,
            &PreviewGraphicsScene::syncHandles);
}

void PreviewGraphicsScene::setPixelSize(qreal sceneUnitsPerPixel)
{
    if (qFuzzyCompare(sceneUnitsPerPixel, m_pixelSize))
        return;
    m_pixelSize = sceneUnitsPerPixel;
    syncHandles();
}

void PreviewGraphicsScene::setVelocitiesVisible(bool visible)
{
    m_velocitiesVisible = visible;
    sync();
}

QRectF PreviewGraphicsScene::contentRect() const
{
    QRectF r = m_batch->count() > 0 ? m_batch->sceneBoundingRect() : QRectF();
    for (const InstanceItem *item : m_instances)
        r |= item->sceneBoundingRect();
    if (const auto &board = m_controller->placedScene().board; r.isEmpty() && board)
        r = toQt(*board);
    return r;
}

int PreviewGraphicsScene::instanceItemCount() const
{
    return int(m_instances.size()) + m_batch->count();
}

QPixmap PreviewGraphicsScene::pixmapFor(int sprite, int frame)
{
    auto it = m_pixmaps.constFind({sprite, frame});
    if (it == m_pixmaps.constEnd()) {
        Document *document = m_controller->document();
        const QImage image
                = document->isValidSprite(sprite) ? document->frameImage(sprite, frame) : QImage();
        it = m_pixmaps.insert({sprite, frame},
                              image.isNull() ? QPixmap() : QPixmap::fromImage(image));
    }
    return *it;
}

void PreviewGraphicsScene::sync()
{
    const model::PreviewScene &scene = m_controller->scene();
    const model::PreviewEvaluator &evaluator = m_controller->evaluator();
    const model::PreviewEvaluation &evaluation = m_controller->evaluation();
    const int count = std::min(int(scene.instances.size()), evaluator.instanceCount());

    // Large scenes draw every instance from one item; small ones have an item each, so a
    // drag repaints only the dragged sprite.
    const bool large = count > PreviewController::largeScene;
    const int itemCount = large ? 0 : count;
    while (m_instances.size() > itemCount)
        delete m_instances.takeLast();
    while (m_instances.size() < itemCount) {
        auto *item = new InstanceItem;
        m_instances << item;
        addItem(item);
    }
    std::vector<InstanceBatchItem::Instance> batch;
    batch.reserve(large ? std::size_t(count) : 0);
    for (int i = 0; i < count; ++i) {
        const hc::Collider &c = evaluator.collider(i);
        const QPixmap pixmap = pixmapFor(scene.instances[i].sprite, scene.instances[i].frame);
        const QTransform imageToWorld = toQt(hc::imageToWorld(c.transform));
        if (large) {
            batch.push_back({pixmap, imageToWorld});
        } else {
            m_instances[i]->setZValue(i);
            m_instances[i]->setImage(pixmap, imageToWorld);
        }
    }
    if (large || m_batch->count() > 0)
        m_batch->setInstances(std::move(batch));

    m_shapes->setShapes(evaluator,
                        evaluation,
                        scene.shownTiers,
                        m_controller->playContacts(),
                        scene.playTier,
                        large);
    m_contacts->setPairs(evaluator,
                         evaluation,
                         scene.shownTiers & hc::tierBit(hc::Tier::Pixel),
                         scene.shownTiers & hc::tierBit(hc::Tier::Armature));
    hc::BoardEdges crossed = hc::NoBoardEdge;
    for (const model::PreviewBoardContact &contact : evaluation.boardContacts)
        crossed |= contact.edges;
    m_board->setBoard(
            toQt(evaluation.board), m_controller->placedScene().board.has_value(), crossed);

    // Thousands of arrows hide the sprites: in large scenes only the selected one's.
    QList<QLineF> arrows;
    if (m_velocitiesVisible) {
        for (int i = 0; i < count; ++i) {
            if (large && i != m_controller->selectedInstance())
                continue;
            const hc::Vec2 v = scene.instances[i].velocity;
            if (v.x != 0.0 || v.y != 0.0) {
                const QPointF from = toQt(scene.instances[i].position);
                arrows << QLineF(from, from + toQt(v) * previewstyle::arrowSeconds);
            }
        }
    }
    m_arrows->setArrows(arrows);

    QList<LabelsItem::Label> labels;
    if (count <= maxLabels) {
        for (int i = 0; i < count; ++i) {
            const hc::Rect r = evaluator.bounds(i);
            const QPointF at
                    = hc::isEmpty(r) ? toQt(scene.instances[i].position) : QPointF(r.x, r.y);
            labels << LabelsItem::Label{at, m_controller->instanceName(i)};
        }
    }
    m_labels->setLabels(labels);
    syncHandles();
    syncProbe();
}

void PreviewGraphicsScene::syncHandles()
{
    const int selected = m_controller->selectedInstance();
    const model::PreviewScene &scene = m_controller->scene();
    if (selected < 0 || selected >= m_controller->evaluator().instanceCount()
        || selected >= scene.instances.size() || m_controller->isPlaying()) {
        m_handles->setHandles(std::nullopt, m_pixelSize);
        m_labels->setObstacle(QRectF());
        return;
    }
    const InstanceHandles handles = handlesFor(m_controller->evaluator().collider(selected),
                                               scene.instances[selected].velocity,
                                               m_pixelSize);
    m_handles->setHandles(handles, m_pixelSize);
    // The name tags keep clear of the rotate handle and its stem.
    const qreal reach = (style::handleSize / 2 + 2) * m_pixelSize;
    m_labels->setObstacle(QRectF(handles.rotateStem, handles.rotate)
                                  .normalized()
                                  .adjusted(-reach, -reach, reach, reach));
}

void PreviewGraphicsScene::syncProbe()
{
    const auto point = m_controller->probePoint();
    bool pixelHit = false;
    for (const model::PreviewProbe &p : m_controller->probes())
        pixelHit = pixelHit || p.probe[hc::Tier::Pixel] == hc::Verdict::Hit;
    m_probe->setProbe(point ? std::optional<QPointF>(toQt(*point)) : std::nullopt, pixelHit);
}

} // namespace hitbox::editor
