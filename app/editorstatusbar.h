#pragma once

#include <QStatusBar>

class QLabel;

namespace hitbox::editor {

class CanvasView;
class Document;
class PreviewWorkspace;

/// The main window's status bar. Left: a red warning saying why the current sprite's
/// polygons are invalid or its image is missing, then the messages. Right: the image pixel
/// under the cursor with its alpha (solid or clear at the sprite's threshold), the zoom of
/// the canvas last zoomed, and the collision preview's timing label.
class EditorStatusBar : public QStatusBar
{
    Q_OBJECT

public:
    EditorStatusBar(Document *document,
                    CanvasView *canvas,
                    PreviewWorkspace *preview,
                    QWidget *parent);

    /// Shows `zoom` (1 = 100%) in percent.
    void showZoom(qreal zoom);

private:
    void showCanvasCursor(QPointF scenePos);
    void updateValidityWarning();

    Document *m_document;
    QLabel *m_warningLabel;
    QLabel *m_cursorLabel;
    QLabel *m_alphaLabel;
    QLabel *m_zoomLabel;
};

} // namespace hitbox::editor
