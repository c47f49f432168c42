#pragma once

#include <QDialog>

class QTreeWidget;

namespace hitbox::model {
struct AseFile;
}

namespace hitbox::editor {

/// Add Sprites' look at an Aseprite file before it is added: what each layer, slice and
/// tag becomes (model::asepriteImportPlan), with what is left out greyed. Add Sprite
/// accepts; Cancel skips the file.
class AsepriteImportDialog : public QDialog
{
    Q_OBJECT

public:
    AsepriteImportDialog(const model::AseFile &file,
                         const QString &fileName,
                         QWidget *parent = nullptr);

    /// The plan as shown: one top-level row per kind (Layers, Slices, Tags) with a child
    /// per item, columns "in the file" and "becomes".
    QTreeWidget *tree() const { return m_tree; }

private:
    QTreeWidget *m_tree;
};

} // namespace hitbox::editor
