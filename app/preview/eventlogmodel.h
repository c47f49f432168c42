#pragma once

#include "preview/contactevent.h"

#include <QAbstractTableModel>
#include <QList>

namespace hitbox::editor {

/// The contact events of the preview, oldest first, capped at maxRows (the oldest rows
/// go first).
class EventLogModel : public QAbstractTableModel
{
    Q_OBJECT

public:
    /// The pair and the tier first: a narrow dock still shows what each event is about.
    enum Column { EventColumn, ContactColumn, TierColumn, TimeColumn, PlayTimeColumn, ColumnCount };
    /// The largest number of rows kept.
    static constexpr int maxRows = 5000;

    explicit EventLogModel(QObject *parent = nullptr);

    void append(const ContactEvents &events);
    void clear();

    int rowCount(const QModelIndex &parent = QModelIndex()) const override;
    int columnCount(const QModelIndex &parent = QModelIndex()) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant
    headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

private:
    QList<ContactEvent> m_events;
};

} // namespace hitbox::editor
