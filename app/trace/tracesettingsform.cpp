#include "trace/tracesettingsform.h"

#include "trace/tracelabels.h"

#include "icons/icons.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QSettings>
#include <QSignalBlocker>
#include <QSlider>
#include <QSpinBox>
#include <QToolButton>
#include <QVBoxLayout>

#include <algorithm>
#include <cmath>

namespace hitbox::editor {
namespace {

constexpr int toleranceSliderSteps = 10; // slider units per pixel
constexpr int noVertexLimit = 2;         // the vertex spin box's "No limit" value

QSlider *horizontalSlider(int min, int max, const QString &objectName)
{
    auto *slider = new QSlider(Qt::Horizontal);
    slider->setRange(min, max);
    slider->setObjectName(objectName);
    return slider;
}

// The vertex limit: its minimum shows "No limit", and typing 0 (or any count below 3,
// which no outline can keep) also means no limit, not a value out of range.
class VertexLimitSpinBox : public QSpinBox
{
public:
    QValidator::State validate(QString &text, int &pos) const override
    {
        if (typedNoLimit(text))
            return QValidator::Acceptable;
        return QSpinBox::validate(text, pos);
    }

    int valueFromText(const QString &text) const override
    {
        return typedNoLimit(text) ? minimum() : QSpinBox::valueFromText(text);
    }

private:
    bool typedNoLimit(const QString &text) const
    {
        bool ok = false;
        const int n = locale().toInt(text.trimmed(), &ok);
        return ok && n >= 0 && n <= noVertexLimit;
    }
};

} // namespace

TraceSettingsForm::TraceSettingsForm(int spriteCount, QWidget *parent)
    : QWidget(parent)
    , m_spriteCount(spriteCount)
{
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(createPixelsGroup());
    layout->addWidget(createOutlineGroup());
    layout->addWidget(createOutputGroup());
    updateOutputControls();
}

QWidget *TraceSettingsForm::createPixelsGroup()
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
        controlChanged();
    };
    connect(m_thresholdSlider, &QSlider::valueChanged, this, userThreshold);
    connect(m_thresholdSpin, &QSpinBox::valueChanged, this, userThreshold);
    connect(m_thresholdReset, &QToolButton::clicked, this, [this] {
        m_thresholdOverridden = false;
        updateThresholdControls();
        controlChanged();
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
    m_holesCheck->setToolTip(tr("Leave holes in the sprite out of the armature: a shape with "
                                "holes is stored as one polygon with those holes. Off: holes "
                                "are filled."));
    form->addRow(QString(), m_holesCheck);

    connect(m_growSpin, &QSpinBox::valueChanged, this, &TraceSettingsForm::controlChanged);
    connect(m_minAreaSpin, &QDoubleSpinBox::valueChanged, this, &TraceSettingsForm::controlChanged);
    connect(m_holesCheck, &QCheckBox::toggled, this, &TraceSettingsForm::controlChanged);
    return group;
}

QWidget *TraceSettingsForm::createOutlineGroup()
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
        controlChanged();
    });
    connect(m_toleranceSpin, &QDoubleSpinBox::valueChanged, this, [this](double value) {
        const QSignalBlocker blocker(m_toleranceSlider);
        m_toleranceSlider->setValue(int(std::lround(value * toleranceSliderSteps)));
        controlChanged();
    });

    m_maxVerticesSpin = new VertexLimitSpinBox;
    m_maxVerticesSpin->setObjectName(QStringLiteral("maxVertices"));
    m_maxVerticesSpin->setRange(noVertexLimit, 10000);
    m_maxVerticesSpin->setSpecialValueText(tr("No limit"));
    m_maxVerticesSpin->setToolTip(tr("At most this many vertices per outline and per hole, "
                                     "even beyond the tolerance; small holes in the way are "
                                     "filled. 0: no limit"));
    form->addRow(tr("Max vertices:"), m_maxVerticesSpin);

    m_conservativeCheck = new QCheckBox(tr("Conservative (outwards only)"));
    m_conservativeCheck->setObjectName(QStringLiteral("conservative"));
    m_conservativeCheck->setToolTip(tr("Only move edges outwards, so every solid pixel stays "
                                       "inside: coverage stays 100 %, at the cost of some "
                                       "excess"));
    form->addRow(QString(), m_conservativeCheck);

    connect(m_maxVerticesSpin, &QSpinBox::valueChanged, this, &TraceSettingsForm::controlChanged);
    connect(m_conservativeCheck, &QCheckBox::toggled, this, &TraceSettingsForm::controlChanged);
    return group;
}

QWidget *TraceSettingsForm::createOutputGroup()
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
    setMuted(m_outputHint);
    form->addRow(m_outputHint);

    connect(m_outputCombo,
            &QComboBox::currentIndexChanged,
            this,
            &TraceSettingsForm::controlChanged);
    connect(m_pieceVerticesSpin, &QSpinBox::valueChanged, this, &TraceSettingsForm::controlChanged);
    return group;
}

model::TraceSettings TraceSettingsForm::settings() const
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

int TraceSettingsForm::threshold() const
{
    return m_thresholdSpin->value();
}

void TraceSettingsForm::setSpriteThreshold(int threshold)
{
    m_spriteThreshold = threshold;
    updateThresholdControls();
}

void TraceSettingsForm::setTracedHoles(std::size_t holes)
{
    m_tracedHoles = holes;
    updateOutputControls();
}

void TraceSettingsForm::controlChanged()
{
    updateOutputControls();
    emit settingsChanged();
}

void TraceSettingsForm::updateThresholdControls()
{
    const int own = m_spriteThreshold;
    if (!m_thresholdOverridden) {
        const QSignalBlocker a(m_thresholdSlider);
        const QSignalBlocker b(m_thresholdSpin);
        m_thresholdSlider->setValue(own);
        m_thresholdSpin->setValue(own);
    }
    m_thresholdReset->setVisible(m_thresholdOverridden);
    if (!m_thresholdOverridden)
        m_thresholdNote->setText(m_spriteCount > 1 ? tr("Each sprite's own threshold")
                                                   : tr("The sprite's own threshold"));
    else
        m_thresholdNote->setText(
                m_spriteCount > 1 ? tr("Used for every sprite (sprites keep their own)")
                                  : tr("Used for tracing only (the sprite keeps %1)").arg(own));
}

void TraceSettingsForm::updateOutputControls()
{
    const model::TraceSettings s = settings();
    const bool hull = s.output == model::TraceOutput::ConvexHull;
    m_holesCheck->setEnabled(!hull);
    m_pieceVerticesSpin->setEnabled(s.output == model::TraceOutput::ConvexPieces);
    QString hint;
    switch (s.output) {
    case model::TraceOutput::Outlines:
        hint = s.holes ? tr("One polygon per shape, with its holes; cut it into convex pieces "
                            "later with Edit > Cut Into Convex Pieces if needed.")
                       : tr("Holes are filled: one polygon per shape.");
        if (s.holes && m_tracedHoles > 0)
            hint += QLatin1Char(' ')
                    + countedText(
                            qint64(m_tracedHoles), tr("Here: %1 hole."), tr("Here: %1 holes."));
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
}

void TraceSettingsForm::loadSettings(const QSettings &store)
{
    const model::TraceSettings defaults;
    m_toleranceSpin->setValue(
            store.value(QStringLiteral("tolerance"), defaults.tolerance).toDouble());
    m_toleranceSlider->setValue(int(std::lround(m_toleranceSpin->value() * toleranceSliderSteps)));
    m_maxVerticesSpin->setValue(store.value(QStringLiteral("maxVertices"), noVertexLimit).toInt());
    m_minAreaSpin->setValue(store.value(m_minAreaKey, m_minAreaDefault).toDouble());
    // Holes on by default: an artist tracing a ring wants the hole left out.
    m_holesCheck->setChecked(store.value(QStringLiteral("holes"), true).toBool());
    m_growSpin->setValue(store.value(QStringLiteral("grow"), 0).toInt());
    m_conservativeCheck->setChecked(store.value(QStringLiteral("conservative"), false).toBool());
    const int output = store.value(QStringLiteral("output"), int(defaults.output)).toInt();
    m_outputCombo->setCurrentIndex(std::max(0, m_outputCombo->findData(output)));
    m_pieceVerticesSpin->setValue(
            store.value(QStringLiteral("pieceVertices"), int(defaults.pieceVertices)).toInt());
}

void TraceSettingsForm::setMinAreaSetting(const QString &key, double defaultArea)
{
    m_minAreaKey = key;
    m_minAreaDefault = defaultArea;
}

void TraceSettingsForm::saveSettings(QSettings &store) const
{
    store.setValue(QStringLiteral("tolerance"), m_toleranceSpin->value());
    store.setValue(QStringLiteral("maxVertices"), m_maxVerticesSpin->value());
    store.setValue(m_minAreaKey, m_minAreaSpin->value());
    store.setValue(QStringLiteral("holes"), m_holesCheck->isChecked());
    store.setValue(QStringLiteral("grow"), m_growSpin->value());
    store.setValue(QStringLiteral("conservative"), m_conservativeCheck->isChecked());
    store.setValue(QStringLiteral("output"), m_outputCombo->currentData());
    store.setValue(QStringLiteral("pieceVertices"), m_pieceVerticesSpin->value());
}

} // namespace hitbox::editor
