#pragma once

#include "model/document/previewscene.h"
#include "model/document/project.h"
#include "model/evaluate/spritecollider.h"
#include "model/io/imagecache.h"

#include <hitbox/pipeline.h>

#include <QList>
#include <QString>

#include <cstddef>
#include <optional>
#include <utility>

namespace hitbox::model {

/// Two shapes that overlap on a tier, as indices into their frames' Frame::shapes.
using ShapeIndexPair = std::pair<qsizetype, qsizetype>;

/// Every tier's answer for two placed frames, with the overlapping shapes named by their
/// index in Frame::shapes.
struct FramePairEvaluation
{
    collision::CollisionReport report;
    QList<ShapeIndexPair> boxPairs;     ///< the box tier's overlapping shapes
    QList<ShapeIndexPair> circlePairs;  ///< the circle tier's
    QList<ShapeIndexPair> polygonPairs; ///< the armature tier's
    QString error;                      ///< a frame's image could not be loaded; empty on success
};

/// Places frame `a.frame` of sprite `a.sprite` and frame `b.frame` of sprite `b.sprite`
/// (placeFrame) and runs every tier (collision::evaluateAllTiers). Without `onlyA` and
/// `onlyB` the project's collision matrix picks the shape pairs.
FramePairEvaluation evaluateFramePair(const Project &project,
                                      ImageCache &images,
                                      const PreviewInstance &a,
                                      const PreviewInstance &b,
                                      const std::optional<RoleOnly> &onlyA = std::nullopt,
                                      const std::optional<RoleOnly> &onlyB = std::nullopt);

/// One row of the hit timeline: frame `frame` of A against B.
struct HitTimelineRow
{
    int frame = 0;
    FramePairEvaluation evaluation;
};

/// The hit timeline: for each frame of `framesOfA` (indices into A's sprite's frames, e.g.
/// an animation's frames in play order), A placed as `a` showing that frame against B as
/// placed (its own frame). The one evaluation behind the preview's hit timeline and
/// `hitbox-cli frames`. Rows are in the order of `framesOfA`.
QList<HitTimelineRow> hitTimeline(const Project &project,
                                  ImageCache &images,
                                  const PreviewInstance &a,
                                  const QList<int> &framesOfA,
                                  const PreviewInstance &b,
                                  const std::optional<RoleOnly> &onlyA = std::nullopt,
                                  const std::optional<RoleOnly> &onlyB = std::nullopt);

} // namespace hitbox::model
