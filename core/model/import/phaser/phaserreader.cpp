#include "model/import/phaser/phaserimport.h"
#include "model/import/phaser/phasersource.h"

#include "model/io/jsonreader.h"
#include "model/io/localfile.h"

#include <QDir>
#include <QJsonDocument>

#include <cmath>

namespace hitbox::model {
namespace {

constexpr qint64 maxPhaserFileBytes = 64 * 1024 * 1024;

// A whole number of 32 bits (Matter keeps filters in JavaScript's 32-bit integers).
std::uint32_t bits(const JsonReader &r)
{
    const double v = r.number();
    if (v < 0.0 || v > 4294967295.0 || v != std::floor(v))
        r.fail(QStringLiteral("expected a whole number from 0 to 4294967295, found %1").arg(v));
    return std::uint32_t(v);
}

std::optional<PhaserFilter> filterOf(const JsonReader &r)
{
    const JsonReader f = r.optionalField("collisionFilter");
    if (f.isMissing())
        return std::nullopt;
    f.object();
    PhaserFilter filter;
    const JsonReader category = f.optionalField("category");
    const JsonReader mask = f.optionalField("mask");
    filter.category = category.isMissing() ? 1u : bits(category); // Matter's defaults
    filter.mask = mask.isMissing() ? 0xffffffffu : bits(mask);
    return filter;
}

collision::Vec2 point(const JsonReader &r)
{
    return {r.field("x").coordinate(), r.field("y").coordinate()};
}

PhaserFixtureSource fixtureOf(const JsonReader &r, qsizetype &points)
{
    r.object();
    PhaserFixtureSource f;
    f.label = r.optionalField("label").stringOr({});
    f.role = r.optionalField("role").stringOr({});
    f.sensor = r.optionalField("isSensor").booleanOr(false);
    f.filter = filterOf(r);
    if (const JsonReader circle = r.optionalField("circle"); !circle.isMissing()) {
        circle.object();
        f.circle = collision::Circle{point(circle), circle.field("radius").nonNegative()};
        return f;
    }
    const JsonReader sets = r.optionalField("vertices");
    if (sets.isMissing())
        return f;
    const qsizetype n = sets.array().size();
    if (n > maxPhaserSetsPerFixture)
        sets.fail(QStringLiteral("more than %1 vertex sets").arg(maxPhaserSetsPerFixture));
    for (qsizetype i = 0; i < n; ++i) {
        const JsonReader set = sets.at(i);
        const qsizetype m = set.array().size();
        points += m;
        if (points > maxPhaserPoints)
            set.fail(QStringLiteral("more than %1 points in the file").arg(maxPhaserPoints));
        collision::Polygon polygon;
        for (qsizetype k = 0; k < m; ++k)
            polygon.points.push_back(point(set.at(k)));
        f.sets.append(polygon);
    }
    return f;
}

PhaserBodySource bodyOf(const JsonReader &r, const QString &key, qsizetype &points)
{
    r.object();
    PhaserBodySource body;
    body.key = key;
    body.type = r.optionalField("type").stringOr({});
    if (!body.type.isEmpty() && body.type != QLatin1String("fromPhysicsEditor"))
        return body;
    body.filter = filterOf(r);
    if (const JsonReader render = r.optionalField("render"); !render.isMissing()) {
        const JsonReader sprite = render.optionalField("sprite");
        if (!sprite.isMissing()) {
            const JsonReader x = sprite.optionalField("xOffset");
            const JsonReader y = sprite.optionalField("yOffset");
            body.renderOffset = collision::Vec2{x.isMissing() ? 0.0 : x.coordinate(),
                                                y.isMissing() ? 0.0 : y.coordinate()};
        }
    }
    const JsonReader fixtures = r.field("fixtures");
    body.fixturesJson = fixtures.array();
    const qsizetype n = body.fixturesJson.size();
    if (n > maxPhaserFixturesPerBody)
        fixtures.fail(QStringLiteral("more than %1 fixtures").arg(maxPhaserFixturesPerBody));
    for (qsizetype i = 0; i < n; ++i)
        body.fixtures.append(fixtureOf(fixtures.at(i), points));
    return body;
}

[[noreturn]] void failWith(const QString &message)
{
    throw JsonError{message};
}

PhaserSource parse(const QByteArray &bytes)
{
    QJsonParseError parseError;
    const QJsonDocument doc = QJsonDocument::fromJson(bytes, &parseError);
    if (parseError.error != QJsonParseError::NoError) {
        const auto [line, column] = lineAndColumn(bytes, parseError.offset);
        failWith(QStringLiteral("not valid JSON (line %1, column %2: %3)")
                         .arg(line)
                         .arg(column)
                         .arg(parseError.errorString()));
    }
    if (!doc.isObject())
        failWith(QStringLiteral("not a PhysicsEditor / Phaser shapes file (not a JSON object)"));
    const QJsonObject root = doc.object();
    const qsizetype bodies = root.size() - (root.contains(QLatin1String("generator_info")) ? 1 : 0);
    if (bodies > maxPhaserBodies)
        failWith(QStringLiteral("%1 bodies; at most %2 are read").arg(bodies).arg(maxPhaserBodies));
    PhaserSource source;
    qsizetype points = 0;
    for (auto it = root.begin(); it != root.end(); ++it) {
        if (it.key() == QLatin1String("generator_info"))
            continue;
        source.bodies.append(bodyOf(JsonReader(it.value(), it.key()), it.key(), points));
    }
    return source;
}

} // namespace

bool looksLikePhaserShapes(const QByteArray &head)
{
    return head.trimmed().startsWith('{')
           && (head.contains("\"fixtures\"") || head.contains("\"fromPhysicsEditor\""));
}

std::optional<PhaserSource> readPhaserShapes(const QString &path, QString *error)
{
    const QString absolute = absoluteFileSystemPath(path);
    const QString shown = QDir::toNativeSeparators(absolute);
    const LocalFileBytes file = readLocalFile(
            absolute, maxPhaserFileBytes, QStringLiteral("a PhysicsEditor shapes file"));
    if (!file.ok()) {
        *error = shown + QStringLiteral(": ") + file.problem;
        return std::nullopt;
    }
    try {
        PhaserSource source = parse(file.bytes);
        source.path = absolute;
        return source;
    } catch (const JsonError &e) {
        *error = shown + QStringLiteral(": ") + e.message;
    }
    return std::nullopt;
}

} // namespace hitbox::model
