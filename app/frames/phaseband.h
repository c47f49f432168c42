#pragma once

#include "model/evaluate/framedata.h"

#include <QColor>
#include <QWidget>

namespace hitbox::editor {

class Document;
class FramePlayer;

/// The band under the frames strip: the frame data (model::frameData) of the current
/// sprite's chosen animation as a time line, one segment per place of the play order, as
/// wide as its ticks, coloured by phase (startup, active, between hits, recovery, idle),
/// hatched where the frame is invulnerable and outlined where it is the current frame.
/// Recomputed whenever the sprite's shapes, frames or animations, the roles, the tick rate
/// or the chosen animation change; the Frame Data dock shows the same numbers.
class PhaseBand : public QWidget
{
    Q_OBJECT

public:
    PhaseBand(Document *document, FramePlayer *player, QWidget *parent = nullptr);

    /// The frame data shown (empty without a sprite).
    const model::FrameData &frameData() const { return m_data; }
    /// The animation it is for (-1: every frame of the sprite), and that animation's name
    /// (empty for none).
    int animation() const { return m_animation; }
    QString animationName() const { return m_animationName; }
    /// The segment of step `step` (an index into frameData().steps), in widget pixels.
    QRectF stepRect(int step) const;

    /// The colour of a phase in the band and the Frame Data dock.
    static QColor phaseColor(model::FramePhase phase);

    QSize sizeHint() const override;

signals:
    /// The frame data was recomputed.
    void frameDataChanged();

protected:
    void paintEvent(QPaintEvent *event) override;

private:
    void refresh();

    Document *m_document;
    FramePlayer *m_player;
    model::FrameData m_data;
    int m_animation = -1;
    QString m_animationName;
};

} // namespace hitbox::editor
