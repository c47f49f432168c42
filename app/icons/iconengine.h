#pragma once

#include "icons/icons.h"

#include <QIconEngine>

namespace hitbox::editor::icons {

/// The drawing id of the application icon, after the Icon values.
inline constexpr int applicationIconId = iconCount;

/// Renders the drawing at the requested device size, so it is sharp at any size and
/// device pixel ratio. The disabled look comes from the style, as for pixmap icons.
class IconEngine : public QIconEngine
{
public:
    /// `id` is an Icon value or applicationIconId.
    explicit IconEngine(int id)
        : m_id(id)
    {}

    void paint(QPainter *painter, const QRect &rect, QIcon::Mode mode, QIcon::State state) override;
    QPixmap pixmap(const QSize &size, QIcon::Mode mode, QIcon::State) override;
    QIconEngine *clone() const override { return new IconEngine(m_id); }
    QString key() const override { return QStringLiteral("hitbox::editor::IconEngine"); }
    QString iconName() override;

private:
    QPixmap render(const QSize &size, bool dark) const;

    int m_id;
};

} // namespace hitbox::editor::icons
