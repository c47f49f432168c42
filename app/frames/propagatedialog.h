#pragma once

#include <QDialog>
#include <QList>

class QLabel;
class QPushButton;
class QRadioButton;
class QSpinBox;

namespace hitbox::editor {

/// Asks where Propagate Shapes copies the selected shapes: the next N frames, every frame
/// to the end of the animation (the one chosen in the strip, else the sprite's frames),
/// or a chosen range of frame numbers. A line under the choices names the exact frames.
class PropagateDialog : public QDialog
{
    Q_OBJECT

public:
    enum class Range {
        Next,   ///< the next count() frames of the sequence after the current frame
        ToEnd,  ///< every frame of the sequence after the current one
        Chosen, ///< frames first() to last() by number, in the sprite's order
    };

    /// `sequence`: the frames in order (the chosen animation's, or every frame of the
    /// sprite); `sequenceName`: the animation's name, empty for the sprite's frames;
    /// `current`: the frame shown; `frameCount`: the sprite's frames; `shapeCount`: how
    /// many shapes are selected.
    PropagateDialog(const QList<int> &sequence,
                    const QString &sequenceName,
                    int current,
                    int frameCount,
                    int shapeCount,
                    QWidget *parent = nullptr);

    Range range() const;
    void setRange(Range range);
    /// The frames the shapes go to, without the current one.
    QList<int> targets() const;

    /// The frames of `range` (see Range) without `current` and without repeats; frame
    /// numbers are clamped into 0..frameCount-1.
    static QList<int> targets(const QList<int> &sequence,
                              int current,
                              int frameCount,
                              Range range,
                              int count,
                              int first,
                              int last);

private:
    void updatePlan();

    QList<int> m_sequence;
    int m_current;
    int m_frameCount;
    int m_shapeCount;
    QRadioButton *m_next;
    QRadioButton *m_toEnd;
    QRadioButton *m_chosen;
    QSpinBox *m_count;
    QSpinBox *m_first;
    QSpinBox *m_last;
    QLabel *m_plan;
    QPushButton *m_ok = nullptr;
};

} // namespace hitbox::editor
