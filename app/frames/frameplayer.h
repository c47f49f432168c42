#pragma once

#include <QList>
#include <QObject>

class QTimer;

namespace hitbox::editor {

class Document;

/// Steps and plays the current sprite's frames: all of them in order, or the frames of one
/// of its animations in the animation's direction (forward, reverse, ping-pong). Playing
/// shows each frame for its duration with a single-shot timer; no timer runs while paused.
/// It moves Document::currentFrame and follows it when something else moves it.
class FramePlayer : public QObject
{
    Q_OBJECT

public:
    explicit FramePlayer(Document *document, QObject *parent = nullptr);

    /// -1 plays every frame of the sprite, else the sprite's animation at that index.
    void setAnimation(int animation);
    int animation() const { return m_animation; }

    /// The frames in play order for the current sprite and animation, one cycle (ping-pong
    /// goes there and back without repeating the ends).
    QList<int> sequence() const;

    bool isPlaying() const { return m_playing; }
    bool isLooping() const { return m_loop; }
    /// True while the timer waits to show the next frame.
    bool isTimerActive() const;

public slots:
    void setPlaying(bool playing);
    void togglePlaying() { setPlaying(!m_playing); }
    void setLooping(bool loop);
    /// Shows the next / previous frame of the sequence; wraps around at the ends.
    void next();
    void previous();
    /// The timer's slot: shows the next frame, or stops at the end when not looping or when
    /// the animation plays once (model::Animation::loop false, as the game plays it).
    void advance();

signals:
    void playingChanged(bool playing);
    /// setAnimation() chose another animation (-1: every frame).
    void animationChanged(int animation);

private:
    void step(int by);
    bool animationLoops() const;
    int positionOfCurrent() const;
    void scheduleNext();

    Document *m_document;
    QTimer *m_timer;
    int m_animation = -1;
    int m_position = 0; // index in sequence() of the frame shown, when it is there
    bool m_playing = false;
    bool m_loop = true;
};

} // namespace hitbox::editor
