#include "projectformat.h"

#include "jsonreader.h"
#include "jsonwriter.h"
#include "localfile.h"
#include "previewjson.h"
#include "safewrite.h"
#include "shapesjson.h"

#include <QDir>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QRegularExpression>

namespace hitbox::model {
namespace {

std::optional<ColorKey> readColorKey(const JsonReader &r)
{
    if (r.isMissing())
        return std::nullopt;
    ColorKey key;
    const JsonReader colorValue = r.field("color");
    const QString text = colorValue.string();
    // Only #rgb and #rrggbb: QColor also takes #aarrggbb and 12- and 16-bit forms, which
    // saving (as #rrggbb) would silently change.
    static const QRegularExpression hexColour(QStringLiteral("^#([0-9a-fA-F]{3}){1,2}$"));
    key.color = QColor::fromString(text);
    if (!hexColour.match(text).hasMatch() || !key.color.isValid())
        colorValue.fail(QStringLiteral("expected a colour like \"#ff00ff\", found \"%1\"")
                                .arg(text.left(40)));
    key.tolerance = r.optionalField("tolerance").integerOr(0, 0, 255);
    return key;
}

Sprite readSprite(const JsonReader &r, const QDir &base)
{
    r.object();
    Sprite s;
    const JsonReader image = r.field("image");
    const QString relative = image.string();
    if (relative.trimmed().isEmpty())
        image.fail(QStringLiteral("the image path is empty"));
    s.imagePath = QDir::cleanPath(base.absoluteFilePath(fileSystemPath(relative)));
    s.name = r.optionalField("name").stringOr(
            QFileInfo(fileSystemPath(relative)).completeBaseName());
    s.threshold = r.optionalField("threshold").integerOr(defaultThreshold, 0, 255);
    s.colorKey = readColorKey(r.optionalField("colorKey"));
    if (const JsonReader pivot = r.optionalField("pivot"); !pivot.isMissing())
        s.pivot = readPoint(pivot);
    readShapes(r, s);
    return s;
}

QJsonObject spriteToJson(const Sprite &s, const QDir &base)
{
    QJsonObject o;
    o[QStringLiteral("name")] = s.name;
    o[QStringLiteral("image")] = fileSystemPath(base.relativeFilePath(s.imagePath));
    o[QStringLiteral("threshold")] = s.threshold;
    if (s.colorKey) {
        o[QStringLiteral("colorKey")]
                = QJsonObject{{QStringLiteral("color"), s.colorKey->color.name(QColor::HexRgb)},
                              {QStringLiteral("tolerance"), s.colorKey->tolerance}};
    }
    if (s.pivot)
        o[QStringLiteral("pivot")] = pointToJson(*s.pivot);
    writeShapes(s, o);
    return o;
}

ProjectReadResult outOfMemory(const QString &path)
{
    return {{},
            QStringLiteral("%1: not enough memory to read it").arg(QDir::toNativeSeparators(path)),
            true};
}

ProjectReadResult parseProjectOrThrow(const QByteArray &bytes, const QString &documentPath)
{
    const QString fileName = QDir::toNativeSeparators(documentPath);
    QJsonParseError parseError;
    const QJsonDocument doc = QJsonDocument::fromJson(bytes, &parseError);
    if (parseError.error != QJsonParseError::NoError) {
        const auto [line, column] = lineAndColumn(bytes, parseError.offset);
        return {{},
                QStringLiteral("%1: not valid JSON at line %2, column %3: %4")
                        .arg(fileName,
                             QString::number(line),
                             QString::number(column),
                             parseError.errorString())};
    }
    if (!doc.isObject())
        return {{}, QStringLiteral("%1: the document must be a JSON object").arg(fileName)};

    try {
        const JsonReader root(doc.object());
        const JsonReader format = root.optionalField("format");
        if (format.isMissing() || !format.value().isString()
            || format.value().toString() != QLatin1String(projectFormatName)) {
            root.fail(QStringLiteral("not a Hitbox Studio document (expected \"format\": \"%1\")")
                              .arg(QLatin1String(projectFormatName)));
        }
        const JsonReader versionField = root.field("version");
        const int version = versionField.integerOr(0, 1, std::numeric_limits<int>::max());
        if (version > projectFormatVersion) {
            versionField.fail(QStringLiteral("version %1 is newer than this program reads "
                                             "(up to %2); update Hitbox Studio")
                                      .arg(version)
                                      .arg(projectFormatVersion));
        }
        ProjectReadResult result;
        const QDir base = QFileInfo(fileSystemPath(documentPath)).absoluteDir();
        const JsonReader sprites = root.field("sprites");
        const QJsonArray list = sprites.array();
        for (qsizetype i = 0; i < list.size(); ++i)
            result.project.sprites.append(readSprite(sprites.at(i), base));
        if (const JsonReader preview = root.optionalField("preview"); !preview.isMissing())
            result.project.preview = readPreview(preview, result.project.sprites.size());
        return result;
    } catch (const JsonError &e) {
        return {{}, QStringLiteral("%1: %2").arg(fileName, e.message)};
    }
}

} // namespace

ProjectReadResult parseProject(const QByteArray &bytes, const QString &documentPath)
{
    try {
        return parseProjectOrThrow(bytes, documentPath);
    } catch (const std::bad_alloc &) {
        return outOfMemory(documentPath);
    }
}

ProjectReadResult readProjectFile(const QString &path)
{
    try {
        const LocalFileBytes file
                = readLocalFile(path, maxDocumentBytes, QStringLiteral("a project document"));
        if (!file.ok()) {
            return {{},
                    QStringLiteral("%1: %2").arg(QDir::toNativeSeparators(path), file.problem),
                    true};
        }
        return parseProject(file.bytes, path);
    } catch (const std::bad_alloc &) {
        return outOfMemory(path);
    }
}

QByteArray serializeProject(const Project &project, const QString &documentPath)
{
    const QDir base = QFileInfo(fileSystemPath(documentPath)).absoluteDir();
    QJsonArray sprites;
    for (const Sprite &s : project.sprites)
        sprites.append(spriteToJson(s, base));
    QJsonObject root{{QStringLiteral("format"), QLatin1String(projectFormatName)},
                     {QStringLiteral("version"), projectFormatVersion},
                     {QStringLiteral("sprites"), sprites}};
    if (!project.preview.isEmpty())
        root[QStringLiteral("preview")] = previewToJson(project.preview);
    return writeDocumentJson(root);
}

QString writeProjectFile(const Project &project, const QString &path)
{
    return writeFileSafely(path, serializeProject(project, path));
}

} // namespace hitbox::model
