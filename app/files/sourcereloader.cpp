#include "files/sourcereloader.h"

#include "base/countedtext.h"
#include "base/makeaction.h"
#include "commands/reloadsources.h"
#include "document/document.h"
#include "icons/icons.h"

#include "model/import/reimport.h"
#include "model/io/frameloader.h"

#include <QAction>
#include <QApplication>
#include <QDir>
#include <QFileInfo>
#include <QFileSystemWatcher>
#include <QGridLayout>
#include <QMessageBox>
#include <QProgressDialog>
#include <QSpacerItem>
#include <QTimer>
#include <QUndoStack>

#include <algorithm>

#include <new>

namespace hitbox::editor {
namespace {

/// At most this many files are watched (each takes an inotify watch, a limited resource).
constexpr int maxWatchedFiles = 2000;

bool hasSource(const Document *document)
{
    for (int i = 0; i < document->spriteCount(); ++i) {
        if (model::reimportsFromSource(document->sprite(i)))
            return true;
    }
    return false;
}

} // namespace

QString changedSourcesText(const QStringList &spriteNames)
{
    if (spriteNames.size() == 1) {
        return QCoreApplication::translate("SourceReloader", "The art of \"%1\" changed on disk.")
                .arg(spriteNames.first());
    }
    QStringList quoted;
    for (const QString &name : spriteNames.mid(0, 3))
        quoted << QStringLiteral("\"%1\"").arg(name);
    if (spriteNames.size() > 3)
        quoted << QStringLiteral("...");
    return QCoreApplication::translate("SourceReloader",
                                       "The art of %1 sprites changed on disk (%2).")
            .arg(QString::number(spriteNames.size()), quoted.join(QStringLiteral(", ")));
}

SourceReloader::SourceReloader(Document *document, QWidget *window)
    : QObject(window)
    , m_document(document)
    , m_window(window)
    , m_reloadAction(makeAction(this,
                                icon(Icon::ReloadSources),
                                tr("Re&load Sources"),
                                QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_R),
                                tr("Read again the files the sprites were added from: "
                                   "changed art comes in, your shapes stay"),
                                "reloadSources"))
    , m_watcher(new QFileSystemWatcher(this))
    , m_quiet(new QTimer(this))
    , m_rewatch(new QTimer(this))
{
    connect(m_reloadAction, &QAction::triggered, this, &SourceReloader::reload);
    m_quiet->setSingleShot(true);
    m_quiet->setInterval(400);
    connect(m_quiet, &QTimer::timeout, this, &SourceReloader::reportChanges);
    connect(m_watcher, &QFileSystemWatcher::fileChanged, this, &SourceReloader::fileChanged);
    connect(m_watcher, &QFileSystemWatcher::directoryChanged, this, &SourceReloader::fileChanged);
    connect(m_document, &Document::projectReset, this, [this] {
        m_changed.clear();
        updateWatch();
    });
    connect(m_document, &Document::spriteInserted, this, &SourceReloader::updateWatch);
    connect(m_document, &Document::spriteRemoved, this, &SourceReloader::updateWatch);
    // A sprite's properties change on every step of a threshold drag: the files it is read
    // from rarely do, so the watch follows once the edits pause, not on each step.
    m_rewatch->setSingleShot(true);
    m_rewatch->setInterval(300);
    connect(m_rewatch, &QTimer::timeout, this, &SourceReloader::updateWatch);
    connect(m_document, &Document::spriteChanged, this, [this](int, SpriteChanges changes) {
        if (changes & (SpriteChange::Properties | SpriteChange::Frames))
            m_rewatch->start();
    });
    updateWatch();
}

QStringList SourceReloader::watchedFiles() const
{
    return m_watcher->files() + m_watcher->directories();
}

void SourceReloader::updateWatch()
{
    QSet<QString> wanted;
    for (int i = 0; i < m_document->spriteCount() && wanted.size() < maxWatchedFiles; ++i) {
        for (const QString &file : model::spriteSourceFiles(m_document->sprite(i))) {
            if (wanted.size() < maxWatchedFiles && QFileInfo::exists(file))
                wanted.insert(file);
        }
    }
    const QStringList watchedList = watchedFiles();
    const QSet<QString> watched(watchedList.cbegin(), watchedList.cend());
    if (const QSet<QString> gone = watched - wanted; !gone.isEmpty())
        m_watcher->removePaths(gone.values());
    if (const QSet<QString> added = wanted - watched; !added.isEmpty())
        m_watcher->addPaths(added.values());
    m_reloadAction->setEnabled(hasSource(m_document));
}

void SourceReloader::fileChanged(const QString &path)
{
    m_changed.insert(path);
    m_quiet->start();
}

void SourceReloader::reportChanges()
{
    // A program that saves by writing a new file and renaming it over the old one ends the
    // watch of the old file: watch what is there now.
    updateWatch();
    QStringList names;
    for (int i = 0; i < m_document->spriteCount(); ++i) {
        const model::Sprite &sprite = m_document->sprite(i);
        const QStringList files = model::spriteSourceFiles(sprite);
        if (std::any_of(files.cbegin(), files.cend(), [this](const QString &file) {
                return m_changed.contains(file);
            }))
            names << sprite.name;
    }
    m_changed.clear();
    if (!names.isEmpty())
        emit sourcesChanged(names);
}

int SourceReloader::reload()
{
    QList<int> withSource;
    QStringList lines;
    for (int i = 0; i < m_document->spriteCount(); ++i) {
        if (model::reimportsFromSource(m_document->sprite(i)))
            withSource << i;
        else
            lines << QStringLiteral("%1: %2").arg(m_document->sprite(i).name,
                                                  model::notReimportedText(m_document->sprite(i)));
    }
    if (withSource.isEmpty()) {
        emit errorOccurred(tr("Reload Sources"),
                           tr("No sprite of this document remembers the file it was added "
                              "from: it was saved before documents kept their sources. Add "
                              "the sprites again to reload them from now on."));
        return 0;
    }
    QProgressDialog progress(
            tr("Reading the sources again..."), tr("Cancel"), 0, int(withSource.size()), m_window);
    progress.setWindowModality(Qt::WindowModal);
    progress.setMinimumDuration(m_interactive ? 500 : 1000000);
    model::FrameSources sources;
    QList<ReloadedSprite> reloaded;
    QStringList errors;
    QStringList changedFiles;
    for (qsizetype n = 0; n < withSource.size(); ++n) {
        progress.setValue(int(n));
        QApplication::processEvents();
        if (progress.wasCanceled()) {
            emit statusMessage(tr("Reload Sources cancelled: nothing changed"), 4000);
            return 0;
        }
        const int index = withSource[n];
        const model::Sprite &sprite = m_document->sprite(index);
        model::ReimportResult result;
        try {
            result = model::reimportFromSource(sprite, sources);
        } catch (const std::bad_alloc &) {
            result.error = tr("%1: not enough memory to read it again")
                                   .arg(QDir::toNativeSeparators(sprite.source->path));
        }
        if (!result.ok()) {
            errors << result.error;
            continue;
        }
        for (const QString &line : model::reimportSummaryLines(result.summary))
            lines << QStringLiteral("%1: %2").arg(sprite.name, line);
        if (result.sprite == sprite)
            continue;
        changedFiles << model::spriteSourceFiles(sprite) << model::spriteSourceFiles(result.sprite);
        reloaded << ReloadedSprite{index, {result.sprite, result.map}};
    }
    progress.setValue(int(withSource.size()));
    if (!errors.isEmpty()) {
        emit errorOccurred(tr("Reload Sources"),
                           tr("Nothing was reloaded: a source cannot be read.") + QLatin1Char('\n')
                                   + errors.join(QLatin1Char('\n')));
        return 0;
    }
    if (!reloaded.isEmpty()) {
        // The editor's decoded pictures of those files are the old ones.
        for (const QString &file : std::as_const(changedFiles))
            m_document->images().reload(file);
        m_document->undoStack()->push(new ReloadSources(m_document, reloaded));
    }
    const QString headline = reloaded.isEmpty() ? tr("The sources have not changed.")
                                                : countedText(int(reloaded.size()),
                                                              tr("1 sprite reloaded."),
                                                              tr("%1 sprites reloaded."));
    emit statusMessage(headline, 5000);
    emit sourcesReloaded();
    // Nothing changed: the status bar says so; a box would only repeat the import's notes.
    if (m_interactive && !reloaded.isEmpty())
        showSummary(QStringList{headline} + lines);
    return int(reloaded.size());
}

void SourceReloader::showSummary(const QStringList &lines)
{
    QMessageBox box(QMessageBox::Information,
                    tr("Reload Sources"),
                    lines.first(),
                    QMessageBox::Ok,
                    m_window);
    box.setObjectName(QStringLiteral("reloadSummary"));
    box.setInformativeText(lines.mid(1).join(QLatin1Char('\n')));
    // QMessageBox sizes itself to its first line: widen it so that the summary's lines (file
    // paths among them) do not wrap into a narrow column.
    if (auto *grid = qobject_cast<QGridLayout *>(box.layout()))
        grid->addItem(new QSpacerItem(560, 0, QSizePolicy::Minimum, QSizePolicy::Fixed),
                      grid->rowCount(),
                      0,
                      1,
                      grid->columnCount());
    box.exec();
}

} // namespace hitbox::editor
