#include "collidecommand.h"

#include "collidedocument.h"
#include "commandline.h"
#include "quietstderr.h"

#include "model/io/alphaplane.h"
#include "model/io/frameloader.h"
#include "model/io/imageloader.h"
#include <hitbox/mask.h>

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

namespace hitbox::cli {
namespace {

namespace hc = hitbox::collision;

struct CollideArguments
{
    QString pathA;
    QString pathB;
    std::optional<std::pair<qint64, qint64>> offset;
    int threshold = 128;
    std::optional<int> thresholdB;
    bool json = false;
};

CollideArguments parseArguments(const QStringList &arguments)
{
    CollideArguments parsed;
    QStringList positional;
    ArgumentReader reader(arguments);
    while (!reader.atEnd()) {
        if (const auto v = reader.option(QStringLiteral("--offset")))
            parsed.offset = parseOffset(*v);
        else if (const auto t = reader.option(QStringLiteral("--threshold")))
            parsed.threshold = parseIntInRange(*t, 0, 255, QStringLiteral("threshold"));
        else if (const auto tb = reader.option(QStringLiteral("--threshold-b")))
            parsed.thresholdB = parseIntInRange(*tb, 0, 255, QStringLiteral("threshold"));
        else if (reader.flag(QStringLiteral("--json")))
            parsed.json = true;
        else {
            const QString argument = reader.next();
            if (argument.startsWith(QLatin1String("--")))
                throw UsageError{QStringLiteral("unknown option '%1'").arg(argument)};
            positional << argument;
        }
    }
    if (positional.size() != 2)
        throw UsageError{QStringLiteral("collide needs two images, got %1").arg(positional.size())};
    if (!parsed.offset)
        throw UsageError{QStringLiteral("collide needs --offset DX,DY")};
    parsed.pathA = positional[0];
    parsed.pathB = positional[1];
    return parsed;
}

QJsonValue rectToJson(const hc::PixelRect &r)
{
    if (hc::isEmpty(r))
        return QJsonValue::Null;
    return QJsonArray{qint64(r.x), qint64(r.y), qint64(r.w), qint64(r.h)};
}

QString imageFormUsage()
{
    return QStringLiteral(
            "usage: hitbox-cli collide A.png B.png --offset DX,DY [--threshold T]\n"
            "                          [--threshold-b T] [--json]\n"
            "  A's top-left is at (0,0), B's at (DX,DY); no rotation or scale. An\n"
            "  animated image (GIF, WebP, APNG) takes part with its frame 0, as in trace.\n"
            "  --threshold T    alpha threshold for both images, 0..255 (default 128);\n"
            "                   a pixel is solid when its alpha >= T\n"
            "  --threshold-b T  threshold for B only\n"
            "  --json           print one JSON object: aabb, intersection, pixel,\n"
            "                   overlap_pixels, first_contact (coordinates in A's pixels)\n");
}

} // namespace

QString collideUsage()
{
    return imageFormUsage() + collideDocumentUsage();
}

int runCollide(const QStringList &arguments, QTextStream &out, QTextStream &err)
{
    if (isCollideDocumentForm(arguments))
        return runCollideDocument(arguments, out, err);
    CollideArguments args;
    try {
        args = parseArguments(arguments);
    } catch (const UsageError &e) {
        err << "hitbox-cli collide: " << e.message << "\n";
        return 2;
    }

    model::LoadedImage imageA;
    model::LoadedImage imageB;
    {
        const QuietStderr quiet;
        // Frame 0 of an animated image, as trace reads it (an APNG's default image may be
        // no frame of its animation).
        imageA = model::loadFrameSource(args.pathA, 0);
        if (imageA.ok())
            imageB = model::loadFrameSource(args.pathB, 0);
    }
    if (!imageA.ok()) {
        err << "hitbox-cli collide: " << imageA.error << "\n";
        return 2;
    }
    if (!imageB.ok()) {
        err << "hitbox-cli collide: " << imageB.error << "\n";
        return 2;
    }

    const int thresholdB = args.thresholdB.value_or(args.threshold);
    const hc::Mask maskA = model::maskFromImage(imageA.image, args.threshold);
    const hc::Mask maskB = model::maskFromImage(imageB.image, thresholdB);
    const auto [dx, dy] = *args.offset;
    const hc::PixelOverlap overlap = hc::pixelOverlapAt(maskA, maskB, dx, dy);
    const hc::PixelRect intersection = overlap.scanned;
    const bool aabb = !hc::isEmpty(intersection);
    const std::int64_t count = overlap.count.value_or(0);
    const std::optional<hc::PixelPoint> contact = overlap.firstContact;

    if (args.json) {
        QJsonObject o;
        o[QStringLiteral("aabb")] = aabb;
        o[QStringLiteral("intersection")] = rectToJson(intersection);
        o[QStringLiteral("pixel")] = count > 0;
        o[QStringLiteral("overlap_pixels")] = qint64(count);
        o[QStringLiteral("first_contact")]
                = contact ? QJsonValue(QJsonArray{qint64(contact->x), qint64(contact->y)})
                          : QJsonValue(QJsonValue::Null);
        out << QJsonDocument(o).toJson(QJsonDocument::Compact) << "\n";
        return 0;
    }

    out << "A: " << args.pathA << " (" << maskA.width() << " x " << maskA.height() << ", threshold "
        << args.threshold << ")\n";
    out << "B: " << args.pathB << " (" << maskB.width() << " x " << maskB.height() << ", threshold "
        << thresholdB << ") at offset (" << dx << ", " << dy << ")\n";
    if (aabb) {
        out << "aabb:  overlap, intersection " << intersection.w << " x " << intersection.h
            << " at (" << intersection.x << ", " << intersection.y << ")\n";
    } else {
        out << "aabb:  no overlap\n";
    }
    if (count > 0) {
        out << "pixel: collision, " << count << " solid pixel" << (count == 1 ? "" : "s")
            << " overlap, first contact at (" << contact->x << ", " << contact->y << ")\n";
    } else {
        out << "pixel: no collision\n";
    }
    return 0;
}

} // namespace hitbox::cli
