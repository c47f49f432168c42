#include "framescommand.h"

#include "commandline.h"
#include "framepair.h"
#include "quietstderr.h"

#include "model/projectformat.h"
#include "model/tiertext.h"

#include <QDir>

namespace hitbox::cli {
namespace {

namespace hc = hitbox::collision;

struct FramesArguments
{
    QString documentPath;
    QString spriteA;
    QString spriteB;
    model::PreviewInstance placementA;
    model::PreviewInstance placementB;
    QString roles;
    bool json = false;
};

FramesArguments parseArguments(const QStringList &arguments)
{
    FramesArguments parsed;
    QStringList positional;
    ArgumentReader reader(arguments);
    while (!reader.atEnd()) {
        if (const auto a = reader.option(QStringLiteral("--a")))
            parsed.placementA = parsePlacement(*a, QStringLiteral("--a"));
        else if (const auto b = reader.option(QStringLiteral("--b")))
            parsed.placementB = parsePlacement(*b, QStringLiteral("--b"));
        else if (const auto roles = reader.option(QStringLiteral("--roles")))
            parsed.roles = *roles;
        else if (reader.flag(QStringLiteral("--json")))
            parsed.json = true;
        else {
            const QString argument = reader.next();
            if (argument.startsWith(QLatin1String("--")))
                throw UsageError{QStringLiteral("unknown option '%1'").arg(argument)};
            positional << argument;
        }
    }
    if (positional.size() != 3)
        throw UsageError{QStringLiteral("frames needs a document and two sprite names, got %1 "
                                        "argument(s)")
                                 .arg(positional.size())};
    parsed.documentPath = positional[0];
    parsed.spriteA = positional[1];
    parsed.spriteB = positional[2];
    return parsed;
}

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
            "  and the pipeline's. SPRITE_B may name a frame (SPRITE#N, SPRITE:ANIMATION#N).\n"
            "  --a, --b, --roles  as for collide's document form\n"
            "  --json    print {\"a\", \"animation\", \"b\", \"b_frame\", \"frames\": [{\"step\",\n"
            "            \"frame\", \"duration_ms\", \"tiers\": {...}, \"pipeline\": {...}}]}\n");
}

int runFrames(const QStringList &arguments, QTextStream &out, QTextStream &err)
{
    FramesArguments args;
    try {
        args = parseArguments(arguments);
    } catch (const UsageError &e) {
        err << "hitbox-cli frames: " << e.message << "\n";
        return 2;
    }
    const model::ProjectReadResult read = model::readProjectFile(args.documentPath);
    if (!read.ok()) {
        err << "hitbox-cli frames: " << read.error << "\n";
        return 2;
    }
    const model::Project &project = read.project;
    QString error;
    std::optional<FrameReference> a = resolveFrameReference(project, args.spriteA, &error);
    std::optional<FrameReference> b;
    if (a)
        b = resolveFrameReference(project, args.spriteB, &error);
    if (!a || !b) {
        err << "hitbox-cli frames: " << QDir::toNativeSeparators(args.documentPath) << ": " << error
            << "\n";
        return 2;
    }
    std::optional<RolePair> roles;
    if (!args.roles.isEmpty()) {
        try {
            roles = parseRolePair(args.roles, project.roles);
        } catch (const UsageError &e) {
            err << "hitbox-cli frames: " << e.message << "\n";
            return 2;
        }
    }
    // A's frames: the animation's, or every frame of the sprite.
    QList<int> framesA;
    if (a->frameGiven) {
        framesA = {a->frame};
    } else if (a->animation) {
        framesA = a->animation->frames;
    } else {
        for (qsizetype f = 0; f < a->sprite->frames.size(); ++f)
            framesA.append(int(f));
    }

    model::ImageCache images;
    QList<FramePairResult> results;
    {
        const QuietStderr quiet;
        model::PreviewInstance placementA = args.placementA;
        placementA.sprite = spriteIndex(project, *a->sprite);
        model::PreviewInstance placementB = args.placementB;
        placementB.sprite = spriteIndex(project, *b->sprite);
        placementB.frame = b->frame;
        const RoleFilters filters = roleFilters(roles);
        const QList<model::HitTimelineRow> rows = model::hitTimeline(
                project, images, placementA, framesA, placementB, filters.a, filters.b);
        for (const model::HitTimelineRow &row : rows) {
            results.append(namedResult(row.evaluation,
                                       model::frameAt(*a->sprite, row.frame),
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
            << (a->animation ? jsonString(a->animation->name) : QStringLiteral("null"))
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
