#include "docks/shapelistdelegate.h"

#include <QComboBox>

namespace hitbox::editor {

ShapeListDelegate::ShapeListDelegate(int nameColumn,
                                     int roleColumn,
                                     std::function<QStringList()> roles,
                                     QObject *parent)
    : QStyledItemDelegate(parent)
    , m_nameColumn(nameColumn)
    , m_roleColumn(roleColumn)
    , m_roles(std::move(roles))
{}

QWidget *ShapeListDelegate::createEditor(QWidget *parent,
                                         const QStyleOptionViewItem &option,
                                         const QModelIndex &index) const
{
    if (index.column() == m_roleColumn) {
        auto *combo = new QComboBox(parent);
        combo->addItems(m_roles());
        combo->setToolTip(tr("What the shape is for: one of the document's roles (Edit > "
                             "Roles... adds roles and sets which ones collide)"));
        return combo;
    }
    if (index.column() == m_nameColumn) {
        QWidget *editor = QStyledItemDelegate::createEditor(parent, option, index);
        editor->setToolTip(tr("The shape's name, shown in lists, results and exports"));
        return editor;
    }
    return nullptr;
}

void ShapeListDelegate::setEditorData(QWidget *editor, const QModelIndex &index) const
{
    if (auto *combo = qobject_cast<QComboBox *>(editor)) {
        combo->setCurrentText(index.data(Qt::EditRole).toString());
        return;
    }
    QStyledItemDelegate::setEditorData(editor, index);
}

void ShapeListDelegate::setModelData(QWidget *editor,
                                     QAbstractItemModel *model,
                                     const QModelIndex &index) const
{
    if (auto *combo = qobject_cast<QComboBox *>(editor)) {
        model->setData(index, combo->currentText().trimmed(), Qt::EditRole);
        return;
    }
    QStyledItemDelegate::setModelData(editor, model, index);
}

} // namespace hitbox::editor
