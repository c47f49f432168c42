#include "collidedocument.h"

#include "commandline.h"
#include "quietstderr.h"

#include "collision/pipeline.h"
#include "model/imagecache.h"
#include "model/projectformat.h"
#include "model/spritecollider.h"
#include "model/tiertext.h"

#include <QDir>
#include <QJsonArray>
#include <QJsonDocument>

#include <cmath>
#include <optional>

namespace hitbox::cli {
namespace {

namespace hc = hitbox::collision;

// Placement limits: positions as in documents; a scale of 0 has no inverse, and beyond
// these magnitudes an image's world size leaves the document's coordinate range.
constexpr double minScale = 0.001;
constexpr double maxScale = 1000.0;

struct DocumentArguments
{
    QString documentPath;
    QString spriteA;
    QString spriteB;
    model::PreviewInstance placementA;
    model::PreviewInstance placementB;
    bool json = false;
};

// "X,Y[,DEG[,SX[,SY]]]" for option `name`; throws UsageError naming the problem.
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
                              .arg(model::maxCoordinate));
    }
    for (const double s : {values[3], values[4]}) {
        if (!(std::abs(s) >= minScale && std::abs(s) <= maxScale))
            throw bad(QStringLiteral("scale must be from %1 to %2 in size (negative mirrors)")
                              .arg(minScale)
                              .arg(maxScale));
    }
    model::PreviewInstance p;
    p.position = {values[0], values[1]};
    p.rotation = values[2];
    p.scale = {values[3], values[4]};
    return p;
}

// Consumes any option of either collide form (with its value); false when the next
// argument is not one.
bool skipOption(ArgumentReader &reader)
{
    for (const char *name : {"--offset", "--threshold", "--threshold-b", "--a", "--b"}) {
        if (reader.option(QLatin1String(name)))
            return true;
    }
    return reader.flag(QStringLiteral("--json"));
}

DocumentArguments parseArguments(const QStringList &arguments)
{
    DocumentArguments parsed;
    QStringList positional;
    ArgumentReader reader(arguments);
    while (!reader.atEnd()) {
        if (const auto a = reader.option(QStringLiteral("--a")))
            parsed.placementA = parsePlacement(*a, QStringLiteral("--a"));
        else if (const auto b = reader.option(QStringLiteral("--b")))
            parsed.placementB = parsePlacement(*b, QStringLiteral("--b"));
        else if (reader.flag(QStringLiteral("--json")))
            parsed.json = true;
        else {
            const QString argument = reader.next();
            if (argument.startsWith(QLatin1String("--")))
                throw UsageError{
                        QStringLiteral("unknown option '%1' for a document (the image form takes "
                                       "--offset and --threshold)")
                                .arg(argument)};
            positional << argument;
        }
    }
    if (positional.size() != 3)
        throw UsageError{QStringLiteral("collide needs a document and two sprite names, got %1 "
                                        "argument(s)")
                                 .arg(positional.size())};
    parsed.documentPath = positional[0];
    parsed.spriteA = positional[1];
    parsed.spriteB = positional[2];
    return parsed;
}

// A JSON string literal, escaped as QJsonDocument escapes it.
QString jsonString(const QString &text)
{
    const QByteArray array = QJsonDocument(QJsonArray{text}).toJson(QJsonDocument::Compact);
    return QString::fromUtf8(array.mid(1, array.size() - 2)); // without the brackets
}

QString numberText(double v)
{
    return QString::number(v, 'g', 12);
}

// The polygon pairs of the armature tier as sprite polygon names.
QList<std::pair<QString, QString>> polygonPairNames(const hc::TierResult &armature,
                                                    const model::Sprite &a,
                                                    const model::SpriteArmature &usableA,
                                                    const model::Sprite &b,
                                                    const model::SpriteArmature &usableB)
{
    QList<std::pair<QString, QString>> names;
    for (const hc::PolygonPair &p : armature.polygonPairs) {
        names.append({a.polygons[qsizetype(usableA.indices[p.a])].name,
                      b.polygons[qsizetype(usableB.indices[p.b])].name});
    }
    return names;
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

void printJson(const hc::CollisionReport &report,
               const QList<std::pair<QString, QString>> &pairs,
               QTextStream &out)
{
    QStringList tiers;
    for (const hc::Tier t : hc::allTiers) {
        QString entry = jsonString(model::tierText(t)) + QStringLiteral(": {\"verdict\": ")
                        + jsonString(model::verdictText(report[t].verdict));
        if (t == hc::Tier::Armature) {
            QStringList list;
            for (const auto &[a, b] : pairs)
                list << QLatin1Char('[') + jsonString(a) + QStringLiteral(", ") + jsonString(b)
                                + QLatin1Char(']');
            entry += QStringLiteral(", \"pairs\": [") + list.join(QStringLiteral(", "))
                     + QLatin1Char(']');
        } else if (t == hc::Tier::Pixel) {
            entry += QStringLiteral(", \"overlap_pixels\": ")
                     + QString::number(report[t].pixels.count.value_or(0));
        }
        tiers << entry + QLatin1Char('}');
    }
    const QString pipelineVerdict = !report.decidedBy
                                            ? model::verdictText(hc::Verdict::NotApplicable)
                                    : report.hit ? model::verdictText(hc::Verdict::Hit)
                                                 : model::verdictText(hc::Verdict::Miss);
    const QString decidedBy = report.decidedBy ? jsonString(model::tierText(*report.decidedBy))
                                               : QStringLiteral("null");
    out << "{\"tiers\": {" << tiers.join(QStringLiteral(", "))
        << "}, \"pipeline\": {\"verdict\": " << jsonString(pipelineVerdict)
        << ", \"decided_by\": " << decidedBy << "}}\n";
}

void printTable(const DocumentArguments &args,
                const hc::CollisionReport &report,
                const QList<std::pair<QString, QString>> &pairs,
                QTextStream &out)
{
    out << "A: " << args.spriteA << ' ' << placementText(args.placementA) << "\n";
    out << "B: " << args.spriteB << ' ' << placementText(args.placementB) << "\n";
    const auto row = [&out](const QString &tier, const QString &verdict, const QString &evidence) {
        out << tier.leftJustified(10) << verdict.leftJustified(9) << evidence << "\n";
    };
    row(QStringLiteral("tier"), QStringLiteral("verdict"), QStringLiteral("evidence"));
    for (const hc::Tier t : hc::allTiers) {
        const hc::TierResult &r = report[t];
        QString evidence;
        if (r.verdict == hc::Verdict::NotApplicable) {
            evidence = QStringLiteral("a sprite has no ") + model::tierText(t)
                       + QStringLiteral(" shape");
        } else if (r.verdict == hc::Verdict::Hit) {
            if (!hc::isEmpty(r.intersection)) {
                evidence = QStringLiteral("intersection %1 x %2 at (%3, %4)")
                                   .arg(numberText(r.intersection.w),
                                        numberText(r.intersection.h),
                                        numberText(r.intersection.x),
                                        numberText(r.intersection.y));
            }
            if (t == hc::Tier::Armature) {
                QStringList list;
                for (const auto &[a, b] : pairs)
                    list << a + QStringLiteral(" / ") + b;
                evidence = QStringLiteral("polygons ") + list.join(QStringLiteral(", "));
            }
            if (t == hc::Tier::Pixel)
                evidence = QString::number(r.pixels.count.value_or(0))
                           + QStringLiteral(" solid pixels overlap");
        }
        row(model::tierText(t), model::verdictText(r.verdict), evidence);
    }
    if (report.decidedBy) {
        out << "pipeline: " << (report.hit ? "hit" : "miss") << ", decided by "
            << model::tierText(*report.decidedBy) << "\n";
    } else {
        out << "pipeline: n/a, no tier applies\n";
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
            "                          [--a X,Y[,DEG[,SX[,SY]]]] [--b X,Y[,DEG[,SX[,SY]]]] "
            "[--json]\n"
            "  Every tier for two sprites of a project document (the same sprite twice is\n"
            "  fine). The first argument ending in .json selects this form.\n"
            "  --a, --b  world position of the sprite's pivot, rotation in degrees clockwise,\n"
            "            scale (SY defaults to SX); default 0,0,0,1,1. Position and angle\n"
            "            within +-1e7, scale from 0.001 to 1000 in size (negative mirrors)\n"
            "  --json    print {\"tiers\": {TIER: {\"verdict\": hit|miss|n/a, ...}},\n"
            "            \"pipeline\": {\"verdict\", \"decided_by\"}}; armature lists the\n"
            "            overlapping polygon pairs by name, pixel the overlap_pixels\n");
}

int runCollideDocument(const QStringList &arguments, QTextStream &out, QTextStream &err)
{
    DocumentArguments args;
    try {
        args = parseArguments(arguments);
    } catch (const UsageError &e) {
        err << "hitbox-cli collide: " << e.message << "\n";
        return 2;
    }

    const model::ProjectReadResult read = model::readProjectFile(args.documentPath);
    if (!read.ok()) {
        err << "hitbox-cli collide: " << read.error << "\n";
        return 2;
    }
    const model::Project &project = read.project;
    const auto find = [&project](const QString &name) -> const model::Sprite * {
        for (const model::Sprite &s : project.sprites) {
            if (s.name == name)
                return &s;
        }
        return nullptr;
    };
    const model::Sprite *spriteA = find(args.spriteA);
    const model::Sprite *spriteB = find(args.spriteB);
    for (const auto &[sprite, name] : {std::pair{spriteA, args.spriteA}, {spriteB, args.spriteB}}) {
        if (!sprite) {
            err << "hitbox-cli collide: " << QDir::toNativeSeparators(args.documentPath)
                << ": no sprite named '" << name << "'\n";
            return 2;
        }
    }

    // Decode each image once, quietly (the loader's message says what is wrong).
    model::ImageCache images;
    {
        const QuietStderr quiet;
        for (const model::Sprite *s : {spriteA, spriteB}) {
            if (images.image(s->imagePath).isNull()) {
                err << "hitbox-cli collide: " << images.error(s->imagePath) << "\n";
                return 2;
            }
        }
    }
    const model::SpriteArmature usableA = model::usableArmature(*spriteA);
    const model::SpriteArmature usableB = model::usableArmature(*spriteB);
    const auto place = [&images](const model::Sprite &s,
                                 const model::SpriteArmature &usable,
                                 const model::PreviewInstance &placement,
                                 std::shared_ptr<const hc::Mask> &mask) {
        mask = images.mask(s.imagePath, s.threshold, s.colorKey);
        if (mask && mask->isNull())
            mask.reset();
        return model::spriteCollider(
                s, images.image(s.imagePath).size(), placement, usable.polygons, mask.get());
    };
    std::shared_ptr<const hc::Mask> maskA;
    std::shared_ptr<const hc::Mask> maskB;
    const hc::Collider a = place(*spriteA, usableA, args.placementA, maskA);
    const hc::Collider b = place(*spriteB, usableB, args.placementB, maskB);

    const hc::CollisionReport report = hc::evaluateAllTiers(a, b);
    const auto pairs
            = polygonPairNames(report[hc::Tier::Armature], *spriteA, usableA, *spriteB, usableB);
    if (args.json)
        printJson(report, pairs, out);
    else
        printTable(args, report, pairs, out);
    return 0;
}

} // namespace hitbox::cli
