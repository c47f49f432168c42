#pragma once

#include <QStyledItemDelegate>

#include <functional>

namespace hitbox::editor {

/// Editors of the shapes list: a line edit for the name column, an editable combo box
/// with the suggested roles (hurtbox, hitbox, sensor; any text is accepted) for the role
/// column, and none for the read-only columns.
class ShapeListDelegate : public QStyledItemDelegate
{
    Q_OBJECT

public:
    /// Only `nameColumn` and `roleColumn` can be edited.
    /// `roles` gives the role names the role editor offers (the document's roles).
    ShapeListDelegate(int nameColumn,
                      int roleColumn,
                      std::function<QStringList()> roles,
                      QObject *parent = nullptr);

    /// The roles offered in the combo box.

    QWidget *createEditor(QWidget *parent,
                          const QStyleOptionViewItem &option,
                          const QModelIndex &index) const override;
    void setEditorData(QWidget *editor, const QModelIndex &index) const override;
    void setModelData(QWidget *editor,
                      QAbstractItemModel *model,
                      const QModelIndex &index) const override;

private:
    int m_nameColumn;
    int m_roleColumn;
    std::function<QStringList()> m_roles;
};

} // namespace hitbox::editor
