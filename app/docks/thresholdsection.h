#pragma once

#include <QGroupBox>

class QLabel;
class QPushButton;
class QSlider;
class QSpinBox;

namespace hitbox::editor {

class Document;

/// The Properties dock's alpha threshold: a slider and a field, the solid pixel count and
/// the solid bounds at that threshold. A slider drag is one undo step.
class ThresholdSection : public QGroupBox
{
    Q_OBJECT

public:
    explicit ThresholdSection(Document *document, QWidget *parent = nullptr);

    /// Shows sprite `index` (a valid sprite) without pushing a command.
    void refresh(int index);

    /// The threshold field, so other fields can match its width.
    QSpinBox *spinBox() const { return m_spin; }

signals:
    /// Trace Again was clicked: trace `frames` of the current sprite again, those whose
    /// traced outlines were traced at another threshold (model::isOutdatedTrace).
    void retraceRequested(const QList<int> &frames);

private:
    void commit(int threshold);
    void showOutdatedTraces(int index);

    Document *m_document;
    QSlider *m_slider;
    QSpinBox *m_spin;
    QLabel *m_solidLabel;
    QLabel *m_boundsLabel;
    QLabel *m_outdatedLabel;
    QPushButton *m_retraceButton;
    QList<int> m_outdatedFrames;
};

} // namespace hitbox::editor
