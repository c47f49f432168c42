#include "trace/tracedialog.h"

#include "trace/frametracer.h"
#include "trace/tracelabels.h"
#include "trace/tracepreviewpane.h"
#include "trace/tracescorespanel.h"
#include "trace/tracesettingsform.h"

#include "base/canvasstyle.h"
#include "commands/shapecommands.h"
#include "document/document.h"
#include "icons/icons.h"

#include <QApplication>
#include <QButtonGroup>
#include <QDialogButtonBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QMessageBox>
#include <QProgressDialog>
#include <QPushButton>
#include <QRadioButton>
#include <QRegularExpression>
#include <QSettings>
#include <QUndoStack>
#include <QVBoxLayout>

#include <algorithm>

namespace hitbox::editor {
namespace {

constexpr int settingsPaneWidth = 360;

const QString settingsGroup = QStringLiteral("traceDialog");

} // namespace

TraceDialog::TraceDialog(Document *document,
                         const QList<int> &sprites,
                         int previewSprite,
                         QWidget *parent)
    : QDialog(parent)
    , m_document(document)
    , m_runner(new TraceRunner(this))
{
    for (const int s : sprites) {
        if (m_document->isValidSprite(s) && !m_sprites.contains(s))
            m_sprites << s;
    }
    m_previewSprite = m_sprites.contains(previewSprite) ? previewSprite : m_sprites.value(0, -1);
    setWindowTitle(tr("Trace Solid Pixels"));
    setWindowIcon(icon(Icon::TraceAlpha));

    m_previewPane = new TracePreviewPane(m_document, m_sprites);
    connect(m_previewPane, &TracePreviewPane::spriteChosen, this, &TraceDialog::setPreviewSprite);
    auto *panes = new QHBoxLayout;
    panes->setSpacing(14);
    panes->addWidget(m_previewPane, 1);
    panes->addWidget(createSettingsPane(), 0);

    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Cancel);
    QPushButton *applyButton = m_applyButton = buttons->addButton(
            m_sprites.size() > 1 ? tr("Apply to %1 Sprites").arg(m_sprites.size()) : tr("Apply"),
            QDialogButtonBox::AcceptRole);
    applyButton->setObjectName(QStringLiteral("apply"));
    applyButton->setIcon(icon(Icon::TraceAlpha));
    applyButton->setDefault(true);
    applyButton->setEnabled(!m_sprites.isEmpty());
    connect(buttons, &QDialogButtonBox::accepted, this, &TraceDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &TraceDialog::reject);

    auto *bottom = new QHBoxLayout;
    bottom->addWidget(createArmatureRow(), 1);
    bottom->addWidget(buttons, 0, Qt::AlignBottom);

    auto *layout = new QVBoxLayout(this);
    layout->addLayout(panes, 1);
    layout->addLayout(bottom);

    loadSettings();
    // Connected once the settings are loaded, so loading them does not trace.
    connect(m_settingsForm,
            &TraceSettingsForm::settingsChanged,
            this,
            &TraceDialog::settingsChanged);
    connect(m_runner, &TraceRunner::finished, this, &TraceDialog::showOutcome);
    resize(1000, 660);
    setPreviewSprite(m_previewSprite);
    updateArmatureHint();
}

TraceDialog::~TraceDialog() = default;

QWidget *TraceDialog::createSettingsPane()
{
    auto *pane = new QWidget;
    pane->setFixedWidth(settingsPaneWidth);
    auto *layout = new QVBoxLayout(pane);
    layout->setContentsMargins(0, 0, 0, 0);
    m_settingsForm = new TraceSettingsForm(int(m_sprites.size()));
    // The form wants to be wider than the pane (its threshold row), and a layout asks a
    // widget's height for width at no less than its minimum width: fixed, the form's
    // wrapped hint gets the height it needs at the pane's width.
    m_settingsForm->setFixedWidth(settingsPaneWidth);
    m_scoresPanel = new TraceScoresPanel;
    layout->addWidget(m_settingsForm);
    layout->addWidget(m_scoresPanel);
    layout->addStretch(1);
    return pane;
}

QWidget *TraceDialog::createArmatureRow()
{
    auto *row = new QWidget;
    auto *layout = new QHBoxLayout(row);
    layout->setContentsMargins(0, 0, 0, 0);
    m_replaceRadio = new QRadioButton(tr("Replace armature"));
    m_replaceRadio->setObjectName(QStringLiteral("replace"));
    m_replaceRadio->setToolTip(tr("The traced polygons take the place of the armature"));
    m_addRadio = new QRadioButton(tr("Add to armature"));
    m_addRadio->setObjectName(QStringLiteral("add"));
    m_addRadio->setToolTip(tr("The traced polygons are added after the armature's polygons"));
    auto *group = new QButtonGroup(row);
    group->addButton(m_replaceRadio);
    group->addButton(m_addRadio);
    m_replaceRadio->setChecked(true);
    m_armatureHint = new QLabel;
    m_armatureHint->setObjectName(QStringLiteral("armatureHint"));
    setMuted(m_armatureHint);
    layout->addWidget(m_replaceRadio);
    layout->addWidget(m_addRadio);
    layout->addSpacing(8);
    layout->addWidget(m_armatureHint, 1);
    connect(m_replaceRadio, &QRadioButton::toggled, this, &TraceDialog::updateArmatureHint);
    return row;
}

void TraceDialog::setPreviewSprite(int sprite)
{
    if (!m_sprites.contains(sprite))
        return;
    m_previewSprite = sprite;
    m_previewPane->showSprite(sprite);
    m_outcome.reset();
    m_settingsForm->setSpriteThreshold(m_document->sprite(sprite).threshold);
    m_settingsForm->setTracedHoles(0);
    settingsChanged();
}

model::TraceSettings TraceDialog::settings() const
{
    return m_settingsForm->settings();
}

int TraceDialog::thresholdFor(int sprite) const
{
    return m_settingsForm->isThresholdOverridden() ? m_settingsForm->threshold()
                                                   : m_document->sprite(sprite).threshold;
}

bool TraceDialog::isThresholdOverridden() const
{
    return m_settingsForm->isThresholdOverridden();
}

bool TraceDialog::addsToArmature() const
{
    return m_addRadio->isChecked();
}

bool TraceDialog::isPreviewUpToDate() const
{
    return m_outcome && m_outcome->generation == m_runner->lastGeneration() && !m_runner->isBusy();
}

TracePreview *TraceDialog::preview() const
{
    return m_previewPane->preview();
}

TraceRequest TraceDialog::requestFor(int sprite, bool forPreview)
{
    const model::Sprite &s = m_document->sprite(sprite);
    TraceRequest request;
    request.alpha = m_document->image(sprite).isNull()
                            ? QImage()
                            : m_document->images().alpha(
                                    s.imagePath,
                                    m_document->frame(sprite).region,
                                    model::effectiveColorKey(s, m_document->frame(sprite)));
    request.threshold = thresholdFor(sprite);
    request.settings = settings();
    request.sprite = sprite;
    if (forPreview)
        request.tint = style::solidOverlay;
    return request;
}

void TraceDialog::settingsChanged()
{
    updateArmatureHint();
    requestPreview();
}

void TraceDialog::requestPreview()
{
    if (!m_document->isValidSprite(m_previewSprite))
        return;
    const TraceRequest request = requestFor(m_previewSprite, true);
    if (request.alpha.isNull())
        return;
    m_runner->request(request);
    m_scoresPanel->showTracing();
}

void TraceDialog::showOutcome(const std::shared_ptr<const TraceOutcome> &outcome)
{
    if (outcome->request.sprite != m_previewSprite)
        return; // the preview moved on to another sprite
    m_outcome = outcome;
    m_previewPane->showTrace(*outcome);
    m_scoresPanel->showOutcome(*outcome, outcome->generation == m_runner->lastGeneration());
    m_settingsForm->setTracedHoles(outcome->result.holeCount);
    updateArmatureHint();
}

void TraceDialog::updateArmatureHint()
{
    if (!m_frames.isEmpty()) {
        m_armatureHint->setText(tr("(in each of the %1 frames)").arg(m_frames.size()));
        return;
    }
    if (m_sprites.size() == 1) {
        const QList<model::Shape> &shapes = m_document->shapes(m_sprites.first());
        const qint64 count = std::count_if(
                shapes.begin(), shapes.end(), [](const model::Shape &s) { return s.isPolygon(); });
        m_armatureHint->setText(count == 0 ? tr("(the armature is empty)")
                                           : countedText(count,
                                                         tr("(it has %1 polygon)"),
                                                         tr("(it has %1 polygons)")));
    } else {
        m_armatureHint->setText(tr("(of each of the %1 sprites)").arg(m_sprites.size()));
    }
}

QString TraceDialog::framesPhrase() const
{
    const qint64 n = m_frames.size();
    if (!m_framesAnimation.isEmpty())
        return countedText(
                       n, tr("%1 Frame of Animation \"%2\""), tr("%1 Frames of Animation \"%2\""))
                .arg(m_framesAnimation);
    if (!m_sprites.isEmpty() && n < m_document->sprite(m_sprites.first()).frames.size())
        return n == 1 ? tr("Frame %1").arg(m_frames.first())
                      : tr("%1 Frames").arg(QLocale().toString(n));
    return n == 1 ? tr("the Only Frame") : tr("All %1 Frames").arg(QLocale().toString(n));
}

void TraceDialog::setFrames(const QList<int> &frames, const QString &animation)
{
    if (m_sprites.size() != 1)
        return;
    m_frames = frames;
    m_framesAnimation = animation;
    m_settingsForm->setMinAreaSetting(QStringLiteral("framesMinArea"), framesMinArea);
    loadSettings();
    const model::Sprite &sprite = m_document->sprite(m_sprites.first());
    setWindowTitle(tr("Trace %1 (%2)").arg(framesPhrase(), sprite.name));
    m_applyButton->setText(tr("Trace %1").arg(framesPhrase()));
    m_replaceRadio->setText(tr("Replace %1 polygons").arg(QLatin1String(model::tracedRole)));
    m_replaceRadio->setToolTip(tr("In each frame the traced polygons take the place of the "
                                  "polygons with the role %1; boxes, circles and polygons of "
                                  "other roles stay")
                                       .arg(QLatin1String(model::tracedRole)));
    updateArmatureHint();
}

int TraceDialog::apply()
{
    m_problems.clear();
    m_cancelled = false;
    if (!m_frames.isEmpty()) {
        FrameTracer tracer(m_document,
                           m_sprites.first(),
                           m_frames,
                           settings(),
                           isThresholdOverridden() ? std::optional<int>(m_settingsForm->threshold())
                                                   : std::nullopt,
                           addsToArmature(),
                           this);
        connect(&tracer, &FrameTracer::progressed, this, &TraceDialog::frameProgress);
        const int traced = tracer.run();
        m_problems = tracer.problems();
        m_cancelled = tracer.wasCancelled();
        const int sprite = m_sprites.first();
        const QList<int> done = tracer.frames();
        if (traced > 0 && !done.isEmpty() && !done.contains(m_document->currentFrame(sprite)))
            m_document->setCurrentFrame(sprite, done.first()); // show what was traced
        return traced;
    }
    struct Change
    {
        int sprite;
        QList<model::Shape> polygons;
    };
    QList<Change> changes;
    std::unique_ptr<QProgressDialog> progress;
    if (m_sprites.size() > 1) {
        progress = std::make_unique<QProgressDialog>(
                tr("Tracing sprites..."), tr("Cancel"), 0, int(m_sprites.size()), this);
        progress->setWindowModality(Qt::WindowModal);
        progress->setMinimumDuration(500);
    }
    const bool add = addsToArmature();
    for (qsizetype i = 0; i < m_sprites.size(); ++i) {
        if (progress) {
            progress->setValue(int(i));
            if (progress->wasCanceled())
                return 0;
        }
        const int sprite = m_sprites[i];
        const model::Sprite &s = m_document->sprite(sprite);
        const TraceRequest request = requestFor(sprite, false);
        if (request.alpha.isNull()) {
            m_problems << tr("%1: %2").arg(s.name, m_document->imageError(sprite));
            continue;
        }
        // The preview already traced its sprite with these settings.
        const bool reuse = m_outcome && m_outcome->request.sprite == sprite
                           && m_outcome->request.threshold == request.threshold
                           && m_outcome->request.settings == request.settings;
        const TraceOutcome outcome = reuse ? *m_outcome : TraceRunner::run(request);
        if (!outcome.error.isEmpty() || !outcome.result.ok) {
            m_problems << tr("%1: could not be traced").arg(s.name);
            continue;
        }
        ShapeList kept = m_document->shapes(sprite);
        if (!add) // ReplaceArmature's rule: the traced polygons replace every polygon
            kept.removeIf([](const model::Shape &shape) { return shape.isPolygon(); });
        changes.append(
                {sprite,
                 model::tracedPolygons(
                         outcome.result, m_document->pivot(sprite), request.threshold, kept)});
    }
    if (progress)
        progress->setValue(int(m_sprites.size()));

    QUndoStack *stack = m_document->undoStack();
    if (changes.size() > 1)
        stack->beginMacro(tr("Trace %1 Sprites").arg(changes.size()));
    for (const Change &c : std::as_const(changes))
        stack->push(
                new ReplaceArmature(m_document, c.sprite, c.polygons, add, tr("Trace Armature")));
    if (changes.size() > 1)
        stack->endMacro();
    return int(changes.size());
}

void TraceDialog::accept()
{
    if (m_frames.isEmpty())
        QApplication::setOverrideCursor(Qt::WaitCursor);
    apply();
    if (m_frames.isEmpty())
        QApplication::restoreOverrideCursor();
    saveSettings();
    if (m_cancelled)
        return; // nothing changed; the dialog stays open
    if (!m_problems.isEmpty())
        QMessageBox::warning(this, tr("Trace"), m_problems.join(QLatin1Char('\n')));
    QDialog::accept();
}

void TraceDialog::loadSettings()
{
    QSettings store;
    store.beginGroup(settingsGroup);
    m_settingsForm->loadSettings(store);
    (store.value(QStringLiteral("add"), false).toBool() ? m_addRadio : m_replaceRadio)
            ->setChecked(true);
}

void TraceDialog::saveSettings() const
{
    QSettings store;
    store.beginGroup(settingsGroup);
    m_settingsForm->saveSettings(store);
    store.setValue(QStringLiteral("add"), m_addRadio->isChecked());
}

} // namespace hitbox::editor
