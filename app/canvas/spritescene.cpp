#include "canvas/spritescene.h"

#include "base/canvasstyle.h"
#include "canvas/abstracttool.h"
#include "canvas/onionskinitem.h"
#include "canvas/shapeitems.h"
#include "canvas/solidoverlay.h"
#include "document/document.h"

#include "model/document/animationplayback.h"
#include "model/evaluate/projectvalidation.h"
#include "model/io/maskimage.h"
#include <hitbox/shapes.h>

#include <QGraphicsPixmapItem>
#include <QGraphicsRectItem>
#include <QGraphicsSceneMouseEvent>
#include <QKeyEvent>
#include <QPen>

namespace hitbox::editor {

SpriteScene::SpriteScene(Document *document, QObject *parent)
    : QGraphicsScene(parent)
    , m_document(document)
{
    connect(document, &Document::projectReset, this, &SpriteScene::rebuild);
    connect(document, &Document::currentSpriteChanged, this, &SpriteScene::rebuild);
    connect(document, &Document::currentFrameChanged, this, [this](int index) {
        if (index == m_document->currentSprite())
            rebuild();
    });
    connect(document, &Document::rolesChanged, this, [this] {
        if (m_imageItem)
            syncShapes();
    });
    connect(document, &Document::spriteChanged, this, &SpriteScene::onSpriteChanged);
    connect(document, &Document::selectionChanged, this, &SpriteScene::syncSelection);
    rebuild();
}

void SpriteScene::setTool(AbstractTool *tool)
{
    m_tool = tool;
}

void SpriteScene::setPixelSize(qreal sceneUnitsPerPixel)
{
    m_pixelSize = sceneUnitsPerPixel;
    for (QGraphicsItem *item : items()) {
        if (auto *handles = dynamic_cast<HandleItem *>(item))
            handles->setPixelSize(sceneUnitsPerPixel);
    }
}

void SpriteScene::setSolidOverlayVisible(bool visible)
{
    m_solidOverlayVisible = visible;
    if (m_overlayItem)
        m_overlayItem->setVisible(visible);
    if (m_outlineItem)
        m_outlineItem->setVisible(visible);
    if (m_solidBoundsItem)
        m_solidBoundsItem->setVisible(visible && !m_solidBoundsItem->rect().isEmpty());
}

void SpriteScene::setOnionSkin(bool shapes, bool images, int animation)
{
    m_onionShapes = shapes;
    m_onionImages = images;
    m_onionAnimation = animation;
    syncOnionSkin();
}

QList<OnionSkinItem *> SpriteScene::onionSkinItems() const
{
    QList<OnionSkinItem *> shown;
    for (OnionSkinItem *item : m_onionItems) {
        if (item->isVisible())
            shown.append(item);
    }
    return shown;
}

void SpriteScene::syncOnionSkin()
{
    const int index = m_document->currentSprite();
    const model::OnionNeighbours neighbours
            = m_document->isValidSprite(index) ? model::onionNeighbours(
                      m_document->sprite(index), m_onionAnimation, m_document->currentFrame(index))
                                               : model::OnionNeighbours{};
    const int frames[] = {neighbours.previous, neighbours.next};
    for (qsizetype i = 0; i < m_onionItems.size(); ++i) {
        OnionSkinItem *item = m_onionItems[i];
        const int f = frames[i];
        if (!m_onionShapes || !m_document->isValidSprite(index) || f < 0
            || f >= m_document->sprite(index).frames.size()) {
            item->setVisible(false);
            continue;
        }
        const model::Sprite &sprite = m_document->sprite(index);
        const model::Frame &frame = sprite.frames[f];
        const QImage image = m_document->frameImage(index, f);
        const collision::Vec2 pivot = model::effectivePivot(sprite, frame, image.size());
        const auto at
                = [pivot](collision::Vec2 p) { return QPointF(p.x + pivot.x, p.y + pivot.y); };
        QList<OnionSkinItem::Outline> outlines;
        for (const model::Shape &shape : frame.shapes) {
            QPainterPath path;
            switch (shape.kind) {
            case model::ShapeKind::Box:
                path.addRect(
                        QRectF(at({shape.box.x, shape.box.y}), QSizeF(shape.box.w, shape.box.h)));
                break;
            case model::ShapeKind::Circle:
                path.addEllipse(at(shape.circle.center), shape.circle.radius, shape.circle.radius);
                break;
            case model::ShapeKind::Polygon: {
                // The outline and each hole as subpaths; odd-even filling leaves holes empty.
                path.setFillRule(Qt::OddEvenFill);
                for (int loop = 0; loop <= shape.holes.size(); ++loop) {
                    QPolygonF polygon;
                    for (const collision::Vec2 p :
                         (loop == 0 ? shape.polygon : shape.holes[loop - 1]).points)
                        polygon << at(p);
                    path.addPolygon(polygon);
                    path.closeSubpath();
                }
                break;
            }
            }
            outlines.append({path});
        }
        item->setContent(
                m_onionImages ? QPixmap::fromImage(image) : QPixmap(), outlines, m_onionImages);
        item->setVisible(true);
    }
}

QPointF SpriteScene::toScene(collision::Vec2 local) const
{
    return {local.x + m_pivot.x, local.y + m_pivot.y};
}

collision::Vec2 SpriteScene::toLocal(QPointF scenePos) const
{
    return {scenePos.x() - m_pivot.x, scenePos.y() - m_pivot.y};
}

void SpriteScene::setToolOverlay(const QPainterPath &path, const QRectF &rubberBand)
{
    m_toolPath = path;
    m_rubberBand = rubberBand;
    m_toolPathItem->setPath(path);
    m_rubberBandItem->setRect(rubberBand.normalized());
    m_rubberBandItem->setVisible(!rubberBand.isNull());
}

void SpriteScene::rebuild()
{
    clear();
    m_imageItem = nullptr;
    m_overlayItem = nullptr;
    m_outlineItem = nullptr;
    m_solidBoundsItem = nullptr;
    m_shapeItems.clear();
    m_shapeItemKinds.clear();
    m_pivotItem = nullptr;
    m_onionItems.clear();
    m_imageRect = QRectF();

    // The tool overlay lives across sprites (a rubber band may outlive a rebuild).
    QPen toolPen(style::polygon, 2.0);
    toolPen.setCosmetic(true);
    m_toolPathItem = addPath(m_toolPath, toolPen);
    m_toolPathItem->setZValue(20);
    QPen bandPen(style::box, 1.0, Qt::DashLine);
    bandPen.setCosmetic(true);
    m_rubberBandItem = addRect(m_rubberBand, bandPen, style::rubberBand);
    m_rubberBandItem->setZValue(21);
    m_rubberBandItem->setVisible(!m_rubberBand.isNull());

    const int index = m_document->currentSprite();
    if (!m_document->isValidSprite(index)) {
        setSceneRect(QRectF(0, 0, 1, 1));
        return;
    }
    m_imageItem = addPixmap(QPixmap());
    m_imageItem->setTransformationMode(Qt::FastTransformation);
    m_imageItem->setShapeMode(QGraphicsPixmapItem::BoundingRectShape);
    m_overlayItem = addPixmap(QPixmap());
    m_overlayItem->setTransformationMode(Qt::FastTransformation);
    QPen outlinePen(style::solidOutline, 1.0);
    outlinePen.setCosmetic(true);
    m_outlineItem = addPath(QPainterPath(), outlinePen);
    m_outlineItem->setToolTip(tr("Outline of the solid pixels (alpha at or above the threshold)"));
    m_solidBoundsItem = addRect(QRectF());
    QPen boundsPen(style::solidBounds, 1.0, Qt::DashLine);
    boundsPen.setCosmetic(true);
    m_solidBoundsItem->setPen(boundsPen);
    m_solidBoundsItem->setToolTip(tr("Bounds of the solid pixels"));
    // Under the current frame's shapes (added later), over its image.
    for (const QColor &tint : {style::onionPrevious, style::onionNext}) {
        auto *onion = new OnionSkinItem(tint);
        onion->setVisible(false);
        addItem(onion);
        m_onionItems.append(onion);
    }
    m_pivotItem = new PivotItem;
    m_pivotItem->setZValue(10);
    addItem(m_pivotItem);

    syncImage();
    syncSolidOverlay();
    syncShapes();
    syncSelection();
    syncOnionSkin();
    setPixelSize(m_pixelSize);
}

void SpriteScene::syncImage()
{
    const int index = m_document->currentSprite();
    const QImage image = m_document->image(index);
    // Threshold and colour key changes keep the image: converting a big one again
    // would make the threshold slider lag.
    if (image.cacheKey() != m_pixmapKey || m_pixmap.isNull() != image.isNull()) {
        m_pixmap = QPixmap::fromImage(image);
        m_pixmapKey = image.cacheKey();
    }
    m_imageItem->setPixmap(m_pixmap);
    m_imageRect = QRectF(QPointF(0, 0), QSizeF(image.size()));
    m_pivot = m_document->pivot(index);
    // Leave room around the image so shapes may reach beyond it.
    const qreal room = std::max<qreal>(64.0, std::max(image.width(), image.height()));
    setSceneRect(m_imageRect.adjusted(-room, -room, room, room));
}

void SpriteScene::syncSolidOverlay()
{
    const auto mask = m_document->mask(m_document->currentSprite());
    m_overlayItem->setPixmap(
            QPixmap::fromImage(model::maskToImage(*mask, style::solidOverlay.rgba())));
    m_overlayItem->setVisible(m_solidOverlayVisible);
    m_outlineItem->setPath(solidOutlinePath(*mask));
    m_outlineItem->setVisible(m_solidOverlayVisible);
    const collision::PixelRect bounds = mask->solidBounds();
    const QRectF r(bounds.x, bounds.y, bounds.w, bounds.h);
    m_solidBoundsItem->setRect(r);
    m_solidBoundsItem->setVisible(m_solidOverlayVisible && !r.isEmpty());
}

void SpriteScene::syncShapes()
{
    const int index = m_document->currentSprite();
    m_pivot = m_document->pivot(index);
    m_pivotItem->setPos(m_pivot.x, m_pivot.y);

    const QList<model::Shape> &shapes = m_document->shapes(index);
    QList<int> kinds;
    for (const model::Shape &shape : shapes)
        kinds.append(int(shape.kind));
    if (kinds != m_shapeItemKinds) {
        qDeleteAll(m_shapeItems);
        m_shapeItems.clear();
        for (const model::Shape &shape : shapes) {
            HandleItem *item = shape.isBox()      ? static_cast<HandleItem *>(new BoxItem)
                               : shape.isCircle() ? static_cast<HandleItem *>(new CircleItem)
                                                  : static_cast<HandleItem *>(new PolygonItem);
            item->setPixelSize(m_pixelSize);
            addItem(item);
            m_shapeItems.append(item);
        }
        m_shapeItemKinds = kinds;
    }
    const model::RoleTable &roles = m_document->project().roles;
    for (qsizetype i = 0; i < shapes.size(); ++i) {
        const model::Shape &shape = shapes[i];
        m_shapeItems[i]->setColor(roles.color(shape.role));
        const QString name = model::shapeDisplayName(shapes, i);
        const QString about
                = tr("%1 (%2%3)").arg(name, shape.role, shape.sensor ? tr(", sensor") : QString());
        switch (shape.kind) {
        case model::ShapeKind::Box: {
            const collision::Rect &b = shape.box;
            auto *item = static_cast<BoxItem *>(m_shapeItems[i]);
            item->setRect(QRectF(toScene({b.x, b.y}), QSizeF(b.w, b.h)));
            item->setToolTip(about);
            break;
        }
        case model::ShapeKind::Circle: {
            auto *item = static_cast<CircleItem *>(m_shapeItems[i]);
            item->setCircle(toScene(shape.circle.center), shape.circle.radius);
            item->setToolTip(about);
            break;
        }
        case model::ShapeKind::Polygon: {
            QList<QPolygonF> loops; // the outline, then the holes
            for (int loop = 0; loop <= shape.holes.size(); ++loop) {
                QPolygonF polygon;
                for (const collision::Vec2 p :
                     (loop == 0 ? shape.polygon : shape.holes[loop - 1]).points)
                    polygon << toScene(p);
                loops << polygon;
            }
            const QString problem = model::polygonShapeProblemText(shape);
            const QString tip = problem.isEmpty() ? about : tr("%1: %2").arg(name, problem);
            static_cast<PolygonItem *>(m_shapeItems[i])->setLoops(loops, problem.isEmpty(), tip);
            break;
        }
        }
    }
}

void SpriteScene::syncSelection()
{
    if (!m_imageItem)
        return;
    const ShapeSelection &selection = m_document->selection();
    for (qsizetype i = 0; i < m_shapeItems.size(); ++i) {
        m_shapeItems[i]->setSelectedShape(selection.shapes.contains(int(i)));
        if (m_shapeItemKinds[i] != int(model::ShapeKind::Polygon))
            continue;
        QSet<int> vertices;
        for (const auto &[shape, vertex] : selection.points) {
            if (shape == i)
                vertices.insert(vertex);
        }
        static_cast<PolygonItem *>(m_shapeItems[i])->setSelectedVertices(vertices);
    }
}

void SpriteScene::onSpriteChanged(int index, SpriteChanges changes)
{
    if (index != m_document->currentSprite() || !m_imageItem)
        return;
    // The image and its overlay change only with Properties (threshold, colour key,
    // image path); shape drags must not rebuild them.
    if (changes & (SpriteChange::Properties | SpriteChange::Frames)) {
        syncImage();
        syncSolidOverlay();
    }
    syncShapes();
    syncSelection();
    if (changes & (SpriteChange::Shapes | SpriteChange::Frames | SpriteChange::Pivot))
        syncOnionSkin();
}

void SpriteScene::mousePressEvent(QGraphicsSceneMouseEvent *event)
{
    if (m_tool)
        m_tool->mousePressed(event);
}

void SpriteScene::mouseMoveEvent(QGraphicsSceneMouseEvent *event)
{
    if (m_tool)
        m_tool->mouseMoved(event);
}

void SpriteScene::mouseReleaseEvent(QGraphicsSceneMouseEvent *event)
{
    if (m_tool)
        m_tool->mouseReleased(event);
}

void SpriteScene::mouseDoubleClickEvent(QGraphicsSceneMouseEvent *event)
{
    if (m_tool)
        m_tool->mouseDoubleClicked(event);
}

void SpriteScene::keyPressEvent(QKeyEvent *event)
{
    if (m_tool && m_tool->keyPressed(event))
        return;
    QGraphicsScene::keyPressEvent(event);
}

} // namespace hitbox::editor
