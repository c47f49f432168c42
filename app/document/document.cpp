#include "document/document.h"

#include "document/polygonvertices.h"

#include <QUndoStack>

#include <algorithm>

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

const model::Frame &Document::frame(int index) const
{
    return model::frameAt(sprite(index), currentFrame(index));
}

int Document::currentFrame(int index) const
{
    if (!isValidSprite(index))
        return 0;
    return std::clamp(m_currentFrames.value(index, 0), 0, int(sprite(index).frames.size()) - 1);
}

void Document::setCurrentFrame(int index, int frame)
{
    if (!isValidSprite(index))
        return;
    frame = std::clamp(frame, 0, int(sprite(index).frames.size()) - 1);
    if (frame == currentFrame(index))
        return;
    m_currentFrames.insert(index, frame);
    if (index == m_currentSprite)
        m_selection = {};
    emit currentFrameChanged(index, frame);
    if (index == m_currentSprite)
        emit selectionChanged();
}

QImage Document::image(int index)
{
    return isValidSprite(index) ? frameImage(index, currentFrame(index)) : QImage();
}

QImage Document::frameImage(int index, int frame)
{
    if (!isValidSprite(index))
        return {};
    const model::Sprite &s = sprite(index);
    return m_images.image(s.imagePath, model::frameAt(s, frame).region);
}

QString Document::imageError(int index)
{
    if (!isValidSprite(index))
        return {};
    return m_images.error(sprite(index).imagePath, frame(index).region);
}

std::shared_ptr<const collision::Mask> Document::mask(int index)
{
    if (!isValidSprite(index))
        return std::make_shared<const collision::Mask>();
    const model::Sprite &s = sprite(index);
    const model::Frame &f = frame(index);
    return m_images.mask(
            s.imagePath, f.region, model::effectiveThreshold(s, f), model::effectiveColorKey(s, f));
}

collision::Vec2 Document::pivot(int index)
{
    if (!isValidSprite(index))
        return {};
    return model::effectivePivot(sprite(index), frame(index), image(index).size());
}

void Document::resetProject(const model::Project &project, const QString &fileName)
{
    m_undoStack->clear();
    m_project = project;
    m_images.clear();
    m_selection = {};
    m_currentFrames.clear();
    m_previewModified = false;
    m_currentSprite = project.sprites.isEmpty() ? -1 : 0;
    setFileName(fileName);
    m_undoStack->setClean();
    emit projectReset();
    emit previewSceneChanged();
    emit exportSettingsChanged();
    emit timingChanged();
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
    const ShapeList &list = shapes(m_currentSprite);
    const int count = int(list.size());
    for (auto it = m_selection.shapes.begin(); it != m_selection.shapes.end();) {
        if (*it < 0 || *it >= count)
            it = m_selection.shapes.erase(it);
        else
            ++it;
    }
    for (auto it = m_selection.points.begin(); it != m_selection.points.end();) {
        const auto [shape, vertex] = *it;
        const bool valid = shape >= 0 && shape < count && loopVertex(list[shape], vertex);
        if (valid)
            ++it;
        else
            it = m_selection.points.erase(it);
    }
}

void Document::shiftCurrentFrames(int from, int by)
{
    QHash<int, int> shifted;
    for (auto it = m_currentFrames.cbegin(); it != m_currentFrames.cend(); ++it) {
        if (it.key() < from)
            shifted.insert(it.key(), it.value());
        else if (it.key() + by >= from)
            shifted.insert(it.key() + by, it.value());
    }
    m_currentFrames = shifted;
}

void Document::insertSprite(int index, const model::Sprite &sprite, const TakenInstances &instances)
{
    index = std::clamp(index, 0, spriteCount());
    m_project.sprites.insert(index, sprite);
    shiftCurrentFrames(index, 1);
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
    m_currentFrames.remove(index);
    shiftCurrentFrames(index + 1, -1);
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

QList<ShapeList> Document::shapesForPivot(int index, const std::optional<collision::Vec2> &pivot)
{
    const model::Sprite &s = sprite(index);
    QList<ShapeList> out;
    for (qsizetype f = 0; f < s.frames.size(); ++f)
        out.append(shapesForPivot(index, int(f), s.frames[f].shapes, s.pivot, pivot));
    return out;
}

ShapeList Document::shapesForPivot(int index,
                                   int frame,
                                   ShapeList shapes,
                                   const std::optional<collision::Vec2> &from,
                                   const std::optional<collision::Vec2> &to)
{
    const model::Frame &f = model::frameAt(sprite(index), frame);
    if (f.pivot)
        return shapes; // the frame's own pivot does not move
    const QSize size = frameImage(index, frame).size();
    model::Sprite before;
    before.pivot = from;
    model::Sprite after;
    after.pivot = to;
    // Local = frame pixel - pivot, so keeping shapes in place shifts them by before - after.
    const collision::Vec2 delta
            = model::effectivePivot(before, size) - model::effectivePivot(after, size);
    if (delta == collision::Vec2{})
        return shapes; // exactly as they were (adding 0 would turn -0 into 0)
    for (model::Shape &shape : shapes)
        moveShape(shape, delta);
    return shapes;
}

void Document::setPivot(int index,
                        const std::optional<collision::Vec2> &pivot,
                        const QList<ShapeList> &frameShapes)
{
    model::Sprite &s = m_project.sprites[index];
    s.pivot = pivot;
    for (qsizetype f = 0; f < s.frames.size() && f < frameShapes.size(); ++f)
        s.frames[f].shapes = frameShapes[f];
    emit spriteChanged(index, SpriteChange::Pivot | SpriteChange::Shapes);
}

void Document::setShapes(int index, int frame, const ShapeList &shapes)
{
    model::Sprite &s = m_project.sprites[index];
    if (frame < 0 || frame >= s.frames.size())
        return;
    s.frames[frame].shapes = shapes;
    if (index == m_currentSprite)
        revalidateSelection();
    emit spriteChanged(index, SpriteChange::Shapes);
}

void Document::setSpriteProperties(int index, const model::Properties &properties)
{
    m_project.sprites[index].properties = properties;
    emit spriteChanged(index, SpriteChange::CustomProperties);
}

void Document::setFrameProperties(int index, int frame, const model::Properties &properties)
{
    model::Sprite &s = m_project.sprites[index];
    if (frame < 0 || frame >= s.frames.size())
        return;
    s.frames[frame].properties = properties;
    emit spriteChanged(index, SpriteChange::CustomProperties);
}

void Document::setAnimationProperties(int index, int animation, const model::Properties &properties)
{
    model::Sprite &s = m_project.sprites[index];
    if (animation < 0 || animation >= s.animations.size())
        return;
    s.animations[animation].properties = properties;
    emit spriteChanged(index, SpriteChange::CustomProperties);
}

void Document::setFrames(int index,
                         const QList<model::Frame> &frames,
                         const QList<model::Animation> &animations)
{
    model::Sprite &s = m_project.sprites[index];
    s.frames = frames.isEmpty() ? QList<model::Frame>{model::Frame{}} : frames;
    s.animations = animations;
    if (index == m_currentSprite)
        revalidateSelection();
    emit spriteChanged(index, SpriteChange::Frames | SpriteChange::Shapes);
}

void Document::setRoles(const model::RoleTable &roles)
{
    m_project.roles = roles;
    emit rolesChanged();
}

void Document::setExportSettings(const std::optional<model::ExportSettings> &settings)
{
    m_project.exportSettings = settings;
    emit exportSettingsChanged();
}

void Document::setTicksPerSecond(int ticksPerSecond)
{
    m_project.ticksPerSecond = ticksPerSecond;
    emit timingChanged();
}

} // namespace hitbox::editor
