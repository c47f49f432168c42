#include "docks/spritesdock.h"

#include "base/makeaction.h"

#include "commands/spritecommands.h"
#include "docks/spritelistmodel.h"
#include "document/document.h"
#include "icons/icons.h"

#include <QAction>
#include <QGuiApplication>
#include <QLabel>
#include <QListView>
#include <QMenu>
#include <QStackedWidget>
#include <QUndoStack>

#include <algorithm>

namespace hitbox::editor {

SpritesDock::SpritesDock(Document *document, QWidget *parent)
    : QDockWidget(tr("Sprites"), parent)
    , m_document(document)
    , m_model(new SpriteListModel(document, this))
    , m_stack(new QStackedWidget(this))
    , m_view(new QListView(m_stack))
    , m_removeAction(new QAction(icon(Icon::DeleteShape), tr("Remove Sprite"), this))
    , m_renameAction(new QAction(tr("Rename Sprite"), this))
{
    setObjectName(QStringLiteral("spritesDock"));

    // Row insertions and removals move the view's current index by themselves (in the
    // old numbering); the document announces its own current sprite right after. The
    // guard is raised before setModel() and lowered after it, so it brackets the
    // selection model's and the view's own reactions.
    for (const auto begin :
         {&QAbstractItemModel::rowsAboutToBeInserted, &QAbstractItemModel::rowsAboutToBeRemoved}) {
        connect(m_model, begin, this, [this] { ++m_syncing; });
    }
    connect(m_model, &QAbstractItemModel::modelAboutToBeReset, this, [this] { ++m_syncing; });

    m_view->setObjectName(QStringLiteral("spriteList"));
    m_view->setModel(m_model);

    for (const auto end : {&QAbstractItemModel::rowsInserted, &QAbstractItemModel::rowsRemoved})
        connect(m_model, end, this, [this] { --m_syncing; });
    connect(m_model, &QAbstractItemModel::modelReset, this, [this] { --m_syncing; });
    m_view->setViewMode(QListView::ListMode);
    m_view->setIconSize(QSize(SpriteListModel::thumbnailSize, SpriteListModel::thumbnailSize));
    m_view->setUniformItemSizes(true);
    m_view->setSpacing(1);
    m_view->setSelectionMode(QAbstractItemView::ExtendedSelection);
    m_view->setEditTriggers(QAbstractItemView::DoubleClicked | QAbstractItemView::EditKeyPressed);
    m_view->setDragEnabled(true);
    m_view->setDragDropMode(QAbstractItemView::DragOnly);
    m_view->setDefaultDropAction(Qt::CopyAction);
    m_view->setContextMenuPolicy(Qt::CustomContextMenu);
    m_view->setToolTip(tr("The project's sprites. Click one to edit it; Ctrl+click or "
                          "Shift+click selects more (targets of Apply Shapes). F2 renames, "
                          "Delete removes, drag a sprite into the collision preview."));

    auto *empty = new QLabel(tr("No sprites yet.\n\nAdd images with File \u25b8 Add Sprites, "
                                "or drop image files on the window."),
                             m_stack);
    empty->setObjectName(QStringLiteral("spriteListPlaceholder"));
    empty->setAlignment(Qt::AlignCenter);
    empty->setWordWrap(true);
    empty->setMargin(12);
    empty->setEnabled(false); // drawn in the palette's disabled (grey) text colour
    empty->setToolTip(tr("The project has no sprites"));
    m_stack->addWidget(m_view);
    m_stack->addWidget(empty);
    setWidget(m_stack);

    m_removeAction->setObjectName(QStringLiteral("removeSprites"));
    // Only while the list has the focus: the canvas uses Delete for shapes and points.
    addLocalShortcut(m_view, QKeySequence::Delete, m_removeAction);
    m_removeAction->setToolTip(tr("Remove the selected sprites from the project (Delete in "
                                  "the list)"));
    connect(m_removeAction, &QAction::triggered, this, &SpritesDock::removeSelected);

    m_renameAction->setObjectName(QStringLiteral("renameSprite"));
    m_renameAction->setShortcut(QKeySequence(Qt::Key_F2));
    m_renameAction->setShortcutContext(Qt::WidgetWithChildrenShortcut);
    m_renameAction->setToolTip(tr("Rename the sprite (F2)"));
    connect(m_renameAction, &QAction::triggered, this, [this] {
        if (m_view->currentIndex().isValid())
            m_view->edit(m_view->currentIndex());
    });

    connect(m_view->selectionModel(),
            &QItemSelectionModel::currentChanged,
            this,
            [this](const QModelIndex &current) {
                const Qt::KeyboardModifiers extend = Qt::ControlModifier | Qt::ShiftModifier;
                if (m_syncing || !current.isValid()
                    || (QGuiApplication::keyboardModifiers() & extend))
                    return;
                m_document->setCurrentSprite(current.row());
            });
    connect(m_view->selectionModel(),
            &QItemSelectionModel::selectionChanged,
            this,
            &SpritesDock::updateActions);
    connect(m_view, &QWidget::customContextMenuRequested, this, &SpritesDock::showContextMenu);
    connect(document, &Document::currentSpriteChanged, this, &SpritesDock::followDocument);
    connect(document, &Document::projectReset, this, &SpritesDock::followDocument);
    connect(m_model, &QAbstractItemModel::rowsInserted, this, &SpritesDock::updateActions);
    connect(m_model, &QAbstractItemModel::rowsRemoved, this, &SpritesDock::updateActions);

    followDocument();
}

QList<int> SpritesDock::selectedSprites() const
{
    QList<int> rows;
    for (const QModelIndex &index : m_view->selectionModel()->selectedRows())
        rows << index.row();
    std::sort(rows.begin(), rows.end());
    return rows;
}

void SpritesDock::followDocument()
{
    const int current = m_document->currentSprite();
    if (m_view->currentIndex().row() != current || !m_view->currentIndex().isValid()) {
        ++m_syncing;
        if (current < 0) {
            m_view->selectionModel()->clear();
        } else {
            const QModelIndex index = m_model->index(current);
            m_view->selectionModel()->setCurrentIndex(index, QItemSelectionModel::ClearAndSelect);
            m_view->scrollTo(index);
        }
        --m_syncing;
    }
    updateActions();
}

void SpritesDock::showContextMenu(const QPoint &pos)
{
    const QModelIndex index = m_view->indexAt(pos);
    if (!index.isValid())
        return;
    if (!m_view->selectionModel()->isSelected(index))
        m_view->selectionModel()->setCurrentIndex(index, QItemSelectionModel::ClearAndSelect);
    QMenu menu(this);
    menu.addAction(m_renameAction);
    m_renameAction->setEnabled(selectedSprites().size() == 1);
    menu.addSeparator();
    menu.addAction(m_removeAction);
    menu.exec(m_view->viewport()->mapToGlobal(pos));
}

void SpritesDock::removeSelected()
{
    const QList<int> rows = selectedSprites();
    if (rows.isEmpty())
        return;
    m_document->undoStack()->push(new RemoveSprites(m_document, rows));
}

void SpritesDock::updateActions()
{
    const qsizetype count = m_view->selectionModel()->selectedRows().size();
    m_removeAction->setEnabled(count > 0);
    m_removeAction->setText(count > 1 ? tr("Remove %1 Sprites").arg(count) : tr("Remove Sprite"));
    m_stack->setCurrentIndex(m_document->spriteCount() > 0 ? 0 : 1);
}

} // namespace hitbox::editor
