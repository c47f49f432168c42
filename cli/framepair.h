#pragma once

#include "framereference.h"

#include "model/document/previewscene.h"
#include "model/evaluate/hittimeline.h"
#include "model/io/imagecache.h"
#include <hitbox/pipeline.h>

#include <QList>
#include <QString>

#include <optional>
#include <utility>

namespace hitbox::cli {

/// `--roles A_ROLE,B_ROLE`: only A's shapes of one role against B's of another.
using RolePair = std::pair<QString, QString>;

/// Every tier's answer for two placed frames, with the overlapping shape pairs by name.
struct FramePairResult
{
    collision::CollisionReport report;
    /// Per tier (box, circle, armature): the overlapping shapes as (A's name, B's name),
    /// names as model::shapeDisplayName gives them.
    QList<std::pair<QString, QString>> boxPairs;
    QList<std::pair<QString, QString>> circlePairs;
    QList<std::pair<QString, QString>> polygonPairs;
    QString error; ///< a frame's image could not be loaded; empty on success
    QString nameA; ///< A's sprite name, for the explanations
    QString nameB; ///< B's sprite name
};

/// The --roles filters for A's and B's shapes (model::RoleOnly), or none without `roles`.
struct RoleFilters
{
    std::optional<model::RoleOnly> a;
    std::optional<model::RoleOnly> b;
};
RoleFilters roleFilters(const std::optional<RolePair> &roles, const model::RoleTable &table);

/// The index of `sprite` in project.sprites (it must be one of them).
int spriteIndex(const model::Project &project, const model::Sprite &sprite);

/// A model::FramePairEvaluation of frames `a` and `b` with its shapes by name.
FramePairResult namedResult(const model::FramePairEvaluation &evaluation,
                            const model::Sprite &spriteA,
                            const model::Frame &a,
                            const model::Sprite &spriteB,
                            const model::Frame &b);

/// Places frame `frameA` of `a` and `frameB` of `b` (model::placeFrame) and runs every tier
/// (model::evaluateFramePair). Without `roles` the project's collision matrix picks the shape
/// pairs.
FramePairResult evaluateFramePair(const model::Project &project,
                                  model::ImageCache &images,
                                  const model::Sprite &a,
                                  int frameA,
                                  const model::PreviewInstance &placementA,
                                  const model::Sprite &b,
                                  int frameB,
                                  const model::PreviewInstance &placementB,
                                  const std::optional<RolePair> &roles);

/// "X,Y[,DEG[,SX[,SY]]]", the value of --a or --b (`name`): the pivot's world position,
/// degrees clockwise and scale (SY defaults to SX). Throws UsageError naming the problem.
model::PreviewInstance parsePlacement(const QString &text, const QString &name);

/// "A_ROLE,B_ROLE" for --roles; throws UsageError when malformed or a role is unknown.
RolePair parseRolePair(const QString &text, const model::RoleTable &roles);

/// The "tiers" object of the JSON output: {"aabb": {"verdict": ...}, "box": {"verdict",
/// "pairs": [[A, B], ...]}, ..., "pixel": {"verdict", "overlap_pixels"}}; an n/a tier also
/// has "reason" (model::notApplicableCode) and "explanation" (model::notApplicableText).
QString tiersJson(const FramePairResult &result);

/// The "pipeline" object of the JSON output: {"verdict", "decided_by"}.
QString pipelineJson(const collision::CollisionReport &report);

/// A JSON string literal, escaped as QJsonDocument escapes it.
QString jsonString(const QString &text);

/// The evidence column of the table output for one tier.
QString evidenceText(const FramePairResult &result, collision::Tier tier);

} // namespace hitbox::cli
