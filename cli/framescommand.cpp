#include "framescommand.h"

#include "commandline.h"
#include "framepair.h"
#include "pairarguments.h"
#include "quietstderr.h"

#include "model/document/animationplayback.h"
#include "model/document/tiertext.h"
#include "model/evaluate/hittimeline.h"

#include <QDir>

namespace hitbox::cli {
namespace {

namespace hc = hitbox::collision;

// The verdict column of a tier: "hit", "miss", "n/a".
QString cell(const FramePairResult &r, hc::Tier t)
{
    return model::verdictText(r.report[t].verdict);
}

QString pipelineCell(const hc::CollisionReport &report)
{
    if (!report.decidedBy)
        return model::verdictText(hc::Verdict::NotApplicable);
    return QStringLiteral("%1 (%2)").arg(report.hit ? QStringLiteral("HIT")
                                                    : QStringLiteral("miss"),
                                         model::tierText(*report.decidedBy));
}

} // namespace

QString framesUsage()
{
    return QStringLiteral(
            "usage: hitbox-cli frames DOC.hitbox.json SPRITE_A[:ANIMATION] SPRITE_B\n"
            "                         [--a X,Y[,DEG[,SX[,SY]]]] [--b X,Y[,DEG[,SX[,SY]]]]\n"
            "                         [--roles A_ROLE,B_ROLE] [--json]\n"
            "  The hit timeline: one row per frame of A (the animation's frames in play\n"
            "  order, or every frame of the sprite) against B, with every tier's verdict\n"
            "  and the pipeline's. SPRITE_B may name a frame (SPRITE#N, SPRITE:ANIMATION#N),\n"
            "  written as for collide's document form.\n"
            "  --a, --b, --roles  as for collide's document form\n"
            "  --json    print {\"a\", \"animation\", \"b\", \"b_frame\", \"frames\": [{\"step\",\n"
            "            \"frame\", \"duration_ms\", \"tiers\": {...}, \"pipeline\": {...}}]}\n");
}

int runFrames(const QStringList &arguments, QTextStream &out, QTextStream &err)
{
    PairArguments args;
    try {
        args = parsePairArguments(arguments, QStringLiteral("frames"));
    } catch (const UsageError &e) {
        err << "hitbox-cli frames: " << e.message << "\n";
        return 2;
    }
    LoadedPair loaded;
    if (!loadPair(args, QStringLiteral("frames"), err, loaded))
        return 2;
    const model::Project &project = loaded.project;
    const FrameReference *a = &loaded.a;
    const FrameReference *b = &loaded.b;
    const std::optional<RolePair> &roles = loaded.roles;
    // A's frames: the one named, else the animation's in play order or every frame.
    const QList<int> framesA
            = a->frameGiven
                      ? QList<int>{a->frame}
                      : model::playSequence(
                              *a->sprite,
                              a->animation ? int(a->animation - a->sprite->animations.data()) : -1);

    model::ImageCache images;
    QList<FramePairResult> results;
    {
        const QuietStderr quiet;
        model::PreviewInstance placementA = args.placementA;
        placementA.sprite = spriteIndex(project, *a->sprite);
        model::PreviewInstance placementB = args.placementB;
        placementB.sprite = spriteIndex(project, *b->sprite);
        placementB.frame = b->frame;
        const RoleFilters filters = roleFilters(roles, project.roles);
        const QList<model::HitTimelineRow> rows = model::hitTimeline(
                project, images, placementA, framesA, placementB, filters.a, filters.b);
        for (const model::HitTimelineRow &row : rows) {
            results.append(namedResult(row.evaluation,
                                       *a->sprite,
                                       model::frameAt(*a->sprite, row.frame),
                                       *b->sprite,
                                       model::frameAt(*b->sprite, b->frame)));
            if (!results.last().error.isEmpty()) {
                err << "hitbox-cli frames: " << results.last().error << "\n";
                return 2;
            }
        }
    }

    if (args.json) {
        QStringList rows;
        for (qsizetype i = 0; i < results.size(); ++i) {
            const int f = framesA[i];
            rows << QStringLiteral("{\"step\": %1, \"frame\": %2, \"duration_ms\": %3, \"tiers\": "
                                   "%4, \"pipeline\": %5}")
                            .arg(QString::number(i),
                                 QString::number(f),
                                 QString::number(a->sprite->frames[f].durationMs),
                                 tiersJson(results[i]),
                                 pipelineJson(results[i].report));
        }
        out << "{\"a\": " << jsonString(a->sprite->name) << ", \"animation\": "
            << (a->animation ? jsonString(a->animationName) : QStringLiteral("null"))
            << ", \"b\": " << jsonString(b->sprite->name) << ", \"b_frame\": " << b->frame
            << ", \"frames\": [" << rows.join(QStringLiteral(", ")) << "]}\n";
        return 0;
    }

    out << "A: " << args.spriteA << ", B: " << args.spriteB << " (frame #" << b->frame << ")\n";
    if (roles)
        out << "roles: " << roles->first << " (A) against " << roles->second << " (B)\n";
    QStringList header{QStringLiteral("step"), QStringLiteral("frame"), QStringLiteral("ms")};
    for (const hc::Tier t : hc::allTiers)
        header << model::tierText(t);
    header << QStringLiteral("pipeline");
    const auto line = [&out](const QStringList &cells) {
        QString text;
        for (qsizetype i = 0; i < cells.size(); ++i)
            text += i + 1 < cells.size() ? cells[i].leftJustified(i < 3 ? 6 : 9) : cells[i];
        out << text << "\n";
    };
    line(header);
    int hits = 0;
    for (qsizetype i = 0; i < results.size(); ++i) {
        const int f = framesA[i];
        QStringList cells{QString::number(i),
                          QStringLiteral("#%1").arg(f),
                          QString::number(a->sprite->frames[f].durationMs)};
        for (const hc::Tier t : hc::allTiers)
            cells << cell(results[i], t);
        cells << pipelineCell(results[i].report);
        hits += results[i].report.hit ? 1 : 0;
        line(cells);
    }
    out << hits << " of " << results.size() << " frame(s) hit\n";
    return 0;
}

} // namespace hitbox::cli
