#include "preview/resultsmodel.h"

#include "model/evaluate/projectvalidation.h"

#include "base/numbertext.h"
#include "document/document.h"
#include "preview/previewcontroller.h"
#include "preview/previewstyle.h"

#include "model/document/tiertext.h"

#include <QColor>
#include <QGuiApplication>
#include <QPalette>

#include <algorithm>

namespace hitbox::editor {

namespace hc = hitbox::collision;

namespace {

QString tierTitle(hc::Tier tier)
{
    return model::tierText(tier);
}

// Whole pixels in the cells; the tooltips give a decimal.
QString sizeText(const hc::Rect &r, int decimals = 0)
{
    return QStringLiteral("%1×%2").arg(numberText(r.w, decimals), numberText(r.h, decimals));
}

// True when an overlap is thinner than a pixel in some direction: rounded to whole
// pixels it would read "4×0", and too thin for two solid pixels to meet in.
bool isSubPixel(const hc::Rect &r)
{
    return r.w < 1.0 || r.h < 1.0;
}

// The overlap in a cell: its size in whole pixels, or "<1 px" when thinner than a pixel.
QString overlapText(const hc::Rect &r)
{
    return isSubPixel(r) ? QObject::tr("<1 px") : sizeText(r);
}

QString edgesText(hc::BoardEdges edges)
{
    QStringList parts;
    if (edges & hc::LeftBoardEdge)
        parts << QObject::tr("left");
    if (edges & hc::TopBoardEdge)
        parts << QObject::tr("top");
    if (edges & hc::RightBoardEdge)
        parts << QObject::tr("right");
    if (edges & hc::BottomBoardEdge)
        parts << QObject::tr("bottom");
    return parts.join(QStringLiteral(", "));
}

// A cell's colour over the table's base colour.
QColor blended(const QColor &color, int alpha)
{
    const QColor base = QGuiApplication::palette().color(QPalette::Base);
    const double t = alpha / 255.0;
    return QColor::fromRgbF(float(base.redF() * (1 - t) + color.redF() * t),
                            float(base.greenF() * (1 - t) + color.greenF() * t),
                            float(base.blueF() * (1 - t) + color.blueF() * t));
}

} // namespace

ResultsModel::ResultsModel(PreviewController *controller, QObject *parent)
    : QAbstractTableModel(parent)
    , m_controller(controller)
{}

void ResultsModel::refresh()
{
    const model::PreviewEvaluation &evaluation = m_controller->evaluation();
    QList<Row> rows;
    int falseHits = 0;
    int missed = 0;
    for (const model::PreviewPair &pair : evaluation.pairs) {
        rows << pairRow(pair);
        for (const Cell &cell : rows.last().cells) {
            falseHits += cell.mark == Mark::FalseHit ? 1 : 0;
            missed += cell.mark == Mark::Missed ? 1 : 0;
        }
    }
    const int pairCount = int(rows.size());
    for (const model::PreviewBoardContact &contact : evaluation.boardContacts)
        rows << boardRow(contact);

    m_pairCount = pairCount;
    m_falseHits = falseHits;
    m_missed = missed;
    setRows(rows);
}

QString ResultsModel::shapeName(int instance, std::size_t shape) const
{
    const model::PreviewInstance &placed = m_controller->scene().instances[instance];
    const model::Frame &frame
            = model::frameAt(m_controller->document()->sprite(placed.sprite), placed.frame);
    return qsizetype(shape) < frame.shapes.size()
                   ? model::shapeDisplayName(frame.shapes, qsizetype(shape))
                   : tr("shape %1").arg(shape + 1);
}

QString ResultsModel::shapeWithProperties(int instance, std::size_t shape) const
{
    const model::PreviewInstance &placed = m_controller->scene().instances[instance];
    const model::Frame &frame
            = model::frameAt(m_controller->document()->sprite(placed.sprite), placed.frame);
    const QString name = shapeName(instance, shape);
    if (qsizetype(shape) >= frame.shapes.size())
        return name;
    const QString properties = model::propertiesText(frame.shapes[qsizetype(shape)].properties);
    return properties.isEmpty() ? name : tr("%1 (%2)").arg(name, properties);
}

ResultsModel::Row ResultsModel::pairRow(const model::PreviewPair &pair) const
{
    Row row;
    row.a = pair.a;
    row.b = pair.b;
    const QString nameA = m_controller->instanceName(pair.a);
    const QString nameB = m_controller->instanceName(pair.b);
    row.cells[PairColumn].text = tr("%1 × %2").arg(nameA, nameB);
    row.cells[PairColumn].toolTip = row.cells[PairColumn].text;
    const hc::Verdict pixel = pair.report[hc::Tier::Pixel].verdict;
    for (const hc::Tier tier : hc::allTiers) {
        const hc::TierResult &r = pair.report[tier];
        Cell &cell = row.cells[columnOf(tier)];
        cell.verdict = r.verdict;
        if (r.verdict == hc::Verdict::NotRun) {
            cell.text = QStringLiteral("—");
            cell.toolTip = tr("Not evaluated: the pipeline stopped at an earlier tier.");
            continue;
        }
        if (r.verdict == hc::Verdict::NotApplicable) {
            cell.text = tr("n/a");
            cell.toolTip = tr("Not applicable: %1.")
                                   .arg(model::notApplicableText(tier, r.reason, nameA, nameB));
            continue;
        }
        const QString evidence = answerCell(cell, tier, r, pair, nameA);
        if (tier != hc::Tier::Pixel)
            markAgainstPixels(cell, tier, r, pixel, evidence);
        if (cell.toolTip.isEmpty())
            cell.toolTip = r.verdict == hc::Verdict::Hit
                                   ? tr("The %1 tier says hit.").arg(tierTitle(tier))
                                   : tr("The %1 tier says miss.").arg(tierTitle(tier));
    }
    row.cells[PipelineColumn] = pipelineCell(pair.report);
    return row;
}

QString ResultsModel::answerCell(Cell &cell,
                                 hc::Tier tier,
                                 const hc::TierResult &r,
                                 const model::PreviewPair &pair,
                                 const QString &nameA) const
{
    const bool hit = r.verdict == hc::Verdict::Hit;
    QString evidence;
    switch (tier) {
    case hc::Tier::Aabb:
        if (hit) {
            evidence = overlapText(r.intersection);
            cell.toolTip = tr("The bounds of the shapes overlap; intersection %1 at (%2, %3).")
                                   .arg(sizeText(r.intersection, 1),
                                        numberText(r.intersection.x, 1),
                                        numberText(r.intersection.y, 1));
        }
        break;
    case hc::Tier::Box:
        if (hit && !hc::isEmpty(r.intersection)) {
            evidence = overlapText(r.intersection);
            cell.toolTip = tr("The boxes overlap by %1.").arg(sizeText(r.intersection, 1));
        } else if (hit) {
            cell.toolTip = tr("The oriented boxes overlap.");
        }
        break;
    case hc::Tier::Circle:
        if (hit)
            cell.toolTip = tr("The circles overlap.");
        break;
    case hc::Tier::Armature:
        if (hit && !r.polygonPairs.empty()) {
            QStringList detailed;
            for (const hc::PolygonPair &q : r.polygonPairs) {
                detailed << tr("%1 × %2").arg(shapeWithProperties(pair.a, q.a),
                                              shapeWithProperties(pair.b, q.b));
            }
            const hc::PolygonPair &first = r.polygonPairs.front();
            evidence = tr("%1 × %2").arg(shapeName(pair.a, first.a), shapeName(pair.b, first.b));
            if (r.polygonPairs.size() > 1)
                evidence += tr(" +%1").arg(r.polygonPairs.size() - 1);
            // With their custom properties (damage, knockback...), as a game would read them.
            cell.toolTip = tr("Shapes that overlap: %1.").arg(detailed.join(QStringLiteral("; ")));
        }
        break;
    case hc::Tier::Pixel:
        if (hit) {
            const qint64 count = r.pixels.count.value_or(0);
            evidence = tr("%n px", nullptr, int(count));
            if (r.pixels.firstContact) {
                cell.toolTip = tr("%1 solid pixels overlap; the first contact is pixel "
                                  "(%2, %3) of %4.")
                                       .arg(count)
                                       .arg(r.pixels.firstContact->x)
                                       .arg(r.pixels.firstContact->y)
                                       .arg(nameA);
            }
        } else {
            cell.toolTip = tr("No solid pixels overlap.");
        }
        break;
    }
    cell.text = (hit ? tr("hit") : tr("miss"))
                + (evidence.isEmpty() ? QString() : QLatin1Char(' ') + evidence);
    return evidence;
}

void ResultsModel::markAgainstPixels(Cell &cell,
                                     hc::Tier tier,
                                     const hc::TierResult &r,
                                     hc::Verdict pixel,
                                     const QString &evidence)
{
    const bool hit = r.verdict == hc::Verdict::Hit;
    const QString title = tierTitle(tier);
    if (hit && pixel == hc::Verdict::Miss) {
        cell.mark = Mark::FalseHit;
        cell.text
                = tr("false hit") + (evidence.isEmpty() ? QString() : QLatin1Char(' ') + evidence);
        const bool sliver = (tier == hc::Tier::Aabb || tier == hc::Tier::Box)
                            && !hc::isEmpty(r.intersection) && isSubPixel(r.intersection);
        cell.toolTip = sliver ? tr("False positive: the %1 tier's rectangles overlap by "
                                   "less than a pixel (%2 px), too thin for solid "
                                   "pixels of both sprites to meet. Any overlap is a "
                                   "hit for the %1 tier; a pixel apart they miss.")
                                        .arg(title, sizeText(r.intersection, 2))
                              : tr("False positive: the %1 tier says hit, but no solid "
                                   "pixels overlap. This shape over-detects here.")
                                        .arg(title);
    } else if (!hit && pixel == hc::Verdict::Hit) {
        cell.mark = Mark::Missed;
        cell.text = tr("missed");
        cell.toolTip = tr("Missed collision: solid pixels overlap, but the %1 tier "
                          "says miss. This shape under-detects here.")
                               .arg(title);
    }
}

ResultsModel::Cell ResultsModel::pipelineCell(const hc::CollisionReport &report)
{
    Cell decision;
    if (!report.decidedBy) {
        decision.verdict = hc::Verdict::NotApplicable;
        decision.text = tr("n/a");
        return decision;
    }
    const hc::Tier by = *report.decidedBy;
    decision.verdict = report.hit ? hc::Verdict::Hit : hc::Verdict::Miss;
    decision.text = tr("%1 by %2").arg(report.hit ? tr("hit") : tr("miss"), tierTitle(by));
    decision.toolTip = report.hit ? tr("The pipeline reports a collision: every tier up to "
                                       "%1 said hit.")
                                            .arg(tierTitle(by))
                                  : tr("The pipeline stops at the %1 tier, the first to "
                                       "say miss.")
                                            .arg(tierTitle(by));
    return decision;
}

ResultsModel::Row ResultsModel::boardRow(const model::PreviewBoardContact &contact) const
{
    Row row;
    row.board = true;
    row.a = contact.instance;
    const QString name = m_controller->instanceName(contact.instance);
    row.cells[PairColumn].text = tr("%1 × board").arg(name);
    row.cells[PairColumn].toolTip = tr("%1 is partly outside the board.").arg(name);
    Cell &aabb = row.cells[AabbColumn];
    aabb.verdict = hc::Verdict::Hit;
    aabb.text = tr("out: %1").arg(edgesText(contact.edges));
    aabb.toolTip
            = tr("The image bounds cross the board's %1 edge(s).").arg(edgesText(contact.edges));
    Cell &decision = row.cells[PipelineColumn];
    decision.verdict = hc::Verdict::Hit;
    decision.text = tr("board");
    decision.toolTip = tr("A board collision, as AniSprite's collide rectangle reports it.");
    return row;
}

void ResultsModel::setRows(const QList<Row> &rows)
{
    // Only what changed: rows added or removed at the end, one range of changed rows.
    const qsizetype kept = std::min(rows.size(), m_rows.size());
    if (rows.size() < m_rows.size()) {
        beginRemoveRows({}, int(kept), int(m_rows.size()) - 1);
        m_rows.resize(kept);
        endRemoveRows();
    } else if (rows.size() > m_rows.size()) {
        beginInsertRows({}, int(kept), int(rows.size()) - 1);
        m_rows.append(rows.mid(kept));
        endInsertRows();
    }
    qsizetype first = -1;
    qsizetype last = -1;
    for (qsizetype i = 0; i < kept; ++i) {
        if (!(m_rows[i] == rows[i])) {
            m_rows[i] = rows[i];
            first = first < 0 ? i : first;
            last = i;
        }
    }
    if (first >= 0)
        emit dataChanged(index(int(first), 0), index(int(last), ColumnCount - 1));
}

int ResultsModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_rows.size());
}

int ResultsModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant ResultsModel::data(const QModelIndex &index, int role) const
{
    if (!index.isValid() || index.row() >= m_rows.size())
        return {};
    const Row &row = m_rows[index.row()];
    const Cell &cell = row.cells[std::size_t(index.column())];
    const bool tierCell = index.column() != PairColumn;
    switch (role) {
    case Qt::DisplayRole:
        return cell.text;
    case Qt::ToolTipRole:
        return cell.toolTip;
    case VerdictRole:
        return int(cell.verdict);
    case MarkRole:
        return int(cell.mark);
    case BoardRole:
        return row.board;
    case InstanceRole:
        return row.a;
    case Qt::BackgroundRole:
        if (!tierCell)
            return {};
        if (cell.mark == Mark::FalseHit)
            return blended(previewstyle::falseHitCell, 120);
        if (cell.mark == Mark::Missed)
            return blended(previewstyle::missedCell, 120);
        if (cell.verdict == collision::Verdict::Hit)
            return blended(row.board ? previewstyle::missedCell : previewstyle::hitCell,
                           row.board ? 60 : 80);
        if (index.column() == PipelineColumn && cell.verdict == collision::Verdict::Miss)
            return blended(previewstyle::missCell, 50);
        return {};
    case Qt::ForegroundRole:
        // Answers that say "no collision" recede; the pipeline's decision never does.
        if (tierCell && index.column() != PipelineColumn && cell.mark == Mark::None
            && cell.verdict != collision::Verdict::Hit)
            return QGuiApplication::palette().color(QPalette::Disabled, QPalette::Text);
        return {};
    case Qt::TextAlignmentRole:
        return int(Qt::AlignVCenter | (tierCell ? Qt::AlignHCenter : Qt::AlignLeft));
    default:
        return {};
    }
}

QVariant ResultsModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal)
        return {};
    if (role == Qt::DisplayRole) {
        switch (section) {
        case PairColumn:
            return tr("Pair");
        case PipelineColumn:
            return tr("Pipeline");
        default:
            return model::tierTitle(hc::allTiers[std::size_t(section - AabbColumn)]);
        }
    }
    if (role == Qt::ToolTipRole) {
        switch (section) {
        case PairColumn:
            return tr("Two instances whose bounds overlap, or one that leaves the board");
        case AabbColumn:
            return tr("Bounds of every shape: image, boxes, circles, polygons");
        case BoxColumn:
            return tr("Reduced box (oriented when rotated)");
        case CircleColumn:
            return tr("Circles");
        case ArmatureColumn:
            return tr("Every shape against every shape (boxes, circles, polygons), exactly");
        case PixelColumn:
            return tr("Solid pixels (alpha at or above the threshold)");
        case PipelineColumn:
            return tr("What the pipeline answers and which tier decided");
        default:
            return {};
        }
    }
    if (role == Qt::DecorationRole && section >= AabbColumn && section <= PixelColumn)
        return previewstyle::tierColor(hc::allTiers[std::size_t(section - AabbColumn)]);
    return {};
}

} // namespace hitbox::editor
