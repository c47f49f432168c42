#include "commands/changespriteshapes.h"

#include "document/document.h"

namespace hitbox::editor {

ChangeSpriteShapes::ChangeSpriteShapes(Document *document,
                                       int sprite,
                                       const ShapeList &after,
                                       const QString &text,
                                       int mergeId,
                                       quint64 dragId,
                                       QUndoCommand *parent)
    : QUndoCommand(text, parent)
    , m_document(document)
    , m_sprite(sprite)
    , m_frame(document->currentFrame(sprite))
    , m_before(document->shapes(sprite))
    , m_after(after)
    , m_mergeId(mergeId)
    , m_dragId(dragId)
{
    setObsolete(m_before == m_after);
}

ChangeSpriteShapes::ChangeSpriteShapes(Document *document,
                                       int sprite,
                                       int frame,
                                       const ShapeList &after,
                                       const QString &text,
                                       QUndoCommand *parent)
    : QUndoCommand(text, parent)
    , m_document(document)
    , m_sprite(sprite)
    , m_frame(frame)
    , m_before(model::frameAt(document->sprite(sprite), frame).shapes)
    , m_after(after)
    , m_mergeId(-1)
    , m_dragId(0)
{
    setObsolete(m_before == m_after);
}

void ChangeSpriteShapes::undo()
{
    m_document->setShapes(m_sprite, m_frame, m_before);
}

void ChangeSpriteShapes::redo()
{
    m_document->setShapes(m_sprite, m_frame, m_after);
}

bool ChangeSpriteShapes::mergeWith(const QUndoCommand *other)
{
    const auto *o = dynamic_cast<const ChangeSpriteShapes *>(other);
    if (!o || o->m_mergeId != m_mergeId || m_mergeId < 0 || m_dragId == 0 || o->m_sprite != m_sprite
        || o->m_frame != m_frame || o->m_dragId != m_dragId)
        return false;
    m_after = o->m_after;
    setObsolete(m_before == m_after);
    return true;
}

} // namespace hitbox::editor
