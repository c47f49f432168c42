#pragma once

#include "model/export/exporter.h"

#include <QObject>

#include <optional>

class QAction;
class QWidget;

namespace hitbox::editor {

class Document;

/// File > Export As... (Ctrl+Shift+E) and File > Export (Ctrl+E), and "export on save".
/// Export As opens the ExportDialog, which writes its plan on Export and stays open with
/// the message when writing fails; settings that were written become the document's
/// export settings in one undo step when they changed (SetExportSettings: they are saved
/// with the document); a failed try stores nothing. Export repeats the saved settings without
/// asking; it is disabled, its tool tip saying why, when there are none or their format has no
/// exporter. Every export is planned completely first (on a worker thread, with a progress dialog
/// when that takes long) and written all or none (model::writeExportPlan).
class ExportActions : public QObject
{
    Q_OBJECT

public:
    ExportActions(Document *document, QWidget *window);

    QAction *exportAsAction() const { return m_exportAsAction; }
    QAction *exportAction() const { return m_exportAction; }

    /// When false no dialog opens (see MainWindow::setInteractive()): Export As does
    /// nothing and planning shows no progress.
    void setInteractive(bool interactive) { m_interactive = interactive; }

    /// Opens the Export dialog; on Export stores its settings and writes the export.
    /// Returns true when files were written.
    bool exportAs();
    /// Exports with the document's saved settings. Returns true when files were written.
    bool exportAgain();
    /// After a successful save: exports when the saved settings ask for it. A problem is
    /// reported as such ("Saved ..., but not exported: ..."); the save stands.
    void projectSaved();

signals:
    /// A failure to show the user, with the title of its message box.
    void errorOccurred(const QString &title, const QString &message);
    /// A short message for the status bar, shown for `timeout` ms.
    void statusMessage(const QString &message, int timeout);

private:
    void updateExportAction();
    /// The plan of `settings`, or none when the user cancelled the wait.
    std::optional<model::ExportPlan> planWithProgress(const model::ExportSettings &settings);
    /// Writes an ok plan; reports the outcome. `context` starts an error message.
    bool write(const model::ExportPlan &plan,
               const model::ExportSettings &settings,
               const QString &errorTitle,
               const QString &context);
    /// Writes an ok plan; returns an empty string on success, else the message.
    QString writePlan(const model::ExportPlan &plan, const model::ExportSettings &settings);
    bool exportWith(const model::ExportSettings &settings,
                    const QString &errorTitle,
                    const QString &context);

    Document *m_document;
    QWidget *m_window;
    bool m_interactive = true;
    QAction *m_exportAsAction = nullptr;
    QAction *m_exportAction = nullptr;
};

} // namespace hitbox::editor
