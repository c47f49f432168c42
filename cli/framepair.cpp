#include "framepair.h"

#include "commandline.h"

#include "model/document/numbertext.h"
#include "model/document/tiertext.h"
#include "model/evaluate/projectvalidation.h"
#include "model/io/projectformat.h"

#include <QJsonArray>
#include <QJsonDocument>

#include <cmath>

namespace hitbox::cli {
namespace {

namespace hc = hitbox::collision;

QList<std::pair<QString, QString>>
pairNames(const QList<model::ShapeIndexPair> &pairs, const model::Frame &a, const model::Frame &b)
{
    QList<std::pair<QString, QString>> names;
    for (const auto &[ia, ib] : pairs)
        names.append(
                {model::shapeDisplayName(a.shapes, ia), model::shapeDisplayName(b.shapes, ib)});
    return names;
}

QString numberText(double v)
{
    return QString::number(v, 'g', 12);
}

const QList<std::pair<QString, QString>> *pairsOf(const FramePairResult &r, hc::Tier tier)
{
    switch (tier) {
    case hc::Tier::Box:
        return &r.boxPairs;
    case hc::Tier::Circle:
        return &r.circlePairs;
    case hc::Tier::Armature:
        return &r.polygonPairs;
    default:
        return nullptr;
    }
}

// Placement limits: positions as in documents; a scale of 0 has no inverse, and beyond
// these magnitudes an image's world size leaves the document's coordinate range.
constexpr double minScale = 0.001;
constexpr double maxScale = 1000.0;

} // namespace

int spriteIndex(const model::Project &project, const model::Sprite &sprite)
{
    return int(&sprite - project.sprites.constData());
}

model::PreviewInstance parsePlacement(const QString &text, const QString &name)
{
    const auto bad = [&](const QString &why) {
        return UsageError{QStringLiteral("bad %1 '%2': %3").arg(name, text, why)};
    };
    const QStringList parts = text.split(QLatin1Char(','));
    if (parts.size() < 2 || parts.size() > 5)
        throw bad(QStringLiteral("expected X,Y[,DEG[,SX[,SY]]], e.g. 10.5,-4,90,2"));
    double values[5] = {0.0, 0.0, 0.0, 1.0, 1.0};
    for (qsizetype i = 0; i < parts.size(); ++i) {
        bool ok = false;
        values[i] = parts[i].trimmed().toDouble(&ok);
        if (!ok || !std::isfinite(values[i]))
            throw bad(QStringLiteral("expected X,Y[,DEG[,SX[,SY]]] as finite numbers"));
    }
    if (parts.size() == 4)
        values[4] = values[3]; // SY defaults to SX
    for (const double v : {values[0], values[1], values[2]}) {
        if (std::abs(v) > model::maxCoordinate)
            throw bad(QStringLiteral("position and angle must lie within +-%1")
                              .arg(model::exactNumberText(model::maxCoordinate)));
    }
    for (const double s : {values[3], values[4]}) {
        if (!(std::abs(s) >= minScale && std::abs(s) <= maxScale))
            throw bad(QStringLiteral("scale must be from %1 to %2 in size (negative mirrors)")
                              .arg(model::exactNumberText(minScale),
                                   model::exactNumberText(maxScale)));
    }
    model::PreviewInstance p;
    p.position = {values[0], values[1]};
    p.rotation = values[2];
    p.scale = {values[3], values[4]};
    return p;
}

QString jsonString(const QString &text)
{
    const QByteArray array = QJsonDocument(QJsonArray{text}).toJson(QJsonDocument::Compact);
    return QString::fromUtf8(array.mid(1, array.size() - 2)); // without the brackets
}

RoleFilters roleFilters(const std::optional<RolePair> &roles, const model::RoleTable &table)
{
    if (!roles)
        return {};
    // A's role is category 1 tested against 2, B's the reverse: just those pairs. The
    // pixels are asked only when both roles are bound to the image.
    return {model::RoleOnly{roles->first, {1, 2}, table.usesImage(roles->first)},
            model::RoleOnly{roles->second, {2, 1}, table.usesImage(roles->second)}};
}

FramePairResult namedResult(const model::FramePairEvaluation &evaluation,
                            const model::Sprite &spriteA,
                            const model::Frame &a,
                            const model::Sprite &spriteB,
                            const model::Frame &b)
{
    FramePairResult out;
    out.nameA = spriteA.name;
    out.nameB = spriteB.name;
    out.report = evaluation.report;
    out.error = evaluation.error;
    out.boxPairs = pairNames(evaluation.boxPairs, a, b);
    out.circlePairs = pairNames(evaluation.circlePairs, a, b);
    out.polygonPairs = pairNames(evaluation.polygonPairs, a, b);
    return out;
}

FramePairResult evaluateFramePair(const model::Project &project,
                                  model::ImageCache &images,
                                  const model::Sprite &a,
                                  int frameA,
                                  const model::PreviewInstance &placementA,
                                  const model::Sprite &b,
                                  int frameB,
                                  const model::PreviewInstance &placementB,
                                  const std::optional<RolePair> &roles)
{
    model::PreviewInstance ia = placementA;
    ia.sprite = spriteIndex(project, a);
    ia.frame = frameA;
    model::PreviewInstance ib = placementB;
    ib.sprite = spriteIndex(project, b);
    ib.frame = frameB;
    const RoleFilters filters = roleFilters(roles, project.roles);
    return namedResult(model::evaluateFramePair(project, images, ia, ib, filters.a, filters.b),
                       a,
                       model::frameAt(a, frameA),
                       b,
                       model::frameAt(b, frameB));
}

RolePair parseRolePair(const QString &text, const model::RoleTable &roles)
{
    const QStringList parts = text.split(QLatin1Char(','));
    if (parts.size() != 2 || parts[0].isEmpty() || parts[1].isEmpty())
        throw UsageError{QStringLiteral("bad --roles '%1': expected A_ROLE,B_ROLE, e.g. "
                                        "hitbox,hurtbox")
                                 .arg(text)};
    for (const QString &role : parts) {
        if (!roles.indexOf(role)) {
            QStringList names;
            for (const model::Role &r : roles.roles)
                names << r.name;
            throw UsageError{QStringLiteral("bad --roles '%1': the document has no role '%2' "
                                            "(it has: %3)")
                                     .arg(text, role, names.join(QStringLiteral(", ")))};
        }
    }
    return {parts[0], parts[1]};
}

QString tiersJson(const FramePairResult &result)
{
    QStringList tiers;
    for (const hc::Tier t : hc::allTiers) {
        QString entry = jsonString(model::tierText(t)) + QStringLiteral(": {\"verdict\": ")
                        + jsonString(model::verdictText(result.report[t].verdict));
        if (const auto *pairs = pairsOf(result, t)) {
            QStringList list;
            for (const auto &[a, b] : *pairs)
                list << QLatin1Char('[') + jsonString(a) + QStringLiteral(", ") + jsonString(b)
                                + QLatin1Char(']');
            entry += QStringLiteral(", \"pairs\": [") + list.join(QStringLiteral(", "))
                     + QLatin1Char(']');
        } else if (t == hc::Tier::Pixel) {
            entry += QStringLiteral(", \"overlap_pixels\": ")
                     + QString::number(result.report[t].pixels.count.value_or(0));
        }
        if (const hc::NotApplicableReason why = result.report[t].reason;
            why != hc::NotApplicableReason::None) {
            entry += QStringLiteral(", \"reason\": ") + jsonString(model::notApplicableCode(why))
                     + QStringLiteral(", \"explanation\": ")
                     + jsonString(model::notApplicableText(t, why, result.nameA, result.nameB));
        }
        tiers << entry + QLatin1Char('}');
    }
    return QLatin1Char('{') + tiers.join(QStringLiteral(", ")) + QLatin1Char('}');
}

QString pipelineJson(const hc::CollisionReport &report)
{
    const QString verdict = !report.decidedBy ? model::verdictText(hc::Verdict::NotApplicable)
                            : report.hit      ? model::verdictText(hc::Verdict::Hit)
                                              : model::verdictText(hc::Verdict::Miss);
    const QString decidedBy = report.decidedBy ? jsonString(model::tierText(*report.decidedBy))
                                               : QStringLiteral("null");
    return QStringLiteral("{\"verdict\": %1, \"decided_by\": %2}")
            .arg(jsonString(verdict), decidedBy);
}

QString evidenceText(const FramePairResult &result, hc::Tier t)
{
    const hc::TierResult &r = result.report[t];
    if (r.verdict == hc::Verdict::NotApplicable)
        return model::notApplicableText(t, r.reason, result.nameA, result.nameB);
    if (r.verdict != hc::Verdict::Hit)
        return {};
    if (const auto *pairs = pairsOf(result, t)) {
        QStringList list;
        for (const auto &[a, b] : *pairs)
            list << a + QStringLiteral(" / ") + b;
        const QString kind = t == hc::Tier::Box      ? QStringLiteral("boxes ")
                             : t == hc::Tier::Circle ? QStringLiteral("circles ")
                                                     : QStringLiteral("shapes ");
        QString text = kind + list.join(QStringLiteral(", "));
        if (!hc::isEmpty(r.intersection)) {
            text += QStringLiteral("; intersection %1 x %2 at (%3, %4)")
                            .arg(numberText(r.intersection.w),
                                 numberText(r.intersection.h),
                                 numberText(r.intersection.x),
                                 numberText(r.intersection.y));
        }
        return text;
    }
    if (t == hc::Tier::Pixel)
        return QString::number(r.pixels.count.value_or(0))
               + QStringLiteral(" solid pixels overlap");
    if (!hc::isEmpty(r.intersection)) {
        return QStringLiteral("intersection %1 x %2 at (%3, %4)")
                .arg(numberText(r.intersection.w),
                     numberText(r.intersection.h),
                     numberText(r.intersection.x),
                     numberText(r.intersection.y));
    }
    return {};
}

} // namespace hitbox::cli
