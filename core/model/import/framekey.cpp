#include "model/import/framekey.h"

#include "model/document/framesource.h"

#include <QRegularExpression>

namespace hitbox::model {

FrameKey parseFrameKey(const QString &key)
{
    static const QRegularExpression numbered(QStringLiteral("^(.+)#(\\d{1,5})$"));
    const QRegularExpressionMatch m = numbered.match(key);
    if (m.hasMatch() && m.captured(2).toInt() < maxFramesPerSprite)
        return {m.captured(1), m.captured(2).toInt(), true};
    return {key, 0, false};
}

} // namespace hitbox::model
