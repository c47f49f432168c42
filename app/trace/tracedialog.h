#pragma once

#include "tracerunner.h"

#include "model/sprite.h"
#include "model/tracepipeline.h"

#include <QDialog>

#include <memory>

class QCheckBox;
class QComboBox;
class QDialogButtonBox;
class QDoubleSpinBox;
class QLabel;
class QPushButton;
class QRadioButton;
class QSlider;
class QSpinBox;
class QToolButton;

namespace hitbox::editor {

class Document;
class TracePreview;

/// Traces the solid pixels of one or more sprites into armature polygons. The controls
/// (threshold, grow/shrink, minimum area, holes, tolerance, vertex limit, conservative,
/// outlines / convex pieces / convex hull) update a live preview of one sprite and its
/// scores (coverage, excess, IoU, vertices, polygons) as they move; traces run off the
/// GUI thread (TraceRunner). Apply traces every sprite, each with its own threshold
/// unless the threshold was changed here, and replaces or extends each armature as one
/// undo step. Polygons are stored sprite-local (image pixels minus the pivot), named
/// "trace 1", "trace 2", ... with the role "hurtbox". The settings are remembered.
class TraceDialog : public QDialog
{
    Q_OBJECT

public:
    /// Traces `sprites` (indices into `document`); `previewSprite` is shown first when it
    /// is one of them, else the first.
    TraceDialog(Document *document,
                const QList<int> &sprites,
                int previewSprite,
                QWidget *parent = nullptr);
    ~TraceDialog() override;

    QList<int> sprites() const { return m_sprites; }
    int previewSprite() const { return m_previewSprite; }
    void setPreviewSprite(int sprite);

    /// The settings the controls describe.
    model::TraceSettings settings() const;
    /// The threshold a sprite is traced with: the one chosen here once it was changed,
    /// else the sprite's own.
    int thresholdFor(int sprite) const;
    bool isThresholdOverridden() const { return m_thresholdOverridden; }
    /// True when Apply adds to the armatures instead of replacing them.
    bool addsToArmature() const;

    /// True when the preview shows the latest settings.
    bool isPreviewUpToDate() const;
    /// The trace the preview shows (null before the first one arrives).
    std::shared_ptr<const TraceOutcome> previewOutcome() const { return m_outcome; }
    TracePreview *preview() const { return m_preview; }

    /// Traces every sprite and pushes the new armatures as one undo step. Returns the
    /// number of sprites traced; problems (missing images) are in applyProblems().
    int apply();
    QStringList applyProblems() const { return m_problems; }

    /// The armature polygons of a trace: sprite-local, named "trace <firstNumber>",
    /// "trace <firstNumber + 1>", ..., role "hurtbox".
    static QList<model::PolygonShape>
    armaturePolygons(const model::TraceResult &trace, collision::Vec2 pivot, int firstNumber);
    /// 1 + the highest n of the polygons named "trace n" (1 when there is none).
    static int nextTraceNumber(const QList<model::PolygonShape> &polygons);

public slots:
    void accept() override;

private:
    QWidget *createPreviewPane();
    QWidget *createSettingsPane();
    QWidget *createPixelsGroup();
    QWidget *createOutlineGroup();
    QWidget *createOutputGroup();
    QWidget *createScoresGroup();
    QWidget *createArmatureRow();

    TraceRequest requestFor(int sprite, bool forPreview);
    void settingsChanged();
    void requestPreview();
    void showOutcome(const std::shared_ptr<const TraceOutcome> &outcome);
    void showScores();
    void updateHints();
    void updateThresholdControls();
    void loadSettings();
    void saveSettings() const;

    Document *m_document;
    QList<int> m_sprites;
    int m_previewSprite = -1;
    TraceRunner *m_runner;
    std::shared_ptr<const TraceOutcome> m_outcome;
    bool m_thresholdOverridden = false;
    bool m_ready = false; // false while the controls are built and loaded
    QStringList m_problems;

    QComboBox *m_spriteCombo = nullptr;
    QLabel *m_spriteInfo = nullptr;
    TracePreview *m_preview = nullptr;
    QLabel *m_zoomLabel = nullptr;
    QCheckBox *m_solidCheck = nullptr;
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
    QLabel *m_coverageValue = nullptr;
    QLabel *m_excessValue = nullptr;
    QLabel *m_iouValue = nullptr;
    QLabel *m_verticesValue = nullptr;
    QLabel *m_polygonsValue = nullptr;
    QLabel *m_largestValue = nullptr;
    QLabel *m_summaryLabel = nullptr;
    QRadioButton *m_replaceRadio = nullptr;
    QRadioButton *m_addRadio = nullptr;
    QLabel *m_armatureHint = nullptr;
    QDialogButtonBox *m_buttons = nullptr;
    QPushButton *m_applyButton = nullptr;
};

} // namespace hitbox::editor
