#pragma once

#include <QGroupBox>

class QLabel;

namespace hitbox::editor {

struct TraceOutcome;

/// The Trace dialog's "Fit" panel: how well the previewed trace fits its solid pixels
/// (coverage, excess and IoU, coloured from good to poor), its vertex and polygon counts,
/// and a summary line (solid pixels, shapes, holes, time), or what went wrong.
class TraceScoresPanel : public QGroupBox
{
    Q_OBJECT

public:
    explicit TraceScoresPanel(QWidget *parent = nullptr);

    /// Says that a trace is running; the scores stay until it arrives.
    void showTracing();
    /// Shows the scores of `outcome`, or its error. `current`: it is the latest request's
    /// trace, so its time is shown (else the summary ends with "tracing...").
    void showOutcome(const TraceOutcome &outcome, bool current);

private:
    QLabel *m_coverageValue = nullptr;
    QLabel *m_excessValue = nullptr;
    QLabel *m_iouValue = nullptr;
    QLabel *m_verticesValue = nullptr;
    QLabel *m_polygonsValue = nullptr;
    QLabel *m_largestValue = nullptr;
    QLabel *m_summaryLabel = nullptr;
};

} // namespace hitbox::editor
