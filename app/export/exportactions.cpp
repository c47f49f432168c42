#include "export/exportactions.h"

#include "base/makeaction.h"
#include "commands/exportcommands.h"
#include "document/document.h"
#include "export/exportdialog.h"
#include "export/exporters.h"
#include "icons/icons.h"

#include <QAction>
#include <QDir>
#include <QEventLoop>
#include <QFileInfo>
#include <QFutureWatcher>
#include <QProgressDialog>
#include <QUndoStack>

namespace hitbox::editor {
namespace {

constexpr int maxProblemsReported = 20;

// "<n> problems stop the export; nothing was written:" and the first problems, one a line.
QString problemsText(const QList<model::ExportProblem> &problems)
{
    QStringList lines;
    lines << (problems.size() == 1
                      ? ExportActions::tr("A problem stops the export; nothing was written:")
                      : ExportActions::tr("%1 problems stop the export; nothing was written:")
                                .arg(problems.size()));
    for (qsizetype i = 0; i < problems.size() && i < maxProblemsReported; ++i)
        lines << QStringLiteral("- ") + problems[i].text();
    if (problems.size() > maxProblemsReported)
        lines << ExportActions::tr("... and %1 more").arg(problems.size() - maxProblemsReported);
    return lines.join(QLatin1Char('\n'));
}

} // namespace

ExportActions::ExportActions(Document *document, QWidget *window)
    : QObject(window)
    , m_document(document)
    , m_window(window)
{
    // Ctrl+E / Ctrl+Shift+E follow Save / Save As (Ctrl+S / Ctrl+Shift+S), as in Tiled.
    m_exportAsAction = makeAction(this,
                                  icon(Icon::ExportProject),
                                  tr("E&xport As..."),
                                  QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_E),
                                  tr("Export the shapes to a game engine's format"),
                                  "exportAs");
    connect(m_exportAsAction, &QAction::triggered, this, &ExportActions::exportAs);
    m_exportAction = makeAction(this,
                                icon(Icon::ExportProject),
                                tr("&Export"),
                                QKeySequence(Qt::CTRL | Qt::Key_E),
                                QString(),
                                "export");
    connect(m_exportAction, &QAction::triggered, this, &ExportActions::exportAgain);
    connect(m_document, &Document::exportSettingsChanged, this, &ExportActions::updateExportAction);
    updateExportAction();
}

void ExportActions::updateExportAction()
{
    const std::optional<model::ExportSettings> &settings = m_document->project().exportSettings;
    const model::Exporter *exporter = settings ? editorExporter(settings->options.format) : nullptr;
    QString tip;
    if (!settings) {
        tip = tr("Export again with the last settings: the project has not been exported "
                 "yet; use Export As... first");
    } else if (!exporter) {
        tip = tr("Export again: this Hitbox Studio cannot export to \"%1\"; use Export As... "
                 "to choose another format")
                      .arg(model::exportFormatName(settings->options.format));
    } else {
        tip = tr("Export again as %1 to %2")
                      .arg(exporter->displayName(), QDir::toNativeSeparators(settings->outputPath));
    }
    m_exportAction->setEnabled(exporter != nullptr);
    m_exportAction->setStatusTip(tip);
    m_exportAction->setToolTip(QStringLiteral("%1 (%2)").arg(
            tip, m_exportAction->shortcut().toString(QKeySequence::NativeText)));
}

bool ExportActions::exportAs()
{
    if (!m_interactive)
        return false;
    ExportDialog dialog(m_document, m_window);
    bool written = false;
    dialog.setWriter([&](const model::ExportSettings &settings, const model::ExportPlan &plan) {
        const QString error = writePlan(plan, settings);
        if (!error.isEmpty())
            return error; // the dialog stays open showing it; nothing is stored
        // Only settings that were written are stored, as one undo step when they changed.
        if (m_document->project().exportSettings != settings)
            m_document->undoStack()->push(new SetExportSettings(m_document, settings));
        written = true;
        return QString();
    });
    dialog.exec();
    return written;
}

bool ExportActions::exportAgain()
{
    const std::optional<model::ExportSettings> settings = m_document->project().exportSettings;
    if (!settings)
        return false;
    return exportWith(*settings, tr("Cannot Export"), QString());
}

void ExportActions::projectSaved()
{
    const std::optional<model::ExportSettings> settings = m_document->project().exportSettings;
    if (!settings || !settings->exportOnSave)
        return;
    exportWith(*settings,
               tr("Saved, Not Exported"),
               tr("%1 was saved, but not exported.")
                       .arg(QFileInfo(m_document->fileName()).fileName()));
}

bool ExportActions::exportWith(const model::ExportSettings &settings,
                               const QString &errorTitle,
                               const QString &context)
{
    const std::optional<model::ExportPlan> plan = planWithProgress(settings);
    if (!plan) {
        emit statusMessage(tr("Export cancelled; nothing was written"), 5000);
        return false;
    }
    return write(*plan, settings, errorTitle, context);
}

std::optional<model::ExportPlan>
ExportActions::planWithProgress(const model::ExportSettings &settings)
{
    QFuture<model::ExportPlan> future = planExport(m_document->project(), settings);
    if (!m_interactive) {
        future.waitForFinished();
        return future.result();
    }
    // Small projects plan in a blink; the dialog shows only when planning takes a while.
    QProgressDialog progress(tr("Checking the shapes and cutting polygons into convex "
                                "pieces..."),
                             tr("Cancel"),
                             0,
                             0,
                             m_window);
    progress.setWindowTitle(tr("Exporting"));
    progress.setWindowModality(Qt::WindowModal);
    progress.setMinimumDuration(400);
    QFutureWatcher<model::ExportPlan> watcher;
    QEventLoop loop;
    connect(&watcher, &QFutureWatcher<model::ExportPlan>::finished, &loop, &QEventLoop::quit);
    connect(&progress, &QProgressDialog::canceled, &loop, &QEventLoop::quit);
    watcher.setFuture(future);
    if (!future.isFinished())
        loop.exec();
    if (!future.isFinished())
        return std::nullopt; // cancelled: the worker finishes on its own copy, unused
    return future.result();
}

bool ExportActions::write(const model::ExportPlan &plan,
                          const model::ExportSettings &settings,
                          const QString &errorTitle,
                          const QString &context)
{
    const QString error = writePlan(plan, settings);
    if (error.isEmpty())
        return true;
    emit errorOccurred(errorTitle, context.isEmpty() ? error : context + QLatin1Char('\n') + error);
    return false;
}

QString ExportActions::writePlan(const model::ExportPlan &plan,
                                 const model::ExportSettings &settings)
{
    if (!plan.ok())
        return problemsText(plan.problems);
    const model::Exporter *exporter = editorExporter(settings.options.format);
    if (!exporter)
        return tr("This Hitbox Studio cannot export to \"%1\".")
                .arg(model::exportFormatName(settings.options.format));
    const QString error
            = model::writeExportPlan(plan, settings.outputPath, exporter->writesFolder());
    if (!error.isEmpty())
        return tr("The export was not written: %1").arg(error);
    emit statusMessage(tr("Exported %1 to %2")
                               .arg(countText(plan.files.size(), tr("%1 file"), tr("%1 files")),
                                    QDir::toNativeSeparators(settings.outputPath)),
                       5000);
    return QString();
}

} // namespace hitbox::editor
