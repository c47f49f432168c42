#pragma once

#include <QDockWidget>
#include <QList>

class QAction;
class QListView;
class QStackedWidget;

namespace hitbox::editor {

class Document;
class SpriteListModel;

/// The project's sprites with thumbnails. A plain click (or the arrow keys) makes a sprite
/// the document's current one; Ctrl/Shift+click only extends the selection, so the
/// current sprite can be the source of "Apply shapes to selected sprites". F2 or a
/// double-click renames; Delete or the context menu removes the selected sprites.
class SpritesDock : public QDockWidget
{
    Q_OBJECT

public:
    explicit SpritesDock(Document *document, QWidget *parent = nullptr);

    /// The selected sprite indices, ascending.
    QList<int> selectedSprites() const;

    /// Removes the selected sprites (shortcut Delete while the list has the focus).
    QAction *removeAction() const { return m_removeAction; }
    /// Renames the current sprite in place (F2 while the list has the focus).
    QAction *renameAction() const { return m_renameAction; }

    QListView *listView() const { return m_view; }
    SpriteListModel *model() const { return m_model; }

private:
    void followDocument();
    void showContextMenu(const QPoint &pos);
    void removeSelected();
    void updateActions();

    Document *m_document;
    SpriteListModel *m_model;
    QStackedWidget *m_stack;
    QListView *m_view;
    QAction *m_removeAction;
    QAction *m_renameAction;
    // > 0 while the view's current index is set from the document or moved by a row
    // insertion/removal, so it is not sent back to the document.
    int m_syncing = 0;
};

} // namespace hitbox::editor
