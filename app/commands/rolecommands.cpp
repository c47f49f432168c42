#include "commands/rolecommands.h"

#include "document/document.h"

#include <QCoreApplication>

namespace hitbox::editor {

SetRoles::SetRoles(Document *document,
                   const model::RoleTable &after,
                   const QHash<QString, QString> &renames,
                   QUndoCommand *parent)
    : QUndoCommand(QCoreApplication::translate("SetRoles", "Edit Roles"), parent)
    , m_document(document)
    , m_before(document->project().roles)
    , m_after(after)
{
    if (renames.isEmpty())
        return;
    const QList<model::Sprite> &sprites = document->project().sprites;
    for (int s = 0; s < int(sprites.size()); ++s) {
        for (int f = 0; f < int(sprites[s].frames.size()); ++f) {
            const ShapeList &before = sprites[s].frames[f].shapes;
            ShapeList renamed = before;
            for (model::Shape &shape : renamed)
                shape.role = renames.value(shape.role, shape.role);
            if (renamed != before)
                m_frames.append({s, f, before, renamed});
        }
    }
}

void SetRoles::undo()
{
    for (const FrameShapes &f : std::as_const(m_frames))
        m_document->setShapes(f.sprite, f.frame, f.before);
    m_document->setRoles(m_before);
}

void SetRoles::redo()
{
    for (const FrameShapes &f : std::as_const(m_frames))
        m_document->setShapes(f.sprite, f.frame, f.after);
    m_document->setRoles(m_after);
}

} // namespace hitbox::editor
