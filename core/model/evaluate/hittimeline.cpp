#include "model/evaluate/hittimeline.h"

namespace hitbox::model {
namespace {

namespace hc = hitbox::collision;

template<typename Pairs>
QList<ShapeIndexPair> framePairs(const Pairs &pairs,
                                 const std::vector<std::size_t> &indicesA,
                                 const std::vector<std::size_t> &indicesB)
{
    QList<ShapeIndexPair> out;
    for (const auto &p : pairs)
        out.append({qsizetype(indicesA[p.a]), qsizetype(indicesB[p.b])});
    return out;
}

const Sprite *spriteOf(const Project &project, const PreviewInstance &instance)
{
    if (instance.sprite < 0 || instance.sprite >= project.sprites.size())
        return nullptr;
    return &project.sprites[instance.sprite];
}

} // namespace

FramePairEvaluation evaluateFramePair(const Project &project,
                                      ImageCache &images,
                                      const PreviewInstance &a,
                                      const PreviewInstance &b,
                                      const std::optional<RoleOnly> &onlyA,
                                      const std::optional<RoleOnly> &onlyB)
{
    FramePairEvaluation out;
    const Sprite *sa = spriteOf(project, a);
    const Sprite *sb = spriteOf(project, b);
    if (!sa || !sb) {
        out.error = QStringLiteral("no sprite #%1 in the document").arg(sa ? b.sprite : a.sprite);
        return out;
    }
    const PlacedFrame pa = placeFrame(project, images, *sa, a.frame, a, onlyA);
    const PlacedFrame pb = placeFrame(project, images, *sb, b.frame, b, onlyB);
    if (!pa.error.isEmpty() || !pb.error.isEmpty()) {
        out.error = pa.error.isEmpty() ? pb.error : pa.error;
        return out;
    }
    out.report = hc::evaluateAllTiers(pa.collider, pb.collider);
    out.boxPairs = framePairs(
            out.report[hc::Tier::Box].shapePairs, pa.shapes.boxIndices, pb.shapes.boxIndices);
    out.circlePairs = framePairs(out.report[hc::Tier::Circle].shapePairs,
                                 pa.shapes.circleIndices,
                                 pb.shapes.circleIndices);
    std::vector<hc::PolygonPair> polygonPairs = out.report[hc::Tier::Armature].polygonPairs;
    mapPolygonPairs(polygonPairs, pa.shapes, pb.shapes);
    for (const hc::PolygonPair &p : polygonPairs)
        out.polygonPairs.append({qsizetype(p.a), qsizetype(p.b)});
    return out;
}

QList<HitTimelineRow> hitTimeline(const Project &project,
                                  ImageCache &images,
                                  const PreviewInstance &a,
                                  const QList<int> &framesOfA,
                                  const PreviewInstance &b,
                                  const std::optional<RoleOnly> &onlyA,
                                  const std::optional<RoleOnly> &onlyB)
{
    QList<HitTimelineRow> rows;
    rows.reserve(framesOfA.size());
    PreviewInstance atFrame = a;
    for (const int f : framesOfA) {
        atFrame.frame = f;
        rows.append({f, evaluateFramePair(project, images, atFrame, b, onlyA, onlyB)});
    }
    return rows;
}

} // namespace hitbox::model
