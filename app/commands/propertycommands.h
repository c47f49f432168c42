#pragma once

// The command that edits custom properties (model/document/properties.h) of shapes, a
// frame, an animation or a sprite.

#include "model/document/properties.h"

#include <QList>
#include <QUndoCommand>

namespace hitbox::editor {

class Document;

/// Whose custom properties: some shapes of a frame, a frame, an animation or a sprite.
struct PropertyOwner
{
    enum class Kind { Shapes, Frame, Animation, Sprite };
    Kind kind = Kind::Sprite;
    int sprite = 0;
    int index = 0;     ///< Shapes and Frame: the frame; Animation: the animation
    QList<int> shapes; ///< Shapes: indices into the frame's shapes

    friend bool operator==(const PropertyOwner &, const PropertyOwner &) = default;
};

/// The properties of each owner `owner` addresses: one list per shape, else one list.
/// Indices out of range give no list.
QList<model::Properties> ownerProperties(const Document *document, const PropertyOwner &owner);

/// Gives each owner `owner` addresses its list of `after` (as ownerProperties orders them),
/// as one undo step named `text`.
class SetCustomProperties : public QUndoCommand
{
public:
    SetCustomProperties(Document *document,
                        const PropertyOwner &owner,
                        const QList<model::Properties> &after,
                        const QString &text);
    void undo() override { apply(m_before); }
    void redo() override { apply(m_after); }

private:
    void apply(const QList<model::Properties> &lists);

    Document *m_document;
    PropertyOwner m_owner;
    QList<model::Properties> m_before;
    QList<model::Properties> m_after;
};

} // namespace hitbox::editor
