#include "commands/exportcommands.h"

#include "document/document.h"

#include <QCoreApplication>

namespace hitbox::editor {

SetExportSettings::SetExportSettings(Document *document,
                                     const std::optional<model::ExportSettings> &after,
                                     QUndoCommand *parent)
    : QUndoCommand(QCoreApplication::translate("SetExportSettings", "Change Export Settings"),
                   parent)
    , m_document(document)
    , m_before(document->project().exportSettings)
    , m_after(after)
{
    setObsolete(m_before == m_after);
}

void SetExportSettings::undo()
{
    m_document->setExportSettings(m_before);
}

void SetExportSettings::redo()
{
    m_document->setExportSettings(m_after);
}

} // namespace hitbox::editor
