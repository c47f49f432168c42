#include "files/projectfiles.h"

#include "base/makeaction.h"
#include "commands/spritecommands.h"
#include "document/document.h"
#include "files/asepriteimportdialog.h"
#include "files/importhitboxesdialog.h"
#include "files/missingimagesdialog.h"
#include "files/recentfiles.h"
#include "frames/slicedialog.h"
#include "icons/icons.h"

#include "model/document/sprite.h"
#include "model/import/grid/gridslicer.h"
#include "model/import/hitboximport.h"
#include "model/import/importer.h"
#include "model/import/sheetimport.h"
#include "model/import/spritefromsheet.h"
#include "model/io/asepritefile.h"
#include "model/io/imageloader.h"
#include "model/io/localfile.h"
#include "model/io/projectformat.h"

#include <QAction>
#include <QFileDialog>
#include <QFileInfo>
#include <QMenu>
#include <QMessageBox>
#include <QProgressDialog>
#include <QPushButton>
#include <QScopeGuard>
#include <QUndoStack>
#include <QUrl>

#include <limits>

#include <new>

namespace hitbox::editor {
namespace {

const QString projectFilter = QStringLiteral("Hitbox projects (*.hitbox.json);;All files (*)");

bool isProjectFile(const QString &path)
{
    return path.endsWith(QLatin1String(model::projectFileSuffix), Qt::CaseInsensitive);
}

} // namespace

ProjectFiles::ProjectFiles(Document *document, QWidget *window)
    : QObject(window)
    , m_document(document)
    , m_window(window)
    , m_recentFiles(new RecentFiles(this))
{
    createActions();
    m_recentMenu = new QMenu(tr("Open &Recent"), window);
    connect(m_recentMenu, &QMenu::aboutToShow, this, [this] {
        m_recentFiles->populate(m_recentMenu);
    });
    connect(m_recentFiles, &RecentFiles::openRequested, this, [this](const QString &path) {
        openProjectWithPrompt(path);
    });
    connect(m_document, &Document::fileNameChanged, this, [this](const QString &fileName) {
        m_revertAction->setEnabled(!fileName.isEmpty());
    });
    m_revertAction->setEnabled(!m_document->fileName().isEmpty());
}

void ProjectFiles::createActions()
{
    m_newAction = makeAction(this,
                             icon(Icon::NewProject),
                             tr("&New Project"),
                             QKeySequence::New,
                             tr("Start an empty project"),
                             "newProject");
    connect(m_newAction, &QAction::triggered, this, &ProjectFiles::newProject);
    m_openAction = makeAction(this,
                              icon(Icon::OpenProject),
                              tr("&Open Project..."),
                              QKeySequence::Open,
                              tr("Open a Hitbox Studio project"),
                              "openProject");
    connect(m_openAction, &QAction::triggered, this, [this] { openProjectWithPrompt(); });
    m_saveAction = makeAction(this,
                              icon(Icon::SaveProject),
                              tr("&Save"),
                              QKeySequence::Save,
                              tr("Save the project"),
                              "save");
    connect(m_saveAction, &QAction::triggered, this, &ProjectFiles::save);
    m_saveAsAction = makeAction(this,
                                icon(Icon::SaveProjectAs),
                                tr("Save &As..."),
                                QKeySequence::SaveAs,
                                tr("Save the project under a new name"),
                                "saveAs");
    connect(m_saveAsAction, &QAction::triggered, this, [this] { saveAs(); });
    m_revertAction = makeAction(this,
                                icon(Icon::Revert),
                                tr("&Revert"),
                                QKeySequence(),
                                tr("Reload the project from disk, dropping unsaved changes"),
                                "revert");
    connect(m_revertAction, &QAction::triggered, this, &ProjectFiles::revert);
    m_addSpritesAction = makeAction(this,
                                    icon(Icon::AddSprites),
                                    tr("&Add Sprites..."),
                                    QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_A),
                                    tr("Add image files to the project as sprites"),
                                    "addSprites");
    connect(m_addSpritesAction, &QAction::triggered, this, &ProjectFiles::addSpritesWithDialog);
    m_importHitboxesAction = makeAction(this,
                                        icon(Icon::ImportHitboxes),
                                        tr("&Import Hitboxes..."),
                                        QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_I),
                                        tr("Bring in the hitboxes of another tool's files (a "
                                           "Tiled tileset, ...), as new sprites or onto the "
                                           "project's sprites"),
                                        "importHitboxes");
    connect(m_importHitboxesAction,
            &QAction::triggered,
            this,
            &ProjectFiles::importHitboxesWithDialog);
}

bool ProjectFiles::maybeSave()
{
    if (!m_document->isModified() || !m_interactive)
        return true;
    const QString name = m_document->fileName().isEmpty()
                                 ? tr("Untitled")
                                 : QFileInfo(m_document->fileName()).fileName();
    const auto answer
            = QMessageBox::question(m_window,
                                    tr("Unsaved Changes"),
                                    tr("Save the changes to %1 before closing it?").arg(name),
                                    QMessageBox::Save | QMessageBox::Discard | QMessageBox::Cancel,
                                    QMessageBox::Save);
    if (answer == QMessageBox::Save)
        return save();
    return answer == QMessageBox::Discard;
}

void ProjectFiles::newProject()
{
    if (!maybeSave())
        return;
    m_document->resetProject({}, QString());
}

QString ProjectFiles::documentFolder() const
{
    return m_document->fileName().isEmpty() ? QString()
                                            : QFileInfo(m_document->fileName()).absolutePath();
}

void ProjectFiles::openProjectWithPrompt(const QString &givenPath)
{
    QString path = givenPath;
    if (path.isEmpty()) {
        path = QFileDialog::getOpenFileName(
                m_window, tr("Open Project"), documentFolder(), projectFilter);
        if (path.isEmpty())
            return;
    }
    // The file first: one that cannot be opened costs no question about unsaved changes.
    const QString absolute = model::absoluteFileSystemPath(path); // ":x" is a file
    const model::ProjectReadResult read = model::readProjectFile(absolute);
    if (!read.ok()) {
        refuseAsProject(absolute, read.error);
        return;
    }
    if (!maybeSave())
        return;
    openRead(absolute, read);
}

void ProjectFiles::refuseAsProject(const QString &path, const QString &error)
{
    // Offered only when the import works: every file is "an image" to the last importer.
    const model::Importer *importer = isProjectFile(path) ? nullptr : model::importerOf(path);
    if (!importer || !model::importSheet(path).ok()) {
        emit errorOccurred(tr("Cannot Open Project"), error);
        m_recentFiles->remove(QFileInfo(path).absoluteFilePath());
        return;
    }
    const QString what = tr("%1 is %2, not a Hitbox Studio project.")
                                 .arg(QFileInfo(path).fileName(), importer->inputText());
    if (!m_interactive) {
        emit errorOccurred(tr("Cannot Open Project"),
                           what + QLatin1Char(' ')
                                   + tr("Add it to a project with Sprite > Add Sprites..."));
        return;
    }
    QMessageBox box(QMessageBox::Question,
                    tr("Open Project"),
                    what + QLatin1Char('\n') + tr("Add it to this project as sprites?"),
                    QMessageBox::Cancel,
                    m_window);
    QPushButton *add = box.addButton(tr("Add Sprites"), QMessageBox::AcceptRole);
    box.setDefaultButton(add);
    box.exec();
    if (box.clickedButton() == add)
        addSprites({path});
}

bool ProjectFiles::openProject(const QString &givenPath)
{
    const QString path = model::absoluteFileSystemPath(givenPath); // ":x" is a file
    const model::ProjectReadResult read = model::readProjectFile(path);
    if (!read.ok()) {
        emit errorOccurred(tr("Cannot Open Project"), read.error);
        m_recentFiles->remove(QFileInfo(path).absoluteFilePath());
        return false;
    }
    return openRead(path, read);
}

bool ProjectFiles::openRead(const QString &path, const model::ProjectReadResult &read)
{
    QStringList missing;
    for (const model::Sprite &sprite : read.project.sprites) {
        if (!QFileInfo::exists(sprite.imagePath) && !missing.contains(sprite.imagePath))
            missing << sprite.imagePath;
    }
    QHash<QString, QString> located;
    if (!missing.isEmpty() && m_interactive) {
        MissingImagesDialog dialog(missing, m_window);
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
    emit statusMessage(stillMissing > 0
                               ? tr("Opened %1; %n image(s) missing", nullptr, int(stillMissing))
                                         .arg(QFileInfo(path).fileName())
                               : tr("Opened %1").arg(QFileInfo(path).fileName()),
                       5000);
    return true;
}

bool ProjectFiles::save()
{
    if (m_document->fileName().isEmpty())
        return saveAs();
    const QString error = model::writeProjectFile(m_document->project(), m_document->fileName());
    if (!error.isEmpty()) {
        emit errorOccurred(tr("Cannot Save Project"), error);
        return false;
    }
    m_document->markSaved();
    m_recentFiles->add(m_document->fileName());
    emit statusMessage(tr("Saved %1").arg(QFileInfo(m_document->fileName()).fileName()), 5000);
    emit saved();
    return true;
}

bool ProjectFiles::saveAs(const QString &givenPath)
{
    QString path = givenPath;
    if (path.isEmpty()) {
        const QString start = m_document->fileName().isEmpty()
                                      ? tr("untitled") + QLatin1String(model::projectFileSuffix)
                                      : m_document->fileName();
        path = QFileDialog::getSaveFileName(m_window, tr("Save Project As"), start, projectFilter);
        if (path.isEmpty())
            return false;
        if (!isProjectFile(path))
            path += QLatin1String(model::projectFileSuffix);
    }
    const QString absolute = model::absoluteFileSystemPath(path);
    const QString error = model::writeProjectFile(m_document->project(), absolute);
    if (!error.isEmpty()) {
        emit errorOccurred(tr("Cannot Save Project"), error);
        return false;
    }
    m_document->setFileName(absolute);
    m_document->markSaved();
    m_recentFiles->add(absolute);
    emit statusMessage(tr("Saved %1").arg(QFileInfo(absolute).fileName()), 5000);
    emit saved();
    return true;
}

void ProjectFiles::revert()
{
    const QString path = m_document->fileName();
    if (path.isEmpty())
        return;
    if (m_document->isModified() && m_interactive) {
        const auto answer = QMessageBox::question(
                m_window,
                tr("Revert"),
                tr("Drop all unsaved changes and reload %1?").arg(QFileInfo(path).fileName()));
        if (answer != QMessageBox::Yes)
            return;
    }
    openProject(path);
}

void ProjectFiles::addSpritesWithDialog()
{
    const QStringList paths = QFileDialog::getOpenFileNames(
            m_window,
            tr("Add Sprites"),
            documentFolder(),
            tr("Images, sheets and atlases (%1);;")
                            .arg(model::importFileNamePatterns().join(QLatin1Char(' ')))
                    + model::imageFileFilter());
    if (!paths.isEmpty())
        addSprites(paths);
}

void ProjectFiles::importHitboxesWithDialog()
{
    const QStringList paths = QFileDialog::getOpenFileNames(
            m_window,
            tr("Import Hitboxes"),
            documentFolder(),
            tr("Hitbox files (%1);;All files (*)")
                    .arg(model::hitboxFileNamePatterns().join(QLatin1Char(' '))));
    if (!paths.isEmpty())
        importHitboxes(paths);
}

int ProjectFiles::importHitboxes(const QStringList &paths)
{
    ImportHitboxesDialog dialog(m_document, paths, m_window);
    if (!m_interactive) {
        const int shapes = dialog.apply();
        if (shapes > 0 || !dialog.sprites().isEmpty())
            emit statusMessage(dialog.summary(), 8000);
        else
            emit errorOccurred(tr("Nothing Imported"), dialog.report().join(QLatin1Char('\n')));
        return shapes;
    }
    if (dialog.exec() != QDialog::Accepted)
        return 0;
    emit statusMessage(dialog.summary(), 8000);
    return dialog.importedShapes();
}

int ProjectFiles::addSprites(const QStringList &paths)
{
    QList<model::Sprite> sprites;
    QStringList errors;
    QStringList warnings;
    QProgressDialog progress(tr("Loading images..."), tr("Cancel"), 0, int(paths.size()), m_window);
    progress.setWindowModality(Qt::WindowModal);
    progress.setMinimumDuration(m_interactive ? 500 : 1000000);
    m_addProgress = &progress;
    const auto forgetProgress = qScopeGuard([this] { m_addProgress = nullptr; });
    QStringList names;
    for (int i = 0; i < m_document->spriteCount(); ++i)
        names << m_document->sprite(i).name;
    for (qsizetype i = 0; i < paths.size(); ++i) {
        progress.setValue(int(i));
        if (progress.wasCanceled())
            break;
        const QString path = model::absoluteFileSystemPath(paths[i]);
        std::optional<model::ImportedSheet> sheet = importForAdding(path, errors, warnings);
        if (!sheet)
            continue;
        // Unique names: "ship", "ship 2", ...
        const QString name
                = model::uniqueSpriteName(QFileInfo(path).completeBaseName(),
                                          [&](const QString &n) { return names.contains(n); });
        names << name;
        try {
            sprites << model::spriteFromSheet(*sheet, name);
        } catch (const std::bad_alloc &) {
            errors << tr("%1: not enough memory to add it").arg(QDir::toNativeSeparators(path));
        }
    }
    progress.setValue(int(paths.size()));
    if (!warnings.isEmpty())
        emit statusMessage(warnings.join(QLatin1String("; ")), 10000);
    if (!sprites.isEmpty()) {
        const int first = m_document->spriteCount();
        m_document->undoStack()->push(new AddSprites(m_document, sprites));
        m_document->setCurrentSprite(first);
    }
    if (!errors.isEmpty())
        emit errorOccurred(tr("Some Images Could Not Be Added"), errors.join(QLatin1Char('\n')));
    return int(sprites.size());
}

int ProjectFiles::askWhileAdding(QDialog &dialog)
{
    // Add Sprites' window-modal progress would block the question: it waits hidden.
    if (m_addProgress) {
        m_addProgress->setMinimumDuration(std::numeric_limits<int>::max());
        m_addProgress->hide();
    }
    const int result = dialog.exec();
    if (m_addProgress)
        m_addProgress->setMinimumDuration(m_interactive ? 500 : 1000000);
    return result;
}

std::optional<model::ImportedSheet>
ProjectFiles::importForAdding(const QString &path, QStringList &errors, QStringList &warnings)
{
    model::ImportResult imported = model::importSheet(path);
    if (!imported.ok()) {
        errors << imported.error;
        return std::nullopt;
    }
    if (imported.sheet.kind == model::SheetKind::Image) {
        const QString error = m_document->images().error(path);
        if (!error.isEmpty()) {
            errors << error;
            m_document->images().reload(path); // try again next time
            return std::nullopt;
        }
        // A still image that splits on transparent gutters may be a sprite sheet: ask.
        const QImage image = m_document->images().image(path);
        const std::optional<model::GridSpec> found
                = m_interactive ? model::autoGrid(image) : std::nullopt;
        if (found) {
            SliceDialog dialog(image, QFileInfo(path).fileName(), *found, m_window);
            if (askWhileAdding(dialog) != QDialog::Accepted)
                return std::nullopt;
            if (const std::optional<model::GridSpec> grid = dialog.result()) {
                imported = model::importGrid(path, *grid);
                if (!imported.ok()) {
                    errors << imported.error;
                    return std::nullopt;
                }
            }
        }
    }
    // An Aseprite file: say what its layers, slices and tags become before adding it.
    if (m_interactive && model::isAsepriteFile(path)) {
        const model::AseReadResult read = model::readAsepriteFile(path);
        if (read.ok()) {
            AsepriteImportDialog dialog(read.file, QFileInfo(path).fileName(), m_window);
            if (askWhileAdding(dialog) != QDialog::Accepted)
                return std::nullopt;
        }
    }
    if (!imported.warning.isEmpty())
        warnings << imported.warning;
    return imported.sheet;
}

void ProjectFiles::openDropped(const QList<QUrl> &urls)
{
    QStringList images;
    QStringList hitboxFiles;
    QString project;
    for (const QUrl &url : urls) {
        if (!url.isLocalFile())
            continue;
        const QString path = url.toLocalFile();
        if (isProjectFile(path))
            project = path;
        else if (model::readsHitboxes(path))
            hitboxFiles << path;
        else
            images << path;
    }
    if (!project.isEmpty()) {
        openProjectWithPrompt(project);
        return;
    }
    if (!hitboxFiles.isEmpty())
        importHitboxes(hitboxFiles);
    if (!images.isEmpty())
        addSprites(images);
}

} // namespace hitbox::editor
