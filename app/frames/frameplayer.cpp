#include "frames/frameplayer.h"

#include "document/document.h"

#include "model/document/animationplayback.h"

#include <QTimer>

#include <algorithm>

namespace hitbox::editor {

FramePlayer::FramePlayer(Document *document, QObject *parent)
    : QObject(parent)
    , m_document(document)
    , m_timer(new QTimer(this))
{
    m_timer->setSingleShot(true);
    connect(m_timer, &QTimer::timeout, this, &FramePlayer::advance);
    connect(document, &Document::currentSpriteChanged, this, [this] {
        setAnimation(-1);
        setPlaying(false);
    });
    connect(document, &Document::projectReset, this, [this] {
        setAnimation(-1);
        setPlaying(false);
    });
}

void FramePlayer::setAnimation(int animation)
{
    const bool changed = animation != m_animation;
    m_animation = animation;
    m_position = positionOfCurrent();
    if (changed)
        emit animationChanged(animation);
}

QList<int> FramePlayer::sequence() const
{
    const int index = m_document->currentSprite();
    if (!m_document->isValidSprite(index))
        return {};
    return model::playSequence(m_document->sprite(index), m_animation);
}

bool FramePlayer::isTimerActive() const
{
    return m_timer->isActive();
}

void FramePlayer::setPlaying(bool playing)
{
    if (playing && sequence().size() < 2)
        playing = false;
    if (playing == m_playing)
        return;
    m_playing = playing;
    if (playing) {
        // Played from its last frame, a sequence that will not loop starts again first.
        const QList<int> frames = sequence();
        if (!(m_loop && animationLoops()) && positionOfCurrent() == frames.size() - 1)
            m_document->setCurrentFrame(m_document->currentSprite(), frames.first());
        m_position = positionOfCurrent();
        scheduleNext();
    } else {
        m_timer->stop();
    }
    emit playingChanged(playing);
}

void FramePlayer::setLooping(bool loop)
{
    m_loop = loop;
}

void FramePlayer::next()
{
    step(1);
}

void FramePlayer::previous()
{
    step(-1);
}

void FramePlayer::advance()
{
    const QList<int> frames = sequence();
    if (frames.isEmpty()) {
        setPlaying(false);
        return;
    }
    const int position = positionOfCurrent();
    if (!(m_loop && animationLoops()) && position + 1 >= frames.size()) {
        setPlaying(false);
        return;
    }
    step(1);
    if (m_playing)
        scheduleNext();
}

bool FramePlayer::animationLoops() const
{
    const int sprite = m_document->currentSprite();
    if (sprite < 0 || m_animation < 0)
        return true;
    const model::Sprite &s = m_document->sprite(sprite);
    return m_animation >= s.animations.size() || s.animations[m_animation].loop;
}

void FramePlayer::step(int by)
{
    const QList<int> frames = sequence();
    if (frames.isEmpty())
        return;
    const int n = int(frames.size());
    int from = positionOfCurrent();
    if (from < 0) // not in the sequence: start at its first (or last) frame
        from = by > 0 ? -1 : 0;
    m_position = ((from + by) % n + n) % n;
    m_document->setCurrentFrame(m_document->currentSprite(), frames[m_position]);
}

int FramePlayer::positionOfCurrent() const
{
    const QList<int> frames = sequence();
    const int current = m_document->currentFrame(m_document->currentSprite());
    // Ping-pong shows most frames twice: keep the remembered position while it fits.
    if (m_position >= 0 && m_position < frames.size() && frames[m_position] == current)
        return m_position;
    const qsizetype found = frames.indexOf(current);
    return found < 0 ? -1 : int(found);
}

void FramePlayer::scheduleNext()
{
    const int index = m_document->currentSprite();
    if (!m_document->isValidSprite(index))
        return;
    m_timer->start(std::max(1, m_document->frame(index).durationMs));
}

} // namespace hitbox::editor
