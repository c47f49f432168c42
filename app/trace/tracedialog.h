#pragma once

#include "trace/tracerunner.h"

#include "model/document/sprite.h"
#include "model/evaluate/tracepipeline.h"

#include <QDialog>

#include <memory>

class QLabel;
class QPushButton;
class QRadioButton;

namespace hitbox::editor {

class Document;
class TracePreview;
class TracePreviewPane;
class TraceScoresPanel;
class TraceSettingsForm;

/// Traces the solid pixels of one or more sprites into armature polygons. The controls
/// (threshold, grow/shrink, minimum area, holes, tolerance, vertex limit, conservative,
/// outlines / convex pieces / convex hull) update a live preview of one sprite and its
/// scores (coverage, excess, IoU, vertices, polygons) as they move; traces run off the
/// GUI thread (TraceRunner). Apply traces every sprite, each with its own threshold
/// unless the threshold was changed here, and replaces or extends each armature as one
/// undo step. Polygons are stored sprite-local (image pixels minus the pivot), named
/// "trace 1", "trace 2", ... with the role "hurtbox". The settings are remembered.
/// The dialog wires its parts (TracePreviewPane, TraceSettingsForm, TraceScoresPanel) to
/// the runner and applies the result.
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
    bool isThresholdOverridden() const;
    /// True when Apply adds to the armatures instead of replacing them.
    bool addsToArmature() const;

    /// True when the preview shows the latest settings.
    bool isPreviewUpToDate() const;
    /// The trace the preview shows (null before the first one arrives).
    std::shared_ptr<const TraceOutcome> previewOutcome() const { return m_outcome; }
    TracePreview *preview() const;

    /// Traces frames `frames` of the (single) sprite instead of its current frame: Apply
    /// runs a FrameTracer (off the GUI thread, with progress and Cancel) and replaces the
    /// traced role's polygons of every frame (or adds to them) as one undo step, then shows
    /// the first traced frame unless a traced one is shown. `animation` is the name of the
    /// animation the frames are (the title and Apply say "24 Frames of Animation "walk"");
    /// empty for every frame of the sprite ("All 24 Frames"). The minimum area is
    /// remembered apart from the single trace's, framesMinArea by default.
    void setFrames(const QList<int> &frames, const QString &animation = QString());
    QList<int> frames() const { return m_frames; }
    /// "24 Frames of Animation "walk"" or "All 24 Frames" (setFrames()).
    QString framesPhrase() const;
    /// The minimum area Trace All Frames starts with, in square pixels: specks smaller
    /// than 4 x 4 pixels are dropped.
    static constexpr double framesMinArea = 16.0;

    /// Traces every sprite (or every frame set by setFrames) and pushes the new armatures
    /// as one undo step. Returns the number of sprites (frames) traced, 0 when cancelled;
    /// problems (missing images) are in applyProblems().
    int apply();
    QStringList applyProblems() const { return m_problems; }
    /// True when the last apply() was cancelled.
    bool wasCancelled() const { return m_cancelled; }

signals:
    /// While apply() traces frames: `done` of `total` are traced.
    void frameProgress(int done, int total);

public slots:
    void accept() override;

private:
    QWidget *createSettingsPane();
    QWidget *createArmatureRow();

    TraceRequest requestFor(int sprite, bool forPreview);
    void settingsChanged();
    void requestPreview();
    void showOutcome(const std::shared_ptr<const TraceOutcome> &outcome);
    void updateArmatureHint();
    void loadSettings();
    void saveSettings() const;

    Document *m_document;
    QList<int> m_sprites;
    int m_previewSprite = -1;
    TraceRunner *m_runner;
    std::shared_ptr<const TraceOutcome> m_outcome;
    QStringList m_problems;
    QList<int> m_frames;
    QString m_framesAnimation;
    bool m_cancelled = false;
    QPushButton *m_applyButton = nullptr;

    TracePreviewPane *m_previewPane = nullptr;
    TraceSettingsForm *m_settingsForm = nullptr;
    TraceScoresPanel *m_scoresPanel = nullptr;
    QRadioButton *m_replaceRadio = nullptr;
    QRadioButton *m_addRadio = nullptr;
    QLabel *m_armatureHint = nullptr;
};

} // namespace hitbox::editor
