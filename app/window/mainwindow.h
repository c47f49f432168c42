#pragma once

#include "files/projectfiles.h"

#include <QMainWindow>

class QAction;
class QActionGroup;
class QStackedWidget;

namespace hitbox::editor {

class CanvasView;
class Document;
class EditorStatusBar;
class ExportActions;
class FrameDataDock;
class FramesDock;
class PivotPresets;
class HelpActions;
class NoticeBar;
class PreviewWorkspace;
class PropertiesDock;
class ShapeClipboard;
class ShapesDock;
class SpriteScene;
class SourceReloader;
class SpritesDock;
class ToolContext;
class ToolManager;
class TraceActions;

/// The editor's main window: the sprite canvas in the middle, the sprite list, shape list,
/// properties and undo history in docks, and the File / Edit / Shapes / Sprite / View
/// menus and tool bars. It puts together the parts that do the work (ProjectFiles,
/// ShapeClipboard, PivotPresets, TraceActions, ToolManager, PreviewWorkspace), shows
/// their errors and messages, and switches between the Shapes and the collision Preview
/// mode.
class MainWindow : public QMainWindow
{
    Q_OBJECT

public:
    explicit MainWindow(QWidget *parent = nullptr);
    ~MainWindow() override;

    Document *document() const { return m_document; }
    CanvasView *canvas() const { return m_canvas; }
    ToolManager *toolManager() const { return m_toolManager; }
    ToolContext *toolContext() const { return m_toolContext; }
    SpritesDock *spritesDock() const { return m_spritesDock; }
    ShapesDock *shapesDock() const { return m_shapesDock; }
    PropertiesDock *propertiesDock() const { return m_propertiesDock; }
    FramesDock *framesDock() const { return m_framesDock; }
    FrameDataDock *frameDataDock() const { return m_frameDataDock; }
    PreviewWorkspace *previewWorkspace() const { return m_preview; }
    HelpActions *helpActions() const { return m_help; }
    ProjectFiles *files() const { return m_files; }
    SourceReloader *sourceReloader() const { return m_sourceReloader; }
    /// The strip above the canvas that offers Reload Sources when a source changed on disk.
    NoticeBar *noticeBar() const { return m_noticeBar; }

    /// Switches between the Shapes editor and the collision Preview (Ctrl+F1 / Ctrl+F2):
    /// the central canvas, the docks and the toolbars of the mode.
    void setPreviewMode(bool preview);
    bool isPreviewMode() const;
    TraceActions *traceActions() const { return m_traceActions; }
    ExportActions *exportActions() const { return m_exportActions; }

    /// When false (screenshots, tests) no modal dialog opens: errors are only emitted
    /// through errorReported, unsaved changes are discarded on request, missing images
    /// open as placeholders and demo scenes replace the preview scene without asking.
    void setInteractive(bool interactive);

    /// Opens a project document, asking where moved images are. On failure the open
    /// document stays as it was and the error is reported. Does not ask about unsaved
    /// changes.
    bool openProject(const QString &path) { return m_files->openProject(path); }
    /// Saves to the document's file (asks for one when it has none).
    bool save() { return m_files->save(); }
    /// Saves to `path`, or asks for a path when empty.
    bool saveAs(const QString &path = QString()) { return m_files->saveAs(path); }
    /// Adds images as sprites (one undo step); unreadable files are reported and skipped.
    /// Returns the number of sprites added.
    int addSprites(const QStringList &paths) { return m_files->addSprites(paths); }

    /// The last error reported (for tests and the screenshot mode).
    QString lastError() const { return m_lastError; }

signals:
    /// An error message was shown to the user (or would have been, when not interactive).
    void errorReported(const QString &message);

protected:
    void closeEvent(QCloseEvent *event) override;
    void dragEnterEvent(QDragEnterEvent *event) override;
    void dropEvent(QDropEvent *event) override;

private:
    void createActions();
    void createMenus();
    void createToolBars();
    void createDocks();
    void createPreview();
    void createFrames();

    void reportError(const QString &title, const QString &message);
    void showStatusMessage(const QString &message, int timeout);
    void updateWindowTitle();

    Document *m_document;
    SpriteScene *m_scene;
    CanvasView *m_canvas;
    ToolContext *m_toolContext;
    ToolManager *m_toolManager;
    ProjectFiles *m_files;
    SourceReloader *m_sourceReloader = nullptr;
    NoticeBar *m_noticeBar = nullptr;
    ShapeClipboard *m_clipboard = nullptr;
    PivotPresets *m_pivotPresets = nullptr;
    EditorStatusBar *m_statusBar = nullptr;
    SpritesDock *m_spritesDock = nullptr;
    ShapesDock *m_shapesDock = nullptr;
    PropertiesDock *m_propertiesDock = nullptr;
    FramesDock *m_framesDock = nullptr;
    FrameDataDock *m_frameDataDock = nullptr;
    QDockWidget *m_undoDock = nullptr;
    QStackedWidget *m_central = nullptr;
    PreviewWorkspace *m_preview = nullptr;
    HelpActions *m_help = nullptr;
    QAction *m_shapesModeAction = nullptr;
    QAction *m_previewModeAction = nullptr;
    QList<QWidget *> m_hiddenForPreview; // shapes-mode docks and toolbars hidden by preview
    QByteArray m_shapesLayout;           // saveState() of the shapes mode, while the preview shows
    QByteArray m_previewLayout;          // saveState() of the preview mode, while the shapes show
    TraceActions *m_traceActions = nullptr;
    ExportActions *m_exportActions = nullptr;
    bool m_interactive = true;
    QString m_lastError;

    QAction *m_quitAction = nullptr;
    QAction *m_undoAction = nullptr;
    QAction *m_redoAction = nullptr;
    QAction *m_zoomInAction = nullptr;
    QAction *m_zoomOutAction = nullptr;
    QAction *m_fitAction = nullptr;
    QAction *m_actualSizeAction = nullptr;
    QAction *m_gridAction = nullptr;
    QAction *m_overlayAction = nullptr;
    QActionGroup *m_snapGroup = nullptr;
};

} // namespace hitbox::editor
