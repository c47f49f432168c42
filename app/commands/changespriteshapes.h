#pragma once

#include "spriteshapes.h"

#include <QUndoCommand>

namespace hitbox::editor {

class Document;

/// Base of every command that edits the shapes of one sprite: it keeps the shapes
/// before and after, so undo restores the exact document. Drags push one command per
/// mouse move with the same merge id and drag id; they merge into one undo step, and a
/// drag that ends where it started makes the command obsolete (dropped from the stack).
class ChangeSpriteShapes : public QUndoCommand
{
public:
    /// `mergeId` < 0 never merges. `dragId` tells apart consecutive drags of the same
    /// kind, so two drags stay two undo steps; 0 never merges.
    ChangeSpriteShapes(Document *document,
                       int sprite,
                       const SpriteShapes &after,
                       const QString &text,
                       int mergeId = -1,
                       quint64 dragId = 0,
                       QUndoCommand *parent = nullptr);

    void undo() override;
    void redo() override;
    int id() const override { return m_mergeId; }
    bool mergeWith(const QUndoCommand *other) override;

    int sprite() const { return m_sprite; }
    const SpriteShapes &before() const { return m_before; }
    const SpriteShapes &after() const { return m_after; }

private:
    void apply(const SpriteShapes &shapes);

    Document *m_document;
    int m_sprite;
    SpriteShapes m_before;
    SpriteShapes m_after;
    int m_mergeId;
    quint64 m_dragId;
};

} // namespace hitbox::editor
