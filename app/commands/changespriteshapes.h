#pragma once

#include "document/spriteshapes.h"

#include <QUndoCommand>

namespace hitbox::editor {

class Document;

/// Base of every command that edits the shapes of one frame of a sprite: it keeps the
/// shapes before and after, so undo restores the exact document. Drags push one command
/// per mouse move with the same merge id and drag id; they merge into one undo step, and a
/// drag that ends where it started makes the command obsolete (dropped from the stack).
class ChangeSpriteShapes : public QUndoCommand
{
public:
    /// Edits the sprite's current frame (Document::currentFrame). `mergeId` < 0 never
    /// merges. `dragId` tells apart consecutive drags of the same kind, so two drags stay
    /// two undo steps; 0 never merges.
    ChangeSpriteShapes(Document *document,
                       int sprite,
                       const ShapeList &after,
                       const QString &text,
                       int mergeId = -1,
                       quint64 dragId = 0,
                       QUndoCommand *parent = nullptr);

    /// Edits frame `frame` of the sprite; never merges.
    ChangeSpriteShapes(Document *document,
                       int sprite,
                       int frame,
                       const ShapeList &after,
                       const QString &text,
                       QUndoCommand *parent = nullptr);

    void undo() override;
    void redo() override;
    int id() const override { return m_mergeId; }
    bool mergeWith(const QUndoCommand *other) override;

    int sprite() const { return m_sprite; }
    int frame() const { return m_frame; }
    const ShapeList &before() const { return m_before; }
    const ShapeList &after() const { return m_after; }

private:
    Document *m_document;
    int m_sprite;
    int m_frame;
    ShapeList m_before;
    ShapeList m_after;
    int m_mergeId;
    quint64 m_dragId;
};

} // namespace hitbox::editor
