#pragma once

#include "model/evaluate/tracepipeline.h"

#include <QWidget>

#include <cstddef>

class QCheckBox;
class QComboBox;
class QDoubleSpinBox;
class QLabel;
class QSettings;
class QSlider;
class QSpinBox;
class QToolButton;

namespace hitbox::editor {

/// The Trace dialog's settings, in three groups: the solid pixels (threshold, grow /
/// shrink, minimum area, holes), the outline (tolerance, vertex limit, conservative) and
/// the polygons to store (outlines, convex pieces or hulls, piece vertex limit) with a
/// hint on what that gives. The threshold shows the previewed sprite's own until the user
/// changes it; then it is used for every sprite (see TraceDialog::thresholdFor).
class TraceSettingsForm : public QWidget
{
    Q_OBJECT

public:
    /// `spriteCount`: how many sprites the dialog traces, for the threshold's note.
    explicit TraceSettingsForm(int spriteCount, QWidget *parent = nullptr);

    /// The settings the controls describe.
    model::TraceSettings settings() const;
    /// The threshold chosen here; it applies only when isThresholdOverridden().
    int threshold() const;
    bool isThresholdOverridden() const { return m_thresholdOverridden; }
    /// Shows the previewed sprite's own threshold, unless the user chose one.
    void setSpriteThreshold(int threshold);
    /// The holes the preview's trace found, counted in the hint.
    void setTracedHoles(std::size_t holes);

    /// Reads and writes the settings (not the threshold) in `store`'s current group.
    void loadSettings(const QSettings &store);
    void saveSettings(QSettings &store) const;
    /// The key the minimum area is remembered under and its default (Trace All Frames
    /// keeps its own, higher, so dust specks do not become shapes in every frame).
    void setMinAreaSetting(const QString &key, double defaultArea);

signals:
    /// A setting or the threshold changed.
    void settingsChanged();

private:
    QWidget *createPixelsGroup();
    QWidget *createOutlineGroup();
    QWidget *createOutputGroup();

    void controlChanged();
    void updateThresholdControls();
    void updateOutputControls();

    int m_spriteCount;
    int m_spriteThreshold = 128;
    bool m_thresholdOverridden = false;
    std::size_t m_tracedHoles = 0;
    QString m_minAreaKey = QStringLiteral("minArea");
    double m_minAreaDefault = model::TraceSettings().minArea;

    QSlider *m_thresholdSlider = nullptr;
    QSpinBox *m_thresholdSpin = nullptr;
    QToolButton *m_thresholdReset = nullptr;
    QLabel *m_thresholdNote = nullptr;
    QSpinBox *m_growSpin = nullptr;
    QDoubleSpinBox *m_minAreaSpin = nullptr;
    QCheckBox *m_holesCheck = nullptr;
    QSlider *m_toleranceSlider = nullptr;
    QDoubleSpinBox *m_toleranceSpin = nullptr;
    QSpinBox *m_maxVerticesSpin = nullptr;
    QCheckBox *m_conservativeCheck = nullptr;
    QComboBox *m_outputCombo = nullptr;
    QSpinBox *m_pieceVerticesSpin = nullptr;
    QLabel *m_outputHint = nullptr;
};

} // namespace hitbox::editor
