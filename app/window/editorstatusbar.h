#pragma once

#include <QStatusBar>

class QLabel;

namespace hitbox::editor {

class CanvasView;
class Document;
class PreviewWorkspace;

/// The main window's status bar. Left: a red warning saying why the current sprite's
/// polygons are invalid or its image cannot be loaded, then the messages. Right: the image pixel
/// under the cursor with its alpha (solid or clear at the sprite's threshold), the zoom of
/// the canvas shown, and the collision preview's timing label.
class EditorStatusBar : public QStatusBar
{
    Q_OBJECT

public:
    EditorStatusBar(Document *document,
                    CanvasView *canvas,
                    PreviewWorkspace *preview,
                    QWidget *parent);

    /// Shows the zoom of the canvas of the current mode (the preview's while the preview
    /// workspace is active, else the shapes canvas's) in percent.
    void updateZoom();

private:
    void showCanvasCursor(QPointF scenePos);
    void updateValidityWarning();

    Document *m_document;
    CanvasView *m_canvas;
    PreviewWorkspace *m_preview;
    QLabel *m_warningLabel;
    QLabel *m_cursorLabel;
    QLabel *m_alphaLabel;
    QLabel *m_zoomLabel;
};

} // namespace hitbox::editor
