#pragma once

#include "document/spriteshapes.h"

#include "model/document/roles.h"

#include <QHash>
#include <QList>
#include <QUndoCommand>

namespace hitbox::editor {

class Document;

/// Replaces the document's roles and collision matrix in one undo step. Roles renamed
/// (`renames`: old name -> new name) are renamed in every shape of every frame by the same
/// command; shapes of a removed role keep its name (they collide with nothing).
class SetRoles : public QUndoCommand
{
public:
    SetRoles(Document *document,
             const model::RoleTable &after,
             const QHash<QString, QString> &renames = {},
             QUndoCommand *parent = nullptr);

    void undo() override;
    void redo() override;

private:
    struct FrameShapes
    {
        int sprite;
        int frame;
        ShapeList before;
        ShapeList after;
    };

    Document *m_document;
    model::RoleTable m_before;
    model::RoleTable m_after;
    QList<FrameShapes> m_frames; ///< only the frames a rename changes
};

} // namespace hitbox::editor
