#pragma once

#include <hitbox/shapes.h>

#include <QJsonArray>
#include <QList>
#include <QString>

#include <cstdint>
#include <optional>

namespace hitbox::model {

/// Matter's collision filter of a fixture or body: its category and mask bits.
struct PhaserFilter
{
    std::uint32_t category = 0;
    std::uint32_t mask = 0;
};

/// One fixture of a PhysicsEditor / Phaser Matter body as the file states it, in the
/// frame's pixels (y down, origin = the frame's top-left).
struct PhaserFixtureSource
{
    QString label;
    QString role; ///< our export's `role`; empty when absent
    bool sensor = false;
    std::optional<PhaserFilter> filter;
    std::optional<collision::Circle> circle;
    QList<collision::Polygon> sets; ///< `vertices`: convex parts
};

/// One body (one key of the file).
struct PhaserBodySource
{
    QString key;
    QString type; ///< "fromPhysicsEditor" (or absent); others are not read
    std::optional<PhaserFilter> filter;
    std::optional<collision::Vec2> renderOffset; ///< render.sprite xOffset, yOffset
    QList<PhaserFixtureSource> fixtures;
    QJsonArray fixturesJson; ///< the fixtures as written, for matterorigin
};

/// A PhysicsEditor / Phaser Matter JSON file as read: its bodies in key order.
struct PhaserSource
{
    QString path; ///< absolute
    QList<PhaserBodySource> bodies;
};

/// Reads the file; empty with `*error` ("<file>: <problem>", the problem naming the JSON
/// path) when it is not JSON, breaks the format's types, holds numbers that are not finite
/// or beyond the coordinate limit, or passes the limits of phaserimport.h.
std::optional<PhaserSource> readPhaserShapes(const QString &path, QString *error);

} // namespace hitbox::model
