#include "sprite.h"

namespace hitbox::model {

collision::Vec2 effectivePivot(const Sprite &sprite, QSize imageSize)
{
    if (sprite.pivot)
        return *sprite.pivot;
    return {imageSize.width() / 2.0, imageSize.height() / 2.0};
}

QString uniqueSpriteName(const QString &base, const std::function<bool(const QString &)> &isTaken)
{
    QString name = base;
    for (qsizetype k = 2; isTaken(name); ++k)
        name = base + QLatin1Char(' ') + QString::number(k);
    return name;
}

} // namespace hitbox::model
