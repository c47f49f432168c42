#include "model/io/projectformat.h"

#include "model/document/timing.h"
#include "model/io/exportsettingsjson.h"
#include "model/io/jsonreader.h"
#include "model/io/jsonwriter.h"
#include "model/io/localfile.h"
#include "model/io/previewjson.h"
#include "model/io/propertiesjson.h"
#include "model/io/rolesjson.h"
#include "model/io/safewrite.h"
#include "model/io/shapesjson.h"

#include <QDir>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>

namespace hitbox::model {
namespace {

std::optional<ColorKey> readColorKey(const JsonReader &r)
{
    if (r.isMissing())
        return std::nullopt;
    ColorKey key;
    key.color = readHexColor(r.field("color"));
    key.tolerance = r.optionalField("tolerance").integerOr(0, 0, 255);
    return key;
}

QJsonObject colorKeyToJson(const ColorKey &key)
{
    return QJsonObject{{QStringLiteral("color"), key.color.name(QColor::HexRgb)},
                       {QStringLiteral("tolerance"), key.tolerance}};
}

// `count` whole numbers in [min, max] as a JSON array.
QList<int> readIntegers(const JsonReader &r, qsizetype count, int min, int max)
{
    const QJsonArray a = r.array();
    if (a.size() != count)
        r.fail(QStringLiteral("expected %1 whole numbers, found %2 values")
                       .arg(count)
                       .arg(a.size()));
    QList<int> out;
    for (qsizetype i = 0; i < count; ++i)
        out.append(r.at(i).integerOr(0, min, max));
    return out;
}

constexpr int maxPixels = 1 << 20; // a frame's rectangle and size, in pixels per side

// A path relative to the document's folder, made absolute; refused when empty ("the
// `what` path is empty").
QString readPath(const JsonReader &r, const QDir &base, const char *what)
{
    const QString relative = r.string();
    if (relative.trimmed().isEmpty())
        r.fail(QStringLiteral("the %1 path is empty").arg(QLatin1String(what)));
    return QDir::cleanPath(base.absoluteFilePath(fileSystemPath(relative)));
}

FrameRegion readRegion(const JsonReader &r, const QDir &base)
{
    FrameRegion region;
    if (const JsonReader rect = r.optionalField("rect"); !rect.isMissing()) {
        const QList<int> v = readIntegers(rect, 4, 0, maxPixels);
        if (v[2] <= 0 || v[3] <= 0)
            rect.fail(QStringLiteral("a frame's width and height must be at least 1"));
        region.rect = QRect(v[0], v[1], v[2], v[3]);
    }
    region.rotated = r.optionalField("rotated").booleanOr(false);
    if (const JsonReader size = r.optionalField("sourceSize"); !size.isMissing()) {
        const QList<int> v = readIntegers(size, 2, 1, maxPixels);
        region.sourceSize = QSize(v[0], v[1]);
    }
    if (const JsonReader trim = r.optionalField("trim"); !trim.isMissing()) {
        const QList<int> v = readIntegers(trim, 2, 0, maxPixels);
        region.trimOffset = QPoint(v[0], v[1]);
    }
    if (const JsonReader image = r.optionalField("image"); !image.isMissing())
        region.imagePath = readPath(image, base, "image");
    region.imageIndex = r.optionalField("imageIndex").integerOr(0, 0, maxFramesPerSprite);
    region.flipX = r.optionalField("flipX").booleanOr(false);
    region.flipY = r.optionalField("flipY").booleanOr(false);
    return region;
}

void writeRegion(const FrameRegion &region, const QDir &base, QJsonObject &o)
{
    if (!region.rect.isNull()) {
        const QRect &q = region.rect;
        o[QStringLiteral("rect")] = QJsonArray{q.x(), q.y(), q.width(), q.height()};
    }
    if (region.rotated)
        o[QStringLiteral("rotated")] = true;
    if (!region.sourceSize.isEmpty()) {
        o[QStringLiteral("sourceSize")]
                = QJsonArray{region.sourceSize.width(), region.sourceSize.height()};
    }
    if (!region.trimOffset.isNull())
        o[QStringLiteral("trim")] = QJsonArray{region.trimOffset.x(), region.trimOffset.y()};
    if (!region.imagePath.isEmpty())
        o[QStringLiteral("image")] = fileSystemPath(base.relativeFilePath(region.imagePath));
    if (region.imageIndex != 0)
        o[QStringLiteral("imageIndex")] = region.imageIndex;
    if (region.flipX)
        o[QStringLiteral("flipX")] = true;
    if (region.flipY)
        o[QStringLiteral("flipY")] = true;
}

// A frame's duration in ms: in a document counting ticks (`ticksPerSecond` > 0) its
// "ticks" when present (exact), else its "duration" snapped to whole ticks.
int readFrameDuration(const JsonReader &r, int ticksPerSecond)
{
    const int ms
            = r.optionalField("duration").integerOr(defaultFrameDurationMs, 1, maxFrameDurationMs);
    if (ticksPerSecond <= 0)
        return ms;
    const JsonReader ticks = r.optionalField("ticks");
    if (ticks.isMissing())
        return snapMsToTicks(ms, ticksPerSecond);
    return ticksToMs(ticks.integerOr(1, 1, maxFrameTicks(ticksPerSecond)), ticksPerSecond);
}

Frame readFrame(const JsonReader &r, const QDir &base, int ticksPerSecond)
{
    r.object();
    Frame f;
    f.name = r.optionalField("name").stringOr(QString());
    f.region = readRegion(r, base);
    f.durationMs = readFrameDuration(r, ticksPerSecond);
    if (const JsonReader pivot = r.optionalField("pivot"); !pivot.isMissing())
        f.pivot = readPoint(pivot);
    if (const JsonReader threshold = r.optionalField("threshold"); !threshold.isMissing())
        f.threshold = threshold.integerOr(defaultThreshold, 0, 255);
    f.colorKey = readColorKey(r.optionalField("colorKey"));
    if (const JsonReader shapes = r.optionalField("shapes"); !shapes.isMissing())
        f.shapes = readShapeList(shapes);
    f.sourceDigest = r.optionalField("sourceDigest").stringOr(QString());
    f.properties = readOptionalProperties(r);
    return f;
}

QJsonObject frameToJson(const Frame &f, const QDir &base, int ticksPerSecond)
{
    QJsonObject o{{QStringLiteral("duration"), f.durationMs},
                  {QStringLiteral("shapes"), shapeListToJson(f.shapes)}};
    if (ticksPerSecond > 0) {
        // The exact ticks, and the duration in whole ticks for readers counting ms.
        o[QStringLiteral("ticks")] = msToTicks(f.durationMs, ticksPerSecond);
        o[QStringLiteral("duration")] = snapMsToTicks(f.durationMs, ticksPerSecond);
    }
    if (!f.name.isEmpty())
        o[QStringLiteral("name")] = f.name;
    writeRegion(f.region, base, o);
    if (f.pivot)
        o[QStringLiteral("pivot")] = pointToJson(*f.pivot);
    if (f.threshold)
        o[QStringLiteral("threshold")] = *f.threshold;
    if (f.colorKey)
        o[QStringLiteral("colorKey")] = colorKeyToJson(*f.colorKey);
    if (!f.sourceDigest.isEmpty())
        o[QStringLiteral("sourceDigest")] = f.sourceDigest;
    writeOptionalProperties(f.properties, o);
    return o;
}

Animation readAnimation(const JsonReader &r, qsizetype frameCount)
{
    r.object();
    Animation a;
    a.name = r.field("name").string();
    const JsonReader frames = r.field("frames");
    const qsizetype n = frames.array().size();
    if (n > maxFramesPerSprite)
        frames.fail(QStringLiteral("more than %1 frames").arg(maxFramesPerSprite));
    for (qsizetype i = 0; i < n; ++i) {
        const JsonReader index = frames.at(i);
        const int value = index.integerOr(0, 0, std::numeric_limits<int>::max());
        if (value >= frameCount) {
            index.fail(QStringLiteral("frame %1 does not exist (the sprite has %2 frames)")
                               .arg(QString::number(value), QString::number(frameCount)));
        }
        a.frames.append(value);
    }
    const JsonReader direction = r.optionalField("direction");
    if (!direction.isMissing()) {
        const QString text = direction.string();
        const std::optional<AnimationDirection> d = animationDirectionFromName(text);
        if (!d) {
            direction.fail(QStringLiteral("expected \"forward\", \"reverse\" or \"pingpong\", "
                                          "found \"%1\"")
                                   .arg(text.left(40)));
        }
        a.direction = *d;
    }
    a.loop = r.optionalField("loop").booleanOr(true);
    a.properties = readOptionalProperties(r);
    return a;
}

QJsonObject animationToJson(const Animation &a)
{
    QJsonArray frames;
    for (const int f : a.frames)
        frames.append(f);
    QJsonObject o{{QStringLiteral("name"), a.name},
                  {QStringLiteral("frames"), frames},
                  {QStringLiteral("direction"), animationDirectionName(a.direction)}};
    if (!a.loop)
        o[QStringLiteral("loop")] = false;
    writeOptionalProperties(a.properties, o);
    return o;
}

SpriteSource readSource(const JsonReader &r, const QDir &base)
{
    r.object();
    SpriteSource source;
    source.path = readPath(r.field("path"), base, "source");
    if (const JsonReader grid = r.optionalField("grid"); !grid.isMissing()) {
        grid.object();
        const QList<int> cell = readIntegers(grid.field("cell"), 2, 1, maxPixels);
        source.grid = GridSpec{QSize(cell[0], cell[1]),
                               grid.optionalField("margin").integerOr(0, 0, maxPixels),
                               grid.optionalField("spacing").integerOr(0, 0, maxPixels),
                               grid.optionalField("count").integerOr(0, 0, maxFramesPerSprite)};
    }
    return source;
}

QJsonObject sourceToJson(const SpriteSource &source, const QDir &base)
{
    QJsonObject o{{QStringLiteral("path"), fileSystemPath(base.relativeFilePath(source.path))}};
    if (const std::optional<GridSpec> &grid = source.grid) {
        QJsonObject g{
                {QStringLiteral("cell"), QJsonArray{grid->cell.width(), grid->cell.height()}}};
        if (grid->margin != 0)
            g[QStringLiteral("margin")] = grid->margin;
        if (grid->spacing != 0)
            g[QStringLiteral("spacing")] = grid->spacing;
        if (grid->count != 0)
            g[QStringLiteral("count")] = grid->count;
        o[QStringLiteral("grid")] = g;
    }
    return o;
}

Sprite readSprite(const JsonReader &r, const QDir &base, int version, int ticksPerSecond)
{
    r.object();
    Sprite s;
    s.imagePath = readPath(r.field("image"), base, "image");
    s.name = r.optionalField("name").stringOr(QFileInfo(s.imagePath).completeBaseName());
    s.threshold = r.optionalField("threshold").integerOr(defaultThreshold, 0, 255);
    s.colorKey = readColorKey(r.optionalField("colorKey"));
    if (const JsonReader pivot = r.optionalField("pivot"); !pivot.isMissing())
        s.pivot = readPoint(pivot);
    if (const JsonReader source = r.optionalField("source"); !source.isMissing())
        s.source = readSource(source, base);
    s.properties = readOptionalProperties(r);
    if (version == 1) {
        s.frames.first().shapes = readVersion1Shapes(r);
        return s;
    }
    const JsonReader frames = r.field("frames");
    const qsizetype n = frames.array().size();
    if (n < 1)
        frames.fail(QStringLiteral("a sprite needs at least one frame"));
    if (n > maxFramesPerSprite) {
        frames.fail(QStringLiteral("%1 frames, more than the %2 a sprite may have")
                            .arg(QString::number(n), QString::number(maxFramesPerSprite)));
    }
    s.frames.clear();
    for (qsizetype i = 0; i < n; ++i)
        s.frames.append(readFrame(frames.at(i), base, ticksPerSecond));
    if (const JsonReader animations = r.optionalField("animations"); !animations.isMissing()) {
        const QJsonArray list = animations.array();
        for (qsizetype i = 0; i < list.size(); ++i)
            s.animations.append(readAnimation(animations.at(i), n));
    }
    return s;
}

QJsonObject spriteToJson(const Sprite &s, const QDir &base, int ticksPerSecond)
{
    QJsonObject o;
    o[QStringLiteral("name")] = s.name;
    o[QStringLiteral("image")] = fileSystemPath(base.relativeFilePath(s.imagePath));
    o[QStringLiteral("threshold")] = s.threshold;
    if (s.colorKey)
        o[QStringLiteral("colorKey")] = colorKeyToJson(*s.colorKey);
    if (s.pivot)
        o[QStringLiteral("pivot")] = pointToJson(*s.pivot);
    if (s.source)
        o[QStringLiteral("source")] = sourceToJson(*s.source, base);
    writeOptionalProperties(s.properties, o);
    QJsonArray frames;
    for (const Frame &f : s.frames)
        frames.append(frameToJson(f, base, ticksPerSecond));
    o[QStringLiteral("frames")] = frames;
    if (!s.animations.isEmpty()) {
        QJsonArray animations;
        for (const Animation &a : s.animations)
            animations.append(animationToJson(a));
        o[QStringLiteral("animations")] = animations;
    }
    return o;
}

// The role names the shapes of version-1 sprites use, in first-use order.
QStringList usedRoles(const QList<Sprite> &sprites)
{
    QStringList names;
    for (const Sprite &s : sprites) {
        for (const Frame &f : s.frames) {
            for (const Shape &shape : f.shapes) {
                if (!names.contains(shape.role))
                    names.append(shape.role);
            }
        }
    }
    return names;
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
        if (version > 1) {
            result.project.ticksPerSecond
                    = root.optionalField("ticksPerSecond").integerOr(0, 1, maxTicksPerSecond);
        }
        const int ticksPerSecond = result.project.ticksPerSecond;
        const JsonReader sprites = root.field("sprites");
        const QJsonArray list = sprites.array();
        for (qsizetype i = 0; i < list.size(); ++i)
            result.project.sprites.append(readSprite(sprites.at(i), base, version, ticksPerSecond));
        if (version == 1) {
            // Version 1's roles were free text: each becomes a role, all meeting each other.
            const QStringList used = usedRoles(result.project.sprites);
            result.project.roles = RoleTable::allColliding(used);
            for (const QString &role : used) {
                if (!result.project.roles.indexOf(role)) {
                    sprites.fail(QStringLiteral("more than %1 different roles; a document may "
                                                "have at most %1")
                                         .arg(maxRoles));
                }
            }
        } else if (const JsonReader roles = root.optionalField("roles"); !roles.isMissing())
            result.project.roles = readRoles(roles);
        if (const JsonReader preview = root.optionalField("preview"); !preview.isMissing())
            result.project.preview = readPreview(preview, result.project.sprites.size());
        if (const JsonReader exported = root.optionalField("export"); !exported.isMissing())
            result.project.exportSettings = readExportSettings(exported, base);
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
        sprites.append(spriteToJson(s, base, project.ticksPerSecond));
    QJsonObject root{{QStringLiteral("format"), QLatin1String(projectFormatName)},
                     {QStringLiteral("version"), projectFormatVersion},
                     {QStringLiteral("roles"), rolesToJson(project.roles)},
                     {QStringLiteral("sprites"), sprites}};
    if (!project.preview.isEmpty())
        root[QStringLiteral("preview")] = previewToJson(project.preview);
    if (project.ticksPerSecond > 0)
        root[QStringLiteral("ticksPerSecond")] = project.ticksPerSecond;
    if (project.exportSettings)
        root[QStringLiteral("export")] = exportSettingsToJson(*project.exportSettings, base);
    return writeDocumentJson(root);
}

QString writeProjectFile(const Project &project, const QString &path, FileTransaction with)
{
    with.add(path, serializeProject(project, path));
    return with.commit();
}

} // namespace hitbox::model
