#pragma once

#include <QIcon>
#include <QKeySequence>
#include <QObject>
#include <QString>

class QGraphicsSceneMouseEvent;
class QKeyEvent;

namespace hitbox::editor {

class CanvasView;

/// A canvas tool (after Tiled's AbstractTool): it receives the canvas's mouse and key
/// events while active and changes the document only through undo commands.
class AbstractTool : public QObject
{
    Q_OBJECT

public:
    AbstractTool(const QString &name,
                 const QIcon &icon,
                 const QKeySequence &shortcut,
                 const QString &toolTip,
                 QObject *parent = nullptr);

    QString name() const { return m_name; }
    QIcon icon() const { return m_icon; }
    QKeySequence shortcut() const { return m_shortcut; }
    QString toolTip() const { return m_toolTip; }

    /// Called when the tool becomes active on a canvas / stops being active.
    virtual void activate(CanvasView *view);
    virtual void deactivate();

    virtual void mousePressed(QGraphicsSceneMouseEvent *event) = 0;
    virtual void mouseMoved(QGraphicsSceneMouseEvent *event) = 0;
    virtual void mouseReleased(QGraphicsSceneMouseEvent *event) = 0;
    virtual void mouseDoubleClicked(QGraphicsSceneMouseEvent *event);
    /// Returns true when the tool handled the key.
    virtual bool keyPressed(QKeyEvent *event);

    /// The cursor the canvas shows while this tool is active.
    virtual Qt::CursorShape cursor() const { return Qt::ArrowCursor; }

signals:
    /// A hint for the status bar (how to use the tool, or what is under the cursor).
    void statusMessage(const QString &message);

protected:
    CanvasView *view() const { return m_view; }

private:
    QString m_name;
    QIcon m_icon;
    QKeySequence m_shortcut;
    QString m_toolTip;
    CanvasView *m_view = nullptr;
};

} // namespace hitbox::editor
