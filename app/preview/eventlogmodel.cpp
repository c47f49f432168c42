#include "preview/eventlogmodel.h"

#include "icons/icons.h"
#include "preview/previewstyle.h"
#include "preview/tierswatch.h"

#include "model/document/tiertext.h"

#include <QGuiApplication>
#include <QPainter>
#include <QPalette>
#include <QPixmap>

namespace hitbox::editor {

namespace hc = hitbox::collision;

namespace {

// A begin is a filled green dot, an end a hollow grey one.
QIcon eventDot(bool begin)
{
    QIcon icon;
    for (const int side : {12, 24}) {
        QPixmap pixmap(side, side);
        pixmap.fill(Qt::transparent);
        QPainter p(&pixmap);
        p.setRenderHint(QPainter::Antialiasing);
        p.scale(side / 12.0, side / 12.0);
        const QColor color = begin ? previewstyle::hitCell : previewstyle::missCell;
        p.setPen(QPen(color, 1.5));
        p.setBrush(begin ? QBrush(color) : Qt::NoBrush);
        p.drawEllipse(QRectF(2.5, 2.5, 7, 7));
        p.end();
        icon.addPixmap(pixmap);
    }
    return icon;
}

} // namespace

EventLogModel::EventLogModel(QObject *parent)
    : QAbstractTableModel(parent)
{}

void EventLogModel::append(const ContactEvents &events)
{
    if (events.isEmpty())
        return;
    // A burst larger than the cap keeps only its newest events.
    const qsizetype incoming = std::min<qsizetype>(events.size(), maxRows);
    const qsizetype overflow = m_events.size() + incoming - maxRows;
    if (overflow > 0) {
        // Drop a little more than needed, so a busy log does not trim on every frame.
        const qsizetype drop = std::min(m_events.size(), overflow + maxRows / 10);
        beginRemoveRows({}, 0, int(drop) - 1);
        m_events.remove(0, drop);
        endRemoveRows();
    }
    const int first = int(m_events.size());
    beginInsertRows({}, first, first + int(incoming) - 1);
    m_events.append(events.mid(events.size() - incoming));
    endInsertRows();
}

void EventLogModel::clear()
{
    beginResetModel();
    m_events.clear();
    endResetModel();
}

int EventLogModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_events.size());
}

int EventLogModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant EventLogModel::data(const QModelIndex &index, int role) const
{
    if (!index.isValid() || index.row() >= m_events.size())
        return {};
    const ContactEvent &e = m_events[index.row()];
    if (role == Qt::DisplayRole) {
        switch (index.column()) {
        case TimeColumn:
            return e.time.toString(QStringLiteral("HH:mm:ss.zzz"));
        case PlayTimeColumn:
            return e.playTime ? QStringLiteral("%1 s").arg(*e.playTime, 0, 'f', 3) : QString();
        case EventColumn:
            return e.begin ? tr("begin") : tr("end");
        case TierColumn: {
            if (e.board)
                return tr("board");
            return model::tierText(e.tier);
        }
        case ContactColumn:
            return tr("%1 × %2").arg(e.first, e.second);
        default:
            return {};
        }
    }
    if (role == Qt::ForegroundRole && !e.begin)
        return QGuiApplication::palette().color(QPalette::Disabled, QPalette::Text);
    if (role == Qt::DecorationRole) {
        if (index.column() == EventColumn) {
            static const QIcon begin = eventDot(true);
            static const QIcon end = eventDot(false);
            return e.begin ? begin : end;
        }
        if (index.column() == TierColumn)
            return e.board ? icon(Icon::Board) : tierSwatch(e.tier);
    }
    return {};
}

QVariant EventLogModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return {};
    switch (section) {
    case TimeColumn:
        return tr("Time");
    case PlayTimeColumn:
        return tr("Play time");
    case EventColumn:
        return tr("Event");
    case TierColumn:
        return tr("Tier");
    case ContactColumn:
        return tr("Pair");
    default:
        return {};
    }
}

} // namespace hitbox::editor
