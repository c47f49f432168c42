#include "document.h"

#include <QUndoStack>

namespace hitbox::editor {
Document::Document(QObject *parent)
    : QObject(parent)
    , m_undoStack(new QUndoStack(this))
{
    connect(m_undoStack, &QUndoStack::cleanChanged, this, [this](bool clean) {
        emit modifiedChanged(!clean || m_previewModified);
    });
}

Document::~Document() = default;

void Document::setFileName(const QString &fileName)
{
    if (m_fileName == fileName)
        return;
    m_fileName = fileName;
    emit fileNameChanged(fileName);
}

bool Document::isModified() const
{
    return !m_undoStack->isClean() || m_previewModified;
}

void Document::markSaved()
{
    const bool wasModified = isModified();
    m_previewModified = false;
    m_undoStack->setClean();
    if (wasModified && !isModified())
        emit modifiedChanged(false);
}

void Document::setPreviewScene(const model::PreviewScene &scene)
{
    if (scene == m_project.preview)
        return;
    const bool wasModified = isModified();
    m_project.preview = scene;
    m_previewModified = true;
    emit previewSceneChanged();
    if (!wasModified)
        emit modifiedChanged(true);
}

QImage Document::image(int index)
{
    return isValidSprite(index) ? m_images.image(sprite(index).imagePath) : QImage();
}

QString Document::imageError(int index)
{
    return isValidSprite(index) ? m_images.error(sprite(index).imagePath) : QString();
}

std::shared_ptr<const collision::Mask> Document::mask(int index)
{
    if (!isValidSprite(index))
        return std::make_shared<const collision::Mask>();
    const model::Sprite &s = sprite(index);
    return m_images.mask(s.imagePath, s.threshold, s.colorKey);
}

collision::Vec2 Document::pivot(int index)
{
    if (!isValidSprite(index))
        return {};
    return model::effectivePivot(sprite(index), image(index).size());
}

void Document::resetProject(const model::Project &project, const QString &fileName)
{
    m_undoStack->clear();
    m_project = project;
    m_images.clear();
    m_selection = {};
    m_previewModified = false;
    m_currentSprite = project.sprites.isEmpty() ? -1 : 0;
    setFileName(fileName);
    m_undoStack->setClean();
    emit projectReset();
    emit previewSceneChanged();
    emit currentSpriteChanged(m_currentSprite);
    emit selectionChanged();
    emit modifiedChanged(false);
}

void Document::setCurrentSprite(int index)
{
    if (!isValidSprite(index))
        index = -1;
    if (index == m_currentSprite)
        return;
    m_currentSprite = index;
    m_selection = {};
    emit currentSpriteChanged(index);
    emit selectionChanged();
}

void Document::setSelection(const ShapeSelection &selection)
{
    if (selection == m_selection)
        return;
    m_selection = selection;
    clampSelection();
    emit selectionChanged();
}

void Document::revalidateSelection()
{
    const ShapeSelection before = m_selection;
    clampSelection();
    if (!(before == m_selection))
        emit selectionChanged();
}

void Document::clampSelection()
{
    if (!isValidSprite(m_currentSprite)) {
        m_selection = {};
        return;
    }
    const model::Sprite &s = sprite(m_currentSprite);
    m_selection.box = m_selection.box && s.box.has_value();
    m_selection.circle = m_selection.circle && s.circle.has_value();
    const int polygonCount = int(s.polygons.size());
    for (auto it = m_selection.polygons.begin(); it != m_selection.polygons.end();) {
        if (*it < 0 || *it >= polygonCount)
            it = m_selection.polygons.erase(it);
        else
            ++it;
    }
    for (auto it = m_selection.points.begin(); it != m_selection.points.end();) {
        const auto [polygon, vertex] = *it;
        const bool valid = polygon >= 0 && polygon < polygonCount && vertex >= 0
                           && vertex < int(s.polygons[polygon].polygon.points.size());
        if (valid)
            ++it;
        else
            it = m_selection.points.erase(it);
    }
}

void Document::insertSprite(int index, const model::Sprite &sprite, const TakenInstances &instances)
{
    index = std::clamp(index, 0, spriteCount());
    m_project.sprites.insert(index, sprite);
    // Preview instances refer to sprites by index.
    QList<model::PreviewInstance> &placed = m_project.preview.instances;
    bool previewChanged = !instances.isEmpty();
    for (model::PreviewInstance &instance : placed) {
        if (instance.sprite >= index) {
            ++instance.sprite;
            previewChanged = true;
        }
    }
    // Ascending places, so each lands where it was before the removal.
    for (auto [place, instance] : instances) {
        instance.sprite = index;
        placed.insert(std::clamp<qsizetype>(place, 0, placed.size()), instance);
    }
    if (previewChanged)
        emit previewSceneChanged();
    emit spriteInserted(index);
    if (m_currentSprite >= index)
        ++m_currentSprite;
    if (m_currentSprite < 0)
        m_currentSprite = index;
    emit currentSpriteChanged(m_currentSprite);
}

model::Sprite Document::takeSprite(int index, TakenInstances *taken)
{
    model::Sprite sprite = m_project.sprites.takeAt(index);
    // Instances of the removed sprite leave the preview; later ones shift down.
    QList<model::PreviewInstance> &instances = m_project.preview.instances;
    bool previewChanged = false;
    for (qsizetype i = 0, place = 0; i < instances.size(); ++place) {
        if (instances[i].sprite != index) {
            ++i;
            continue;
        }
        if (taken)
            taken->append({place, instances.takeAt(i)});
        else
            instances.removeAt(i);
        previewChanged = true;
    }
    for (model::PreviewInstance &instance : instances) {
        if (instance.sprite > index) {
            --instance.sprite;
            previewChanged = true;
        }
    }
    if (previewChanged)
        emit previewSceneChanged();
    const int oldCurrent = m_currentSprite;
    if (m_currentSprite > index || m_currentSprite >= spriteCount())
        --m_currentSprite;
    if (oldCurrent == index)
        m_selection = {};
    emit spriteRemoved(index);
    emit currentSpriteChanged(m_currentSprite);
    emit selectionChanged();
    return sprite;
}

void Document::setSpriteName(int index, const QString &name)
{
    m_project.sprites[index].name = name;
    emit spriteChanged(index, SpriteChange::Properties);
}

void Document::setThreshold(int index, int threshold)
{
    m_project.sprites[index].threshold = threshold;
    emit spriteChanged(index, SpriteChange::Properties);
}

void Document::setColorKey(int index, const std::optional<model::ColorKey> &key)
{
    m_project.sprites[index].colorKey = key;
    emit spriteChanged(index, SpriteChange::Properties);
}

void Document::setImagePath(int index, const QString &path)
{
    m_project.sprites[index].imagePath = path;
    m_images.reload(path);
    emit spriteChanged(index, SpriteChange::Properties);
}

SpriteShapes Document::shapesForPivot(int index, const std::optional<collision::Vec2> &pivot)
{
    const model::Sprite &s = sprite(index);
    return shapesForPivot(index, SpriteShapes::of(s), s.pivot, pivot);
}

SpriteShapes Document::shapesForPivot(int index,
                                      SpriteShapes shapes,
                                      const std::optional<collision::Vec2> &from,
                                      const std::optional<collision::Vec2> &to)
{
    const QSize size = image(index).size();
    model::Sprite before;
    before.pivot = from;
    model::Sprite after;
    after.pivot = to;
    // Local = image - pivot, so keeping shapes on the image shifts them by before - after.
    const collision::Vec2 delta
            = model::effectivePivot(before, size) - model::effectivePivot(after, size);
    if (delta == collision::Vec2{})
        return shapes; // exactly as they were (adding 0 would turn -0 into 0)
    if (shapes.box) {
        shapes.box->x += delta.x;
        shapes.box->y += delta.y;
    }
    if (shapes.circle)
        shapes.circle->center = shapes.circle->center + delta;
    for (model::PolygonShape &shape : shapes.polygons) {
        for (collision::Vec2 &p : shape.polygon.points)
            p = p + delta;
    }
    return shapes;
}

void Document::setPivot(int index,
                        const std::optional<collision::Vec2> &pivot,
                        const SpriteShapes &shapes)
{
    model::Sprite &s = m_project.sprites[index];
    s.pivot = pivot;
    s.box = shapes.box;
    s.circle = shapes.circle;
    s.polygons = shapes.polygons;
    emit spriteChanged(index,
                       SpriteChange::Pivot | SpriteChange::Box | SpriteChange::Circle
                               | SpriteChange::Polygons);
}

void Document::setBox(int index, const std::optional<collision::Rect> &box)
{
    m_project.sprites[index].box = box;
    if (index == m_currentSprite)
        revalidateSelection();
    emit spriteChanged(index, SpriteChange::Box);
}

void Document::setCircle(int index, const std::optional<collision::Circle> &circle)
{
    m_project.sprites[index].circle = circle;
    if (index == m_currentSprite)
        revalidateSelection();
    emit spriteChanged(index, SpriteChange::Circle);
}

void Document::setPolygons(int index, const QList<model::PolygonShape> &polygons)
{
    m_project.sprites[index].polygons = polygons;
    if (index == m_currentSprite)
        revalidateSelection();
    emit spriteChanged(index, SpriteChange::Polygons);
}

void Document::setPolygon(int index, int polygon, const model::PolygonShape &shape)
{
    m_project.sprites[index].polygons[polygon] = shape;
    if (index == m_currentSprite)
        revalidateSelection();
    emit spriteChanged(index, SpriteChange::Polygons);
}

void Document::setShapes(int index,
                         const std::optional<collision::Rect> &box,
                         const std::optional<collision::Circle> &circle,
                         const QList<model::PolygonShape> &polygons)
{
    model::Sprite &s = m_project.sprites[index];
    s.box = box;
    s.circle = circle;
    s.polygons = polygons;
    if (index == m_currentSprite)
        revalidateSelection();
    emit spriteChanged(index, SpriteChange::Box | SpriteChange::Circle | SpriteChange::Polygons);
}

} // namespace hitbox::editor
