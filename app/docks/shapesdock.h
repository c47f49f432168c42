#pragma once

#include <QDockWidget>

class QAction;
class QTreeWidget;
class QTreeWidgetItem;

namespace hitbox::editor {

class Document;

/// The shapes of the current sprite's current frame: boxes, circles and polygons in list
/// order, each with its name and role (editable in place; the role's colour as a swatch),
/// invalid polygons marked with the reason. Row selection and the document's shape
/// selection follow each other.
class ShapesDock : public QDockWidget
{
    Q_OBJECT

public:
    /// Columns of the list.
    enum Column { NameColumn, RoleColumn, DetailsColumn };
    /// What a row shows (stored in the name column's Qt::UserRole).
    enum RowKind { ShapeRow, HintRow };
    /// Qt::UserRole + 1 of a shape row: the shape's index in the frame's list.
    static constexpr int shapeIndexRole = Qt::UserRole + 1;

    explicit ShapesDock(Document *document, QWidget *parent = nullptr);

    /// Adds a default box (80% of the frame, centred).
    QAction *addBoxAction() const { return m_addBoxAction; }
    /// Adds a default circle (centred, radius 80% of half the larger side).
    QAction *addCircleAction() const { return m_addCircleAction; }
    /// Removes the selected shapes (Delete while the list has focus).
    QAction *deleteAction() const { return m_deleteAction; }
    /// Replaces the selected polygons by their convex pieces (one undo step).
    QAction *cutPiecesAction() const { return m_cutPiecesAction; }

    QTreeWidget *treeWidget() const { return m_tree; }

private:
    void rebuild();
    void fillRow(QTreeWidgetItem *item, RowKind kind, int shape);
    void selectFromDocument();
    void selectionToDocument();
    void commitEdit(QTreeWidgetItem *item, int column);
    void updateActions();
    void addBox();
    void addCircle();
    void deleteSelected();
    void cutSelectedIntoPieces();

    Document *m_document;
    QTreeWidget *m_tree;
    QAction *m_addBoxAction;
    QAction *m_addCircleAction;
    QAction *m_deleteAction;
    QAction *m_cutPiecesAction;
    // True while rows are filled or selected from the document, so the resulting item
    // signals are not sent back as edits or selections.
    bool m_syncing = false;
};

} // namespace hitbox::editor
