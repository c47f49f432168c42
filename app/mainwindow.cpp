#include "mainwindow.h"

#include "canvas/canvasview.h"
#include "canvas/spritescene.h"
#include "docks/propertiesdock.h"
#include "docks/shapesdock.h"
#include "docks/spritesdock.h"
#include "document.h"
#include "icons.h"
#include "missingimagesdialog.h"
#include "preview/previewview.h"
#include "preview/previewworkspace.h"
#include "recentfiles.h"
#include "shapecommands.h"
#include "spritecommands.h"
#include "tools/createpolygontool.h"
#include "tools/edittool.h"
#include "tools/toolcontext.h"
#include "tools/toolmanager.h"
#include "trace/traceactions.h"

#include "collision/polygon.h"
#include "model/imageloader.h"
#include "model/projectformat.h"
#include "model/shapesjson.h"

#include <QAction>
#include <QActionGroup>
#include <QApplication>
#include <QClipboard>
#include <QCloseEvent>
#include <QDockWidget>
#include <QDragEnterEvent>
#include <QDropEvent>
#include <QFileDialog>
#include <QFileInfo>
#include <QLabel>
#include <QMenuBar>
#include <QMessageBox>
#include <QMimeData>
#include <QProgressDialog>
#include <QSettings>
#include <QStackedWidget>
#include <QStatusBar>
#include <QToolBar>
#include <QUndoStack>
#include <QUndoView>

#include <cmath>

namespace hitbox::editor {
namespace {

const QString projectFilter = QStringLiteral("Hitbox projects (*.hitbox.json);;All files (*)");

bool isProjectFile(const QString &path)
{
    return path.endsWith(QLatin1String(model::projectFileSuffix), Qt::CaseInsensitive);
}

QAction *makeAction(QObject *parent, Icon iconId, const QString &text, const QKeySequence &key,
                    const QString &tip, const char *objectName)
{
    auto *action = new QAction(icon(iconId), text, parent);
    action->setShortcut(key);
    action->setObjectName(QLatin1String(objectName));
    action->setStatusTip(tip);
    if (!key.isEmpty()) {
        action->setToolTip(QStringLiteral("%1 (%2)").arg(QString(text).remove(QLatin1Char('&')),
                                                         key.toString(QKeySequence::NativeText)));
    }
    return action;
}

} // namespace

MainWindow::MainWindow(QWidget *parent)
    : QMainWindow(parent)
    , m_document(new Document(this))
    , m_scene(new SpriteScene(m_document, this))
    , m_canvas(new CanvasView(m_scene, this))
    , m_toolContext(new ToolContext(this))
    , m_toolManager(new ToolManager(m_canvas, this))
    , m_recentFiles(new RecentFiles(this))
{
    setWindowIcon(applicationIcon());
    m_central = new QStackedWidget(this);
    m_central->addWidget(m_canvas);
    setCentralWidget(m_central);
    setAcceptDrops(true);
    setDockOptions(QMainWindow::AnimatedDocks | QMainWindow::AllowTabbedDocks);

    m_toolManager->registerTool(new EditTool(m_document, m_toolContext));
    m_toolManager->registerTool(new CreatePolygonTool(m_document, m_toolContext));

    createActions();
    createDocks();
    m_traceActions = new TraceActions(m_document, m_spritesDock, m_toolContext, this);
    connect(m_traceActions, &TraceActions::statusMessage, this,
            [this](const QString &message) { statusBar()->showMessage(message, 5000); });
    createPreview();
    createMenus();
    createToolBars();
    createStatusBar();

    connect(m_document, &Document::modifiedChanged, this, &MainWindow::updateWindowTitle);
    connect(m_document, &Document::fileNameChanged, this, &MainWindow::updateWindowTitle);
    connect(m_document, &Document::currentSpriteChanged, this, [this] {
        updateActions();
        updateValidityWarning();
        m_canvas->fitToImage();
    });
    connect(m_document, &Document::projectReset, this, &MainWindow::updateActions);
    connect(m_document, &Document::spriteInserted, this, &MainWindow::updateActions);
    connect(m_document, &Document::spriteRemoved, this, &MainWindow::updateActions);
    connect(m_document, &Document::spriteChanged, this, &MainWindow::updateValidityWarning);
    connect(m_document, &Document::selectionChanged, this, &MainWindow::updateActions);
    connect(m_recentFiles, &RecentFiles::openRequested, this,
            [this](const QString &path) { openProjectWithPrompt(path); });

    resize(1400, 900);
    QSettings settings;
    restoreGeometry(settings.value(QStringLiteral("mainWindow/geometry")).toByteArray());
    restoreState(settings.value(QStringLiteral("mainWindow/state")).toByteArray());
    m_preview->setActive(false); // the saved state may show the preview's docks
    updateWindowTitle();
    updateActions();
}

MainWindow::~MainWindow() = default;

void MainWindow::createActions()
{
    m_newAction = makeAction(this, Icon::NewProject, tr("&New Project"), QKeySequence::New,
                             tr("Start an empty project"), "newProject");
    connect(m_newAction, &QAction::triggered, this, &MainWindow::newProject);
    m_openAction = makeAction(this, Icon::OpenProject, tr("&Open Project..."), QKeySequence::Open,
                              tr("Open a Hitbox Studio project"), "openProject");
    connect(m_openAction, &QAction::triggered, this, [this] { openProjectWithPrompt(); });
    m_saveAction = makeAction(this, Icon::SaveProject, tr("&Save"), QKeySequence::Save,
                              tr("Save the project"), "save");
    connect(m_saveAction, &QAction::triggered, this, &MainWindow::save);
    m_saveAsAction = makeAction(this, Icon::SaveProjectAs, tr("Save &As..."), QKeySequence::SaveAs,
                                tr("Save the project under a new name"), "saveAs");
    connect(m_saveAsAction, &QAction::triggered, this, [this] { saveAs(); });
    m_revertAction = makeAction(this, Icon::Revert, tr("&Revert"), QKeySequence(),
                                tr("Reload the project from disk, dropping unsaved changes"),
                                "revert");
    connect(m_revertAction, &QAction::triggered, this, &MainWindow::revert);
    m_addSpritesAction = makeAction(this, Icon::AddSprites, tr("&Add Sprites..."),
                                    QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_A),
                                    tr("Add image files to the project as sprites"), "addSprites");
    connect(m_addSpritesAction, &QAction::triggered, this, &MainWindow::addSpritesWithDialog);
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
    m_redoAction->setShortcuts({QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_Z),
                                QKeySequence(Qt::CTRL | Qt::Key_Y)});
    m_redoAction->setObjectName(QStringLiteral("redo"));

    m_copyAction = makeAction(this, Icon::CopyShapes, tr("&Copy Shapes"), QKeySequence::Copy,
                              tr("Copy the selected shapes (or all shapes of the sprite)"),
                              "copyShapes");
    connect(m_copyAction, &QAction::triggered, this, &MainWindow::copyShapes);
    m_pasteAction = makeAction(this, Icon::PasteShapes, tr("&Paste Shapes"), QKeySequence::Paste,
                               tr("Paste shapes into the current sprite"), "pasteShapes");
    connect(m_pasteAction, &QAction::triggered, this, &MainWindow::pasteShapes);
    m_applyAction = makeAction(this, Icon::ApplyShapesToSprites,
                               tr("Apply Shapes to &Selected Sprites"),
                               QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_V),
                               tr("Give the sprites selected in the sprite list the current "
                                  "sprite's shapes"),
                               "applyShapes");
    connect(m_applyAction, &QAction::triggered, this, &MainWindow::applyShapesToSelected);

    m_zoomInAction = makeAction(this, Icon::ZoomIn, tr("Zoom &In"), QKeySequence::ZoomIn,
                                tr("Zoom in"), "zoomIn");
    m_zoomInAction->setShortcuts({QKeySequence(Qt::CTRL | Qt::Key_Equal), QKeySequence::ZoomIn});
    // The view actions act on the canvas of the current mode.
    connect(m_zoomInAction, &QAction::triggered, this, [this] {
        isPreviewMode() ? m_preview->view()->zoomIn() : m_canvas->zoomIn();
    });
    m_zoomOutAction = makeAction(this, Icon::ZoomOut, tr("Zoom &Out"), QKeySequence::ZoomOut,
                                 tr("Zoom out"), "zoomOut");
    connect(m_zoomOutAction, &QAction::triggered, this, [this] {
        isPreviewMode() ? m_preview->view()->zoomOut() : m_canvas->zoomOut();
    });
    m_fitAction = makeAction(this, Icon::ZoomFit, tr("&Fit Sprite"),
                             QKeySequence(Qt::CTRL | Qt::Key_0),
                             tr("Fit the sprite into the canvas"), "zoomFit");
    connect(m_fitAction, &QAction::triggered, this, [this] {
        isPreviewMode() ? m_preview->view()->fitScene() : m_canvas->fitToImage();
    });
    m_actualSizeAction = makeAction(this, Icon::ZoomActual, tr("&Actual Size (100%)"),
                                    QKeySequence(Qt::CTRL | Qt::Key_1),
                                    tr("One image pixel per screen pixel"), "zoomActual");
    connect(m_actualSizeAction, &QAction::triggered, this, [this] {
        isPreviewMode() ? m_preview->view()->resetZoom() : m_canvas->resetZoom();
    });
    m_gridAction = makeAction(this, Icon::PixelGrid, tr("Pixel &Grid"),
                              QKeySequence(Qt::CTRL | Qt::Key_G),
                              tr("Show the pixel grid from 800% zoom"), "pixelGrid");
    m_gridAction->setCheckable(true);
    m_gridAction->setChecked(m_canvas->isPixelGridEnabled());
    connect(m_gridAction, &QAction::toggled, m_canvas, &CanvasView::setPixelGridEnabled);
    m_overlayAction = makeAction(this, Icon::SolidOverlay, tr("&Solid Pixels"),
                                 QKeySequence(Qt::CTRL | Qt::Key_T),
                                 tr("Tint the pixels the pixel tier treats as solid "
                                    "(alpha at or above the threshold)"),
                                 "solidOverlay");
    m_overlayAction->setCheckable(true);
    m_overlayAction->setChecked(m_scene->isSolidOverlayVisible());
    connect(m_overlayAction, &QAction::toggled, m_scene, &SpriteScene::setSolidOverlayVisible);

    struct Preset
    {
        Icon iconId;
        QString text;
        double fx, fy;
        const char *name;
    };
    const Preset presets[] = {
        {Icon::PivotCenter, tr("Pivot at &Centre"), 0.5, 0.5, "pivotCenter"},
        {Icon::PivotBottomCenter, tr("Pivot at &Bottom Centre"), 0.5, 1.0, "pivotBottomCenter"},
        {Icon::PivotTopLeft, tr("Pivot at &Top Left"), 0.0, 0.0, "pivotTopLeft"},
    };
    for (const Preset &p : presets) {
        QAction *action = makeAction(this, p.iconId, p.text, QKeySequence(),
                                     tr("Move the pivot; shapes stay where they are on the image"),
                                     p.name);
        connect(action, &QAction::triggered, this, [this, fx = p.fx, fy = p.fy] {
            setPivotPreset(fx, fy);
        });
        m_pivotActions << action;
    }

    m_snapGroup = new QActionGroup(this);
    struct Snap
    {
        SnapMode mode;
        Icon iconId;
        QString text;
        const char *name;
    };
    const Snap snaps[] = {
        {SnapMode::PixelCorners, Icon::SnapPixelCorners, tr("Snap to Pixel Corners"), "snapCorners"},
        {SnapMode::PixelCenters, Icon::SnapPixelCenters, tr("Snap to Pixel Centres"), "snapCenters"},
        {SnapMode::Off, Icon::SnapOff, tr("No Snapping"), "snapOff"},
    };
    for (const Snap &s : snaps) {
        QAction *action = makeAction(m_snapGroup, s.iconId, s.text, QKeySequence(),
                                     tr("Where placed and dragged points land"), s.name);
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
    file->addAction(m_newAction);
    file->addAction(m_openAction);
    m_recentMenu = file->addMenu(tr("Open &Recent"));
    connect(m_recentMenu, &QMenu::aboutToShow, this,
            [this] { m_recentFiles->populate(m_recentMenu); });
    file->addSeparator();
    file->addAction(m_saveAction);
    file->addAction(m_saveAsAction);
    file->addAction(m_revertAction);
    file->addSeparator();
    file->addAction(m_addSpritesAction);
    file->addSeparator();
    file->addAction(m_quitAction);

    QMenu *edit = menuBar()->addMenu(tr("&Edit"));
    edit->addAction(m_undoAction);
    edit->addAction(m_redoAction);
    edit->addSeparator();
    edit->addAction(m_copyAction);
    edit->addAction(m_pasteAction);
    edit->addAction(m_applyAction);
    edit->addSeparator();
    edit->addAction(m_shapesDock->deleteAction());

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
    sprite->addAction(m_addSpritesAction);
    sprite->addSeparator();
    sprite->addActions(m_pivotActions);

    m_viewMenu = menuBar()->addMenu(tr("&View"));
    m_viewMenu->addAction(m_zoomInAction);
    m_viewMenu->addAction(m_zoomOutAction);
    m_viewMenu->addAction(m_fitAction);
    m_viewMenu->addAction(m_actualSizeAction);
    m_viewMenu->addSeparator();
    m_viewMenu->addAction(m_gridAction);
    m_viewMenu->addAction(m_overlayAction);
    m_viewMenu->addSeparator();
    for (QDockWidget *dock : {static_cast<QDockWidget *>(m_spritesDock),
                              static_cast<QDockWidget *>(m_shapesDock),
                              static_cast<QDockWidget *>(m_propertiesDock), m_undoDock})
        m_viewMenu->addAction(dock->toggleViewAction());
    m_viewMenu->addSeparator();
    m_viewMenu->addAction(m_shapesModeAction);
    m_viewMenu->addAction(m_previewModeAction);
    menuBar()->addMenu(m_preview->menu());
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
    main->addAction(m_newAction);
    main->addAction(m_openAction);
    main->addAction(m_saveAction);
    main->addSeparator();
    main->addAction(m_addSpritesAction);
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

void MainWindow::createStatusBar()
{
    m_warningLabel = new QLabel(this);
    m_warningLabel->setStyleSheet(QStringLiteral("color: #d93b3d; font-weight: 600;"));
    m_cursorLabel = new QLabel(this);
    m_alphaLabel = new QLabel(this);
    m_zoomLabel = new QLabel(this);
    for (QLabel *label : {m_cursorLabel, m_alphaLabel, m_zoomLabel})
        label->setMinimumWidth(label->fontMetrics().horizontalAdvance(QStringLiteral("alpha 255 (solid)__")));
    statusBar()->addWidget(m_warningLabel);
    statusBar()->addPermanentWidget(m_cursorLabel);
    statusBar()->addPermanentWidget(m_alphaLabel);
    statusBar()->addPermanentWidget(m_zoomLabel);
    statusBar()->addPermanentWidget(m_preview->statusLabel());

    const auto showZoom = [this](qreal zoom) {
        m_zoomLabel->setText(tr("zoom %1%").arg(zoom * 100.0, 0, 'f', zoom < 0.1 ? 1 : 0));
    };
    showZoom(m_canvas->zoom());
    connect(m_canvas, &CanvasView::zoomChanged, this, showZoom);
    connect(m_preview->view(), &PreviewView::zoomChanged, this, showZoom);
    connect(m_preview->view(), &PreviewView::cursorMoved, this, [this](QPointF scenePos) {
        m_cursorLabel->setText(tr("x %1, y %2").arg(int(std::floor(scenePos.x())))
                                   .arg(int(std::floor(scenePos.y()))));
        m_alphaLabel->clear();
    });
    connect(m_canvas, &CanvasView::cursorMoved, this, &MainWindow::updateCursorInfo);
    connect(m_canvas, &CanvasView::cursorLeft, this, [this] {
        m_cursorLabel->clear();
        m_alphaLabel->clear();
    });
    connect(m_toolManager, &ToolManager::statusMessage, this,
            [this](const QString &message) { statusBar()->showMessage(message); });
}

void MainWindow::createPreview()
{
    m_preview = new PreviewWorkspace(m_document, this);
    m_central->addWidget(m_preview->view());
    connect(m_preview, &PreviewWorkspace::message, this,
            [this](const QString &text, int timeout) { statusBar()->showMessage(text, timeout); });

    auto *modes = new QActionGroup(this);
    m_shapesModeAction = makeAction(modes, Icon::EditShapes, tr("&Shapes Mode"),
                                    QKeySequence(Qt::CTRL | Qt::Key_F1),
                                    tr("Draw and edit the sprites' collision shapes"),
                                    "shapesMode");
    m_shapesModeAction->setIconText(tr("Shapes"));
    m_previewModeAction = makeAction(modes, Icon::PreviewMode, tr("Collision &Preview Mode"),
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

bool MainWindow::isPreviewMode() const
{
    return m_central->currentWidget() == m_preview->view();
}

void MainWindow::setPreviewMode(bool preview)
{
    m_shapesModeAction->setChecked(!preview);
    m_previewModeAction->setChecked(preview);
    if (preview != isPreviewMode()) {
        // The shapes editor's docks and toolbars make way and come back as they were.
        if (preview) {
            m_hiddenForPreview.clear();
            for (QWidget *w : {static_cast<QWidget *>(m_shapesDock),
                               static_cast<QWidget *>(m_propertiesDock),
                               static_cast<QWidget *>(m_undoDock),
                               static_cast<QWidget *>(findChild<QToolBar *>(
                                       QStringLiteral("toolsToolBar"))),
                               static_cast<QWidget *>(findChild<QToolBar *>(
                                       QStringLiteral("viewToolBar")))}) {
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
        m_central->setCurrentWidget(preview ? static_cast<QWidget *>(m_preview->view())
                                            : m_canvas);
    }
    m_preview->setActive(preview);
    m_zoomLabel->setText(tr("zoom %1%").arg(
            (preview ? m_preview->view()->zoom() : m_canvas->zoom()) * 100.0, 0, 'f', 0));
}

void MainWindow::updateCursorInfo(QPointF scenePos)
{
    const int x = int(std::floor(scenePos.x()));
    const int y = int(std::floor(scenePos.y()));
    m_cursorLabel->setText(tr("x %1, y %2").arg(x).arg(y));
    const int index = m_document->currentSprite();
    if (!m_document->isValidSprite(index)) {
        m_alphaLabel->clear();
        return;
    }
    const model::Sprite &sprite = m_document->sprite(index);
    const QImage alpha = m_document->images().alpha(sprite.imagePath, sprite.colorKey);
    if (x < 0 || y < 0 || x >= alpha.width() || y >= alpha.height()) {
        m_alphaLabel->setText(tr("outside the image"));
        return;
    }
    const int a = alpha.constScanLine(y)[x];
    m_alphaLabel->setText(a >= sprite.threshold ? tr("alpha %1 (solid)").arg(a)
                                                : tr("alpha %1 (clear)").arg(a));
}

void MainWindow::updateValidityWarning()
{
    const int index = m_document->currentSprite();
    QStringList problems;
    if (m_document->isValidSprite(index)) {
        const model::Sprite &sprite = m_document->sprite(index);
        for (qsizetype i = 0; i < sprite.polygons.size(); ++i) {
            const collision::PolygonValidation v = collision::validatePolygon(sprite.polygons[i].polygon);
            if (v.isValid())
                continue;
            const QString name = sprite.polygons[i].name.isEmpty()
                                     ? tr("Polygon %1").arg(i + 1)
                                     : sprite.polygons[i].name;
            problems << tr("%1: %2").arg(name, QString::fromLatin1(collision::describe(v.problem)));
        }
        if (m_document->image(index).isNull())
            problems.prepend(m_document->images().error(sprite.imagePath));
    }
    m_warningLabel->setText(problems.join(QLatin1String("; ")));
    m_warningLabel->setToolTip(problems.join(QLatin1Char('\n')));
}

void MainWindow::updateWindowTitle()
{
    const QString file = m_document->fileName();
    const QString name = file.isEmpty() ? tr("Untitled") : QFileInfo(file).fileName();
    setWindowTitle(tr("%1[*] - Hitbox Studio").arg(name));
    setWindowModified(m_document->isModified());
    m_revertAction->setEnabled(!file.isEmpty());
}

void MainWindow::updateActions()
{
    const bool hasSprite = m_document->isValidSprite(m_document->currentSprite());
    m_copyAction->setEnabled(hasSprite);
    m_pasteAction->setEnabled(hasSprite);
    m_applyAction->setEnabled(hasSprite && m_document->spriteCount() > 1);
    for (QAction *action : m_pivotActions)
        action->setEnabled(hasSprite);
    m_revertAction->setEnabled(!m_document->fileName().isEmpty());
}

void MainWindow::reportError(const QString &title, const QString &message)
{
    m_lastError = message;
    emit errorReported(message);
    statusBar()->showMessage(message, 10000);
    if (m_interactive)
        QMessageBox::warning(this, title, message);
}

bool MainWindow::maybeSave()
{
    if (!m_document->isModified() || !m_interactive)
        return true;
    const QString name = m_document->fileName().isEmpty()
                             ? tr("Untitled")
                             : QFileInfo(m_document->fileName()).fileName();
    const auto answer = QMessageBox::question(
        this, tr("Unsaved Changes"), tr("Save the changes to %1 before closing it?").arg(name),
        QMessageBox::Save | QMessageBox::Discard | QMessageBox::Cancel, QMessageBox::Save);
    if (answer == QMessageBox::Save)
        return save();
    return answer == QMessageBox::Discard;
}

void MainWindow::newProject()
{
    if (!maybeSave())
        return;
    m_document->resetProject({}, QString());
}

void MainWindow::openProjectWithPrompt(const QString &givenPath)
{
    QString path = givenPath;
    if (path.isEmpty()) {
        const QString start = m_document->fileName().isEmpty()
                                  ? QString()
                                  : QFileInfo(m_document->fileName()).absolutePath();
        path = QFileDialog::getOpenFileName(this, tr("Open Project"), start, projectFilter);
        if (path.isEmpty())
            return;
    }
    if (!maybeSave())
        return;
    openProject(path);
}

bool MainWindow::openProject(const QString &path)
{
    const model::ProjectReadResult read = model::readProjectFile(path);
    if (!read.ok()) {
        reportError(tr("Cannot Open Project"), read.error);
        m_recentFiles->remove(QFileInfo(path).absoluteFilePath());
        return false;
    }
    QStringList missing;
    for (const model::Sprite &sprite : read.project.sprites) {
        if (!QFileInfo::exists(sprite.imagePath) && !missing.contains(sprite.imagePath))
            missing << sprite.imagePath;
    }
    QHash<QString, QString> located;
    if (!missing.isEmpty() && m_interactive) {
        MissingImagesDialog dialog(missing, this);
        if (dialog.exec() != QDialog::Accepted)
            return false;
        located = dialog.located();
    }
    m_document->resetProject(read.project, QFileInfo(path).absoluteFilePath());
    // Located images are undoable edits, so the document shows as modified until saved.
    for (int i = 0; i < m_document->spriteCount(); ++i) {
        const auto it = located.constFind(m_document->sprite(i).imagePath);
        if (it != located.constEnd())
            m_document->undoStack()->push(new LocateImage(m_document, i, it.value()));
    }
    m_recentFiles->add(path);
    const qsizetype stillMissing = missing.size() - located.size();
    statusBar()->showMessage(stillMissing > 0
                                 ? tr("Opened %1; %n image(s) missing", nullptr, int(stillMissing))
                                       .arg(QFileInfo(path).fileName())
                                 : tr("Opened %1").arg(QFileInfo(path).fileName()),
                             5000);
    return true;
}

bool MainWindow::save()
{
    if (m_document->fileName().isEmpty())
        return saveAs();
    const QString error = model::writeProjectFile(m_document->project(), m_document->fileName());
    if (!error.isEmpty()) {
        reportError(tr("Cannot Save Project"), error);
        return false;
    }
    m_document->markSaved();
    m_recentFiles->add(m_document->fileName());
    statusBar()->showMessage(tr("Saved %1").arg(QFileInfo(m_document->fileName()).fileName()), 5000);
    return true;
}

bool MainWindow::saveAs(const QString &givenPath)
{
    QString path = givenPath;
    if (path.isEmpty()) {
        const QString start = m_document->fileName().isEmpty()
                                  ? tr("untitled") + QLatin1String(model::projectFileSuffix)
                                  : m_document->fileName();
        path = QFileDialog::getSaveFileName(this, tr("Save Project As"), start, projectFilter);
        if (path.isEmpty())
            return false;
        if (!isProjectFile(path))
            path += QLatin1String(model::projectFileSuffix);
    }
    const QString absolute = QFileInfo(path).absoluteFilePath();
    const QString error = model::writeProjectFile(m_document->project(), absolute);
    if (!error.isEmpty()) {
        reportError(tr("Cannot Save Project"), error);
        return false;
    }
    m_document->setFileName(absolute);
    m_document->markSaved();
    m_recentFiles->add(absolute);
    updateWindowTitle();
    statusBar()->showMessage(tr("Saved %1").arg(QFileInfo(absolute).fileName()), 5000);
    return true;
}

void MainWindow::revert()
{
    const QString path = m_document->fileName();
    if (path.isEmpty())
        return;
    if (m_document->isModified() && m_interactive) {
        const auto answer = QMessageBox::question(
            this, tr("Revert"),
            tr("Drop all unsaved changes and reload %1?").arg(QFileInfo(path).fileName()));
        if (answer != QMessageBox::Yes)
            return;
    }
    openProject(path);
}

void MainWindow::addSpritesWithDialog()
{
    const QStringList paths = QFileDialog::getOpenFileNames(this, tr("Add Sprites"), QString(),
                                                            model::imageFileFilter());
    if (!paths.isEmpty())
        addSprites(paths);
}

int MainWindow::addSprites(const QStringList &paths)
{
    QList<model::Sprite> sprites;
    QStringList errors;
    QProgressDialog progress(tr("Loading images..."), tr("Cancel"), 0, int(paths.size()), this);
    progress.setWindowModality(Qt::WindowModal);
    progress.setMinimumDuration(m_interactive ? 500 : 1000000);
    QStringList names;
    for (int i = 0; i < m_document->spriteCount(); ++i)
        names << m_document->sprite(i).name;
    for (qsizetype i = 0; i < paths.size(); ++i) {
        progress.setValue(int(i));
        if (progress.wasCanceled())
            break;
        const QString path = QFileInfo(paths[i]).absoluteFilePath();
        const QString error = m_document->images().error(path);
        if (!error.isEmpty()) {
            errors << error;
            m_document->images().reload(path); // try again next time
            continue;
        }
        model::Sprite sprite;
        sprite.imagePath = path;
        // Unique names: "ship", "ship 2", ...
        const QString base = QFileInfo(path).completeBaseName();
        QString name = base;
        for (int n = 2; names.contains(name); ++n)
            name = QStringLiteral("%1 %2").arg(base).arg(n);
        names << name;
        sprite.name = name;
        sprites << sprite;
    }
    progress.setValue(int(paths.size()));
    if (!sprites.isEmpty()) {
        const int first = m_document->spriteCount();
        m_document->undoStack()->push(new AddSprites(m_document, sprites));
        m_document->setCurrentSprite(first);
    }
    if (!errors.isEmpty()) {
        reportError(tr("Some Images Could Not Be Added"), errors.join(QLatin1Char('\n')));
    }
    return int(sprites.size());
}

void MainWindow::copyShapes()
{
    const int index = m_document->currentSprite();
    if (!m_document->isValidSprite(index))
        return;
    const model::Sprite &sprite = m_document->sprite(index);
    const ShapeSelection &selection = m_document->selection();
    model::Sprite clip;
    if (selection.isEmpty()) {
        clip = sprite;
    } else {
        if (selection.box)
            clip.box = sprite.box;
        if (selection.circle)
            clip.circle = sprite.circle;
        QSet<int> polygons = selection.polygons;
        for (const auto &[polygon, vertex] : selection.points)
            polygons.insert(polygon);
        for (qsizetype i = 0; i < sprite.polygons.size(); ++i) {
            if (polygons.contains(int(i)))
                clip.polygons << sprite.polygons[i];
        }
    }
    auto *mime = new QMimeData;
    const QByteArray bytes = model::serializeShapes(clip);
    mime->setData(QLatin1String(model::shapesMimeType), bytes);
    mime->setText(QString::fromUtf8(bytes));
    QApplication::clipboard()->setMimeData(mime);
    statusBar()->showMessage(tr("Copied %n polygon(s)%1%2", nullptr, int(clip.polygons.size()))
                                 .arg(clip.box ? tr(", the reduced box") : QString(),
                                      clip.circle ? tr(", the circle") : QString()),
                             4000);
}

void MainWindow::pasteShapes()
{
    const int index = m_document->currentSprite();
    if (!m_document->isValidSprite(index))
        return;
    const QMimeData *mime = QApplication::clipboard()->mimeData();
    QByteArray bytes;
    if (mime && mime->hasFormat(QLatin1String(model::shapesMimeType)))
        bytes = mime->data(QLatin1String(model::shapesMimeType));
    else if (mime && mime->hasText())
        bytes = mime->text().toUtf8();
    QString error;
    const std::optional<model::Sprite> clip = model::parseShapes(bytes, &error);
    if (!clip) {
        statusBar()->showMessage(tr("Nothing to paste: %1").arg(error), 5000);
        return;
    }
    m_document->undoStack()->push(
        new PasteShapes(m_document, index, SpriteShapes{clip->box, clip->circle, clip->polygons}));
}

void MainWindow::applyShapesToSelected()
{
    const int index = m_document->currentSprite();
    if (!m_document->isValidSprite(index))
        return;
    QList<int> targets = m_spritesDock->selectedSprites();
    targets.removeAll(index);
    if (targets.isEmpty()) {
        reportError(tr("Apply Shapes"),
                    tr("Select the sprites that should receive the shapes in the Sprites list "
                       "(Ctrl+click or Shift+click), then choose Apply Shapes again."));
        return;
    }
    m_document->undoStack()->push(new ApplyShapesToSprites(
        m_document, SpriteShapes::of(m_document->sprite(index)), targets));
}

void MainWindow::setPivotPreset(double fx, double fy)
{
    const int index = m_document->currentSprite();
    if (!m_document->isValidSprite(index))
        return;
    const QSize size = m_document->image(index).size();
    m_document->undoStack()->push(new SetPivot(m_document, index,
                                               collision::Vec2{fx * size.width(), fy * size.height()},
                                               m_toolContext->nextDragId()));
}

void MainWindow::closeEvent(QCloseEvent *event)
{
    if (!maybeSave()) {
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
    QStringList images;
    QString project;
    for (const QUrl &url : event->mimeData()->urls()) {
        if (!url.isLocalFile())
            continue;
        const QString path = url.toLocalFile();
        if (isProjectFile(path))
            project = path;
        else
            images << path;
    }
    event->acceptProposedAction();
    if (!project.isEmpty()) {
        openProjectWithPrompt(project);
        return;
    }
    if (!images.isEmpty())
        addSprites(images);
}

} // namespace hitbox::editor
