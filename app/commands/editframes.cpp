#include "commands/editframes.h"

#include "document/document.h"

#include <QCoreApplication>

#include <algorithm>

namespace hitbox::editor {
namespace {

QString tr(const char *text)
{
    return QCoreApplication::translate("EditFrames", text);
}

} // namespace

EditFrames::EditFrames(Document *document,
                       int sprite,
                       const model::FrameEdit &edit,
                       int currentAfter,
                       const QString &text,
                       QUndoCommand *parent)
    : QUndoCommand(text, parent)
    , m_document(document)
    , m_sprite(sprite)
    , m_before(document->sprite(sprite))
    , m_after(edit.sprite)
    , m_map(edit.map)
    , m_undoMap(model::undoFrameMap(edit.map, int(edit.sprite.frames.size())))
    , m_currentBefore(document->currentFrame(sprite))
    , m_currentAfter(currentAfter)
{}

EditFrames *EditFrames::duplicate(Document *document, int sprite, int frame)
{
    if (!document->isValidSprite(sprite) || frame < 0
        || frame >= document->sprite(sprite).frames.size())
        return nullptr;
    return new EditFrames(document,
                          sprite,
                          model::duplicateFrame(document->sprite(sprite), frame),
                          frame + 1,
                          tr("Duplicate Frame"));
}

EditFrames *EditFrames::remove(Document *document, int sprite, int frame)
{
    if (!document->isValidSprite(sprite))
        return nullptr;
    const qsizetype count = document->sprite(sprite).frames.size();
    if (count <= 1 || frame < 0 || frame >= count)
        return nullptr;
    return new EditFrames(document,
                          sprite,
                          model::removeFrame(document->sprite(sprite), frame),
                          int(std::min<qsizetype>(frame, count - 2)),
                          tr("Remove Frame"));
}

EditFrames *EditFrames::move(Document *document, int sprite, int from, int to)
{
    if (!document->isValidSprite(sprite) || from == to)
        return nullptr;
    const qsizetype count = document->sprite(sprite).frames.size();
    if (from < 0 || from >= count || to < 0 || to >= count)
        return nullptr;
    return new EditFrames(document,
                          sprite,
                          model::moveFrame(document->sprite(sprite), from, to),
                          to,
                          tr("Move Frame"));
}

void EditFrames::undo()
{
    apply(m_before, m_undoMap, m_currentBefore);
    // Instances the edit moved off a removed frame go back to it, as long as the preview
    // still holds the same instances (it is view state, edited without undo).
    model::PreviewScene scene = m_document->previewScene();
    if (scene.instances.size() != m_sceneBefore.instances.size())
        return;
    for (qsizetype i = 0; i < scene.instances.size(); ++i) {
        if (scene.instances[i].sprite != m_sceneBefore.instances[i].sprite)
            return;
    }
    for (qsizetype i = 0; i < scene.instances.size(); ++i) {
        if (scene.instances[i].sprite == m_sprite)
            scene.instances[i].frame = m_sceneBefore.instances[i].frame;
    }
    m_document->setPreviewScene(scene);
}

void EditFrames::redo()
{
    m_sceneBefore = m_document->previewScene();
    apply(m_after, m_map, m_currentAfter);
}

void EditFrames::apply(const model::Sprite &sprite, const model::FrameMap &map, int current)
{
    m_document->setFrames(m_sprite, sprite.frames, sprite.animations);
    m_document->setPreviewScene(model::remappedInstances(
            m_document->previewScene(), m_sprite, map, int(sprite.frames.size())));
    m_document->setCurrentFrame(m_sprite, current);
}

} // namespace hitbox::editor
