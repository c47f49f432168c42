#pragma once

#include <QObject>

class QAction;

namespace hitbox::editor {

class Document;
class SpritesDock;

/// The Edit menu's ways to give one sprite's shapes to others, each one undo step:
/// - Copy Shapes puts the selected shapes (all of the current sprite's when none are
///   selected) on the system clipboard, as JSON text;
/// - Paste Shapes adds the clipboard's shapes to the current sprite (see PasteShapes);
/// - Apply Shapes to Selected Sprites gives the sprites selected in the Sprites dock the
///   current sprite's shapes.
class ShapeClipboard : public QObject
{
    Q_OBJECT

public:
    ShapeClipboard(Document *document, SpritesDock *spritesDock, QObject *parent);

    QAction *copyAction() const { return m_copyAction; }
    QAction *pasteAction() const { return m_pasteAction; }
    QAction *applyAction() const { return m_applyAction; }

    void copyShapes();
    void pasteShapes();
    void applyShapesToSelected();

signals:
    /// A failure to show the user, with the title of its message box.
    void errorOccurred(const QString &title, const QString &message);
    /// A short message for the status bar, shown for `timeout` ms.
    void statusMessage(const QString &message, int timeout);

private:
    void updateActions();

    Document *m_document;
    SpritesDock *m_spritesDock;
    QAction *m_copyAction;
    QAction *m_pasteAction;
    QAction *m_applyAction;
};

} // namespace hitbox::editor
