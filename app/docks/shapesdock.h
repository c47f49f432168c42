#pragma once

#include <QDockWidget>

class QAction;
class QTreeWidget;
class QTreeWidgetItem;

namespace hitbox::editor {

class Document;

/// The current sprite's shapes: the reduced box, the circle and the armature polygons
/// (name and role editable in place, invalid polygons marked with the reason). Row
/// selection and the document's shape selection follow each other.
class ShapesDock : public QDockWidget
{
    Q_OBJECT

public:
    /// Columns of the list.
    enum Column { NameColumn, RoleColumn, DetailsColumn };
    /// What a row shows (stored in the name column's Qt::UserRole).
    enum RowKind { BoxRow, CircleRow, PolygonRow, HintRow };
    /// Qt::UserRole + 1 of a polygon row: the polygon index.
    static constexpr int polygonRole = Qt::UserRole + 1;

    explicit ShapesDock(Document *document, QWidget *parent = nullptr);

    /// Adds the default reduced box (80%, centred), or resets the existing one.
    QAction *addBoxAction() const { return m_addBoxAction; }
    /// Adds the default circle, or resets the existing one.
    QAction *addCircleAction() const { return m_addCircleAction; }
    /// Removes the selected box, circle and polygons (Delete while the list has focus).
    QAction *deleteAction() const { return m_deleteAction; }

    QTreeWidget *treeWidget() const { return m_tree; }

private:
    void rebuild();
    void fillRow(QTreeWidgetItem *item, RowKind kind, int polygon);
    void selectFromDocument();
    void selectionToDocument();
    void commitEdit(QTreeWidgetItem *item, int column);
    void updateActions();
    void addBox();
    void addCircle();
    void deleteSelected();

    Document *m_document;
    QTreeWidget *m_tree;
    QAction *m_addBoxAction;
    QAction *m_addCircleAction;
    QAction *m_deleteAction;
    // True while rows are filled or selected from the document, so the resulting item
    // signals are not sent back as edits or selections.
    bool m_syncing = false;
};

} // namespace hitbox::editor
