#include "collidedocument.h"

#include "commandline.h"
#include "framepair.h"
#include "pairarguments.h"
#include "quietstderr.h"

#include "model/document/tiertext.h"
#include "model/evaluate/spritecollider.h"
#include "model/io/imagecache.h"
#include "model/io/projectformat.h"
#include <hitbox/pipeline.h>

#include <QDir>
#include <QJsonArray>
#include <QJsonDocument>

#include <cmath>
#include <optional>

namespace hitbox::cli {
namespace {

namespace hc = hitbox::collision;

// Consumes any option of either collide form (with its value); false when the next
// argument is not one.
bool skipOption(ArgumentReader &reader)
{
    for (const char *name : {"--offset", "--threshold", "--threshold-b", "--a", "--b", "--roles"}) {
        if (reader.option(QLatin1String(name)))
            return true;
    }
    return reader.flag(QStringLiteral("--json"));
}

QString numberText(double v)
{
    return QString::number(v, 'g', 12);
}

QString placementText(const model::PreviewInstance &p)
{
    return QStringLiteral("at (%1, %2), %3 degrees, scale %4 x %5")
            .arg(numberText(p.position.x),
                 numberText(p.position.y),
                 numberText(p.rotation),
                 numberText(p.scale.x),
                 numberText(p.scale.y));
}

void printTable(const PairArguments &args, const FramePairResult &result, QTextStream &out)
{
    out << "A: " << args.spriteA << ' ' << placementText(args.placementA) << "\n";
    out << "B: " << args.spriteB << ' ' << placementText(args.placementB) << "\n";
    if (!args.roles.isEmpty())
        out << "roles: " << args.roles << " (A's role, B's role)\n";
    const auto row = [&out](const QString &tier, const QString &verdict, const QString &evidence) {
        out << tier.leftJustified(10) << verdict.leftJustified(9) << evidence << "\n";
    };
    row(QStringLiteral("tier"), QStringLiteral("verdict"), QStringLiteral("evidence"));
    for (const hc::Tier t : hc::allTiers) {
        row(model::tierText(t),
            model::verdictText(result.report[t].verdict),
            evidenceText(result, t));
    }
    const hc::CollisionReport &report = result.report;
    if (report.decidedBy) {
        out << "pipeline: " << (report.hit ? "hit" : "miss") << ", decided by "
            << model::tierText(*report.decidedBy) << "\n";
    } else {
        out << "pipeline: n/a, no pair of shapes or pixels in the question\n";
    }
}

} // namespace

bool isCollideDocumentForm(const QStringList &arguments)
{
    ArgumentReader reader(arguments);
    try {
        while (!reader.atEnd()) {
            if (skipOption(reader))
                continue;
            return reader.next().endsWith(QLatin1String(".json"), Qt::CaseInsensitive);
        }
    } catch (const UsageError &) {
        // An option without its value at the end: no positional argument follows.
    }
    return false;
}

QString collideDocumentUsage()
{
    return QStringLiteral(
            "usage: hitbox-cli collide DOC.hitbox.json SPRITE_A SPRITE_B\n"
            "                          [--a X,Y[,DEG[,SX[,SY]]]] [--b X,Y[,DEG[,SX[,SY]]]]\n"
            "                          [--roles A_ROLE,B_ROLE] [--json]\n"
            "  Every tier for two sprites of a project document (the same sprite twice is\n"
            "  fine). The first argument ending in .json selects this form. A sprite may\n"
            "  name a frame: SPRITE#N (frames count from 0) or SPRITE:ANIMATION#N (step N\n"
            "  of the animation's play order); without one, frame 0 (or the animation's\n"
            "  first). In names, \\: \\# and \\\\ stand for : # and \\ (see the README).\n"
            "  --roles   only A's shapes of role A_ROLE against B's of role B_ROLE; without\n"
            "            it the document's collision matrix picks the shape pairs\n"
            "  --a, --b  world position of the sprite's pivot, rotation in degrees clockwise,\n"
            "            scale (SY defaults to SX); default 0,0,0,1,1. Position and angle\n"
            "            within +-1e7, scale from 0.001 to 1000 in size (negative mirrors)\n"
            "  --json    print {\"tiers\": {TIER: {\"verdict\": hit|miss|n/a, ...}},\n"
            "            \"pipeline\": {\"verdict\", \"decided_by\"}}; box, circle and armature\n"
            "            list the overlapping shape pairs by name, pixel the overlap_pixels\n");
}

int runCollideDocument(const QStringList &arguments, QTextStream &out, QTextStream &err)
{
    PairArguments args;
    try {
        args = parsePairArguments(arguments,
                                  QStringLiteral("collide"),
                                  QStringLiteral(" for a document (the image form takes --offset "
                                                 "and --threshold)"));
    } catch (const UsageError &e) {
        err << "hitbox-cli collide: " << e.message << "\n";
        return 2;
    }
    LoadedPair loaded;
    if (!loadPair(args, QStringLiteral("collide"), err, loaded))
        return 2;
    const FrameReference &a = loaded.a;
    const FrameReference &b = loaded.b;
    const std::optional<RolePair> &roles = loaded.roles;

    // Decode each image once, quietly (the loader's message says what is wrong).
    model::ImageCache images;
    FramePairResult result;
    {
        const QuietStderr quiet;
        result = evaluateFramePair(loaded.project,
                                   images,
                                   *a.sprite,
                                   a.frame,
                                   args.placementA,
                                   *b.sprite,
                                   b.frame,
                                   args.placementB,
                                   roles);
    }
    if (!result.error.isEmpty()) {
        err << "hitbox-cli collide: " << result.error << "\n";
        return 2;
    }
    args.roles = roles ? roles->first + QLatin1Char(',') + roles->second : QString();
    if (args.json) {
        out << "{\"tiers\": " << tiersJson(result)
            << ", \"pipeline\": " << pipelineJson(result.report) << "}\n";
    } else {
        printTable(args, result, out);
    }
    return 0;
}

} // namespace hitbox::cli
