#include "window/mainwindow.h"

#include "base/makeaction.h"
#include "base/noticebar.h"
#include "canvas/canvasview.h"
#include "canvas/spritescene.h"
#include "docks/propertiesdock.h"
#include "docks/shapesdock.h"
#include "docks/spritesdock.h"
#include "document/document.h"
#include "export/exportactions.h"
#include "files/sourcereloader.h"
#include "frames/framedatadock.h"
#include "frames/frameplayer.h"
#include "frames/framesdock.h"
#include "icons/icons.h"
#include "preview/previewview.h"
#include "preview/previewworkspace.h"
#include "roles/rolesdialog.h"
#include "shapes/pivotpresets.h"
#include "shapes/shapeclipboard.h"
#include "tools/createboxtool.h"
#include "tools/createcircletool.h"
#include "tools/createpolygontool.h"
#include "tools/edittool.h"
#include "tools/toolcontext.h"
#include "tools/toolmanager.h"
#include "trace/traceactions.h"
#include "window/documentsettingsdialog.h"
#include "window/editorstatusbar.h"
#include "window/helpactions.h"

#include <QAction>
#include <QActionGroup>
#include <QCloseEvent>
#include <QDockWidget>
#include <QDragEnterEvent>
#include <QDropEvent>
#include <QFileInfo>
#include <QMenuBar>
#include <QMessageBox>
#include <QMimeData>
#include <QSettings>
#include <QStackedWidget>
#include <QToolBar>
#include <QUndoStack>
#include <QUndoView>
#include <QVBoxLayout>

namespace hitbox::editor {

MainWindow::MainWindow(QWidget *parent)
    : QMainWindow(parent)
    , m_document(new Document(this))
    , m_scene(new SpriteScene(m_document, this))
    , m_canvas(new CanvasView(m_scene, this))
    , m_toolContext(new ToolContext(this))
    , m_toolManager(new ToolManager(m_canvas, this))
    , m_files(new ProjectFiles(m_document, this))
{
    setWindowIcon(applicationIcon());
    m_central = new QStackedWidget(this);
    m_central->addWidget(m_canvas);
    m_noticeBar = new NoticeBar(this);
    auto *centre = new QWidget(this);
    auto *centreLayout = new QVBoxLayout(centre);
    centreLayout->setContentsMargins(0, 0, 0, 0);
    centreLayout->setSpacing(0);
    centreLayout->addWidget(m_noticeBar);
    centreLayout->addWidget(m_central, 1);
    setCentralWidget(centre);
    setAcceptDrops(true);
    setDockOptions(QMainWindow::AnimatedDocks | QMainWindow::AllowTabbedDocks);

    m_toolManager->registerTool(new EditTool(m_document, m_toolContext));
    m_toolManager->registerTool(new CreatePolygonTool(m_document, m_toolContext));
    m_toolManager->registerTool(new CreateBoxTool(m_document, m_toolContext));
    m_toolManager->registerTool(new CreateCircleTool(m_document, m_toolContext));

    createActions();
    createDocks();
    m_clipboard = new ShapeClipboard(m_document, m_spritesDock, this);
    m_pivotPresets = new PivotPresets(m_document, m_toolContext, this);
    m_traceActions = new TraceActions(m_document, m_spritesDock, m_toolContext, this);
    m_exportActions = new ExportActions(m_document, this);
    m_sourceReloader = new SourceReloader(m_document, this);
    createPreview();
    m_help = new HelpActions(this);
    createMenus();
    createToolBars();
    createFrames();
    m_statusBar = new EditorStatusBar(m_document, m_canvas, m_preview, this);
    setStatusBar(m_statusBar);

    connect(m_files, &ProjectFiles::errorOccurred, this, &MainWindow::reportError);
    connect(m_files, &ProjectFiles::statusMessage, this, &MainWindow::showStatusMessage);
    // Export on save runs after the save, so an export problem never loses the save.
    connect(m_files, &ProjectFiles::saved, m_exportActions, &ExportActions::projectSaved);
    connect(m_sourceReloader, &SourceReloader::errorOccurred, this, &MainWindow::reportError);
    connect(m_sourceReloader, &SourceReloader::statusMessage, this, &MainWindow::showStatusMessage);
    connect(m_sourceReloader,
            &SourceReloader::sourcesChanged,
            this,
            [this](const QStringList &names) {
                m_noticeBar->showNotice(changedSourcesText(names),
                                        {m_sourceReloader->reloadAction()});
            });
    connect(m_document, &Document::projectReset, m_noticeBar, &QWidget::hide);
    connect(m_sourceReloader, &SourceReloader::sourcesReloaded, m_noticeBar, &QWidget::hide);
    connect(m_exportActions, &ExportActions::errorOccurred, this, &MainWindow::reportError);
    connect(m_exportActions, &ExportActions::statusMessage, this, &MainWindow::showStatusMessage);
    connect(m_clipboard, &ShapeClipboard::errorOccurred, this, &MainWindow::reportError);
    connect(m_clipboard, &ShapeClipboard::statusMessage, this, &MainWindow::showStatusMessage);
    connect(m_propertiesDock,
            &PropertiesDock::retraceRequested,
            m_traceActions,
            &TraceActions::retraceFrames);
    connect(m_traceActions, &TraceActions::statusMessage, this, [this](const QString &message) {
        showStatusMessage(message, 5000);
    });
    connect(m_preview, &PreviewWorkspace::message, this, &MainWindow::showStatusMessage);
    connect(m_framesDock, &FramesDock::statusMessage, this, &MainWindow::showStatusMessage);
    connect(m_toolManager, &ToolManager::statusMessage, this, [this](const QString &message) {
        m_statusBar->showMessage(message);
    });

    connect(m_document, &Document::modifiedChanged, this, &MainWindow::updateWindowTitle);
    connect(m_document, &Document::fileNameChanged, this, &MainWindow::updateWindowTitle);
    connect(m_document, &Document::currentSpriteChanged, m_canvas, &CanvasView::fitToImage);

    resize(1400, 900);
    QSettings settings;
    restoreGeometry(settings.value(QStringLiteral("mainWindow/geometry")).toByteArray());
    restoreState(settings.value(QStringLiteral("mainWindow/state")).toByteArray());
    m_preview->setActive(false); // the saved state may show the preview's docks
    updateWindowTitle();
}

MainWindow::~MainWindow() = default;

void MainWindow::setInteractive(bool interactive)
{
    m_interactive = interactive;
    m_files->setInteractive(interactive);
    m_sourceReloader->setInteractive(interactive);
    m_exportActions->setInteractive(interactive);
    m_preview->setInteractive(interactive);
}

void MainWindow::createActions()
{
    m_quitAction = new QAction(tr("&Quit"), this);
    m_quitAction->setShortcut(QKeySequence::Quit);
    m_quitAction->setObjectName(QStringLiteral("quit"));
    connect(m_quitAction, &QAction::triggered, this, &QWidget::close);

    QUndoStack *stack = m_document->undoStack();
    m_undoAction = stack->createUndoAction(this, tr("&Undo"));
    m_undoAction->setIcon(icon(Icon::Undo));
    m_undoAction->setShortcut(QKeySequence::Undo);
    m_undoAction->setObjectName(QStringLiteral("undo"));
    m_redoAction = stack->createRedoAction(this, tr("&Redo"));
    m_redoAction->setIcon(icon(Icon::Redo));
    m_redoAction->setShortcuts(
            {QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_Z), QKeySequence(Qt::CTRL | Qt::Key_Y)});
    m_redoAction->setObjectName(QStringLiteral("redo"));

    m_zoomInAction = makeAction(this,
                                icon(Icon::ZoomIn),
                                tr("Zoom &In"),
                                QKeySequence::ZoomIn,
                                tr("Zoom in"),
                                "zoomIn");
    m_zoomInAction->setShortcuts({QKeySequence(Qt::CTRL | Qt::Key_Equal), QKeySequence::ZoomIn});
    // The view actions act on the canvas of the current mode.
    connect(m_zoomInAction, &QAction::triggered, this, [this] {
        isPreviewMode() ? m_preview->view()->zoomIn() : m_canvas->zoomIn();
    });
    m_zoomOutAction = makeAction(this,
                                 icon(Icon::ZoomOut),
                                 tr("Zoom &Out"),
                                 QKeySequence::ZoomOut,
                                 tr("Zoom out"),
                                 "zoomOut");
    connect(m_zoomOutAction, &QAction::triggered, this, [this] {
        isPreviewMode() ? m_preview->view()->zoomOut() : m_canvas->zoomOut();
    });
    m_fitAction = makeAction(this,
                             icon(Icon::ZoomFit),
                             tr("&Fit Sprite"),
                             QKeySequence(Qt::CTRL | Qt::Key_0),
                             tr("Fit the sprite into the canvas"),
                             "zoomFit");
    connect(m_fitAction, &QAction::triggered, this, [this] {
        isPreviewMode() ? m_preview->view()->fitScene() : m_canvas->fitToImage();
    });
    m_actualSizeAction = makeAction(this,
                                    icon(Icon::ZoomActual),
                                    tr("&Actual Size (100%)"),
                                    QKeySequence(Qt::CTRL | Qt::Key_1),
                                    tr("One image pixel per screen pixel"),
                                    "zoomActual");
    connect(m_actualSizeAction, &QAction::triggered, this, [this] {
        isPreviewMode() ? m_preview->view()->resetZoom() : m_canvas->resetZoom();
    });
    m_gridAction = makeAction(this,
                              icon(Icon::PixelGrid),
                              tr("Pixel &Grid"),
                              QKeySequence(Qt::CTRL | Qt::Key_G),
                              tr("Show the pixel grid from 800% zoom"),
                              "pixelGrid");
    m_gridAction->setCheckable(true);
    m_gridAction->setChecked(m_canvas->isPixelGridEnabled());
    connect(m_gridAction, &QAction::toggled, m_canvas, &CanvasView::setPixelGridEnabled);
    m_overlayAction = makeAction(this,
                                 icon(Icon::SolidOverlay),
                                 tr("&Solid Pixels"),
                                 QKeySequence(Qt::CTRL | Qt::Key_T),
                                 tr("Tint the pixels the pixel tier treats as solid "
                                    "(alpha at or above the threshold)"),
                                 "solidOverlay");
    m_overlayAction->setCheckable(true);
    m_overlayAction->setChecked(m_scene->isSolidOverlayVisible());
    connect(m_overlayAction, &QAction::toggled, m_scene, &SpriteScene::setSolidOverlayVisible);

    m_snapGroup = new QActionGroup(this);
    struct Snap
    {
        SnapMode mode;
        Icon iconId;
        QString text;
        const char *name;
    };
    const Snap snaps[] = {
            {SnapMode::PixelCorners,
             Icon::SnapPixelCorners,
             tr("Snap to Pixel Corners"),
             "snapCorners"},
            {SnapMode::PixelCenters,
             Icon::SnapPixelCenters,
             tr("Snap to Pixel Centres"),
             "snapCenters"},
            {SnapMode::Off, Icon::SnapOff, tr("No Snapping"), "snapOff"},
    };
    for (const Snap &s : snaps) {
        QAction *action = makeAction(m_snapGroup,
                                     icon(s.iconId),
                                     s.text,
                                     QKeySequence(),
                                     tr("Where placed and dragged points land"),
                                     s.name);
        action->setCheckable(true);
        action->setChecked(m_toolContext->snapMode() == s.mode);
        connect(action, &QAction::triggered, this, [this, mode = s.mode] {
            m_toolContext->setSnapMode(mode);
        });
    }
}

void MainWindow::createDocks()
{
    m_spritesDock = new SpritesDock(m_document, this);
    addDockWidget(Qt::LeftDockWidgetArea, m_spritesDock);
    m_propertiesDock = new PropertiesDock(m_document, this);
    addDockWidget(Qt::RightDockWidgetArea, m_propertiesDock);
    m_shapesDock = new ShapesDock(m_document, this);
    addDockWidget(Qt::RightDockWidgetArea, m_shapesDock);

    m_undoDock = new QDockWidget(tr("History"), this);
    m_undoDock->setObjectName(QStringLiteral("historyDock"));
    auto *undoView = new QUndoView(m_document->undoStack(), m_undoDock);
    undoView->setEmptyLabel(tr("<opened>"));
    m_undoDock->setWidget(undoView);
    addDockWidget(Qt::LeftDockWidgetArea, m_undoDock);
    resizeDocks({m_spritesDock, m_undoDock}, {560, 240}, Qt::Vertical);
    resizeDocks({m_spritesDock, m_propertiesDock}, {240, 330}, Qt::Horizontal);
}

void MainWindow::createMenus()
{
    QMenu *file = menuBar()->addMenu(tr("&File"));
    file->setToolTipsVisible(true); // File > Export's tool tip says why it is disabled
    file->addAction(m_files->newAction());
    file->addAction(m_files->openAction());
    file->addMenu(m_files->recentMenu());
    file->addSeparator();
    file->addAction(m_files->saveAction());
    file->addAction(m_files->saveAsAction());
    file->addAction(m_files->revertAction());
    file->addSeparator();
    file->addAction(m_exportActions->exportAction());
    file->addAction(m_exportActions->exportAsAction());
    file->addSeparator();
    file->addAction(m_files->addSpritesAction());
    file->addAction(m_files->importHitboxesAction());
    file->addAction(m_sourceReloader->reloadAction());
    file->addSeparator();
    file->addAction(m_quitAction);

    QMenu *edit = menuBar()->addMenu(tr("&Edit"));
    edit->addAction(m_undoAction);
    edit->addAction(m_redoAction);
    edit->addSeparator();
    edit->addAction(m_clipboard->copyAction());
    edit->addAction(m_clipboard->pasteAction());
    edit->addAction(m_clipboard->applyAction());
    edit->addSeparator();
    edit->addAction(m_shapesDock->deleteAction());
    edit->addAction(m_shapesDock->cutPiecesAction());
    edit->addSeparator();
    edit->addAction(tr("&Roles..."), this, [this] {
            editRoles(m_document, this);
        })->setObjectName(QStringLiteral("editRolesAction"));
    edit->addAction(tr("&Document Settings..."), this, [this] {
            editDocumentSettings(m_document, this);
        })->setObjectName(QStringLiteral("documentSettingsAction"));

    QMenu *shapes = menuBar()->addMenu(tr("&Shapes"));
    shapes->addActions(m_toolManager->actions());
    shapes->addSeparator();
    shapes->addAction(m_shapesDock->addBoxAction());
    shapes->addAction(m_shapesDock->addCircleAction());
    shapes->addSeparator();
    shapes->addAction(m_traceActions->traceAction());
    shapes->addAction(m_traceActions->fitBoxAction());
    shapes->addAction(m_traceActions->fitCircleAction());
    shapes->addMenu(m_traceActions->fitShareMenu());
    shapes->addSeparator();
    shapes->addActions(m_snapGroup->actions());

    QMenu *sprite = menuBar()->addMenu(tr("S&prite"));
    sprite->addAction(m_files->addSpritesAction());
    sprite->addAction(m_spritesDock->renameAction());
    sprite->addAction(m_spritesDock->removeAction());
    sprite->addSeparator();
    sprite->addActions(m_pivotPresets->actions());

    QMenu *view = menuBar()->addMenu(tr("&View"));
    view->addAction(m_zoomInAction);
    view->addAction(m_zoomOutAction);
    view->addAction(m_fitAction);
    view->addAction(m_actualSizeAction);
    view->addSeparator();
    view->addAction(m_gridAction);
    view->addAction(m_overlayAction);
    view->addSeparator();
    for (QDockWidget *dock : {static_cast<QDockWidget *>(m_spritesDock),
                              static_cast<QDockWidget *>(m_shapesDock),
                              static_cast<QDockWidget *>(m_propertiesDock),
                              m_undoDock})
        view->addAction(dock->toggleViewAction());
    view->addSeparator();
    view->addAction(m_shapesModeAction);
    view->addAction(m_previewModeAction);
    menuBar()->addMenu(m_preview->menu());

    QMenu *help = menuBar()->addMenu(tr("&Help"));
    help->addAction(m_help->userGuideAction());
    help->addAction(m_help->shortcutsAction());
    help->addSeparator();
    help->addAction(m_help->aboutAction());
    help->addAction(m_help->aboutQtAction());
}

void MainWindow::createToolBars()
{
    QToolBar *mode = addToolBar(tr("Mode"));
    mode->setObjectName(QStringLiteral("modeToolBar"));
    mode->setToolButtonStyle(Qt::ToolButtonTextBesideIcon);
    mode->addAction(m_shapesModeAction);
    mode->addAction(m_previewModeAction);

    QToolBar *main = addToolBar(tr("Main"));
    main->setObjectName(QStringLiteral("mainToolBar"));
    main->addAction(m_files->newAction());
    main->addAction(m_files->openAction());
    main->addAction(m_files->saveAction());
    main->addSeparator();
    main->addAction(m_files->addSpritesAction());
    main->addSeparator();
    main->addAction(m_undoAction);
    main->addAction(m_redoAction);

    QToolBar *tools = addToolBar(tr("Tools"));
    tools->setObjectName(QStringLiteral("toolsToolBar"));
    tools->addActions(m_toolManager->actions());
    tools->addSeparator();
    tools->addAction(m_shapesDock->addBoxAction());
    tools->addAction(m_shapesDock->addCircleAction());
    tools->addSeparator();
    tools->addAction(m_traceActions->traceAction());
    tools->addAction(m_traceActions->fitBoxAction());
    tools->addAction(m_traceActions->fitCircleAction());
    tools->addSeparator();
    tools->addActions(m_snapGroup->actions());

    QToolBar *view = addToolBar(tr("View"));
    view->setObjectName(QStringLiteral("viewToolBar"));
    view->addAction(m_overlayAction);
    view->addAction(m_gridAction);
    view->addAction(m_fitAction);
    view->addAction(m_actualSizeAction);

    addToolBar(m_preview->toolBar());
}

void MainWindow::createPreview()
{
    m_preview = new PreviewWorkspace(m_document, this);
    m_central->addWidget(m_preview->view());

    auto *modes = new QActionGroup(this);
    m_shapesModeAction = makeAction(modes,
                                    icon(Icon::EditShapes),
                                    tr("&Shapes Mode"),
                                    QKeySequence(Qt::CTRL | Qt::Key_F1),
                                    tr("Draw and edit the sprites' collision shapes"),
                                    "shapesMode");
    m_shapesModeAction->setIconText(tr("Shapes"));
    m_previewModeAction = makeAction(modes,
                                     icon(Icon::PreviewMode),
                                     tr("Collision &Preview Mode"),
                                     QKeySequence(Qt::CTRL | Qt::Key_F2),
                                     tr("Drag sprites into each other and see where and by "
                                        "which tier they collide; play them"),
                                     "previewMode");
    m_previewModeAction->setIconText(tr("Preview"));
    for (QAction *action : modes->actions()) {
        action->setCheckable(true);
        addAction(action);
    }
    m_shapesModeAction->setChecked(true);
    connect(m_shapesModeAction, &QAction::triggered, this, [this] { setPreviewMode(false); });
    connect(m_previewModeAction, &QAction::triggered, this, [this] { setPreviewMode(true); });
}

void MainWindow::createFrames()
{
    // The frames strip under the canvas; its commands join the Edit menu, the onion skin
    // the View menu, and it makes way for the preview like the other shapes-mode docks.
    m_framesDock = new FramesDock(m_document, this);
    setCorner(Qt::BottomLeftCorner, Qt::LeftDockWidgetArea);
    setCorner(Qt::BottomRightCorner, Qt::RightDockWidgetArea);
    addDockWidget(Qt::BottomDockWidgetArea, m_framesDock);
    m_frameDataDock = new FrameDataDock(m_framesDock->phaseBand(), this);
    addDockWidget(Qt::RightDockWidgetArea, m_frameDataDock);
    tabifyDockWidget(m_propertiesDock, m_frameDataDock);
    m_propertiesDock->raise();
    const auto syncOnionSkin = [this] {
        m_scene->setOnionSkin(m_framesDock->onionSkinAction()->isChecked(),
                              m_framesDock->onionImagesAction()->isChecked(),
                              m_framesDock->player()->animation());
    };
    connect(m_framesDock->player(), &FramePlayer::animationChanged, this, syncOnionSkin);
    connect(m_framesDock->onionSkinAction(), &QAction::toggled, this, syncOnionSkin);
    connect(m_framesDock->onionImagesAction(), &QAction::toggled, this, syncOnionSkin);
    const auto menu = [this](const QString &title) -> QMenu * {
        for (QAction *action : menuBar()->actions()) {
            if (action->menu() && action->text() == title)
                return action->menu();
        }
        return nullptr;
    };
    m_traceActions->setFramePlayer(m_framesDock->player());
    if (QMenu *shapes = menu(tr("&Shapes")))
        shapes->insertAction(m_traceActions->fitBoxAction(), m_traceActions->traceFramesAction());
    if (QMenu *edit = menu(tr("&Edit"))) {
        edit->addSeparator();
        edit->addAction(m_framesDock->copyFromPreviousAction());
        edit->addAction(m_framesDock->propagateAction());
        edit->addAction(m_framesDock->applyThresholdAction());
        edit->addSeparator();
        edit->addAction(m_framesDock->duplicateFrameAction());
        edit->addAction(m_framesDock->removeFrameAction());
        edit->addAction(m_framesDock->moveFrameLeftAction());
        edit->addAction(m_framesDock->moveFrameRightAction());
    }
    if (QMenu *view = menu(tr("&View"))) {
        QAction *before = view->actions().value(view->actions().indexOf(m_overlayAction) + 1);
        view->insertActions(before,
                            {m_framesDock->onionSkinAction(), m_framesDock->onionImagesAction()});
        const qsizetype modes = view->actions().indexOf(m_shapesModeAction);
        view->insertAction(view->actions().value(modes - 1), m_framesDock->toggleViewAction());
        view->insertAction(view->actions().value(modes), m_frameDataDock->toggleViewAction());
    }
    if (auto *viewBar = findChild<QToolBar *>(QStringLiteral("viewToolBar")))
        viewBar->addAction(m_framesDock->onionSkinAction());
}

bool MainWindow::isPreviewMode() const
{
    return m_central->currentWidget() == m_preview->view();
}

void MainWindow::setPreviewMode(bool preview)
{
    m_shapesModeAction->setChecked(!preview);
    m_previewModeAction->setChecked(preview);
    const bool changed = preview != isPreviewMode();
    if (changed) {
        // The shapes editor's docks and toolbars make way and come back as they were.
        // Each mode's layout, with the sizes of its docks, is kept while the other is
        // shown: only hiding and showing docks lets Qt share the areas anew, and the
        // Sprites dock shrank a little more on every switch.
        (preview ? m_shapesLayout : m_previewLayout) = saveState();
        if (preview) {
            m_hiddenForPreview.clear();
            for (QWidget *w :
                 {static_cast<QWidget *>(m_shapesDock),
                  static_cast<QWidget *>(m_propertiesDock),
                  static_cast<QWidget *>(m_undoDock),
                  static_cast<QWidget *>(m_framesDock),
                  static_cast<QWidget *>(m_frameDataDock),
                  static_cast<QWidget *>(findChild<QToolBar *>(QStringLiteral("toolsToolBar"))),
                  static_cast<QWidget *>(findChild<QToolBar *>(QStringLiteral("viewToolBar")))}) {
                if (w && !w->isHidden()) {
                    m_hiddenForPreview << w;
                    w->hide();
                }
            }
        } else {
            for (QWidget *w : std::as_const(m_hiddenForPreview))
                w->show();
            m_hiddenForPreview.clear();
        }
        m_central->setCurrentWidget(preview ? static_cast<QWidget *>(m_preview->view()) : m_canvas);
    }
    m_preview->setActive(preview);
    if (changed && !(preview ? m_previewLayout : m_shapesLayout).isEmpty())
        restoreState(preview ? m_previewLayout : m_shapesLayout);
    m_statusBar->updateZoom();
}

void MainWindow::updateWindowTitle()
{
    const QString file = m_document->fileName();
    const QString name = file.isEmpty() ? tr("Untitled") : QFileInfo(file).fileName();
    setWindowTitle(tr("%1[*] - Hitbox Studio").arg(name));
    setWindowModified(m_document->isModified());
}

void MainWindow::reportError(const QString &title, const QString &message)
{
    m_lastError = message;
    emit errorReported(message);
    showStatusMessage(message, 10000);
    if (m_interactive)
        QMessageBox::warning(this, title, message);
}

void MainWindow::showStatusMessage(const QString &message, int timeout)
{
    m_statusBar->showMessage(message, timeout);
}

void MainWindow::closeEvent(QCloseEvent *event)
{
    if (!m_files->maybeSave()) {
        event->ignore();
        return;
    }
    setPreviewMode(false); // the saved layout is the shapes editor's
    QSettings settings;
    settings.setValue(QStringLiteral("mainWindow/geometry"), saveGeometry());
    settings.setValue(QStringLiteral("mainWindow/state"), saveState());
    event->accept();
}

void MainWindow::dragEnterEvent(QDragEnterEvent *event)
{
    if (event->mimeData()->hasUrls())
        event->acceptProposedAction();
}

void MainWindow::dropEvent(QDropEvent *event)
{
    event->acceptProposedAction();
    m_files->openDropped(event->mimeData()->urls());
}

} // namespace hitbox::editor
