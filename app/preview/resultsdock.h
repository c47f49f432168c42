#pragma once

#include <QDockWidget>

class QLabel;
class QTableView;

namespace hitbox::editor {

class DockThrottle;
class PreviewController;
class ResultsModel;

/// The collision results of the preview: a summary line and the table of overlapping
/// pairs and board contacts (ResultsModel). Clicking a row selects its instance on the
/// canvas.
class ResultsDock : public QDockWidget
{
    Q_OBJECT

public:
    explicit ResultsDock(PreviewController *controller, QWidget *parent = nullptr);

    ResultsModel *model() const { return m_model; }
    QTableView *table() const { return m_table; }
    QLabel *summaryLabel() const { return m_summary; }
    /// Coalesces the refreshes while the simulation runs.
    DockThrottle *throttle() const { return m_throttle; }

private:
    void refresh();

    PreviewController *m_controller;
    ResultsModel *m_model;
    QLabel *m_summary;
    QTableView *m_table;
    DockThrottle *m_throttle;
};

} // namespace hitbox::editor
