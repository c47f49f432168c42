#pragma once

#include <QDockWidget>

class QLabel;
class QTableView;

namespace hitbox::editor {

class PreviewController;
class ProbeModel;

/// The point probe (Ctrl+click on the preview canvas, the seeds' bullet test): where the
/// point is, and for every instance it hits on some tier the answer of each tier, with
/// the armature polygon and the image pixel that were hit.
class ProbeDock : public QDockWidget
{
    Q_OBJECT

public:
    explicit ProbeDock(PreviewController *controller, QWidget *parent = nullptr);

    ProbeModel *model() const { return m_model; }
    QTableView *table() const { return m_table; }
    QLabel *label() const { return m_label; }

private:
    void refresh();

    PreviewController *m_controller;
    ProbeModel *m_model;
    QLabel *m_label;
    QTableView *m_table;
};

} // namespace hitbox::editor
