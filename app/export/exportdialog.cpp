#include "export/exportdialog.h"

#include "document/document.h"
#include "export/exporters.h"
#include "icons/icons.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QDir>
#include <QDoubleSpinBox>
#include <QFileDialog>
#include <QFileInfo>
#include <QFormLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QPushButton>
#include <QRadioButton>
#include <QSpinBox>
#include <QTimer>
#include <QVBoxLayout>

namespace hitbox::editor {
namespace {

constexpr int maxProblemsListed = 200;
constexpr int maxFilesListed = 200;
constexpr int nameRole = Qt::UserRole; // a checklist item's sprite or role name

QListWidget *checklist(const QString &objectName, QWidget *parent)
{
    auto *list = new QListWidget(parent);
    list->setObjectName(objectName);
    list->setSelectionMode(QAbstractItemView::NoSelection);
    list->setMinimumHeight(110);
    return list;
}

// Fills a checklist with `names` (all checked when `chosen` is empty, else those chosen);
// chosen names that are not in `names` are added, checked and marked, so the preview
// reports them and unchecking drops them.
void fillChecklist(QListWidget *list, const QStringList &names, const QStringList &chosen)
{
    list->clear();
    const auto add = [list](const QString &name, const QString &text, bool checked) {
        auto *item = new QListWidgetItem(text, list);
        item->setData(nameRole, name);
        item->setFlags(Qt::ItemIsEnabled | Qt::ItemIsUserCheckable);
        item->setCheckState(checked ? Qt::Checked : Qt::Unchecked);
        return item;
    };
    for (const QString &name : names)
        add(name, name, chosen.isEmpty() || chosen.contains(name));
    for (const QString &name : chosen) {
        if (!names.contains(name)) {
            QListWidgetItem *item
                    = add(name, ExportDialog::tr("%1 (not in the project)").arg(name), true);
            QFont font = item->font();
            font.setItalic(true);
            item->setFont(font);
        }
    }
}

// The checked names; empty when every item is checked and every item is in the project
// (the export then takes every sprite or role, including ones added later).
QStringList checkedNames(const QListWidget *list, qsizetype projectCount)
{
    QStringList names;
    for (int i = 0; i < list->count(); ++i) {
        if (list->item(i)->checkState() == Qt::Checked)
            names << list->item(i)->data(nameRole).toString();
    }
    if (names.size() == list->count() && list->count() == projectCount)
        return {};
    return names;
}

// True when the two settings write the same files (export on save writes nothing).
bool samePlan(const model::ExportSettings &a, const model::ExportSettings &b)
{
    return a.options == b.options && a.outputPath == b.outputPath;
}

bool anyChecked(const QListWidget *list)
{
    for (int i = 0; i < list->count(); ++i) {
        if (list->item(i)->checkState() == Qt::Checked)
            return true;
    }
    return list->count() == 0;
}

} // namespace

ExportDialog::ExportDialog(Document *document, QWidget *parent)
    : QDialog(parent)
    , m_document(document)
{
    setWindowTitle(tr("Export Project"));
    setObjectName(QStringLiteral("exportDialog"));
    createWidgets();
    m_planTimer = new QTimer(this);
    m_planTimer->setSingleShot(true);
    m_planTimer->setInterval(150); // typing a number plans once, not on every digit
    connect(m_planTimer, &QTimer::timeout, this, &ExportDialog::startPlanning);
    connect(&m_watcher, &QFutureWatcher<model::ExportPlan>::finished, this, [this] {
        planFinished();
    });

    model::ExportSettings start;
    if (document->project().exportSettings) {
        start = *document->project().exportSettings;
    } else {
        const QList<model::ExportFormat> formats = availableExportFormats();
        if (!formats.isEmpty())
            start.options.format = formats.first();
    }
    setSettings(start);
}

ExportDialog::~ExportDialog()
{
    // The worker holds a copy of the project; it is left to finish on its own.
    m_watcher.disconnect(this);
}

void ExportDialog::createWidgets()
{
    m_format = new QComboBox(this);
    m_format->setObjectName(QStringLiteral("exportFormat"));
    for (model::ExportFormat format : availableExportFormats())
        m_format->addItem(editorExporter(format)->displayName(), int(format));
    m_output = new QLineEdit(this);
    m_output->setObjectName(QStringLiteral("exportOutput"));
    m_output->setMinimumWidth(360);
    m_output->setToolTip(tr("A relative path is taken from the project's folder"));
    m_browse = new QPushButton(tr("&Browse..."), this);
    m_browse->setObjectName(QStringLiteral("exportBrowse"));
    auto *outputRow = new QHBoxLayout;
    outputRow->addWidget(m_output, 1);
    outputRow->addWidget(m_browse);
    auto *target = new QFormLayout;
    target->addRow(tr("&Format:"), m_format);
    m_outputLabel = new QLabel(tr("&File:"), this);
    m_outputLabel->setBuddy(m_output);
    target->addRow(m_outputLabel, outputRow);

    m_sprites = checklist(QStringLiteral("exportSprites"), this);
    m_roles = checklist(QStringLiteral("exportRoles"), this);
    auto *lists = new QHBoxLayout;
    for (auto [title, list] : {std::pair{tr("Sprites"), m_sprites}, {tr("Roles"), m_roles}}) {
        auto *column = new QVBoxLayout;
        auto *label = new QLabel(title, this);
        column->addWidget(label);
        column->addWidget(list);
        lists->addLayout(column);
    }

    m_allFrames = new QRadioButton(tr("&All frames"), this);
    m_allFrames->setObjectName(QStringLiteral("exportAllFrames"));
    m_firstFrame = new QRadioButton(tr("F&irst frame only"), this);
    m_firstFrame->setObjectName(QStringLiteral("exportFirstFrame"));
    auto *frames = new QHBoxLayout;
    frames->addWidget(m_allFrames);
    frames->addWidget(m_firstFrame);
    frames->addStretch(1);
    m_mirrored = new QCheckBox(tr("Also export &mirrored copies (NAME_flipped)"), this);
    m_mirrored->setObjectName(QStringLiteral("exportMirrored"));
    m_mirrored->setToolTip(tr("For engines whose bodies do not flip with the sprite"));
    m_pixelsPerMetre = new QDoubleSpinBox(this);
    m_pixelsPerMetre->setObjectName(QStringLiteral("exportPixelsPerMetre"));
    m_pixelsPerMetre->setRange(0.001, 100000);
    m_pixelsPerMetre->setDecimals(3);
    m_pixelsPerMetre->setToolTip(tr("Pixels per physics unit, for Box2D-family engines"));
    m_maxVertices = new QSpinBox(this);
    m_maxVertices->setObjectName(QStringLiteral("exportMaxVertices"));
    m_maxVertices->setRange(model::minExportPolygonVertices, model::maxExportPolygonVertices);
    m_maxVertices->setToolTip(tr("Polygons are cut into convex pieces of at most this many "
                                 "vertices (Box2D: 8)"));
    m_pixelsPerMetreLabel = new QLabel(tr("&Pixels per metre:"), this);
    m_pixelsPerMetreLabel->setBuddy(m_pixelsPerMetre);
    m_numbers = new QFormLayout;
    m_numbers->setFieldGrowthPolicy(QFormLayout::FieldsStayAtSizeHint);
    m_numbers->addRow(tr("Frames:"), frames);
    m_numbers->addRow(QString(), m_mirrored);
    m_numbers->addRow(m_pixelsPerMetreLabel, m_pixelsPerMetre);
    m_numbers->addRow(tr("Most &vertices per convex piece:"), m_maxVertices);
    auto *options = new QGroupBox(tr("What to export"), this);
    auto *optionsLayout = new QVBoxLayout(options);
    optionsLayout->addLayout(lists);
    optionsLayout->addLayout(m_numbers);

    m_exportOnSave = new QCheckBox(tr("Export a&gain whenever the project is saved"), this);
    m_exportOnSave->setObjectName(QStringLiteral("exportOnSave"));
    m_summary = new QLabel(this);
    m_summary->setObjectName(QStringLiteral("exportSummary"));
    m_summary->setWordWrap(true);
    m_problems = new QListWidget(this);
    m_problems->setObjectName(QStringLiteral("exportProblems"));
    m_problems->setWordWrap(true);
    m_problems->setMaximumHeight(130);
    m_problems->setSelectionMode(QAbstractItemView::NoSelection);
    QSizePolicy keepSpace = m_problems->sizePolicy();
    keepSpace.setRetainSizeWhenHidden(true); // the dialog does not jump as problems come and go
    m_problems->setSizePolicy(keepSpace);
    m_files = new QListWidget(this);
    m_files->setObjectName(QStringLiteral("exportFiles"));
    m_files->setMaximumHeight(110);
    m_files->setSelectionMode(QAbstractItemView::NoSelection);
    m_files->setToolTip(tr("The files Export writes (existing ones are replaced)"));
    m_files->setSizePolicy(keepSpace);
    m_error = new QLabel(this);
    m_error->setObjectName(QStringLiteral("exportError"));
    m_error->setWordWrap(true);
    m_error->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_error->setStyleSheet(QStringLiteral("color: #b00020; font-weight: bold"));
    m_error->hide();

    m_buttons = new QDialogButtonBox(QDialogButtonBox::Cancel, this);
    m_exportButton = m_buttons->addButton(tr("&Export"), QDialogButtonBox::AcceptRole);
    m_exportButton->setObjectName(QStringLiteral("exportButton"));
    m_exportButton->setDefault(true);
    connect(m_buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(m_buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);

    auto *layout = new QVBoxLayout(this);
    layout->addLayout(target);
    layout->addWidget(options, 1);
    layout->addWidget(m_exportOnSave);
    layout->addWidget(m_summary);
    layout->addWidget(m_files);
    layout->addWidget(m_problems);
    layout->addWidget(m_error);
    layout->addWidget(m_buttons);

    connect(m_format, &QComboBox::currentIndexChanged, this, &ExportDialog::formatChanged);
    connect(m_browse, &QPushButton::clicked, this, &ExportDialog::browse);
    connect(m_output, &QLineEdit::textEdited, this, [this] {
        m_autoOutput.clear(); // the user's own path from now on
    });
    connect(m_output, &QLineEdit::textChanged, this, &ExportDialog::settingsEdited);
    for (QListWidget *list : {m_sprites, m_roles})
        connect(list, &QListWidget::itemChanged, this, &ExportDialog::settingsEdited);
    connect(m_allFrames, &QRadioButton::toggled, this, &ExportDialog::settingsEdited);
    connect(m_mirrored, &QCheckBox::toggled, this, &ExportDialog::settingsEdited);
    connect(m_pixelsPerMetre, &QDoubleSpinBox::valueChanged, this, &ExportDialog::settingsEdited);
    connect(m_maxVertices, &QSpinBox::valueChanged, this, &ExportDialog::settingsEdited);
    // Export on save changes no file: it needs no new plan.
}

void ExportDialog::setSettings(const model::ExportSettings &settings)
{
    const model::ExportOptions &o = settings.options;
    const QSignalBlocker blockFormat(m_format);
    m_format->setCurrentIndex(std::max(0, m_format->findData(int(o.format))));
    QStringList spriteNames;
    for (const model::Sprite &sprite : m_document->project().sprites)
        spriteNames << sprite.name;
    QStringList roleNames;
    for (const model::Role &role : m_document->project().roles.roles)
        roleNames << role.name;
    {
        const QSignalBlocker a(m_sprites), b(m_roles);
        fillChecklist(m_sprites, spriteNames, o.sprites);
        fillChecklist(m_roles, roleNames, o.roles);
    }
    (o.allFrames ? m_allFrames : m_firstFrame)->setChecked(true);
    m_mirrored->setChecked(o.mirrored);
    m_pixelsPerMetre->setValue(o.pixelsPerMetre);
    m_maxVertices->setValue(o.maxPolygonVertices);
    m_exportOnSave->setChecked(settings.exportOnSave);
    m_shownFormat = m_format->currentIndex() < 0 ? -1 : m_format->currentData().toInt();
    m_targets.clear();
    m_autoTargets.clear();
    const QSignalBlocker blockOutput(m_output);
    if (settings.outputPath.isEmpty()) {
        m_output->setText(shownPath(defaultOutput(exporter())));
        m_autoOutput = m_output->text();
    } else {
        m_output->setText(shownPath(settings.outputPath));
        m_autoOutput.clear();
    }
    updateTargetLabels();
    settingsEdited();
}

const model::Exporter *ExportDialog::exporter() const
{
    if (m_format->currentIndex() < 0)
        return nullptr;
    return editorExporter(model::ExportFormat(m_format->currentData().toInt()));
}

QString ExportDialog::baseFolder() const
{
    const QString file = m_document->fileName();
    return file.isEmpty() ? QDir::homePath() : QFileInfo(file).absolutePath();
}

QString ExportDialog::shownPath(const QString &path) const
{
    // In full, so that the target says where it goes (a relative one typed is taken from
    // the project's folder).
    return QDir::toNativeSeparators(QDir::cleanPath(QDir(baseFolder()).absoluteFilePath(path)));
}

QString ExportDialog::defaultOutput(const model::Exporter *exporter) const
{
    if (!exporter)
        return {};
    const QString file = m_document->fileName();
    QString base = file.isEmpty() ? tr("untitled") : QFileInfo(file).fileName();
    if (base.endsWith(QLatin1String(".hitbox.json")))
        base.chop(int(qstrlen(".hitbox.json")));
    const QString name
            = exporter->writesFolder()
                      ? base + QLatin1Char('-') + model::exportFormatName(exporter->format())
                      : base + QLatin1Char('.') + exporter->fileSuffix();
    return QDir(baseFolder()).filePath(name);
}

void ExportDialog::updateTargetLabels()
{
    const model::Exporter *current = exporter();
    const bool folder = current && current->writesFolder();
    m_outputLabel->setText(folder ? tr("&Folder:") : tr("&File:"));
    m_browse->setToolTip(folder ? tr("Choose the folder the files go to")
                                : tr("Choose the file to write"));
    m_numbers->setRowVisible(m_pixelsPerMetre, current && current->usesPixelsPerMetre());
}

void ExportDialog::formatChanged()
{
    const model::Exporter *previous
            = m_shownFormat < 0 ? nullptr : editorExporter(model::ExportFormat(m_shownFormat));
    if (m_shownFormat >= 0) {
        m_targets.insert(m_shownFormat, m_output->text());
        m_autoTargets.insert(m_shownFormat, m_autoOutput);
    }
    const model::Exporter *current = exporter();
    m_shownFormat = current ? int(current->format()) : -1;
    updateTargetLabels();
    const QSignalBlocker block(m_output);
    if (current && m_targets.contains(m_shownFormat)) {
        // Each format keeps its own target: back to it, the one it had is shown again.
        m_output->setText(m_targets.value(m_shownFormat));
        m_autoOutput = m_autoTargets.value(m_shownFormat);
    } else if (current && m_autoOutput.isEmpty() && previous && !previous->writesFolder()
               && !current->writesFolder()) {
        // The user's file keeps its name with the new format's suffix.
        QString path = m_output->text();
        const QFileInfo info(path);
        if (!info.suffix().isEmpty() && info.suffix() != current->fileSuffix()) {
            path.chop(info.suffix().size());
            m_output->setText(path + current->fileSuffix());
        }
    } else if (current) {
        // A proposed path, or a folder where a file is wanted (or the reverse): the
        // format's own default.
        m_output->setText(shownPath(defaultOutput(current)));
        m_autoOutput = m_output->text();
    }
    settingsEdited();
}

void ExportDialog::browse()
{
    const model::Exporter *current = exporter();
    if (!current)
        return;
    const QString start = settings().outputPath;
    const QString chosen
            = current->writesFolder()
                      ? QFileDialog::getExistingDirectory(this, tr("Export to Folder"), start)
                      : QFileDialog::getSaveFileName(
                              this, tr("Export to File"), start, current->displayName());
    if (chosen.isEmpty())
        return;
    QString path = chosen;
    if (!current->writesFolder() && QFileInfo(path).suffix().isEmpty())
        path += QLatin1Char('.') + current->fileSuffix();
    m_autoOutput.clear();
    m_output->setText(QDir::toNativeSeparators(path));
}

model::ExportSettings ExportDialog::settings() const
{
    model::ExportSettings s;
    model::ExportOptions &o = s.options;
    if (m_format->currentIndex() >= 0)
        o.format = model::ExportFormat(m_format->currentData().toInt());
    o.pixelsPerMetre = m_pixelsPerMetre->value();
    o.sprites = checkedNames(m_sprites, m_document->spriteCount());
    o.roles = checkedNames(m_roles, m_document->project().roles.roles.size());
    o.allFrames = m_allFrames->isChecked();
    o.mirrored = m_mirrored->isChecked();
    o.maxPolygonVertices = m_maxVertices->value();
    const QString text = QDir::fromNativeSeparators(m_output->text().trimmed());
    if (!text.isEmpty())
        s.outputPath = QDir::cleanPath(QDir(baseFolder()).absoluteFilePath(text));
    s.exportOnSave = m_exportOnSave->isChecked();
    return s;
}

QStringList ExportDialog::settingsProblems() const
{
    QStringList problems;
    if (m_output->text().trimmed().isEmpty())
        problems << tr("Choose the %1 to export to.")
                            .arg(exporter() && exporter()->writesFolder() ? tr("folder")
                                                                          : tr("file"));
    if (const model::Exporter *current = exporter();
        current && !m_output->text().trimmed().isEmpty()) {
        const QString target = settings().outputPath;
        const QString problem = model::exportTargetProblem(target, current->writesFolder());
        if (!problem.isEmpty())
            problems << tr("%1: %2.").arg(QDir::toNativeSeparators(target), problem);
    }
    if (!anyChecked(m_sprites))
        problems << tr("Choose at least one sprite.");
    if (!anyChecked(m_roles))
        problems << tr("Choose at least one role.");
    return problems;
}

bool ExportDialog::isPlanning() const
{
    return !m_planned || !samePlan(*m_planned, settings()) || m_planTimer->isActive() || m_planning;
}

void ExportDialog::settingsEdited()
{
    m_error->hide();
    m_exportButton->setEnabled(false);
    m_summary->setText(tr("Checking..."));
    m_planTimer->start();
}

void ExportDialog::startPlanning()
{
    if (m_planning)
        return; // planFinished() starts the next plan
    const model::ExportSettings s = settings();
    if (!settingsProblems().isEmpty()) {
        m_planned = s;
        m_plan.reset();
        showPreview();
        return;
    }
    m_planning = s;
    m_watcher.setFuture(planExport(m_document->project(), s));
}

void ExportDialog::planFinished()
{
    const model::ExportSettings planned = *m_planning;
    m_planning.reset();
    m_planned = planned;
    m_plan = m_watcher.result();
    if (!samePlan(planned, settings())) {
        startPlanning(); // edited while planning
        return;
    }
    showPreview();
}

void ExportDialog::showPreview()
{
    m_problems->clear();
    const QStringList early = settingsProblems();
    QStringList lines = early;
    if (early.isEmpty() && m_plan) {
        for (const model::ExportProblem &problem : std::as_const(m_plan->problems)) {
            if (lines.size() == maxProblemsListed) {
                lines << tr("... and %1 more").arg(m_plan->problems.size() - maxProblemsListed);
                break;
            }
            lines << problem.text();
        }
    }
    for (const QString &line : std::as_const(lines)) {
        auto *item = new QListWidgetItem(icon(Icon::Warning), line, m_problems);
        item->setToolTip(line);
    }
    m_problems->setVisible(!lines.isEmpty());

    const bool ok = lines.isEmpty() && m_plan && m_plan->ok();
    if (!early.isEmpty() || !m_plan) {
        m_summary->setText(tr("Nothing to export yet."));
    } else {
        const QString counts
                = tr("%1: %2, %3.")
                          .arg(countText(m_plan->files.size(), tr("%1 file"), tr("%1 files")),
                               countText(m_plan->shapeCount, tr("%1 shape"), tr("%1 shapes")),
                               countText(m_plan->pieceCount,
                                         tr("%1 convex piece"),
                                         tr("%1 convex pieces")));
        m_summary->setText(
                ok ? tr("Ready to write %1").arg(counts)
                   : tr("Cannot export: %1 (nothing will be written until they are fixed).")
                                .arg(countText(m_plan->problems.size(),
                                               tr("%1 problem"),
                                               tr("%1 problems"))));
    }
    m_exportButton->setEnabled(ok);
    showFiles();
    emit previewUpdated();
}

void ExportDialog::showFiles()
{
    m_files->clear();
    const model::Exporter *current = exporter();
    const bool ok = current && m_plan && m_plan->ok() && settingsProblems().isEmpty();
    if (ok) {
        const QStringList paths
                = model::exportFilePaths(*m_plan, settings().outputPath, current->writesFolder());
        for (const QString &path : paths) {
            if (m_files->count() == maxFilesListed) {
                m_files->addItem(tr("... and %1 more").arg(paths.size() - maxFilesListed));
                break;
            }
            const QString shown = QDir::toNativeSeparators(path);
            auto *item = new QListWidgetItem(shown, m_files);
            item->setToolTip(QFileInfo::exists(path) ? tr("%1 (replaced)").arg(shown)
                                                     : tr("%1 (new)").arg(shown));
        }
    }
    m_files->setVisible(ok);
}

void ExportDialog::accept()
{
    if (isPlanning() || !m_plan || !m_plan->ok())
        return; // Export is disabled then; the writer reports what changed on disk since
    if (m_writer) {
        const QString error = m_writer(settings(), *m_plan);
        if (!error.isEmpty()) {
            m_error->setText(error);
            m_error->show();
            return;
        }
    }
    QDialog::accept();
}

} // namespace hitbox::editor
