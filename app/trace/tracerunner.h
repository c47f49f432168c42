#pragma once

#include "model/evaluate/tracepipeline.h"

#include <QColor>
#include <QImage>
#include <QObject>
#include <QThreadPool>

#include <memory>

namespace hitbox::editor {

/// One trace for the preview: an alpha plane, the threshold and the settings.
struct TraceRequest
{
    QImage alpha; ///< Format_Alpha8, as ImageCache::alpha gives it
    int threshold = 128;
    model::TraceSettings settings;
    QColor tint;     ///< colour of TraceOutcome::solidPixels; invalid: no such image
    int sprite = -1; ///< the sprite it is for (a tag for the caller; the runner ignores it)
};

/// What a TraceRequest produced.
struct TraceOutcome
{
    quint64 generation = 0; ///< TraceRunner::request's return value for the request
    TraceRequest request;
    model::TraceResult result;
    QImage solidPixels; ///< the request's solid pixels in its tint, transparent elsewhere
    double milliseconds = 0.0;
    QString error; ///< set when the trace ran out of memory
};

/// Runs traces off the GUI thread, one at a time, latest request wins: a request made
/// while a trace runs replaces any request still waiting, so dragging a slider never
/// queues up work. Results arrive through finished() on the runner's thread. The
/// destructor waits for the trace that is running (the kernel cannot be interrupted).
class TraceRunner : public QObject
{
    Q_OBJECT

public:
    explicit TraceRunner(QObject *parent = nullptr);
    ~TraceRunner() override;

    /// Queues a trace and returns its generation (increasing from 1).
    quint64 request(const TraceRequest &request);
    /// The generation of the last request.
    quint64 lastGeneration() const { return m_generation; }
    /// True while a trace runs or waits.
    bool isBusy() const { return m_running || m_waiting; }

    /// Runs a request on the calling thread (for Apply, and for the worker).
    static TraceOutcome run(const TraceRequest &request);

signals:
    void finished(std::shared_ptr<const hitbox::editor::TraceOutcome> outcome);

private:
    void startNext();
    void deliver(const std::shared_ptr<const TraceOutcome> &outcome);

    QThreadPool m_pool;
    TraceRequest m_next;
    quint64 m_nextGeneration = 0;
    quint64 m_generation = 0;
    bool m_running = false;
    bool m_waiting = false;
};

} // namespace hitbox::editor
