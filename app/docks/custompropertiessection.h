#pragma once

#include "commands/propertycommands.h"
#include "document/customproperties.h"

#include <QGroupBox>

class QComboBox;
class QLabel;
class QPushButton;
class QTableWidget;
class QTableWidgetItem;

namespace hitbox::editor {

class Document;

/// The Properties dock's custom properties: a table of name, type and value for the
/// selected shapes (all at once: a value they do not share shows as mixed), the current
/// frame, the sprite or one of its animations, chosen above the table, with Add and
/// Remove. Every change is one SetCustomProperties command; filling the table from the
/// document never pushes one.
class CustomPropertiesSection : public QGroupBox
{
    Q_OBJECT

public:
    explicit CustomPropertiesSection(Document *document, QWidget *parent = nullptr);

    /// Shows sprite `index` (a valid sprite) without pushing a command.
    void refresh(int index);

    /// Whose properties the table shows.
    PropertyOwner owner() const;

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    void fillOwners(int index);
    void fillTable();
    /// Pushes the command (queued, once the signal being handled returns); then starts
    /// editing the name of property `editName` when given.
    void
    push(const QList<model::Properties> &after, const QString &text, const QString &editName = {});
    void itemEdited(QTableWidgetItem *item);
    void typeChosen(int row, model::PropertyType type);
    void addProperty();
    void removeProperties();
    void showProblem(const QString &problem);

    Document *m_document;
    QComboBox *m_owner = nullptr;
    QTableWidget *m_table = nullptr;
    QPushButton *m_add = nullptr;
    QPushButton *m_remove = nullptr;
    QLabel *m_problem = nullptr;
    QList<CustomPropertyRow> m_rows;
    bool m_filling = false;
};

} // namespace hitbox::editor
