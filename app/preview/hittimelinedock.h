#pragma once

#include <QDockWidget>
#include <QList>

class QComboBox;
class QLabel;
class QTableWidget;

namespace hitbox::editor {

class PreviewController;

/// The hit timeline: the selected instance (A) showing each of its frames (its chosen
/// animation's, or all) against another instance (B), one row per frame and one column per
/// tier plus the pipeline; hit cells are coloured and read "hit" (a fighting game's active
/// frames). Rows come from model::hitTimeline, the evaluation `hitbox-cli frames` prints.
/// Kept up to date while either instance moves, and only while the dock is visible.
/// Clicking a row shows that frame on A (its PreviewInstance::frame).
class HitTimelineDock : public QDockWidget
{
    Q_OBJECT

public:
    explicit HitTimelineDock(PreviewController *controller, QWidget *parent = nullptr);

    /// Column 0 shows the frame; then one column per tier, then the pipeline.
    static constexpr int frameColumn = 0;

    /// The frames of A shown, one per row (empty when there is no timeline).
    const QList<int> &frames() const { return m_frames; }
    /// The instances compared: A (the selected one) and B; -1 when there is none.
    int instanceA() const { return m_a; }
    int instanceB() const { return m_b; }

private:
    void refresh();
    void fillInstances();
    void fillAnimations();
    void showRow(int row);

    PreviewController *m_controller;
    QLabel *m_summary;
    QComboBox *m_bCombo;
    QComboBox *m_animationCombo;
    QTableWidget *m_table;
    QList<int> m_frames;
    int m_a = -1;
    int m_b = -1;
    bool m_filling = false;
};

} // namespace hitbox::editor
