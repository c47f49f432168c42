#include "tiertext.h"

namespace hitbox::model {
namespace {

QString latin1(std::string_view text)
{
    return QString::fromLatin1(text.data(), qsizetype(text.size()));
}

} // namespace

QString tierText(collision::Tier tier)
{
    return latin1(collision::tierName(tier));
}

QString verdictText(collision::Verdict verdict)
{
    return latin1(collision::verdictName(verdict));
}

} // namespace hitbox::model
