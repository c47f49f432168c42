#pragma once

#include <hitbox/tiers.h>

#include <QAbstractTableModel>
#include <QList>
#include <QString>

#include <array>

namespace hitbox::editor {

class PreviewController;

/// The point probe's answers (Ctrl+click on the canvas): one row per tier, one column per
/// instance the point hits on some tier (after the tier names); instances it misses on
/// every tier are only counted (missCount()). Tiers down, instances across, so a narrow
/// dock holds it.
class ProbeModel : public QAbstractTableModel
{
    Q_OBJECT

public:
    enum Role { VerdictRole = Qt::UserRole };

    explicit ProbeModel(PreviewController *controller, QObject *parent = nullptr);

    /// The row of a tier.
    static int rowOf(collision::Tier tier) { return int(tier); }
    /// The column of the n-th instance hit (0-based).
    static int columnOf(int hitInstance) { return hitInstance + 1; }

    /// Rebuilds the table from the controller's probe.
    void refresh();
    /// Instances hit on some tier (the columns after the first).
    int hitCount() const { return int(m_columns.size()); }
    /// Instances the point misses on every tier.
    int missCount() const { return m_misses; }

    int rowCount(const QModelIndex &parent = QModelIndex()) const override;
    int columnCount(const QModelIndex &parent = QModelIndex()) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant
    headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

private:
    struct Column
    {
        QString name;
        std::array<collision::Verdict, collision::allTiers.size()> verdicts{};
        std::array<QString, collision::allTiers.size()> toolTips;
    };

    PreviewController *m_controller;
    QList<Column> m_columns;
    int m_misses = 0;
};

} // namespace hitbox::editor
