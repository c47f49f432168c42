#pragma once

#include <QColor>
#include <QDockWidget>

class QCheckBox;
class QDoubleSpinBox;
class QGroupBox;
class QLabel;
class QPushButton;
class QScrollArea;
class QSlider;
class QSpinBox;
class QToolButton;

namespace hitbox::editor {

class Document;

/// The current sprite's settings: alpha threshold (with the solid pixel count), colour
/// key, pivot, reduced box and circle. Every change is an undo command; one editing
/// session of a field (typing then Enter, or several arrow steps) is one undo step.
/// Filling the widgets from the document never pushes a command.
class PropertiesDock : public QDockWidget
{
    Q_OBJECT

public:
    explicit PropertiesDock(Document *document, QWidget *parent = nullptr);

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    QGroupBox *createThresholdGroup();
    QGroupBox *createColorKeyGroup();
    QGroupBox *createPivotGroup();
    QGroupBox *createBoxGroup();
    QGroupBox *createCircleGroup();
    QDoubleSpinBox *createCoordinateSpin(const QString &objectName,
                                         const QString &toolTip,
                                         double minimum,
                                         double step);

    void refresh();
    void refreshThreshold(int index);
    void refreshColorKey(int index);
    void refreshPivot(int index);
    void refreshBox(int index);
    void refreshCircle(int index);

    void commitThreshold(int threshold);
    void commitColorKey();
    void chooseKeyColor();
    void showKeyColor();
    void commitPivot(QDoubleSpinBox *changed);
    void setPivotPreset(double fx, double fy);
    void commitBox(QDoubleSpinBox *changed);
    void commitCircle(QDoubleSpinBox *changed);

    /// The merge id of an edit made with `editor`: the same for every change until the
    /// editor loses the focus, Enter is pressed or another editor is used.
    quint64 sessionId(QObject *editor);

    Document *m_document;
    QScrollArea *m_scrollArea = nullptr;
    QLabel *m_title = nullptr;

    QGroupBox *m_thresholdGroup = nullptr;
    QSlider *m_thresholdSlider = nullptr;
    QSpinBox *m_thresholdSpin = nullptr;
    QLabel *m_solidLabel = nullptr;
    QLabel *m_boundsLabel = nullptr;

    QGroupBox *m_keyGroup = nullptr;
    QCheckBox *m_keyCheck = nullptr;
    QToolButton *m_keyColorButton = nullptr;
    QSpinBox *m_keyTolerance = nullptr;
    QColor m_keyColor;
    int m_keyColorSprite = -1; // the sprite m_keyColor was chosen for

    QGroupBox *m_pivotGroup = nullptr;
    QDoubleSpinBox *m_pivotX = nullptr;
    QDoubleSpinBox *m_pivotY = nullptr;

    QGroupBox *m_boxGroup = nullptr;
    QDoubleSpinBox *m_boxX = nullptr;
    QDoubleSpinBox *m_boxY = nullptr;
    QDoubleSpinBox *m_boxW = nullptr;
    QDoubleSpinBox *m_boxH = nullptr;
    QLabel *m_boxReadout = nullptr;
    QPushButton *m_addBoxButton = nullptr;

    QGroupBox *m_circleGroup = nullptr;
    QDoubleSpinBox *m_circleX = nullptr;
    QDoubleSpinBox *m_circleY = nullptr;
    QDoubleSpinBox *m_circleR = nullptr;
    QLabel *m_circleReadout = nullptr;
    QPushButton *m_addCircleButton = nullptr;

    QObject *m_sessionEditor = nullptr;
    quint64 m_sessionId = 0;
};

} // namespace hitbox::editor
