#pragma once

#include "model/export/exporter.h"

#include <QDialog>
#include <QFutureWatcher>
#include <QHash>

#include <functional>
#include <optional>

class QCheckBox;
class QComboBox;
class QDialogButtonBox;
class QDoubleSpinBox;
class QFormLayout;
class QLabel;
class QLineEdit;
class QListWidget;
class QPushButton;
class QRadioButton;
class QSpinBox;
class QTimer;

namespace hitbox::editor {

class Document;

/// File > Export As...: the format (only those with an exporter), the target file or
/// folder, the options, and a live preview of what would be written (files, shapes, convex
/// pieces) with every problem that stops the export, planned off the GUI thread. Export is
/// enabled only when the plan for the settings shown has no problem; plan() is then the
/// plan to write, and the exact files it writes are listed. Each format keeps its own
/// target while the dialog is open. The dialog changes nothing itself: Export hands the
/// plan to the writer (setWriter); when writing fails the dialog stays open showing why.
class ExportDialog : public QDialog
{
    Q_OBJECT

public:
    /// Starts from the document's saved export settings, or from defaults beside the
    /// document when it has none.
    explicit ExportDialog(Document *document, QWidget *parent = nullptr);
    ~ExportDialog() override;

    /// The settings shown, the output path made absolute (relative to the document's
    /// folder).
    model::ExportSettings settings() const;
    /// The plan of settings(), once planned (see isPlanning()).
    const std::optional<model::ExportPlan> &plan() const { return m_plan; }
    /// True while the shown settings are not planned yet.
    bool isPlanning() const;
    /// Problems that stop the export before any planning: no output, no sprite or role
    /// chosen.
    QStringList settingsProblems() const;

    /// Writes `plan` for `settings`; returns an empty string on success, else the message
    /// to show. Without a writer, Export just accepts the dialog.
    using Writer = std::function<QString(const model::ExportSettings &settings,
                                         const model::ExportPlan &plan)>;
    void setWriter(Writer writer) { m_writer = std::move(writer); }

    /// Export: writes through the writer; closes only when that succeeded.
    void accept() override;

signals:
    /// The preview line and problem list show the plan of the current settings.
    void previewUpdated();

private:
    void createWidgets();
    void setSettings(const model::ExportSettings &settings);
    void updateTargetLabels();
    void formatChanged();
    void browse();
    void settingsEdited();
    void startPlanning();
    void planFinished();
    void showPreview();
    const model::Exporter *exporter() const;
    QString defaultOutput(const model::Exporter *exporter) const;
    QString baseFolder() const;
    QString shownPath(const QString &path) const;
    void showFiles();

    Document *m_document;
    QComboBox *m_format = nullptr;
    QLabel *m_outputLabel = nullptr;
    QLabel *m_pixelsPerMetreLabel = nullptr;
    QFormLayout *m_numbers = nullptr;
    QLineEdit *m_output = nullptr;
    QPushButton *m_browse = nullptr;
    QListWidget *m_sprites = nullptr;
    QListWidget *m_roles = nullptr;
    QRadioButton *m_allFrames = nullptr;
    QRadioButton *m_firstFrame = nullptr;
    QCheckBox *m_mirrored = nullptr;
    QDoubleSpinBox *m_pixelsPerMetre = nullptr;
    QSpinBox *m_maxVertices = nullptr;
    QCheckBox *m_exportOnSave = nullptr;
    QLabel *m_summary = nullptr;
    QListWidget *m_problems = nullptr;
    QListWidget *m_files = nullptr;
    QLabel *m_error = nullptr;
    QDialogButtonBox *m_buttons = nullptr;
    QPushButton *m_exportButton = nullptr;

    QTimer *m_planTimer = nullptr;
    QFutureWatcher<model::ExportPlan> m_watcher;
    std::optional<model::ExportSettings> m_planning; ///< settings being planned
    std::optional<model::ExportPlan> m_plan;         ///< plan of m_planned
    std::optional<model::ExportSettings> m_planned;
    QString m_autoOutput;          ///< the output path the dialog proposed, until the user edits it
    int m_shownFormat = -1;        ///< the format whose target m_output shows
    QHash<int, QString> m_targets; ///< each format's target, once left
    QHash<int, QString> m_autoTargets; ///< ... and its m_autoOutput then
    Writer m_writer;
};

} // namespace hitbox::editor
