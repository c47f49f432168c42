#include "tracedialog.h"

#include "tracepreview.h"

#include "canvas/canvasstyle.h"
#include "commands/shapecommands.h"
#include "document.h"
#include "icons.h"

#include <QApplication>
#include <QButtonGroup>
#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QLocale>
#include <QMessageBox>
#include <QPainter>
#include <QProgressDialog>
#include <QPushButton>
#include <QRadioButton>
#include <QRegularExpression>
#include <QSettings>
#include <QSignalBlocker>
#include <QSlider>
#include <QSpinBox>
#include <QToolButton>
#include <QUndoStack>
#include <QVBoxLayout>

#include <cmath>

namespace hitbox::editor {
namespace {

constexpr int toleranceSliderSteps = 10; // slider units per pixel
constexpr int noVertexLimit = 2;         // the vertex spin box's "No limit" value

const QString settingsGroup = QStringLiteral("traceDialog");

// A caption over a large number, one cell of the scores panel.
QLabel *addScoreTile(QGridLayout *grid,
                     int row,
                     int column,
                     const QString &caption,
                     const QString &tip,
                     const char *objectName)
{
    auto *tile = new QFrame;
    tile->setFrameShape(QFrame::StyledPanel);
    tile->setToolTip(tip);
    auto *layout = new QVBoxLayout(tile);
    layout->setContentsMargins(8, 5, 8, 6);
    layout->setSpacing(0);
    auto *captionLabel = new QLabel(caption);
    QPalette muted = captionLabel->palette();
    muted.setColor(QPalette::WindowText, muted.color(QPalette::PlaceholderText));
    captionLabel->setPalette(muted);
    auto *value = new QLabel(QStringLiteral("-"));
    value->setObjectName(QLatin1String(objectName));
    QFont big = value->font();
    big.setPointSizeF(big.pointSizeF() * 1.45);
    big.setWeight(QFont::DemiBold);
    value->setFont(big);
    layout->addWidget(captionLabel);
    layout->addWidget(value);
    grid->addWidget(tile, row, column);
    return value;
}

// Green when good, amber when fair, red when poor.
QString scoreStyle(double goodness)
{
    const QColor colour = goodness >= 0.95   ? QColor(38, 166, 91)
                          : goodness >= 0.85 ? QColor(214, 142, 20)
                                             : QColor(217, 59, 61);
    return QStringLiteral("color: %1;").arg(colour.name());
}

// "1 hole", "2 holes": no translations are loaded, so %n with "(s)" would show as is.
QString counted(qint64 n, const QString &one, const QString &many)
{
    return (n == 1 ? one : many).arg(QLocale().toString(n));
}

QString percent(double share)
{
    return QStringLiteral("%1 %").arg(100.0 * share, 0, 'f', 1);
}

QSlider *horizontalSlider(int min, int max, const QString &objectName)
{
    auto *slider = new QSlider(Qt::Horizontal);
    slider->setRange(min, max);
    slider->setObjectName(objectName);
    return slider;
}

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

    auto *panes = new QHBoxLayout;
    panes->setSpacing(14);
    panes->addWidget(createPreviewPane(), 1);
    panes->addWidget(createSettingsPane(), 0);

    m_buttons = new QDialogButtonBox(QDialogButtonBox::Cancel);
    m_applyButton = m_buttons->addButton(
            m_sprites.size() > 1 ? tr("Apply to %1 Sprites").arg(m_sprites.size()) : tr("Apply"),
            QDialogButtonBox::AcceptRole);
    m_applyButton->setObjectName(QStringLiteral("apply"));
    m_applyButton->setIcon(icon(Icon::TraceAlpha));
    m_applyButton->setDefault(true);
    m_applyButton->setEnabled(!m_sprites.isEmpty());
    connect(m_buttons, &QDialogButtonBox::accepted, this, &TraceDialog::accept);
    connect(m_buttons, &QDialogButtonBox::rejected, this, &TraceDialog::reject);

    auto *bottom = new QHBoxLayout;
    bottom->addWidget(createArmatureRow(), 1);
    bottom->addWidget(m_buttons, 0, Qt::AlignBottom);

    auto *layout = new QVBoxLayout(this);
    layout->addLayout(panes, 1);
    layout->addLayout(bottom);

    loadSettings();
    connect(m_runner, &TraceRunner::finished, this, &TraceDialog::showOutcome);
    resize(1000, 660);
    m_ready = true;
    setPreviewSprite(m_previewSprite);
    updateHints();
}

TraceDialog::~TraceDialog() = default;

QWidget *TraceDialog::createPreviewPane()
{
    auto *pane = new QWidget;
    auto *layout = new QVBoxLayout(pane);
    layout->setContentsMargins(0, 0, 0, 0);

    auto *top = new QHBoxLayout;
    m_spriteCombo = new QComboBox;
    m_spriteCombo->setObjectName(QStringLiteral("previewSprite"));
    m_spriteCombo->setToolTip(tr("The sprite shown in the preview; Apply traces all of them"));
    for (const int s : std::as_const(m_sprites))
        m_spriteCombo->addItem(m_document->sprite(s).name, s);
    connect(m_spriteCombo, &QComboBox::currentIndexChanged, this, [this](int row) {
        setPreviewSprite(m_spriteCombo->itemData(row).toInt());
    });
    top->addWidget(new QLabel(m_sprites.size() > 1
                                      ? tr("Preview of %1 sprites:").arg(m_sprites.size())
                                      : tr("Sprite:")));
    top->addWidget(m_spriteCombo);
    m_spriteCombo->setVisible(m_sprites.size() > 1);
    m_spriteInfo = new QLabel;
    m_spriteInfo->setObjectName(QStringLiteral("spriteInfo"));
    top->addWidget(m_spriteInfo, 1);
    layout->addLayout(top);

    m_preview = new TracePreview;
    m_preview->setObjectName(QStringLiteral("tracePreview"));
    layout->addWidget(m_preview, 1);

    // Legend and zoom under the picture.
    auto *bar = new QHBoxLayout;
    bar->setSpacing(6);
    m_solidCheck = new QCheckBox(tr("Solid pixels"));
    m_solidCheck->setObjectName(QStringLiteral("showSolid"));
    m_solidCheck->setChecked(true);
    m_solidCheck->setToolTip(tr("Tint the pixels at or above the threshold"));
    connect(m_solidCheck, &QCheckBox::toggled, m_preview, &TracePreview::setSolidPixelsVisible);
    bar->addWidget(m_solidCheck);
    const auto swatch = [bar](const QColor &fill,
                              const QColor &line,
                              Qt::PenStyle pen,
                              const QString &text,
                              const QString &tip) {
        QPixmap pixmap(28, 14);
        pixmap.fill(Qt::transparent);
        QPainter p(&pixmap);
        p.setRenderHint(QPainter::Antialiasing);
        p.setBrush(fill);
        p.setPen(QPen(line, 2.0, pen));
        p.drawRoundedRect(QRectF(1, 1, 26, 12), 2, 2);
        p.end();
        auto *icon = new QLabel;
        icon->setPixmap(pixmap);
        icon->setToolTip(tip);
        auto *label = new QLabel(text);
        label->setToolTip(tip);
        bar->addSpacing(8);
        bar->addWidget(icon);
        bar->addWidget(label);
    };
    QColor polygonFill = style::polygon;
    polygonFill.setAlpha(90);
    swatch(polygonFill,
           style::polygon,
           Qt::SolidLine,
           tr("Polygon"),
           tr("A traced polygon, stored as it is"));
    QColor pieceFill = TracePreview::pieceColor(1);
    pieceFill.setAlpha(110);
    swatch(pieceFill,
           QColor(255, 236, 200),
           Qt::SolidLine,
           tr("Convex piece"),
           tr("Pieces of a cut shape, in alternating shades"));
    swatch(Qt::transparent,
           TracePreview::holeColor(),
           Qt::DashLine,
           tr("Hole"),
           tr("A hole kept out of the pieces"));
    bar->addStretch(1);
    const auto zoomButton = [this, bar](Icon id, const QString &tip, void (TracePreview::*slot)()) {
        auto *button = new QToolButton;
        button->setIcon(icon(id));
        button->setToolTip(tip);
        button->setAutoRaise(true);
        connect(button, &QToolButton::clicked, m_preview, slot);
        bar->addWidget(button);
    };
    zoomButton(Icon::ZoomOut, tr("Zoom out"), &TracePreview::zoomOut);
    m_zoomLabel = new QLabel;
    m_zoomLabel->setMinimumWidth(
            m_zoomLabel->fontMetrics().horizontalAdvance(QStringLiteral("6400%")));
    m_zoomLabel->setAlignment(Qt::AlignCenter);
    bar->addWidget(m_zoomLabel);
    zoomButton(Icon::ZoomIn, tr("Zoom in"), &TracePreview::zoomIn);
    zoomButton(Icon::ZoomFit, tr("Fit the sprite into the preview"), &TracePreview::fitToView);
    connect(m_preview, &TracePreview::zoomChanged, this, [this](qreal zoom) {
        m_zoomLabel->setText(QStringLiteral("%1%").arg(zoom * 100.0, 0, 'f', 0));
    });
    layout->addLayout(bar);
    return pane;
}

QWidget *TraceDialog::createSettingsPane()
{
    auto *pane = new QWidget;
    pane->setFixedWidth(360);
    auto *layout = new QVBoxLayout(pane);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(createPixelsGroup());
    layout->addWidget(createOutlineGroup());
    layout->addWidget(createOutputGroup());
    layout->addWidget(createScoresGroup());
    layout->addStretch(1);
    return pane;
}

QWidget *TraceDialog::createPixelsGroup()
{
    auto *group = new QGroupBox(tr("Solid pixels"));
    auto *form = new QFormLayout(group);

    m_thresholdSlider = horizontalSlider(0, 255, QStringLiteral("thresholdSlider"));
    m_thresholdSpin = new QSpinBox;
    m_thresholdSpin->setObjectName(QStringLiteral("threshold"));
    m_thresholdSpin->setRange(0, 255);
    const QString thresholdTip = tr("A pixel is solid when its alpha is at least this (0 makes "
                                    "every pixel solid). Starts at each sprite's own threshold; "
                                    "changing it here traces every sprite with this value but "
                                    "does not change the sprites' threshold.");
    m_thresholdSlider->setToolTip(thresholdTip);
    m_thresholdSpin->setToolTip(thresholdTip);
    m_thresholdReset = new QToolButton;
    m_thresholdReset->setObjectName(QStringLiteral("thresholdReset"));
    m_thresholdReset->setIcon(icon(Icon::Revert));
    m_thresholdReset->setAutoRaise(true);
    m_thresholdReset->setToolTip(tr("Back to each sprite's own threshold"));
    auto *thresholdRow = new QHBoxLayout;
    thresholdRow->addWidget(m_thresholdSlider, 1);
    thresholdRow->addWidget(m_thresholdSpin);
    thresholdRow->addWidget(m_thresholdReset);
    form->addRow(tr("Threshold:"), thresholdRow);
    m_thresholdNote = new QLabel;
    m_thresholdNote->setObjectName(QStringLiteral("thresholdNote"));
    QFont small = m_thresholdNote->font();
    small.setPointSizeF(small.pointSizeF() * 0.9);
    m_thresholdNote->setFont(small);
    form->addRow(QString(), m_thresholdNote);

    const auto userThreshold = [this](int value) {
        m_thresholdOverridden = true;
        const QSignalBlocker a(m_thresholdSlider);
        const QSignalBlocker b(m_thresholdSpin);
        m_thresholdSlider->setValue(value);
        m_thresholdSpin->setValue(value);
        updateThresholdControls();
        settingsChanged();
    };
    connect(m_thresholdSlider, &QSlider::valueChanged, this, userThreshold);
    connect(m_thresholdSpin, &QSpinBox::valueChanged, this, userThreshold);
    connect(m_thresholdReset, &QToolButton::clicked, this, [this] {
        m_thresholdOverridden = false;
        updateThresholdControls();
        settingsChanged();
    });

    m_growSpin = new QSpinBox;
    m_growSpin->setObjectName(QStringLiteral("grow"));
    m_growSpin->setRange(-64, 64);
    m_growSpin->setSuffix(tr(" px"));
    m_growSpin->setToolTip(tr("Grow the solid pixels by this many pixels before tracing (a "
                              "round brush), or shrink them with a negative value. The scores "
                              "still compare with the unchanged pixels."));
    form->addRow(tr("Grow / shrink:"), m_growSpin);

    m_minAreaSpin = new QDoubleSpinBox;
    m_minAreaSpin->setObjectName(QStringLiteral("minArea"));
    m_minAreaSpin->setRange(0, 1e6);
    m_minAreaSpin->setDecimals(0);
    m_minAreaSpin->setSuffix(tr(" px²"));
    m_minAreaSpin->setToolTip(tr("Drop specks, and fill holes, smaller than this area in "
                                 "square pixels (0 keeps everything)"));
    form->addRow(tr("Ignore smaller than:"), m_minAreaSpin);

    m_holesCheck = new QCheckBox(tr("Keep holes"));
    m_holesCheck->setObjectName(QStringLiteral("holes"));
    m_holesCheck->setToolTip(tr("Leave holes in the sprite out of the armature. Polygons "
                                "cannot have holes, so a shape with holes is stored as convex "
                                "pieces. Off: holes are filled."));
    form->addRow(QString(), m_holesCheck);

    connect(m_growSpin, &QSpinBox::valueChanged, this, &TraceDialog::settingsChanged);
    connect(m_minAreaSpin, &QDoubleSpinBox::valueChanged, this, &TraceDialog::settingsChanged);
    connect(m_holesCheck, &QCheckBox::toggled, this, &TraceDialog::settingsChanged);
    return group;
}

QWidget *TraceDialog::createOutlineGroup()
{
    auto *group = new QGroupBox(tr("Outline"));
    auto *form = new QFormLayout(group);

    m_toleranceSlider
            = horizontalSlider(0, 10 * toleranceSliderSteps, QStringLiteral("toleranceSlider"));
    m_toleranceSpin = new QDoubleSpinBox;
    m_toleranceSpin->setObjectName(QStringLiteral("tolerance"));
    m_toleranceSpin->setRange(0, 100);
    m_toleranceSpin->setDecimals(1);
    m_toleranceSpin->setSingleStep(0.1);
    m_toleranceSpin->setSuffix(tr(" px"));
    const QString toleranceTip = tr("How far the polygon may stray from the pixel outline. "
                                    "0 keeps every pixel step; 1 px is a good start; more "
                                    "gives fewer vertices.");
    m_toleranceSlider->setToolTip(toleranceTip);
    m_toleranceSpin->setToolTip(toleranceTip);
    auto *toleranceRow = new QHBoxLayout;
    toleranceRow->addWidget(m_toleranceSlider, 1);
    toleranceRow->addWidget(m_toleranceSpin);
    form->addRow(tr("Tolerance:"), toleranceRow);
    connect(m_toleranceSlider, &QSlider::valueChanged, this, [this](int steps) {
        const QSignalBlocker blocker(m_toleranceSpin);
        m_toleranceSpin->setValue(double(steps) / toleranceSliderSteps);
        settingsChanged();
    });
    connect(m_toleranceSpin, &QDoubleSpinBox::valueChanged, this, [this](double value) {
        const QSignalBlocker blocker(m_toleranceSlider);
        m_toleranceSlider->setValue(int(std::lround(value * toleranceSliderSteps)));
        settingsChanged();
    });

    m_maxVerticesSpin = new QSpinBox;
    m_maxVerticesSpin->setObjectName(QStringLiteral("maxVertices"));
    m_maxVerticesSpin->setRange(noVertexLimit, 10000);
    m_maxVerticesSpin->setSpecialValueText(tr("No limit"));
    m_maxVerticesSpin->setToolTip(tr("At most this many vertices per outline and per hole, "
                                     "even beyond the tolerance; small holes in the way are "
                                     "filled"));
    form->addRow(tr("Max vertices:"), m_maxVerticesSpin);

    m_conservativeCheck = new QCheckBox(tr("Conservative (outwards only)"));
    m_conservativeCheck->setObjectName(QStringLiteral("conservative"));
    m_conservativeCheck->setToolTip(tr("Only move edges outwards, so every solid pixel stays "
                                       "inside: coverage stays 100 %, at the cost of some "
                                       "excess"));
    form->addRow(QString(), m_conservativeCheck);

    connect(m_maxVerticesSpin, &QSpinBox::valueChanged, this, &TraceDialog::settingsChanged);
    connect(m_conservativeCheck, &QCheckBox::toggled, this, &TraceDialog::settingsChanged);
    return group;
}

QWidget *TraceDialog::createOutputGroup()
{
    auto *group = new QGroupBox(tr("Armature polygons"));
    auto *form = new QFormLayout(group);
    m_outputCombo = new QComboBox;
    m_outputCombo->setObjectName(QStringLiteral("output"));
    m_outputCombo->addItem(tr("Outlines"), int(model::TraceOutput::Outlines));
    m_outputCombo->addItem(tr("Convex pieces"), int(model::TraceOutput::ConvexPieces));
    m_outputCombo->addItem(tr("Convex hull"), int(model::TraceOutput::ConvexHull));
    m_outputCombo->setItemData(
            0, tr("One polygon per shape, concave where the sprite is"), Qt::ToolTipRole);
    m_outputCombo->setItemData(1,
                               tr("Every shape cut into convex pieces, for physics engines "
                                  "that take only convex polygons"),
                               Qt::ToolTipRole);
    m_outputCombo->setItemData(2,
                               tr("The convex hull of each shape: fewest vertices, covers "
                                  "dents and holes"),
                               Qt::ToolTipRole);
    form->addRow(tr("Store as:"), m_outputCombo);

    m_pieceVerticesSpin = new QSpinBox;
    m_pieceVerticesSpin->setObjectName(QStringLiteral("pieceVertices"));
    m_pieceVerticesSpin->setRange(3, 1000);
    m_pieceVerticesSpin->setToolTip(tr("Vertex limit of a convex piece (Box2D takes at most 8)"));
    form->addRow(tr("Piece vertices:"), m_pieceVerticesSpin);

    m_outputHint = new QLabel;
    m_outputHint->setObjectName(QStringLiteral("outputHint"));
    m_outputHint->setWordWrap(true);
    QPalette muted = m_outputHint->palette();
    muted.setColor(QPalette::WindowText, muted.color(QPalette::PlaceholderText));
    m_outputHint->setPalette(muted);
    form->addRow(m_outputHint);

    connect(m_outputCombo, &QComboBox::currentIndexChanged, this, &TraceDialog::settingsChanged);
    connect(m_pieceVerticesSpin, &QSpinBox::valueChanged, this, &TraceDialog::settingsChanged);
    return group;
}

QWidget *TraceDialog::createScoresGroup()
{
    auto *group = new QGroupBox(tr("Fit"));
    auto *layout = new QVBoxLayout(group);
    auto *grid = new QGridLayout;
    grid->setSpacing(6);
    m_coverageValue = addScoreTile(grid,
                                   0,
                                   0,
                                   tr("Coverage"),
                                   tr("Share of the solid pixels inside the polygons"),
                                   "coverageValue");
    m_excessValue = addScoreTile(grid,
                                 0,
                                 1,
                                 tr("Excess"),
                                 tr("Share of the polygons' area that is not solid"),
                                 "excessValue");
    m_iouValue = addScoreTile(grid,
                              0,
                              2,
                              tr("IoU"),
                              tr("Intersection over union of polygons and solid pixels: "
                                 "1 is a perfect fit"),
                              "iouValue");
    m_verticesValue = addScoreTile(
            grid, 1, 0, tr("Vertices"), tr("Vertices of all polygons together"), "verticesValue");
    m_polygonsValue = addScoreTile(grid,
                                   1,
                                   1,
                                   tr("Polygons"),
                                   tr("Polygons the armature gets (convex pieces count one "
                                      "each)"),
                                   "polygonsValue");
    m_largestValue = addScoreTile(grid,
                                  1,
                                  2,
                                  tr("Largest"),
                                  tr("Vertices of the largest polygon (Box2D takes at most 8 "
                                     "per convex polygon)"),
                                  "largestValue");
    layout->addLayout(grid);
    m_summaryLabel = new QLabel;
    m_summaryLabel->setObjectName(QStringLiteral("summary"));
    m_summaryLabel->setWordWrap(true);
    layout->addWidget(m_summaryLabel);
    return group;
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
    QPalette muted = m_armatureHint->palette();
    muted.setColor(QPalette::WindowText, muted.color(QPalette::PlaceholderText));
    m_armatureHint->setPalette(muted);
    layout->addWidget(m_replaceRadio);
    layout->addWidget(m_addRadio);
    layout->addSpacing(8);
    layout->addWidget(m_armatureHint, 1);
    connect(m_replaceRadio, &QRadioButton::toggled, this, &TraceDialog::updateHints);
    return row;
}

void TraceDialog::setPreviewSprite(int sprite)
{
    if (!m_sprites.contains(sprite))
        return;
    m_previewSprite = sprite;
    {
        const QSignalBlocker blocker(m_spriteCombo);
        m_spriteCombo->setCurrentIndex(m_spriteCombo->findData(sprite));
    }
    const QImage image = m_document->image(sprite);
    const collision::Vec2 pivot = m_document->pivot(sprite);
    // The combo box names the sprite when there are several.
    const QString name = m_sprites.size() > 1
                                 ? QString()
                                 : QStringLiteral("<b>%1</b> &nbsp; ")
                                           .arg(m_document->sprite(sprite).name.toHtmlEscaped());
    m_spriteInfo->setText(tr("%1%2 \u00d7 %3 px, pivot (%4, %5)")
                                  .arg(name)
                                  .arg(image.width())
                                  .arg(image.height())
                                  .arg(pivot.x)
                                  .arg(pivot.y));
    m_preview->setImage(image);
    m_preview->setSolidPixels({});
    m_preview->setTrace({});
    m_preview->setMessage(image.isNull()
                                  ? m_document->images().error(m_document->sprite(sprite).imagePath)
                                  : QString());
    m_outcome.reset();
    updateThresholdControls();
    settingsChanged();
}

model::TraceSettings TraceDialog::settings() const
{
    model::TraceSettings s;
    s.tolerance = m_toleranceSpin->value();
    s.maxVertices = m_maxVerticesSpin->value() == noVertexLimit
                            ? 0
                            : std::size_t(m_maxVerticesSpin->value());
    s.minArea = m_minAreaSpin->value();
    s.holes = m_holesCheck->isChecked();
    s.grow = m_growSpin->value();
    s.conservative = m_conservativeCheck->isChecked();
    s.output = model::TraceOutput(m_outputCombo->currentData().toInt());
    s.pieceVertices = std::size_t(m_pieceVerticesSpin->value());
    return s;
}

int TraceDialog::thresholdFor(int sprite) const
{
    return m_thresholdOverridden ? m_thresholdSpin->value() : m_document->sprite(sprite).threshold;
}

bool TraceDialog::addsToArmature() const
{
    return m_addRadio->isChecked();
}

bool TraceDialog::isPreviewUpToDate() const
{
    return m_outcome && m_outcome->generation == m_runner->lastGeneration() && !m_runner->isBusy();
}

TraceRequest TraceDialog::requestFor(int sprite, bool forPreview)
{
    const model::Sprite &s = m_document->sprite(sprite);
    TraceRequest request;
    request.alpha = m_document->image(sprite).isNull()
                            ? QImage()
                            : m_document->images().alpha(s.imagePath, s.colorKey);
    request.threshold = thresholdFor(sprite);
    request.settings = settings();
    request.sprite = sprite;
    if (forPreview)
        request.tint = style::solidOverlay;
    return request;
}

void TraceDialog::settingsChanged()
{
    if (!m_ready)
        return;
    updateHints();
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
    m_summaryLabel->setText(tr("Tracing..."));
}

void TraceDialog::showOutcome(const std::shared_ptr<const TraceOutcome> &outcome)
{
    if (outcome->request.sprite != m_previewSprite)
        return; // the preview moved on to another sprite
    m_outcome = outcome;
    m_preview->setSolidPixels(outcome->solidPixels);
    m_preview->setTrace(outcome->result);
    showScores();
    updateHints();
}

void TraceDialog::showScores()
{
    const TraceOutcome &o = *m_outcome;
    if (!o.error.isEmpty()) {
        m_summaryLabel->setText(o.error);
        return;
    }
    const model::TraceResult &r = o.result;
    const collision::TraceQuality &q = r.quality;
    m_coverageValue->setText(percent(q.coverage));
    m_coverageValue->setStyleSheet(scoreStyle(q.coverage));
    m_excessValue->setText(percent(q.excess));
    m_excessValue->setStyleSheet(scoreStyle(1.0 - q.excess));
    m_iouValue->setText(QString::number(q.iou, 'f', 3));
    m_iouValue->setStyleSheet(scoreStyle(q.iou));
    m_verticesValue->setText(QString::number(r.vertexCount));
    m_polygonsValue->setText(QString::number(r.polygons.size()));
    std::size_t largest = 0;
    for (const model::TracedPolygon &p : r.polygons)
        largest = std::max(largest, p.polygon.points.size());
    m_largestValue->setText(QString::number(largest));

    QStringList parts;
    if (q.solidPixels == 0) {
        parts << tr("No solid pixels at this threshold");
    } else {
        parts << counted(q.solidPixels, tr("%1 solid pixel"), tr("%1 solid pixels"))
              << counted(qint64(r.shapes.size()), tr("%1 shape"), tr("%1 shapes"))
              << counted(qint64(r.holeCount), tr("%1 hole"), tr("%1 holes"));
    }
    if (!r.ok)
        parts << tr("shape %1 could not be cut into pieces").arg(r.failedShape + 1);
    const bool current = m_outcome->generation == m_runner->lastGeneration();
    parts << (current ? tr("%1 ms").arg(o.milliseconds, 0, 'f', 1) : tr("tracing..."));
    m_summaryLabel->setText(parts.join(QStringLiteral(" \u00b7 ")));
}

void TraceDialog::updateThresholdControls()
{
    const bool valid = m_document->isValidSprite(m_previewSprite);
    const int own = valid ? m_document->sprite(m_previewSprite).threshold : 128;
    if (!m_thresholdOverridden) {
        const QSignalBlocker a(m_thresholdSlider);
        const QSignalBlocker b(m_thresholdSpin);
        m_thresholdSlider->setValue(own);
        m_thresholdSpin->setValue(own);
    }
    m_thresholdReset->setVisible(m_thresholdOverridden);
    if (!m_thresholdOverridden)
        m_thresholdNote->setText(m_sprites.size() > 1 ? tr("Each sprite's own threshold")
                                                      : tr("The sprite's own threshold"));
    else
        m_thresholdNote->setText(
                m_sprites.size() > 1 ? tr("Used for every sprite (sprites keep their own)")
                                     : tr("Used for tracing only (the sprite keeps %1)").arg(own));
}

void TraceDialog::updateHints()
{
    const model::TraceSettings s = settings();
    const bool hull = s.output == model::TraceOutput::ConvexHull;
    m_holesCheck->setEnabled(!hull);
    m_pieceVerticesSpin->setEnabled(s.output == model::TraceOutput::ConvexPieces
                                    || (s.output == model::TraceOutput::Outlines && s.holes));
    const std::size_t holes = m_outcome ? m_outcome->result.holeCount : 0;
    QString hint;
    switch (s.output) {
    case model::TraceOutput::Outlines:
        hint = s.holes ? tr("Polygons cannot have holes: a shape with holes is stored as convex "
                            "pieces, the others as one polygon each.")
                       : tr("Holes are filled: one polygon per shape.");
        if (s.holes && holes > 0)
            hint += QLatin1Char(' ')
                    + counted(qint64(holes), tr("Here: %1 hole."), tr("Here: %1 holes."));
        break;
    case model::TraceOutput::ConvexPieces:
        hint = tr("Every shape is cut into convex pieces of at most %1 vertices%2.")
                       .arg(s.pieceVertices)
                       .arg(s.holes ? tr(", leaving holes out") : QString());
        break;
    case model::TraceOutput::ConvexHull:
        hint = tr("One convex polygon per shape; it covers dents and holes.");
        break;
    }
    m_outputHint->setText(hint);

    if (m_sprites.size() == 1) {
        const qint64 count = m_document->sprite(m_sprites.first()).polygons.size();
        m_armatureHint->setText(
                count == 0 ? tr("(the armature is empty)")
                           : counted(count, tr("(it has %1 polygon)"), tr("(it has %1 polygons)")));
    } else {
        m_armatureHint->setText(tr("(of each of the %1 sprites)").arg(m_sprites.size()));
    }
}

int TraceDialog::nextTraceNumber(const QList<model::PolygonShape> &polygons)
{
    static const QRegularExpression traced(QStringLiteral("^trace (\\d+)$"));
    int next = 1;
    for (const model::PolygonShape &p : polygons) {
        const QRegularExpressionMatch match = traced.match(p.name);
        if (match.hasMatch())
            next = std::max(next, match.captured(1).toInt() + 1);
    }
    return next;
}

QList<model::PolygonShape> TraceDialog::armaturePolygons(const model::TraceResult &trace,
                                                         collision::Vec2 pivot,
                                                         int firstNumber)
{
    QList<model::PolygonShape> out;
    for (const model::TracedPolygon &p : trace.polygons) {
        out.append({QStringLiteral("trace %1").arg(firstNumber + int(out.size())),
                    QStringLiteral("hurtbox"),
                    model::toSpriteLocal(p.polygon, pivot)});
    }
    return out;
}

int TraceDialog::apply()
{
    m_problems.clear();
    struct Change
    {
        int sprite;
        QList<model::PolygonShape> polygons;
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
            m_problems << tr("%1: the image is missing").arg(s.name);
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
        const int first = add ? nextTraceNumber(s.polygons) : 1;
        changes.append(
                {sprite, armaturePolygons(outcome.result, m_document->pivot(sprite), first)});
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
    QApplication::setOverrideCursor(Qt::WaitCursor);
    apply();
    QApplication::restoreOverrideCursor();
    saveSettings();
    if (!m_problems.isEmpty())
        QMessageBox::warning(this, tr("Trace"), m_problems.join(QLatin1Char('\n')));
    QDialog::accept();
}

void TraceDialog::loadSettings()
{
    QSettings store;
    store.beginGroup(settingsGroup);
    const model::TraceSettings defaults;
    m_toleranceSpin->setValue(
            store.value(QStringLiteral("tolerance"), defaults.tolerance).toDouble());
    m_toleranceSlider->setValue(int(std::lround(m_toleranceSpin->value() * toleranceSliderSteps)));
    m_maxVerticesSpin->setValue(store.value(QStringLiteral("maxVertices"), noVertexLimit).toInt());
    m_minAreaSpin->setValue(store.value(QStringLiteral("minArea"), defaults.minArea).toDouble());
    // Holes on by default: an artist tracing a ring wants the hole left out.
    m_holesCheck->setChecked(store.value(QStringLiteral("holes"), true).toBool());
    m_growSpin->setValue(store.value(QStringLiteral("grow"), 0).toInt());
    m_conservativeCheck->setChecked(store.value(QStringLiteral("conservative"), false).toBool());
    const int output = store.value(QStringLiteral("output"), int(defaults.output)).toInt();
    m_outputCombo->setCurrentIndex(std::max(0, m_outputCombo->findData(output)));
    m_pieceVerticesSpin->setValue(
            store.value(QStringLiteral("pieceVertices"), int(defaults.pieceVertices)).toInt());
    (store.value(QStringLiteral("add"), false).toBool() ? m_addRadio : m_replaceRadio)
            ->setChecked(true);
}

void TraceDialog::saveSettings() const
{
    QSettings store;
    store.beginGroup(settingsGroup);
    store.setValue(QStringLiteral("tolerance"), m_toleranceSpin->value());
    store.setValue(QStringLiteral("maxVertices"), m_maxVerticesSpin->value());
    store.setValue(QStringLiteral("minArea"), m_minAreaSpin->value());
    store.setValue(QStringLiteral("holes"), m_holesCheck->isChecked());
    store.setValue(QStringLiteral("grow"), m_growSpin->value());
    store.setValue(QStringLiteral("conservative"), m_conservativeCheck->isChecked());
    store.setValue(QStringLiteral("output"), m_outputCombo->currentData());
    store.setValue(QStringLiteral("pieceVertices"), m_pieceVerticesSpin->value());
    store.setValue(QStringLiteral("add"), m_addRadio->isChecked());
}

} // namespace hitbox::editor
