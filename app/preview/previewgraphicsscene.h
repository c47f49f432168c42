#pragma once

#include <QGraphicsScene>
#include <QHash>
#include <QList>
#include <QPixmap>

#include <utility>

namespace hitbox::editor {

class BoardItem;
class ContactOverlayItem;
class HandlesItem;
class InstanceBatchItem;
class InstanceItem;
class LabelsItem;
class PreviewController;
class ProbeItem;
class TierShapesItem;
class VelocityArrowsItem;

/// The collision preview's scene in world pixels: one InstanceItem per placed sprite
/// (in instance order, later ones on top), the tier shapes, the contact evidence, the
/// board, velocity arrows, name tags, the selected instance's handles and the probe. It
/// mirrors the PreviewController after every evaluation; items never own data.
class PreviewGraphicsScene : public QGraphicsScene
{
    Q_OBJECT

public:
    /// Name tags are shown up to this many instances.
    static constexpr int maxLabels = 40;

    explicit PreviewGraphicsScene(PreviewController *controller, QObject *parent = nullptr);

    PreviewController *controller() const { return m_controller; }

    /// Scene units per screen pixel, so handles keep their screen size.
    void setPixelSize(qreal sceneUnitsPerPixel);
    qreal pixelSize() const { return m_pixelSize; }

    /// Shows the velocity arrows of all moving instances.
    void setVelocitiesVisible(bool visible);
    bool velocitiesVisible() const { return m_velocitiesVisible; }

    /// The bounds of all instances, for "fit"; the fixed board's when there is none.
    QRectF contentRect() const;

    /// Instances drawn: one InstanceItem each, or all from one InstanceBatchItem in scenes
    /// larger than PreviewController::largeScene.
    int instanceItemCount() const;

    /// Brings every item up to date with the controller.
    void sync();

    /// The tier shapes of every instance.
    TierShapesItem *shapesItem() const { return m_shapes; }

private:
    /// The image of frame `frame` of sprite `sprite`, cached.
    QPixmap pixmapFor(int sprite, int frame);
    void syncHandles();
    void syncProbe();

    PreviewController *m_controller;
    QList<InstanceItem *> m_instances;
    InstanceBatchItem *m_batch;
    TierShapesItem *m_shapes;
    ContactOverlayItem *m_contacts;
    BoardItem *m_board;
    VelocityArrowsItem *m_arrows;
    LabelsItem *m_labels;
    HandlesItem *m_handles;
    ProbeItem *m_probe;
    QHash<std::pair<int, int>, QPixmap> m_pixmaps; // by (sprite index, frame index)
    qreal m_pixelSize = 1.0;
    bool m_velocitiesVisible = true;
};

} // namespace hitbox::editor
