#pragma once

#include <QElapsedTimer>
#include <QLabel>
#include <QPixmap>

namespace hitbox::editor {

class PreviewController;
class PreviewView;

/// The frame-time readout over the collision preview's top-right corner while playing:
/// the work of a frame (simulation steps, evaluation, the views following and the canvas
/// paint), frames per second and the number of instances, averaged over about half a
/// second so the numbers can be read while they change. Hidden when not playing.
class PlayReadout : public QLabel
{
    Q_OBJECT

public:
    /// How often the text changes, in milliseconds.
    static constexpr int refreshMs = 500;

    PlayReadout(PreviewController *controller, PreviewView *view);

    /// The average work per frame and the frames per second shown now (0 before the first
    /// frame of a session).
    double frameMs() const { return m_shownFrameMs; }
    double framesPerSecond() const { return m_shownFps; }

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;
    void paintEvent(QPaintEvent *event) override;

private:
    void onPainted();
    void onPlayStateChanged();
    void showAverages();
    void place();

    PreviewController *m_controller;
    PreviewView *m_view;
    QElapsedTimer m_window; // the averaging window
    quint64 m_seenEvaluation = 0;
    int m_frames = 0;
    double m_workMs = 0.0;
    double m_shownFrameMs = 0.0;
    double m_shownFps = 0.0;
    QPixmap m_plate; // the readout as drawn, for its text
    QString m_plateText;
};

} // namespace hitbox::editor
