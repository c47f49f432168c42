#pragma once

#include "model/document/exportoptions.h"

#include <QUndoCommand>

#include <optional>

namespace hitbox::editor {

class Document;

/// Replaces the export settings the document keeps (File > Export As... accepted) in one
/// undo step: they are saved with the document, so undo takes them back like any edit.
class SetExportSettings : public QUndoCommand
{
public:
    SetExportSettings(Document *document,
                      const std::optional<model::ExportSettings> &after,
                      QUndoCommand *parent = nullptr);

    void undo() override;
    void redo() override;

private:
    Document *m_document;
    std::optional<model::ExportSettings> m_before;
    std::optional<model::ExportSettings> m_after;
};

} // namespace hitbox::editor
