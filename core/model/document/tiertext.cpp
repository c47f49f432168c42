#include "model/document/tiertext.h"

namespace hitbox::model {
namespace {

namespace hc = hitbox::collision;

QString latin1(std::string_view text)
{
    return QString::fromLatin1(text.data(), qsizetype(text.size()));
}

// What a tier needs on each side: "box", "circle", "shape", "solid pixels".
QString noun(hc::Tier tier)
{
    switch (tier) {
    case hc::Tier::Box:
        return QStringLiteral("box");
    case hc::Tier::Circle:
        return QStringLiteral("circle");
    case hc::Tier::Armature:
        return QStringLiteral("shape");
    case hc::Tier::Aabb:
    case hc::Tier::Pixel:
        break;
    }
    return QStringLiteral("solid pixels");
}

// "boxes", "circles", "shapes" (pairs of them).
QString pairsOf(hc::Tier tier)
{
    switch (tier) {
    case hc::Tier::Box:
        return QStringLiteral("boxes");
    case hc::Tier::Circle:
        return QStringLiteral("circles");
    default:
        return QStringLiteral("shapes");
    }
}

} // namespace

QString tierText(collision::Tier tier)
{
    return latin1(collision::tierName(tier));
}

QString tierShapeText(collision::Tier tier)
{
    switch (tier) {
    case hc::Tier::Aabb:
        return QStringLiteral("bounds");
    case hc::Tier::Box:
        return QStringLiteral("boxes");
    case hc::Tier::Circle:
        return QStringLiteral("circles");
    case hc::Tier::Armature:
        return QStringLiteral("all shapes");
    case hc::Tier::Pixel:
        break;
    }
    return QStringLiteral("pixels");
}

QString tierTitle(collision::Tier tier)
{
    if (tier != hc::Tier::Armature)
        return tierText(tier);
    return QStringLiteral("%1 (%2)").arg(tierText(tier), tierShapeText(tier));
}

QString verdictText(collision::Verdict verdict)
{
    return latin1(collision::verdictName(verdict));
}

QString shapeKindText(collision::ShapeKind kind)
{
    return latin1(collision::shapeKindName(kind));
}

QString notApplicableCode(collision::NotApplicableReason reason)
{
    switch (reason) {
    case hc::NotApplicableReason::None:
        break;
    case hc::NotApplicableReason::MissingInA:
        return QStringLiteral("missing-in-a");
    case hc::NotApplicableReason::MissingInB:
        return QStringLiteral("missing-in-b");
    case hc::NotApplicableReason::MissingInBoth:
        return QStringLiteral("missing-in-both");
    case hc::NotApplicableReason::RolesDoNotMeet:
        return QStringLiteral("roles-do-not-meet");
    case hc::NotApplicableReason::PixelsNotAsked:
        return QStringLiteral("pixels-not-asked");
    }
    return {};
}

QString notApplicableText(collision::Tier tier,
                          collision::NotApplicableReason reason,
                          const QString &nameA,
                          const QString &nameB)
{
    const QString what = noun(tier);
    switch (reason) {
    case hc::NotApplicableReason::None:
        break;
    case hc::NotApplicableReason::MissingInA:
        return QStringLiteral("%1 has no %2").arg(nameA, what);
    case hc::NotApplicableReason::MissingInB:
        return QStringLiteral("%1 has no %2").arg(nameB, what);
    case hc::NotApplicableReason::MissingInBoth:
        return QStringLiteral("neither %1 nor %2 has %3")
                .arg(nameA, nameB, tier == hc::Tier::Pixel ? what : QStringLiteral("a ") + what);
    case hc::NotApplicableReason::RolesDoNotMeet:
        return QStringLiteral("no pair of %1 whose roles collide").arg(pairsOf(tier));
    case hc::NotApplicableReason::PixelsNotAsked:
        return QStringLiteral("pixels not in the question: no role bound to the image on %1 "
                              "meets one on %2")
                .arg(nameA, nameB);
    }
    return {};
}

} // namespace hitbox::model
