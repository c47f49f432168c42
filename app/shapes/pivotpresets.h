#pragma once

#include <QList>
#include <QObject>

class QAction;

namespace hitbox::editor {

class Document;
class ToolContext;

/// The Sprite menu's pivot presets: Pivot at Centre, at Bottom Centre and at Top Left
/// move the current sprite's pivot to that point of its image, as one undo step
/// (SetPivot); the shapes stay where they are on the image.
class PivotPresets : public QObject
{
    Q_OBJECT

public:
    PivotPresets(Document *document, ToolContext *toolContext, QObject *parent);

    QList<QAction *> actions() const { return m_actions; }

    /// Moves the pivot to (fx * width, fy * height) of the current sprite's image.
    void setPivot(double fx, double fy);

private:
    void updateActions();

    Document *m_document;
    ToolContext *m_toolContext;
    QList<QAction *> m_actions;
};

} // namespace hitbox::editor
