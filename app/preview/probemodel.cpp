#include "preview/probemodel.h"

#include "model/evaluate/projectvalidation.h"

#include "document/document.h"
#include "preview/previewcontroller.h"
#include "preview/previewstyle.h"
#include "preview/tierswatch.h"

#include "model/document/tiertext.h"

#include <QGuiApplication>
#include <QPalette>

namespace hitbox::editor {

namespace hc = hitbox::collision;

namespace {

QString verdictText(hc::Verdict v)
{
    // A tier that did not run shows a dash rather than words.
    return v == hc::Verdict::NotRun ? QStringLiteral("—") : model::verdictText(v);
}

} // namespace

ProbeModel::ProbeModel(PreviewController *controller, QObject *parent)
    : QAbstractTableModel(parent)
    , m_controller(controller)
{}

void ProbeModel::refresh()
{
    QList<Column> columns;
    int misses = 0;
    const model::PreviewScene &scene = m_controller->scene();
    for (const model::PreviewProbe &p : m_controller->probes()) {
        Column column;
        bool any = false;
        for (const hc::Tier tier : hc::allTiers) {
            column.verdicts[std::size_t(tier)] = p.probe[tier];
            any = any || p.probe[tier] == hc::Verdict::Hit;
        }
        if (!any) {
            ++misses;
            continue;
        }
        if (p.probe.polygon && p.instance < scene.instances.size()) {
            const model::PreviewInstance &instance = scene.instances[p.instance];
            const model::Frame &frame = model::frameAt(
                    m_controller->document()->sprite(instance.sprite), instance.frame);
            const qsizetype i = qsizetype(*p.probe.polygon);
            const QString name = i < frame.shapes.size() ? model::shapeDisplayName(frame.shapes, i)
                                                         : tr("polygon %1").arg(i + 1);
            column.toolTips[std::size_t(hc::Tier::Armature)] = tr("Inside %1").arg(name);
        }
        if (p.probe.pixel) {
            column.toolTips[std::size_t(hc::Tier::Pixel)] = tr("On the solid image pixel (%1, %2)")
                                                                    .arg(p.probe.pixel->x)
                                                                    .arg(p.probe.pixel->y);
        }
        column.name = m_controller->instanceName(p.instance);
        columns << column;
    }
    beginResetModel();
    m_columns = columns;
    m_misses = misses;
    endResetModel();
}

int ProbeModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() || m_columns.isEmpty() ? 0 : int(hc::allTiers.size());
}

int ProbeModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : 1 + int(m_columns.size());
}

QVariant ProbeModel::data(const QModelIndex &index, int role) const
{
    if (!index.isValid() || index.row() >= rowCount())
        return {};
    const hc::Tier tier = hc::allTiers[std::size_t(index.row())];
    if (index.column() == 0) {
        if (role == Qt::DisplayRole) {
            return model::tierText(tier);
        }
        if (role == Qt::DecorationRole)
            return tierSwatch(tier);
        return {};
    }
    const Column &column = m_columns[index.column() - 1];
    const hc::Verdict v = column.verdicts[std::size_t(tier)];
    switch (role) {
    case Qt::DisplayRole:
        return verdictText(v);
    case Qt::ToolTipRole:
        return column.toolTips[std::size_t(tier)];
    case VerdictRole:
        return int(v);
    case Qt::BackgroundRole:
        if (v == hc::Verdict::Hit) {
            QColor c = previewstyle::hitCell;
            c.setAlpha(90);
            return c;
        }
        return {};
    case Qt::ForegroundRole:
        if (v != hc::Verdict::Hit)
            return QGuiApplication::palette().color(QPalette::Disabled, QPalette::Text);
        return {};
    case Qt::TextAlignmentRole:
        return int(Qt::AlignCenter);
    default:
        return {};
    }
}

QVariant ProbeModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return {};
    if (section == 0)
        return tr("Tier");
    return section - 1 < m_columns.size() ? QVariant(m_columns[section - 1].name) : QVariant();
}

} // namespace hitbox::editor
