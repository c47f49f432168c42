#pragma once

#include <QDockWidget>
#include <QStringList>

class QComboBox;
class QDoubleSpinBox;
class QLabel;
class QPushButton;
class QSpinBox;

namespace hitbox::editor {

class DockThrottle;
class PreviewController;

/// The selected preview instance in numbers: frame, the animation it plays in play mode,
/// position, rotation, scale and velocity.
/// Edits change the placed scene at once (view state, no undo step). Disabled without a
/// selection and while playing.
class InstanceDock : public QDockWidget
{
    Q_OBJECT

public:
    explicit InstanceDock(PreviewController *controller, QWidget *parent = nullptr);

    /// Paces the refreshes that follow each evaluation while the simulation runs.
    DockThrottle *throttle() const { return m_throttle; }

private:
    QDoubleSpinBox *addSpin(const QString &objectName,
                            const QString &toolTip,
                            double minimum,
                            double maximum,
                            double step,
                            const QString &suffix = QString());
    void refresh();
    void
    fillAnimations(const QString &sprite, const QStringList &animations, const QString &current);
    void pickAnimation(int item);
    void commit(QDoubleSpinBox *changed);

    PreviewController *m_controller;
    DockThrottle *m_throttle = nullptr;
    QLabel *m_title;
    QDoubleSpinBox *m_x;
    QDoubleSpinBox *m_y;
    QDoubleSpinBox *m_rotation;
    QDoubleSpinBox *m_scaleX;
    QDoubleSpinBox *m_scaleY;
    QDoubleSpinBox *m_velocityX;
    QDoubleSpinBox *m_velocityY;
    QSpinBox *m_frame;
    QComboBox *m_animation;
    QPushButton *m_remove;
    QWidget *m_form;
    bool m_filling = false;
};

} // namespace hitbox::editor
