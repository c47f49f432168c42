#include "trace/tracerunner.h"

#include "model/io/alphaplane.h"
#include "model/io/maskimage.h"

#include <QElapsedTimer>

#include <new>
#include <utility>

namespace hitbox::editor {
namespace {} // namespace

TraceRunner::TraceRunner(QObject *parent)
    : QObject(parent)
{
    m_pool.setMaxThreadCount(1);
}

TraceRunner::~TraceRunner()
{
    m_pool.waitForDone();
}

quint64 TraceRunner::request(const TraceRequest &request)
{
    m_next = request;
    m_nextGeneration = ++m_generation;
    m_waiting = true;
    if (!m_running)
        startNext();
    return m_generation;
}

void TraceRunner::startNext()
{
    m_waiting = false;
    m_running = true;
    const TraceRequest request = std::exchange(m_next, {});
    const quint64 generation = m_nextGeneration;
    // `this` outlives the task: the destructor waits for the pool.
    m_pool.start([this, request, generation] {
        auto outcome = std::make_shared<TraceOutcome>();
        try {
            *outcome = run(request);
        } catch (const std::bad_alloc &) {
            outcome->request = request;
            outcome->error = tr("Not enough memory to trace this sprite.");
        }
        outcome->generation = generation;
        QMetaObject::invokeMethod(
                this, [this, outcome] { deliver(outcome); }, Qt::QueuedConnection);
    });
}

void TraceRunner::deliver(const std::shared_ptr<const TraceOutcome> &outcome)
{
    m_running = false;
    if (m_waiting)
        startNext();
    emit finished(outcome);
}

TraceOutcome TraceRunner::run(const TraceRequest &request)
{
    QElapsedTimer timer;
    timer.start();
    TraceOutcome outcome;
    outcome.request = request;
    const collision::Mask mask = model::maskFromAlphaPlane(request.alpha, request.threshold);
    outcome.result = model::traceSolidPixels(mask, request.settings);
    if (request.tint.isValid())
        outcome.solidPixels = model::maskToImage(mask, request.tint.rgba());
    outcome.milliseconds = double(timer.nsecsElapsed()) / 1e6;
    return outcome;
}

} // namespace hitbox::editor
