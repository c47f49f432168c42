#pragma once

#include <hitbox/tiers.h>

#include <QAbstractTableModel>
#include <QList>
#include <QString>

#include <array>

namespace hitbox::collision {
struct CollisionReport;
} // namespace hitbox::collision

namespace hitbox::model {
struct PreviewPair;
struct PreviewBoardContact;
} // namespace hitbox::model

namespace hitbox::editor {

class PreviewController;

/// The collision results as a table: one row per pair of instances whose bounds (worldBounds)
/// overlap, one column per tier with its verdict and evidence (intersection size, overlap
/// pixel count, the polygons that touched), and the pipeline's decision; then one row per
/// instance that sticks out of the board. A cell where a cheaper tier says hit but the
/// pixel tier says miss is a "false hit" (the shape over-detects there); the reverse is
/// "missed" (it under-detects).
class ResultsModel : public QAbstractTableModel
{
    Q_OBJECT

public:
    enum Column {
        PairColumn,
        AabbColumn,
        BoxColumn,
        CircleColumn,
        ArmatureColumn,
        PixelColumn,
        PipelineColumn,
        ColumnCount
    };
    /// How a tier's answer compares with the pixel tier's.
    enum class Mark { None, FalseHit, Missed };
    enum Role {
        VerdictRole = Qt::UserRole, ///< collision::Verdict of a tier cell, as int
        MarkRole,                   ///< Mark, as int
        BoardRole,                  ///< true on board rows
        InstanceRole,               ///< the row's first instance
    };

    explicit ResultsModel(PreviewController *controller, QObject *parent = nullptr);

    /// The column of a tier.
    static int columnOf(collision::Tier tier) { return AabbColumn + int(tier); }

    /// Rebuilds the rows from the controller's evaluation; views hear only of the rows
    /// that changed (inserted or removed at the end, one dataChanged range).
    void refresh();

    int pairCount() const { return m_pairCount; }
    int falseHitCount() const { return m_falseHits; }
    int missedCount() const { return m_missed; }

    int rowCount(const QModelIndex &parent = QModelIndex()) const override;
    int columnCount(const QModelIndex &parent = QModelIndex()) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant
    headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

private:
    struct Cell
    {
        QString text;
        QString toolTip;
        collision::Verdict verdict = collision::Verdict::NotRun;
        Mark mark = Mark::None;

        friend bool operator==(const Cell &, const Cell &) = default;
    };
    struct Row
    {
        bool board = false;
        int a = -1;
        int b = -1;
        std::array<Cell, ColumnCount> cells;

        friend bool operator==(const Row &, const Row &) = default;
    };

    Row pairRow(const model::PreviewPair &pair) const;
    Row boardRow(const model::PreviewBoardContact &contact) const;
    /// Fills a hit or miss cell of `tier` (text, tool tip); returns its evidence text.
    QString answerCell(Cell &cell,
                       collision::Tier tier,
                       const collision::TierResult &r,
                       const model::PreviewPair &pair,
                       const QString &nameA) const;
    /// Marks a cheaper tier's cell "false hit" or "missed" where the pixel tier decides.
    static void markAgainstPixels(Cell &cell,
                                  collision::Tier tier,
                                  const collision::TierResult &r,
                                  collision::Verdict pixel,
                                  const QString &evidence);
    static Cell pipelineCell(const collision::CollisionReport &report);
    /// The shown name of shape `shape` of the instance's frame.
    QString shapeName(int instance, std::size_t shape) const;
    /// shapeName with the shape's custom properties: "fist (damage = 12)".
    QString shapeWithProperties(int instance, std::size_t shape) const;
    void setRows(const QList<Row> &rows);

    PreviewController *m_controller;
    QList<Row> m_rows;
    int m_pairCount = 0;
    int m_falseHits = 0;
    int m_missed = 0;
};

} // namespace hitbox::editor
