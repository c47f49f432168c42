#include "trace/tracescorespanel.h"

#include "trace/tracelabels.h"
#include "trace/tracerunner.h"

#include <QFrame>
#include <QGridLayout>
#include <QLabel>
#include <QVBoxLayout>

#include <algorithm>

namespace hitbox::editor {
namespace {

// A caption over a large number, one cell of the panel.
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
    setMuted(captionLabel);
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

QString percent(double share)
{
    return QStringLiteral("%1 %").arg(100.0 * share, 0, 'f', 1);
}

} // namespace

TraceScoresPanel::TraceScoresPanel(QWidget *parent)
    : QGroupBox(tr("Fit"), parent)
{
    auto *layout = new QVBoxLayout(this);
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
}

void TraceScoresPanel::showTracing()
{
    m_summaryLabel->setText(tr("Tracing..."));
}

void TraceScoresPanel::showOutcome(const TraceOutcome &outcome, bool current)
{
    if (!outcome.error.isEmpty()) {
        m_summaryLabel->setText(outcome.error);
        return;
    }
    const model::TraceResult &r = outcome.result;
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
        parts << countedText(q.solidPixels, tr("%1 solid pixel"), tr("%1 solid pixels"))
              << countedText(qint64(r.shapes.size()), tr("%1 shape"), tr("%1 shapes"))
              << countedText(qint64(r.holeCount), tr("%1 hole"), tr("%1 holes"));
    }
    if (!r.ok)
        parts << tr("shape %1 could not be cut into pieces").arg(r.failedShape + 1);
    parts << (current ? tr("%1 ms").arg(outcome.milliseconds, 0, 'f', 1) : tr("tracing..."));
    m_summaryLabel->setText(parts.join(QStringLiteral(" \u00b7 ")));
}

} // namespace hitbox::editor
