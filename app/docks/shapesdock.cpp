#include "docks/shapesdock.h"

#include "base/numbertext.h"
#include "commands/shapecommands.h"
#include "docks/shapelistdelegate.h"
#include "document/document.h"
#include "icons/icons.h"

#include "model/evaluate/projectvalidation.h"
#include <hitbox/shapes.h>

#include <QAction>
#include <QHeaderView>
#include <QStyle>
#include <QToolBar>
#include <QTreeWidget>
#include <QUndoStack>
#include <QVBoxLayout>

namespace hitbox::editor {
ShapesDock::ShapesDock(Document *document, QWidget *parent)
    : QDockWidget(tr("Shapes"), parent)
    , m_document(document)
    , m_tree(new QTreeWidget(this))
    , m_addBoxAction(new QAction(icon(Icon::AddReducedBox), tr("Add &Box"), this))
    , m_addCircleAction(new QAction(icon(Icon::AddCircle), tr("Add &Circle"), this))
    , m_deleteAction(new QAction(icon(Icon::DeleteShape), tr("&Delete"), this))
    , m_cutPiecesAction(new QAction(tr("Cut Into Con&vex Pieces"), this))
{
    setObjectName(QStringLiteral("shapesDock"));

    m_addBoxAction->setObjectName(QStringLiteral("addReducedBox"));
    m_addCircleAction->setObjectName(QStringLiteral("addCircle"));
    m_deleteAction->setObjectName(QStringLiteral("deleteShapes"));
    m_deleteAction->setShortcut(QKeySequence::Delete);
    // Only while the list has the focus: on the canvas Delete also removes points.
    m_deleteAction->setShortcutContext(Qt::WidgetWithChildrenShortcut);
    m_deleteAction->setToolTip(tr("Delete the selected shapes (Delete)"));
    m_deleteAction->setStatusTip(m_deleteAction->toolTip());
    connect(m_addBoxAction, &QAction::triggered, this, &ShapesDock::addBox);
    connect(m_addCircleAction, &QAction::triggered, this, &ShapesDock::addCircle);
    connect(m_deleteAction, &QAction::triggered, this, &ShapesDock::deleteSelected);
    m_cutPiecesAction->setObjectName(QStringLiteral("cutIntoConvexPieces"));
    m_cutPiecesAction->setToolTip(tr("Replace the selected polygons by their convex pieces, "
                                     "holes left out, at most 8 vertices each (for engines "
                                     "that only take convex polygons)"));
    m_cutPiecesAction->setStatusTip(m_cutPiecesAction->toolTip());
    connect(m_cutPiecesAction, &QAction::triggered, this, &ShapesDock::cutSelectedIntoPieces);

    auto *toolBar = new QToolBar(this);
    toolBar->setObjectName(QStringLiteral("shapesToolBar"));
    toolBar->setIconSize(QSize(16, 16));
    toolBar->setToolButtonStyle(Qt::ToolButtonIconOnly); // the texts are in the tooltips
    toolBar->addAction(m_addBoxAction);
    toolBar->addAction(m_addCircleAction);
    toolBar->addAction(m_deleteAction);

    m_tree->setObjectName(QStringLiteral("shapeList"));
    m_tree->setColumnCount(3);
    m_tree->setHeaderLabels({tr("Name"), tr("Role"), tr("Details")});
    QTreeWidgetItem *header = m_tree->headerItem();
    header->setToolTip(NameColumn, tr("The shape; double-click its name to rename it"));
    header->setToolTip(RoleColumn,
                       tr("What the shape is for (body, hitbox, hurtbox, sensor or the "
                          "document's own roles); double-click to change it"));
    header->setToolTip(DetailsColumn,
                       tr("Geometry in sprite-local pixels, relative to the "
                          "pivot"));
    m_tree->setToolTip(tr("The current frame's shapes. Select rows to select the shapes on "
                          "the canvas; Delete removes them."));
    m_tree->setRootIsDecorated(false);
    m_tree->setUniformRowHeights(true);
    m_tree->setAllColumnsShowFocus(true);
    m_tree->setSelectionMode(QAbstractItemView::ExtendedSelection);
    m_tree->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_tree->setEditTriggers(QAbstractItemView::DoubleClicked | QAbstractItemView::EditKeyPressed);
    m_tree->setItemDelegate(new ShapeListDelegate(
            NameColumn,
            RoleColumn,
            [this] {
                QStringList names;
                for (const model::Role &role : m_document->project().roles.roles)
                    names << role.name;
                return names;
            },
            m_tree));
    m_tree->header()->setStretchLastSection(true);
    m_tree->header()->setSectionResizeMode(NameColumn, QHeaderView::Interactive);
    // Room for "Polygon 10" with its icon; the role column fits "hurtbox" and its swatch.
    const QFontMetrics metrics = m_tree->fontMetrics();
    m_tree->setColumnWidth(NameColumn, metrics.horizontalAdvance(tr("Polygon 10")) + 36);
    m_tree->setColumnWidth(RoleColumn, metrics.horizontalAdvance(QStringLiteral("hurtbox")) + 36);
    m_tree->addAction(m_deleteAction);
    m_tree->addAction(m_cutPiecesAction);
    m_tree->setContextMenuPolicy(Qt::ActionsContextMenu);

    auto *content = new QWidget(this);
    auto *layout = new QVBoxLayout(content);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(0);
    layout->addWidget(toolBar);
    layout->addWidget(m_tree);
    setWidget(content);

    connect(m_tree, &QTreeWidget::itemChanged, this, &ShapesDock::commitEdit);
    connect(m_tree, &QTreeWidget::itemSelectionChanged, this, &ShapesDock::selectionToDocument);
    connect(document, &Document::projectReset, this, &ShapesDock::rebuild);
    connect(document, &Document::currentSpriteChanged, this, &ShapesDock::rebuild);
    connect(document, &Document::currentFrameChanged, this, &ShapesDock::rebuild);
    connect(document, &Document::rolesChanged, this, &ShapesDock::rebuild);
    connect(document, &Document::spriteChanged, this, [this](int index, SpriteChanges changes) {
        const SpriteChanges shapes
                = SpriteChange::Shapes | SpriteChange::Frames | SpriteChange::Properties;
        if (index == m_document->currentSprite() && (changes & shapes))
            rebuild(); // Properties: the image (and so the default shapes) may have changed
    });
    connect(document, &Document::selectionChanged, this, &ShapesDock::selectFromDocument);

    rebuild();
}

void ShapesDock::rebuild()
{
    QList<std::pair<RowKind, int>> rows;
    const int index = m_document->currentSprite();
    if (m_document->isValidSprite(index)) {
        for (int i = 0; i < m_document->shapes(index).size(); ++i)
            rows.append({ShapeRow, i});
        if (rows.isEmpty())
            rows.append({HintRow, -1});
    }

    // Items are updated in place, so an edit in progress elsewhere in the list survives.
    m_syncing = true;
    while (m_tree->topLevelItemCount() > rows.size())
        delete m_tree->takeTopLevelItem(m_tree->topLevelItemCount() - 1);
    for (int i = 0; i < rows.size(); ++i) {
        QTreeWidgetItem *item = m_tree->topLevelItem(i);
        if (!item)
            item = new QTreeWidgetItem(m_tree);
        fillRow(item, rows[i].first, rows[i].second);
    }
    m_syncing = false;
    selectFromDocument();
    updateActions();
}

void ShapesDock::fillRow(QTreeWidgetItem *item, RowKind kind, int index)
{
    QString name;
    QString role;
    QString details;
    QString tip;
    QIcon rowIcon;
    QColor swatch;
    Qt::ItemFlags flags = Qt::ItemIsSelectable | Qt::ItemIsEnabled | Qt::ItemNeverHasChildren;
    if (kind == ShapeRow) {
        const QList<model::Shape> &shapes = m_document->shapes(m_document->currentSprite());
        const model::Shape &shape = shapes[index];
        name = model::shapeDisplayName(shapes, index);
        role = shape.role;
        swatch = m_document->project().roles.color(shape.role);
        const QString sensor = shape.sensor ? tr(", sensor") : QString();
        flags |= Qt::ItemIsEditable;
        switch (shape.kind) {
        case model::ShapeKind::Box: {
            const collision::Rect &b = shape.box;
            // Size first: in a narrow dock the position is what gets elided.
            details = tr("%1 \u00d7 %2 at %3, %4%5")
                              .arg(numberText(b.w),
                                   numberText(b.h),
                                   numberText(b.x),
                                   numberText(b.y),
                                   sensor);
            tip = tr("Box \"%1\" (box tier), in pixels relative to the pivot: x %2, y %3, "
                     "w %4, h %5")
                          .arg(name,
                               numberText(b.x),
                               numberText(b.y),
                               numberText(b.w),
                               numberText(b.h));
            rowIcon = icon(Icon::AddReducedBox);
            break;
        }
        case model::ShapeKind::Circle: {
            const collision::Circle &c = shape.circle;
            details = tr("r %1 at %2, %3%4")
                              .arg(numberText(c.radius),
                                   numberText(c.center.x),
                                   numberText(c.center.y),
                                   sensor);
            tip = tr("Circle \"%1\" (circle tier), in pixels relative to the pivot: centre "
                     "(%2, %3), radius %4")
                          .arg(name,
                               numberText(c.center.x),
                               numberText(c.center.y),
                               numberText(c.radius));
            rowIcon = icon(Icon::AddCircle);
            break;
        }
        case model::ShapeKind::Polygon: {
            const int count = int(shape.polygon.points.size());
            const int holes = int(shape.holes.size());
            details = (count == 1 ? tr("1 point") : tr("%1 points").arg(count))
                      + (holes == 0   ? QString()
                         : holes == 1 ? tr(", 1 hole")
                                      : tr(", %1 holes").arg(holes))
                      + sensor;
            const QString problem = model::polygonShapeProblemText(shape);
            const int sprite = m_document->currentSprite();
            const model::Sprite &owner = m_document->sprite(sprite);
            const model::Frame &frame = m_document->frame(sprite);
            if (problem.isEmpty() && model::isOutdatedTrace(owner, frame, shape)) {
                details += tr(", traced at %1").arg(*shape.tracedThreshold);
                tip = tr("Polygon \"%1\": %2")
                              .arg(name,
                                   model::outdatedTraceText(
                                           *shape.tracedThreshold,
                                           model::effectiveThreshold(owner, frame)));
                rowIcon = m_tree->style()->standardIcon(QStyle::SP_MessageBoxWarning);
            } else if (problem.isEmpty()) {
                tip = tr("Polygon \"%1\" (armature tier); double-click the name or role to "
                         "edit")
                              .arg(name);
                rowIcon = icon(Icon::DrawPolygon);
            } else {
                tip = tr("Invalid polygon: %1").arg(problem);
                rowIcon = m_tree->style()->standardIcon(QStyle::SP_MessageBoxWarning);
            }
            break;
        }
        }
    } else {
        name = tr("No shapes yet");
        tip = tr("Add a box or a circle with the buttons above, or draw boxes, circles and "
                 "polygons on the canvas");
        flags = Qt::ItemNeverHasChildren; // neither selectable nor enabled
    }
    item->setData(NameColumn, Qt::UserRole, kind);
    item->setData(NameColumn, shapeIndexRole, index);
    item->setText(NameColumn, name);
    item->setText(RoleColumn, role);
    item->setData(RoleColumn, Qt::DecorationRole, swatch.isValid() ? QVariant(swatch) : QVariant());
    item->setText(DetailsColumn, details);
    item->setIcon(NameColumn, rowIcon);
    for (int column = 0; column < 3; ++column)
        item->setToolTip(column, tip);
    item->setFlags(flags);
    item->setFirstColumnSpanned(kind == HintRow);
}

void ShapesDock::selectFromDocument()
{
    const ShapeSelection &selection = m_document->selection();
    QItemSelection rows;
    for (int i = 0; i < m_tree->topLevelItemCount(); ++i) {
        QTreeWidgetItem *item = m_tree->topLevelItem(i);
        const bool selected
                = item->data(NameColumn, Qt::UserRole).toInt() == ShapeRow
                  && selection.shapes.contains(item->data(NameColumn, shapeIndexRole).toInt());
        if (selected) {
            const QModelIndex index = m_tree->model()->index(i, 0);
            rows.select(index, index);
        }
    }
    m_syncing = true;
    m_tree->selectionModel()->select(
            rows, QItemSelectionModel::ClearAndSelect | QItemSelectionModel::Rows);
    m_syncing = false;
    updateActions();
}

void ShapesDock::selectionToDocument()
{
    if (m_syncing)
        return;
    ShapeSelection selection;
    for (const QTreeWidgetItem *item : m_tree->selectedItems()) {
        if (item->data(NameColumn, Qt::UserRole).toInt() == ShapeRow)
            selection.shapes.insert(item->data(NameColumn, shapeIndexRole).toInt());
    }
    m_document->setSelection(selection);
    updateActions();
}

void ShapesDock::commitEdit(QTreeWidgetItem *item, int column)
{
    if (m_syncing || item->data(NameColumn, Qt::UserRole).toInt() != ShapeRow)
        return;
    const int sprite = m_document->currentSprite();
    const int index = item->data(NameColumn, shapeIndexRole).toInt();
    if (!m_document->isValidSprite(sprite) || index < 0
        || index >= m_document->shapes(sprite).size())
        return;
    const QList<model::Shape> &shapes = m_document->shapes(sprite);
    const model::Shape &shape = shapes[index];
    const QString text = item->text(column).trimmed();
    if (column == NameColumn) {
        // Empty names are refused; the default "Polygon N" left as it was is no rename.
        if (!text.isEmpty() && text != model::shapeDisplayName(shapes, index))
            m_document->undoStack()->push(new RenameShape(m_document, sprite, index, text));
    } else if (column == RoleColumn && !text.isEmpty() && text != shape.role) {
        m_document->undoStack()->push(new SetShapeRole(m_document, sprite, index, text));
    }
    rebuild(); // shows the document's value again when the edit was refused
}

void ShapesDock::updateActions()
{
    const int index = m_document->currentSprite();
    const bool valid = m_document->isValidSprite(index);
    const bool hasImage = valid && !m_document->image(index).isNull();
    m_addBoxAction->setEnabled(hasImage);
    m_addBoxAction->setToolTip(tr("Add a box to this frame: 80% of the frame, centred (the Box "
                                  "tool, B, draws one by dragging)"));
    m_addBoxAction->setStatusTip(m_addBoxAction->toolTip());
    m_addCircleAction->setEnabled(hasImage);
    m_addCircleAction->setToolTip(tr("Add a circle to this frame: centred, radius 80% of half "
                                     "the larger side (the Circle tool, C, draws one)"));
    m_addCircleAction->setStatusTip(m_addCircleAction->toolTip());
    m_deleteAction->setEnabled(valid && !m_document->selection().shapes.isEmpty());
    bool cuttable = false;
    if (valid) {
        const QList<model::Shape> &shapes = m_document->shapes(index);
        for (const int k : m_document->selection().shapes)
            cuttable = cuttable || (k >= 0 && k < shapes.size() && shapes[k].isPolygon());
    }
    m_cutPiecesAction->setEnabled(cuttable);
}

void ShapesDock::cutSelectedIntoPieces()
{
    const int index = m_document->currentSprite();
    if (!m_document->isValidSprite(index) || m_document->selection().shapes.isEmpty())
        return;
    const QSet<int> selected = m_document->selection().shapes;
    m_document->setSelection({});
    m_document->undoStack()->push(new CutIntoConvexPieces(m_document, index, selected));
}

void ShapesDock::addBox()
{
    const int index = m_document->currentSprite();
    if (m_document->isValidSprite(index))
        m_document->undoStack()->push(new AddBox(m_document, index));
}

void ShapesDock::addCircle()
{
    const int index = m_document->currentSprite();
    if (m_document->isValidSprite(index))
        m_document->undoStack()->push(new AddCircle(m_document, index));
}

void ShapesDock::deleteSelected()
{
    const int index = m_document->currentSprite();
    ShapeSelection selection = m_document->selection();
    selection.points.clear();
    if (!m_document->isValidSprite(index) || selection.isEmpty())
        return;
    m_document->undoStack()->push(new RemoveShapes(m_document, index, selection));
    // Shape indices shift when shapes are removed: keep nothing selected.
    m_document->setSelection({});
}

} // namespace hitbox::editor
