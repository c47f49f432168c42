#include "frames/framedatadock.h"

#include "frames/phaseband.h"

#include <QFormLayout>
#include <QLabel>

namespace hitbox::editor {

FrameDataDock::FrameDataDock(PhaseBand *band, QWidget *parent)
    : QDockWidget(tr("Frame Data"), parent)
    , m_band(band)
{
    setObjectName(QStringLiteral("frameDataDock"));
    auto *content = new QWidget(this);
    auto *form = new QFormLayout(content);
    const QList<std::pair<QString, QString>> rows{
            {QStringLiteral("animation"), tr("Animation")},
            {QStringLiteral("rate"), tr("Counted")},
            {QStringLiteral("total"), tr("Total")},
            {QStringLiteral("startup"), tr("Startup")},
            {QStringLiteral("active"), tr("Active")},
            {QStringLiteral("recovery"), tr("Recovery")},
            {QStringLiteral("invulnerable"), tr("Invulnerable")}};
    for (const auto &[key, title] : rows) {
        auto *value = new QLabel(content);
        value->setObjectName(key + QStringLiteral("Value"));
        value->setTextInteractionFlags(Qt::TextSelectableByMouse);
        value->setWordWrap(true);
        form->addRow(title, value);
        m_rows.append({key, value});
    }
    setWidget(content);
    connect(band, &PhaseBand::frameDataChanged, this, &FrameDataDock::refresh);
    refresh();
}

QLabel *FrameDataDock::valueLabel(const QString &row) const
{
    for (const auto &[key, label] : m_rows) {
        if (key == row)
            return label;
    }
    return nullptr;
}

void FrameDataDock::refresh()
{
    const model::FrameData &d = m_band->frameData();
    const bool any = !d.steps.isEmpty();
    valueLabel(QStringLiteral("animation"))
            ->setText(m_band->animation() >= 0 ? m_band->animationName()
                                               : tr("every frame (no animation chosen)"));
    valueLabel(QStringLiteral("rate"))
            ->setText(d.countsTicks ? tr("%1 ticks per second").arg(d.ticksPerSecond)
                                    : tr("ms, at %1 ticks per second").arg(d.ticksPerSecond));
    valueLabel(QStringLiteral("total"))
            ->setText(any ? model::ticksAndMsText(d.total, d.totalMs) : tr("none"));
    valueLabel(QStringLiteral("startup"))
            ->setText(d.startup ? model::ticksAndMsText(*d.startup, *d.startupMs)
                                : tr("none (no hitbox)"));
    valueLabel(QStringLiteral("active"))
            ->setText(d.activeWindows.isEmpty()
                              ? tr("none")
                              : tr("%1, ticks %2")
                                        .arg(model::ticksAndMsText(d.active, d.activeMs),
                                             model::tickWindowsText(d.activeWindows)));
    valueLabel(QStringLiteral("recovery"))
            ->setText(d.recovery ? model::ticksAndMsText(*d.recovery, *d.recoveryMs)
                      : d.loops  ? tr("loops")
                                 : tr("none (no hitbox)"));
    valueLabel(QStringLiteral("invulnerable"))
            ->setText(d.invulnerableWindows.isEmpty()
                              ? tr("none")
                              : tr("ticks %1").arg(model::tickWindowsText(d.invulnerableWindows)));
}

} // namespace hitbox::editor
