#include "frames/phaseband.h"

#include "document/document.h"
#include "frames/frameplayer.h"

#include "model/document/animationplayback.h"

#include <QPainter>

namespace hitbox::editor {

PhaseBand::PhaseBand(Document *document, FramePlayer *player, QWidget *parent)
    : QWidget(parent)
    , m_document(document)
    , m_player(player)
{
    setObjectName(QStringLiteral("phaseBand"));
    setFixedHeight(sizeHint().height());
    setToolTip(tr("Frame data of the chosen animation: startup (grey), active (red), "
                  "between hits (amber), recovery (blue); hatched: invulnerable"));
    connect(document, &Document::projectReset, this, &PhaseBand::refresh);
    connect(document, &Document::currentSpriteChanged, this, &PhaseBand::refresh);
    connect(document, &Document::rolesChanged, this, &PhaseBand::refresh);
    connect(document, &Document::timingChanged, this, &PhaseBand::refresh);
    connect(document, &Document::spriteChanged, this, [this](int index) {
        if (index == m_document->currentSprite())
            refresh();
    });
    connect(document, &Document::currentFrameChanged, this, qOverload<>(&QWidget::update));
    connect(player, &FramePlayer::animationChanged, this, &PhaseBand::refresh);
    refresh();
}

void PhaseBand::refresh()
{
    const int sprite = m_document->currentSprite();
    m_data = {};
    m_animation = -1;
    m_animationName.clear();
    if (m_document->isValidSprite(sprite)) {
        const model::Sprite &s = m_document->sprite(sprite);
        const int animation = m_player->animation();
        if (animation >= 0 && animation < s.animations.size()) {
            m_animation = animation;
            m_animationName = model::uniqueAnimationNames(s)[animation];
        }
        m_data = model::frameData(m_document->project(), s, m_animation);
    }
    update();
    emit frameDataChanged();
}

QRectF PhaseBand::stepRect(int step) const
{
    if (step < 0 || step >= m_data.steps.size() || m_data.total <= 0)
        return {};
    const model::FrameDataStep &s = m_data.steps[step];
    const double perTick = (width() - 2.0) / m_data.total;
    return QRectF(1 + (s.firstTick - 1) * perTick, 1, s.ticks * perTick, height() - 2.0);
}

QColor PhaseBand::phaseColor(model::FramePhase phase)
{
    switch (phase) {
    case model::FramePhase::Startup:
        return QColor(0x9a, 0xa0, 0xa6);
    case model::FramePhase::Active:
        return QColor(0xe0, 0x3c, 0x31);
    case model::FramePhase::Between:
        return QColor(0xe8, 0xa3, 0x17);
    case model::FramePhase::Recovery:
        return QColor(0x3d, 0x8b, 0xd9);
    case model::FramePhase::Idle:
        break;
    }
    return QColor(0xdc, 0xdc, 0xdc);
}

QSize PhaseBand::sizeHint() const
{
    return QSize(200, 12);
}

void PhaseBand::paintEvent(QPaintEvent *)
{
    QPainter painter(this);
    painter.fillRect(rect(), palette().base());
    const int sprite = m_document->currentSprite();
    const int current = m_document->isValidSprite(sprite) ? m_document->currentFrame(sprite) : -1;
    for (int i = 0; i < m_data.steps.size(); ++i) {
        const model::FrameDataStep &step = m_data.steps[i];
        const QRectF r = stepRect(i);
        painter.fillRect(r, phaseColor(step.phase));
        if (step.invulnerable)
            painter.fillRect(r, QBrush(QColor(255, 255, 255, 150), Qt::BDiagPattern));
        painter.setPen(QPen(palette().base().color(), 1));
        painter.drawLine(r.topLeft(), r.bottomLeft()); // a gap between frames
        if (step.frame == current) {
            painter.setPen(QPen(palette().text().color(), 1.5));
            painter.drawRect(r.adjusted(0.75, 0.75, -0.75, -0.75));
        }
    }
}

} // namespace hitbox::editor
