#include "model/io/exportsettingsjson.h"

#include "model/io/localfile.h"

#include <QJsonArray>

namespace hitbox::model {
namespace {

ExportFormat readFormat(const JsonReader &r)
{
    const QString name = r.string();
    if (const std::optional<ExportFormat> format = exportFormatFromName(name))
        return *format;
    QStringList names;
    for (ExportFormat format : allExportFormats())
        names << exportFormatName(format);
    r.fail(QStringLiteral("unknown export format \"%1\" (expected %2)")
                   .arg(name.left(40), names.join(QLatin1String(", "))));
}

// A list of distinct names; `what` is "sprite" or "role".
QStringList readNames(const JsonReader &r, const QString &what)
{
    QStringList names;
    const qsizetype n = r.array().size();
    for (qsizetype i = 0; i < n; ++i) {
        const JsonReader item = r.at(i);
        const QString name = item.string();
        if (names.contains(name))
            item.fail(QStringLiteral("the %1 \"%2\" is listed twice").arg(what, name.left(40)));
        names << name;
    }
    return names;
}

} // namespace

ExportSettings readExportSettings(const JsonReader &r, const QDir &base)
{
    r.object();
    ExportSettings settings;
    ExportOptions &o = settings.options;
    o.format = readFormat(r.field("format"));
    const JsonReader output = r.field("output");
    const QString relative = output.string();
    if (relative.trimmed().isEmpty())
        output.fail(QStringLiteral("the export's output path is empty"));
    settings.outputPath = QDir::cleanPath(base.absoluteFilePath(fileSystemPath(relative)));
    settings.exportOnSave = r.optionalField("exportOnSave").booleanOr(false);
    if (const JsonReader ppm = r.optionalField("pixelsPerMetre"); !ppm.isMissing()) {
        o.pixelsPerMetre = ppm.nonNegative();
        if (o.pixelsPerMetre <= 0)
            ppm.fail(QStringLiteral("pixels per metre must be greater than 0"));
    }
    if (const JsonReader sprites = r.optionalField("sprites"); !sprites.isMissing())
        o.sprites = readNames(sprites, QStringLiteral("sprite"));
    if (const JsonReader roles = r.optionalField("roles"); !roles.isMissing())
        o.roles = readNames(roles, QStringLiteral("role"));
    o.allFrames = r.optionalField("allFrames").booleanOr(true);
    o.mirrored = r.optionalField("mirrored").booleanOr(false);
    o.maxPolygonVertices = r.optionalField("maxPolygonVertices")
                                   .integerOr(ExportOptions().maxPolygonVertices,
                                              minExportPolygonVertices,
                                              maxExportPolygonVertices);
    return settings;
}

QJsonObject exportSettingsToJson(const ExportSettings &settings, const QDir &base)
{
    const ExportOptions &o = settings.options;
    return QJsonObject{
            {QStringLiteral("format"), exportFormatName(o.format)},
            {QStringLiteral("output"), fileSystemPath(base.relativeFilePath(settings.outputPath))},
            {QStringLiteral("exportOnSave"), settings.exportOnSave},
            {QStringLiteral("pixelsPerMetre"), o.pixelsPerMetre},
            {QStringLiteral("sprites"), QJsonArray::fromStringList(o.sprites)},
            {QStringLiteral("roles"), QJsonArray::fromStringList(o.roles)},
            {QStringLiteral("allFrames"), o.allFrames},
            {QStringLiteral("mirrored"), o.mirrored},
            {QStringLiteral("maxPolygonVertices"), o.maxPolygonVertices},
    };
}

} // namespace hitbox::model
