#include "shapelistdelegate.h"

#include <QComboBox>
#include <QLineEdit>

namespace hitbox::editor {

ShapeListDelegate::ShapeListDelegate(int nameColumn, int roleColumn, QObject *parent)
    : QStyledItemDelegate(parent)
    , m_nameColumn(nameColumn)
    , m_roleColumn(roleColumn)
{}

QStringList ShapeListDelegate::suggestedRoles()
{
    return {QStringLiteral("hurtbox"), QStringLiteral("hitbox"), QStringLiteral("sensor")};
}

QWidget *ShapeListDelegate::createEditor(QWidget *parent,
                                         const QStyleOptionViewItem &option,
                                         const QModelIndex &index) const
{
    if (index.column() == m_roleColumn) {
        auto *combo = new QComboBox(parent);
        combo->setEditable(true);
        combo->setInsertPolicy(QComboBox::NoInsert);
        combo->addItems(suggestedRoles());
        combo->setToolTip(tr("What the polygon is for: pick a suggested role or type your own "
                             "(leave empty for none)"));
        return combo;
    }
    if (index.column() == m_nameColumn) {
        QWidget *editor = QStyledItemDelegate::createEditor(parent, option, index);
        editor->setToolTip(tr("The polygon's name, shown in lists and exports"));
        return editor;
    }
    return nullptr;
}

void ShapeListDelegate::setEditorData(QWidget *editor, const QModelIndex &index) const
{
    if (auto *combo = qobject_cast<QComboBox *>(editor)) {
        combo->setCurrentText(index.data(Qt::EditRole).toString());
        combo->lineEdit()->selectAll();
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
