#include "changespriteshapes.h"

#include "document.h"

namespace hitbox::editor {

ChangeSpriteShapes::ChangeSpriteShapes(Document *document,
                                       int sprite,
                                       const SpriteShapes &after,
                                       const QString &text,
                                       int mergeId,
                                       quint64 dragId,
                                       QUndoCommand *parent)
    : QUndoCommand(text, parent)
    , m_document(document)
    , m_sprite(sprite)
    , m_before(SpriteShapes::of(document->sprite(sprite)))
    , m_after(after)
    , m_mergeId(mergeId)
    , m_dragId(dragId)
{
    setObsolete(m_before == m_after);
}

void ChangeSpriteShapes::undo()
{
    apply(m_before);
}

void ChangeSpriteShapes::redo()
{
    apply(m_after);
}

bool ChangeSpriteShapes::mergeWith(const QUndoCommand *other)
{
    const auto *o = dynamic_cast<const ChangeSpriteShapes *>(other);
    if (!o || o->m_mergeId != m_mergeId || m_mergeId < 0 || m_dragId == 0 || o->m_sprite != m_sprite
        || o->m_dragId != m_dragId)
        return false;
    m_after = o->m_after;
    setObsolete(m_before == m_after);
    return true;
}

void ChangeSpriteShapes::apply(const SpriteShapes &shapes)
{
    const model::Sprite &s = m_document->sprite(m_sprite);
    // Emit only what changed so views redraw little during drags.
    if (s.box != shapes.box && s.circle == shapes.circle && s.polygons == shapes.polygons)
        m_document->setBox(m_sprite, shapes.box);
    else if (s.circle != shapes.circle && s.box == shapes.box && s.polygons == shapes.polygons)
        m_document->setCircle(m_sprite, shapes.circle);
    else if (s.polygons != shapes.polygons && s.box == shapes.box && s.circle == shapes.circle)
        m_document->setPolygons(m_sprite, shapes.polygons);
    else
        m_document->setShapes(m_sprite, shapes.box, shapes.circle, shapes.polygons);
}

} // namespace hitbox::editor
