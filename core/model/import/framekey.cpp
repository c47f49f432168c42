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

bool FrameBudget::grow(qsizetype frames, int index)
{
    const qsizetype added = index < frames ? 0 : index + 1 - frames;
    if (m_frames + added > maxImportedFrames)
        return false;
    m_frames += added;
    return true;
}

QString FrameBudget::exceededText()
{
    return QStringLiteral("its frame would pass %1 frames in all; left out").arg(maxImportedFrames);
}

} // namespace hitbox::model
