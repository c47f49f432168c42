#include "trace/frametracer.h"

#include "trace/tracerunner.h"

#include "commands/changespriteshapes.h"
#include "document/document.h"

#include <QCoreApplication>
#include <QEventLoop>
#include <QProgressDialog>
#include <QThread>
#include <QUndoStack>

#include <memory>
#include <new>
#include <utility>
#include <vector>

namespace hitbox::editor {
namespace {

// One frame's trace: its input, made on the GUI thread, and its output, made by the worker.
struct FrameJob
{
    int frame = 0;
    TraceRequest request;
    collision::Vec2 pivot;
    TraceOutcome outcome;
    bool traced = false;
};

// The frame's shapes without the polygons a new trace replaces (those of the traced role).
ShapeList withoutTracedPolygons(const ShapeList &shapes)
{
    ShapeList kept;
    for (const model::Shape &shape : shapes) {
        if (!(shape.isPolygon() && shape.role == QLatin1String(model::tracedRole)))
            kept << shape;
    }
    return kept;
}

} // namespace

FrameTracer::FrameTracer(Document *document,
                         int sprite,
                         const QList<int> &frames,
                         const model::TraceSettings &settings,
                         std::optional<int> threshold,
                         bool add,
                         QWidget *window)
    : QObject(window)
    , m_document(document)
    , m_sprite(sprite)
    , m_settings(settings)
    , m_threshold(threshold)
    , m_add(add)
    , m_window(window)
{
    if (!document->isValidSprite(sprite))
        return;
    const qsizetype count = document->sprite(sprite).frames.size();
    for (const int f : frames) {
        if (f >= 0 && f < count && !m_frames.contains(f))
            m_frames << f;
    }
}

FrameTracer::~FrameTracer() = default;

int FrameTracer::run()
{
    m_problems.clear();
    m_cancelled = false;
    if (m_frames.isEmpty())
        return 0;
    const model::Sprite &sprite = m_document->sprite(m_sprite);
    auto jobs = std::make_shared<std::vector<FrameJob>>();
    for (const int f : std::as_const(m_frames)) {
        const model::Frame &frame = sprite.frames[f];
        FrameJob job;
        job.frame = f;
        job.request.alpha = m_document->images().alpha(
                sprite.imagePath, frame.region, model::effectiveColorKey(sprite, frame));
        if (job.request.alpha.isNull()) {
            m_problems << tr("Frame %1: its image could not be loaded").arg(f);
            continue;
        }
        job.request.threshold = m_threshold.value_or(model::effectiveThreshold(sprite, frame));
        job.request.settings = m_settings;
        job.request.sprite = m_sprite;
        job.pivot = model::effectivePivot(sprite, frame, job.request.alpha.size());
        jobs->push_back(std::move(job));
    }
    if (jobs->empty())
        return 0;

    const int total = int(jobs->size());
    QProgressDialog progress(
            tr("Tracing frame 1 of %1...").arg(total), tr("Cancel"), 0, total, m_window);
    progress.setObjectName(QStringLiteral("traceFramesProgress"));
    progress.setWindowTitle(tr("Trace All Frames"));
    progress.setWindowModality(Qt::WindowModal);
    progress.setMinimumDuration(0);
    progress.setAutoClose(false);
    progress.setAutoReset(false);
    progress.setValue(0);
    progress.show(); // at once: a short trace would otherwise finish before it appears
    m_progress = &progress;
    connect(&progress, &QProgressDialog::canceled, this, &FrameTracer::cancel);

    // The worker only reads the requests and writes the outcomes of `jobs`, which the GUI
    // thread does not touch until the worker has finished.
    QThread *worker = QThread::create([this, jobs] {
        for (std::size_t i = 0; i < jobs->size() && !m_cancelled; ++i) {
            FrameJob &job = (*jobs)[i];
            try {
                job.outcome = TraceRunner::run(job.request);
                job.traced = job.outcome.result.ok;
            } catch (const std::bad_alloc &) {
                job.traced = false;
            }
            const int done = int(i) + 1;
            QMetaObject::invokeMethod(
                    this, [this, done] { showProgress(done); }, Qt::QueuedConnection);
        }
    });
    QEventLoop loop;
    connect(worker, &QThread::finished, &loop, &QEventLoop::quit);
    worker->start();
    loop.exec();
    worker->wait();
    delete worker;
    QCoreApplication::sendPostedEvents(this); // the last progress reports
    m_progress = nullptr;
    if (progress.wasCanceled())
        m_cancelled = true;
    if (m_cancelled)
        return 0;
    if (!m_document->isValidSprite(m_sprite))
        return 0; // the document was replaced meanwhile
    const model::Sprite &now = m_document->sprite(m_sprite);

    auto *command = new QUndoCommand(tr("Trace %1 Frames").arg(total));
    int changed = 0;
    for (const FrameJob &job : std::as_const(*jobs)) {
        if (!job.traced) {
            m_problems << tr("Frame %1: could not be traced").arg(job.frame);
            continue;
        }
        if (job.frame >= now.frames.size())
            continue;
        const ShapeList &before = now.frames[job.frame].shapes;
        ShapeList after = m_add ? before : withoutTracedPolygons(before);
        after << model::tracedPolygons(job.outcome.result, job.pivot, job.request.threshold, after);
        new ChangeSpriteShapes(m_document, m_sprite, job.frame, after, command->text(), command);
        ++changed;
    }
    if (changed == 0) {
        delete command;
        return 0;
    }
    m_document->undoStack()->push(command);
    return changed;
}

void FrameTracer::showProgress(int done)
{
    const int total = m_progress ? m_progress->maximum() : 0;
    emit progressed(done, total);
    // A modal QProgressDialog handles events in setValue(), so later reports may arrive
    // inside it: the bar only moves forward.
    if (m_progress && !m_cancelled && done > m_progress->value()) {
        if (done < total)
            m_progress->setLabelText(tr("Tracing frame %1 of %2...").arg(done + 1).arg(total));
        m_progress->setValue(done);
    }
}

} // namespace hitbox::editor
