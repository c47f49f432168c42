#pragma once

#include <QDockWidget>
#include <QList>
#include <QString>

#include <utility>

class QLabel;

namespace hitbox::editor {

class PhaseBand;

/// The Frame Data dock: the frame data of the animation chosen in the frames strip
/// (startup, active with its windows, recovery or "loops", total, invulnerable windows, in
/// ticks and ms), the numbers `hitbox-cli framedata` prints, from the frames strip's
/// PhaseBand so the two always agree and follow every edit live.
class FrameDataDock : public QDockWidget
{
    Q_OBJECT

public:
    explicit FrameDataDock(PhaseBand *band, QWidget *parent = nullptr);

    /// The value label of a row: "animation", "rate", "total", "startup", "active",
    /// "recovery", "invulnerable" (for tests and screenshots).
    QLabel *valueLabel(const QString &row) const;

private:
    void refresh();

    PhaseBand *m_band;
    QList<std::pair<QString, QLabel *>> m_rows;
};

} // namespace hitbox::editor
