#include "model/import/defold/defoldimport.h"

#include "model/import/convexjoin.h"

#include "model/io/localfile.h"
#include "model/io/projectformat.h"

#include <QDir>
#include <QFileInfo>
#include <QList>

#include <cmath>

namespace hitbox::model {
namespace {

using collision::Vec2;

constexpr qint64 maxDefoldFileBytes = 4 * 1024 * 1024;

struct ConvexShapeText
{
    QString type; ///< TYPE_HULL, TYPE_BOX or TYPE_SPHERE
    QList<double> data;
};

struct LineError
{
    QString message;
};

// The first field name of a line ("shape_type", "data"), or empty for blank or comment lines.
QByteArray fieldName(const QByteArray &line)
{
    const QByteArray text = line.trimmed();
    if (text.isEmpty() || text.startsWith('#'))
        return {};
    const qsizetype colon = text.indexOf(':');
    return colon < 0 ? text : text.left(colon).trimmed();
}

// Parses the protobuf text; throws LineError "line N: problem".
ConvexShapeText parse(const QByteArray &bytes)
{
    ConvexShapeText shape;
    const QList<QByteArray> lines = bytes.split('\n');
    for (qsizetype i = 0; i < lines.size(); ++i) {
        const QByteArray name = fieldName(lines[i]);
        if (name.isEmpty())
            continue;
        const auto fail = [&](const QString &problem) {
            throw LineError{QStringLiteral("line %1: %2").arg(i + 1).arg(problem)};
        };
        const QByteArray text = lines[i].trimmed();
        const qsizetype colon = text.indexOf(':');
        if (colon < 0)
            fail(QStringLiteral("\"%1\" is not a field (NAME: VALUE)")
                         .arg(QString::fromUtf8(text.left(80))));
        QByteArray value = text.mid(colon + 1).trimmed();
        if (const qsizetype hash = value.indexOf('#'); hash >= 0)
            value = value.left(hash).trimmed();
        if (name == "shape_type") {
            if (!shape.type.isEmpty())
                fail(QStringLiteral("a second shape_type"));
            if (value != "TYPE_HULL" && value != "TYPE_BOX" && value != "TYPE_SPHERE")
                fail(QStringLiteral("shape_type \"%1\" is none of TYPE_HULL, TYPE_BOX, "
                                    "TYPE_SPHERE (the shapes this import reads)")
                             .arg(QString::fromUtf8(value.left(80))));
            shape.type = QString::fromLatin1(value);
        } else if (name == "data") {
            if (shape.data.size() >= maxDefoldNumbers)
                fail(QStringLiteral("more than %1 numbers").arg(maxDefoldNumbers));
            bool ok = false;
            const double number = value.toDouble(&ok);
            if (!ok || !std::isfinite(number))
                fail(QStringLiteral("\"%1\" is not a finite number")
                             .arg(QString::fromUtf8(value.left(80))));
            if (std::abs(number) > maxCoordinate)
                fail(QStringLiteral("%1 is beyond %2").arg(number).arg(maxCoordinate));
            shape.data.append(number);
        } else {
            fail(QStringLiteral("unknown field \"%1\" (a .convexshape has shape_type and data)")
                         .arg(QString::fromUtf8(name.left(80))));
        }
    }
    if (shape.type.isEmpty())
        throw LineError{QStringLiteral("no shape_type")};
    return shape;
}

} // namespace

bool looksLikeDefoldConvexShape(const QByteArray &head)
{
    for (const QByteArray &line : head.split('\n')) {
        const QByteArray name = fieldName(line);
        if (!name.isEmpty())
            return (name == "shape_type" || name == "data") && head.contains("shape_type");
    }
    return false;
}

HitboxImport importDefoldConvexShape(const QString &path)
{
    const QString absolute = absoluteFileSystemPath(path);
    const QString shown = QDir::toNativeSeparators(absolute);
    HitboxImport result;
    const LocalFileBytes file
            = readLocalFile(absolute, maxDefoldFileBytes, QStringLiteral("a Defold convex shape"));
    if (!file.ok()) {
        result.error = shown + QStringLiteral(": ") + file.problem;
        return result;
    }
    ConvexShapeText text;
    try {
        text = parse(file.bytes);
    } catch (const LineError &e) {
        result.error = shown + QStringLiteral(": ") + e.message;
        return result;
    }
    const QList<double> &data = text.data;
    const auto wrongCount = [&](const QString &wanted) {
        result.error = shown
                       + QStringLiteral(": %1 with %2 data numbers; it takes %3")
                                 .arg(text.type)
                                 .arg(data.size())
                                 .arg(wanted);
        return result;
    };
    const QString role = QStringLiteral("body");
    Shape shape;
    if (text.type == QLatin1String("TYPE_SPHERE")) {
        if (data.size() != 1 || !(data[0] > 0))
            return wrongCount(QStringLiteral("one, the radius, above 0"));
        shape = Shape::makeCircle({{0, 0}, data[0]}, role);
    } else if (text.type == QLatin1String("TYPE_BOX")) {
        if (data.size() != 3 || !(data[0] > 0) || !(data[1] > 0))
            return wrongCount(QStringLiteral("three, the half extents x, y, z, above 0"));
        shape = Shape::makeBox({-data[0], -data[1], 2 * data[0], 2 * data[1]}, role);
    } else {
        if (data.size() % 3 != 0 || data.size() < 9)
            return wrongCount(QStringLiteral("x, y, z for each of 3 or more points"));
        collision::Polygon outline;
        bool flat = true;
        for (qsizetype i = 0; i + 2 < data.size(); i += 3) {
            outline.points.push_back({data[i], -data[i + 1]}); // y up -> y down
            flat = flat && data[i + 2] == 0;
        }
        const collision::PolygonValidation valid = collision::validatePolygon(outline);
        if (!valid.isValid()) {
            result.error = shown
                           + QStringLiteral(": the hull is not a polygon (%1)")
                                     .arg(QString::fromLatin1(collision::describe(valid.problem)));
            return result;
        }
        if (!flat)
            result.report << shown
                                     + QStringLiteral(": the hull's z values are not all 0; "
                                                      "the shape is its x, y outline");
        shape = outlineShape(outline, role);
    }
    Sprite sprite;
    const QFileInfo info(absolute);
    sprite.name = info.completeBaseName();
    sprite.imagePath = info.absoluteDir().absoluteFilePath(sprite.name + QStringLiteral(".png"));
    sprite.frames = {Frame{}};
    sprite.frames[0].shapes = {shape};
    result.sprites = {sprite};
    return result;
}

} // namespace hitbox::model
