#pragma once

#include "model/evaluate/tracepipeline.h"

#include <QList>
#include <QObject>
#include <QStringList>

#include <atomic>
#include <optional>

class QProgressDialog;
class QWidget;

namespace hitbox::editor {

class Document;

/// Traces several frames of one sprite at once ("Trace All Frames"): every frame with its
/// own alpha plane, threshold (or the one given) and pivot, off the GUI thread (a worker
/// QThread running TraceRunner::run frame after frame), while a window-modal
/// QProgressDialog shows "Tracing frame N of M" with Cancel. When every frame is traced the
/// result is ONE undo step: in each traced frame the polygons of the traced role
/// (model::tracedRole) are replaced by the new ones (or the new ones are added to them);
/// boxes, circles and the polygons of other roles stay. Cancel leaves the document as it
/// was.
class FrameTracer : public QObject
{
    Q_OBJECT

public:
    /// Traces frames `frames` (indices into the sprite's frames; repeats and indices out of
    /// range are ignored) of sprite `sprite`; `threshold`, when set, replaces every frame's
    /// own. `add` appends the traced polygons instead of replacing the traced role's.
    FrameTracer(Document *document,
                int sprite,
                const QList<int> &frames,
                const model::TraceSettings &settings,
                std::optional<int> threshold,
                bool add,
                QWidget *window);
    ~FrameTracer() override;

    /// Shows the progress, traces and waits for the worker (the GUI keeps running), then
    /// pushes the undo step. Returns the number of frames changed: 0 when cancelled or
    /// when no frame could be traced (see problems()).
    int run();
    /// Stops after the frame being traced; run() then changes nothing. Any thread.
    void cancel() { m_cancelled = true; }
    bool wasCancelled() const { return m_cancelled; }
    /// Frames that could not be traced (image missing, out of memory), one line each.
    QStringList problems() const { return m_problems; }
    /// The frames that will be traced, in order.
    QList<int> frames() const { return m_frames; }

signals:
    /// `done` of `total` frames are traced (emitted on the GUI thread).
    void progressed(int done, int total);

private:
    void showProgress(int done);

    Document *m_document;
    int m_sprite;
    QList<int> m_frames;
    model::TraceSettings m_settings;
    std::optional<int> m_threshold;
    bool m_add;
    QWidget *m_window;
    QProgressDialog *m_progress = nullptr;
    QStringList m_problems;
    std::atomic<bool> m_cancelled{false};
};

} // namespace hitbox::editor
