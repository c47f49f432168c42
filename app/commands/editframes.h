#pragma once

#include "model/document/frameedits.h"
#include "model/document/sprite.h"

#include <QUndoCommand>

namespace hitbox::editor {

class Document;

/// Adds, removes or reorders a sprite's frames (a model::FrameEdit) as one undo step. The
/// sprite's animations are the edit's (they keep pointing at the same frames), the preview
/// instances of the sprite follow their frames (model::remappedInstances; undo takes them
/// back where they were while the scene has the same instances, else with
/// model::undoFrameMap), and the frames strip shows `currentAfter` (undo: the
/// frame shown before).
class EditFrames : public QUndoCommand
{
public:
    EditFrames(Document *document,
               int sprite,
               const model::FrameEdit &edit,
               int currentAfter,
               const QString &text,
               QUndoCommand *parent = nullptr);

    /// Duplicates frame `frame` (the copy goes right after it and is shown).
    static EditFrames *duplicate(Document *document, int sprite, int frame);
    /// Removes frame `frame`; null when it is the sprite's only frame.
    static EditFrames *remove(Document *document, int sprite, int frame);
    /// Moves frame `from` to `to`; null when nothing would move.
    static EditFrames *move(Document *document, int sprite, int from, int to);

    void undo() override;
    void redo() override;

private:
    void apply(const model::Sprite &sprite, const model::FrameMap &map, int current);

    Document *m_document;
    int m_sprite;
    model::Sprite m_before;
    model::Sprite m_after;
    model::FrameMap m_map;
    model::FrameMap m_undoMap;
    model::PreviewScene m_sceneBefore; // the preview as the last redo found it
    int m_currentBefore;
    int m_currentAfter;
};

} // namespace hitbox::editor
