#include "model/import/atlas/atlasimport.h"

#include "model/import/numberedframes.h"
#include "model/import/tagrepeat.h"
#include "model/io/animatedimage.h"
#include "model/io/frameimage.h"

#include "model/io/frameloader.h"
#include "model/io/imageloader.h"
#include "model/io/jsonreader.h"
#include "model/io/localfile.h"

#include <QDir>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>

#include <cctype>
#include <new>

namespace hitbox::model {
namespace {

QString decodeJsonString(const QByteArray &quoted)
{
    const QJsonDocument doc = QJsonDocument::fromJson('[' + quoted + ']');
    return doc.array().at(0).toString();
}

// The keys of the root object's member `member` (an object) in file order; QJsonObject
// sorts them. `json` is valid JSON (QJsonDocument parsed it). The last member of that
// name counts, as in QJsonObject.
QStringList orderedMemberKeys(const QByteArray &json, const QString &member)
{
    QStringList keys;
    int depth = 0;
    bool pending = false; // the last root key was `member`
    bool inside = false;  // in the member's object
    const qsizetype n = json.size();
    for (qsizetype i = 0; i < n; ++i) {
        const char c = json.at(i);
        if (c == '"') {
            qsizetype end = i + 1;
            while (end < n && json.at(end) != '"')
                end += json.at(end) == '\\' ? 2 : 1;
            const qsizetype start = i;
            i = end;
            qsizetype next = end + 1;
            while (next < n && std::isspace(static_cast<unsigned char>(json.at(next))))
                ++next;
            if (next >= n || json.at(next) != ':')
                continue;
            if (depth == 1) {
                pending = decodeJsonString(json.mid(start, end + 1 - start)) == member;
            } else if (depth == 2 && inside) {
                keys.append(decodeJsonString(json.mid(start, end + 1 - start)));
            }
        } else if (c == '{' || c == '[') {
            ++depth;
            if (depth == 2 && pending && c == '{') {
                inside = true;
                keys.clear();
            }
            pending = false;
        } else if (c == '}' || c == ']') {
            if (depth == 2)
                inside = false;
            --depth;
        }
    }
    keys.removeDuplicates();
    return keys;
}

bool readBool(const JsonReader &reader)
{
    if (reader.isMissing())
        return false;
    if (!reader.value().isBool())
        reader.fail(QStringLiteral("expected true or false"));
    return reader.value().toBool();
}

int readSide(const JsonReader &reader)
{
    return reader.integerOr(0, 1, maxImageSide);
}

int readPosition(const JsonReader &reader)
{
    return reader.integerOr(0, 0, maxImageSide);
}

// "8 x 8", "8 x 8 at (30, 0)": sizes and rectangles in messages.
QString sizeText(QSize size)
{
    return QStringLiteral("%1 x %2").arg(QString::number(size.width()),
                                         QString::number(size.height()));
}

QString placedSizeText(const QRect &rect)
{
    return QStringLiteral("%1 at (%2, %3)")
            .arg(sizeText(rect.size()), QString::number(rect.x()), QString::number(rect.y()));
}

// Most a pivot may lie outside its frame, as a share of the frame's size: TexturePacker lets
// a pivot leave the sprite, and 64 frame sizes keep it within the document's coordinates.
constexpr double maxPivotShare = 64.0;

double readPivotShare(const JsonReader &reader)
{
    const double share = reader.number();
    if (share < -maxPivotShare || share > maxPivotShare) {
        reader.fail(QStringLiteral("expected a share of the frame's size from %1 to %2, found %3")
                            .arg(QString::number(-maxPivotShare),
                                 QString::number(maxPivotShare),
                                 QString::number(share)));
    }
    return share;
}

// TexturePacker's pivot ("pivot" in its JSON formats, "anchor" in its Phaser 3 format):
// {x, y} as shares of the untrimmed frame, (0, 0) its top-left; in untrimmed-frame pixels.
std::optional<collision::Vec2> readPivot(const JsonReader &entry, QSize sourceSize)
{
    JsonReader given = entry.optionalField("pivot");
    if (given.isMissing())
        given = entry.optionalField("anchor");
    if (given.isMissing())
        return std::nullopt;
    return collision::Vec2{readPivotShare(given.field("x")) * sourceSize.width(),
                           readPivotShare(given.field("y")) * sourceSize.height()};
}

ImportedFrame readFrame(const JsonReader &entry, const QString &name, const QRect &imageRect)
{
    const JsonReader frame = entry.field("frame");
    const QRect unrotated(readPosition(frame.field("x")),
                          readPosition(frame.field("y")),
                          readSide(frame.field("w")),
                          readSide(frame.field("h")));
    ImportedFrame imported;
    imported.name = name;
    imported.region.rotated = readBool(entry.optionalField("rotated"));
    readBool(entry.optionalField("trimmed")); // type-checked; the sizes below decide
    imported.region.rect = imported.region.rotated
                                   ? QRect(unrotated.topLeft(), unrotated.size().transposed())
                                   : unrotated;
    const QRect &stored = imported.region.rect;
    if (!imageRect.contains(stored)) {
        frame.fail(QStringLiteral("the stored pixels %1 lie outside the %2 image")
                           .arg(placedSizeText(stored), sizeText(imageRect.size())));
    }
    QSize sourceSize = unrotated.size();
    if (const JsonReader size = entry.optionalField("sourceSize"); !size.isMissing())
        sourceSize = QSize(readSide(size.field("w")), readSide(size.field("h")));
    QPoint offset;
    if (const JsonReader trim = entry.optionalField("spriteSourceSize"); !trim.isMissing())
        offset = QPoint(readPosition(trim.field("x")), readPosition(trim.field("y")));
    if (!QRect(QPoint(), sourceSize).contains(QRect(offset, unrotated.size()))) {
        entry.fail(QStringLiteral("its pixels %1 lie outside its %2 source size")
                           .arg(placedSizeText(unrotated.translated(offset - unrotated.topLeft())),
                                sizeText(sourceSize)));
    }
    if (sourceSize != unrotated.size() || !offset.isNull()) {
        imported.region.sourceSize = sourceSize;
        imported.region.trimOffset = offset;
    }
    imported.pivot = readPivot(entry, sourceSize);
    imported.durationMs = entry.optionalField("duration")
                                  .integerOr(defaultFrameDurationMs, 1, maxFrameDurationMs);
    return imported;
}

QList<ImportedFrame>
readFrames(const JsonReader &root, const QByteArray &json, const QRect &imageRect)
{
    const JsonReader frames = root.field("frames");
    QList<ImportedFrame> imported;
    if (frames.value().isArray()) {
        const qsizetype count = frames.array().size();
        for (qsizetype i = 0; i < count; ++i) {
            const JsonReader entry = frames.at(i);
            imported.append(
                    readFrame(entry, entry.optionalField("filename").stringOr({}), imageRect));
        }
        return imported;
    }
    const QJsonObject byName = frames.object();
    QStringList names = orderedMemberKeys(json, QStringLiteral("frames"));
    if (names.size() != byName.size())
        names = byName.keys();
    for (const QString &name : std::as_const(names)) {
        const JsonReader entry(byName.value(name), QStringLiteral("frames[\"%1\"]").arg(name));
        imported.append(readFrame(entry, name, imageRect));
    }
    return imported;
}

// Aseprite writes a tag's repeat count as text ("repeat": "3"); a number is read too.
int readRepeat(const JsonReader &repeat)
{
    if (repeat.isMissing())
        return 0;
    bool ok = false;
    const int count = repeat.value().isString() ? repeat.value().toString().toInt(&ok)
                                                : repeat.integerOr(0, 0, 65535);
    if (repeat.value().isString() && (!ok || count < 0 || count > 65535))
        repeat.fail(QStringLiteral("expected a whole number from 0 to 65535, found \"%1\"")
                            .arg(repeat.value().toString().left(40)));
    return count;
}

QList<ImportedAnimation> readFrameTags(const JsonReader &meta, int frameCount, QStringList *notKept)
{
    QList<ImportedAnimation> animations;
    const JsonReader tags = meta.optionalField("frameTags");
    if (tags.isMissing())
        return animations;
    const qsizetype count = tags.array().size();
    if (count > maxFramesPerSprite)
        tags.fail(QStringLiteral("more than %1 tags").arg(maxFramesPerSprite));
    for (qsizetype i = 0; i < count; ++i) {
        const JsonReader tag = tags.at(i);
        ImportedAnimation animation;
        animation.name = tag.field("name").string();
        animation.from = tag.field("from").integerOr(0, 0, frameCount - 1);
        animation.to = tag.field("to").integerOr(0, animation.from, frameCount - 1);
        const JsonReader direction = tag.optionalField("direction");
        const QString name = direction.stringOr(QStringLiteral("forward"));
        if (name == QLatin1String("pingpong_reverse")) {
            animation.direction = AnimationDirection::PingPong;
            animation.backwards = true;
        } else if (const auto known = animationDirectionFromName(name)) {
            animation.direction = *known;
        } else {
            direction.fail(QStringLiteral("unknown direction \"%1\" (expected forward, reverse, "
                                          "pingpong or pingpong_reverse)")
                                   .arg(name.left(40)));
        }
        const QString repeat
                = applyAsepriteRepeat(animation, readRepeat(tag.optionalField("repeat")));
        if (!repeat.isEmpty())
            *notKept << QStringLiteral("tag \"%1\" %2").arg(animation.name, repeat);
        animations.append(animation);
    }
    return animations;
}

// Every frame is built at its untrimmed size: together they must fit the budget of an
// animation's decoded frames, or a small atlas could ask for terabytes.
qint64 untrimmedBytes(const QList<ImportedFrame> &imported, QSize imageSize)
{
    qint64 bytes = 0;
    for (const ImportedFrame &frame : imported) {
        const QSize size = frameSize(frame.region, imageSize);
        bytes += qint64(size.width()) * size.height() * 4;
    }
    return bytes;
}

void checkUntrimmedBytes(const JsonReader &frames, qsizetype frameCount, qint64 bytes)
{
    if (bytes > maxAnimationDecodeBytes) {
        frames.fail(QStringLiteral("the untrimmed sizes of its %1 frames need %2 MB to decode, "
                                   "more than the %3 MB limit")
                            .arg(QString::number(frameCount),
                                 QString::number(bytes >> 20),
                                 QString::number(maxAnimationDecodeBytes >> 20)));
    }
}

// A meta.size other than the image's: the image was changed after the atlas was written
// (or the JSON names another one), so the frames may be cut from the wrong places.
QString metaSizeWarning(const QString &json, const JsonReader &meta, QSize imageSize)
{
    const JsonReader size = meta.optionalField("size");
    if (size.isMissing())
        return QString();
    const QSize declared(readSide(size.field("w")), readSide(size.field("h")));
    if (declared == imageSize)
        return QString();
    // "meta.size", or "textures[1].size" in a multi-image atlas.
    return importFailure(json,
                         QStringLiteral("%1 says %2 but the image is %3; the frames are cut "
                                        "from the image as it is")
                                 .arg(size.path(), sizeText(declared), sizeText(imageSize)))
            .error;
}

} // namespace

SheetKind atlasKind(const QJsonObject &root)
{
    const QJsonObject meta = root.value(QLatin1String("meta")).toObject();
    const QString app = meta.value(QLatin1String("app")).toString();
    if (app.contains(QLatin1String("aseprite"), Qt::CaseInsensitive))
        return SheetKind::Aseprite;
    if (app.contains(QLatin1String("texturepacker"), Qt::CaseInsensitive))
        return SheetKind::TexturePacker;
    if (meta.contains(QLatin1String("frameTags")))
        return SheetKind::Aseprite;
    const QJsonValue frames = root.value(QLatin1String("frames"));
    const QJsonObject byName = frames.toObject();
    const QJsonValue first = frames.isArray()   ? frames.toArray().at(0)
                             : byName.isEmpty() ? QJsonValue()
                                                : *byName.constBegin();
    return first.toObject().contains(QLatin1String("duration")) ? SheetKind::Aseprite
                                                                : SheetKind::TexturePacker;
}

namespace {

// The image an atlas names, relative to the JSON's folder.
QString atlasImagePath(const QString &json, const JsonReader &image)
{
    const QString name = image.string();
    if (name.isEmpty())
        image.fail(QStringLiteral("empty image name"));
    return absoluteFileSystemPath(QFileInfo(json).dir().filePath(fileSystemPath(name)));
}

// A multi-image atlas (TexturePacker's "Phaser 3" format, Phaser's multiatlas loader):
// {"textures": [{"image", "size"?, "frames": [...]}, ...]}. One sprite whose frames are cut
// from the texture that holds them (FrameRegion::imagePath), its animations by numbered
// names across textures, as a character packed over several images is meant.
ImportResult readMultiAtlas(const QString &absolute,
                            const QJsonObject &rootObject,
                            const QByteArray &json,
                            FrameSources *sources)
{
    try {
        const JsonReader root{QJsonValue(rootObject)};
        const JsonReader textures = root.field("textures");
        const qsizetype count = textures.array().size();
        if (count == 0)
            textures.fail(QStringLiteral("no textures"));
        if (count > maxAtlasTextures) {
            textures.fail(QStringLiteral("%1 textures are more than the %2 one import may hold")
                                  .arg(QString::number(count), QString::number(maxAtlasTextures)));
        }
        ImportResult result;
        ImportedSheet &sheet = result.sheet;
        sheet.kind = SheetKind::TexturePacker;
        sheet.dataPath = absolute;
        qint64 bytes = 0;
        QStringList warnings;
        for (qsizetype t = 0; t < count; ++t) {
            const JsonReader texture = textures.at(t);
            const JsonReader image = texture.field("image");
            const QString imagePath = atlasImagePath(absolute, image);
            const LoadedImage loaded = loadSheetImage(imagePath, sources);
            if (!loaded.ok())
                image.fail(loaded.error);
            const JsonReader frames = texture.field("frames");
            frames.array(); // a texture's frames are a list (an object's order is unknown)
            QList<ImportedFrame> read = readFrames(texture, json, loaded.image.rect());
            if (sheet.frames.size() + read.size() > maxFramesPerSprite) {
                frames.fail(QStringLiteral("more than the %1 frames one import may hold")
                                    .arg(maxFramesPerSprite));
            }
            bytes += untrimmedBytes(read, loaded.image.size());
            checkUntrimmedBytes(frames, sheet.frames.size() + read.size(), bytes);
            for (ImportedFrame &frame : read)
                frame.region.imagePath = imagePath;
            if (t == 0)
                sheet.imagePath = imagePath;
            sheet.frames << read;
            if (const QString warning = metaSizeWarning(absolute, texture, loaded.image.size());
                !warning.isEmpty())
                warnings << warning;
        }
        if (sheet.frames.isEmpty())
            textures.fail(QStringLiteral("no frames"));
        result.warning = warnings.join(QLatin1Char('\n'));
        sheet.animations = orderNumberedFrames(sheet.frames);
        return result;
    } catch (const JsonError &e) {
        return importFailure(absolute, e.message);
    }
}

ImportResult readAtlasJson(const QString &absolute, FrameSources *sources)
{
    const LocalFileBytes file
            = readLocalFile(absolute, maxAtlasJsonBytes, QStringLiteral("a JSON file"));
    if (!file.ok())
        return importFailure(absolute, file.problem);
    QJsonParseError parseError;
    const QJsonDocument doc = QJsonDocument::fromJson(file.bytes, &parseError);
    if (parseError.error != QJsonParseError::NoError) {
        const auto [line, column] = lineAndColumn(file.bytes, parseError.offset);
        return importFailure(absolute,
                             QStringLiteral("not valid JSON (line %1, column %2: %3)")
                                     .arg(QString::number(line),
                                          QString::number(column),
                                          parseError.errorString()));
    }
    if (!doc.isObject())
        return importFailure(absolute, QStringLiteral("not an atlas: expected a JSON object"));
    const QJsonObject rootObject = doc.object();
    if (!rootObject.contains(QLatin1String("frames"))) {
        if (rootObject.contains(QLatin1String("textures")))
            return readMultiAtlas(absolute, rootObject, file.bytes, sources);
        return importFailure(absolute,
                             QStringLiteral("not an Aseprite or TexturePacker atlas (no "
                                            "\"frames\" or \"textures\")"));
    }
    try {
        const JsonReader root{QJsonValue(rootObject)};
        const JsonReader frames = root.field("frames");
        const qsizetype count
                = frames.value().isArray() ? frames.array().size() : frames.object().size();
        if (count > maxFramesPerSprite) {
            frames.fail(QStringLiteral("%1 frames are more than the %2 one import may hold")
                                .arg(QString::number(count), QString::number(maxFramesPerSprite)));
        }
        if (count == 0)
            frames.fail(QStringLiteral("no frames"));
        ImportResult result;
        ImportedSheet &sheet = result.sheet;
        sheet.kind = atlasKind(rootObject);
        sheet.dataPath = absolute;
        const JsonReader meta = root.field("meta");
        const JsonReader image = meta.field("image");
        sheet.imagePath = atlasImagePath(absolute, image);
        const LoadedImage loaded = loadSheetImage(sheet.imagePath, sources);
        if (!loaded.ok())
            image.fail(loaded.error);
        sheet.frames = readFrames(root, file.bytes, loaded.image.rect());
        result.warning = metaSizeWarning(absolute, meta, loaded.image.size());
        checkUntrimmedBytes(
                frames, sheet.frames.size(), untrimmedBytes(sheet.frames, loaded.image.size()));
        if (sheet.kind == SheetKind::Aseprite) {
            QStringList notKept;
            sheet.animations = readFrameTags(meta, int(sheet.frames.size()), &notKept);
            if (!notKept.isEmpty()) {
                const QString line
                        = importFailure(absolute, notKept.join(QStringLiteral("; "))).error;
                result.warning
                        += (result.warning.isEmpty() ? QString() : QStringLiteral("\n")) + line;
            }
        } else
            sheet.animations = orderNumberedFrames(sheet.frames);
        return result;
    } catch (const JsonError &e) {
        return importFailure(absolute, e.message);
    }
}

} // namespace

ImportResult importAtlasJson(const QString &path, FrameSources *sources)
{
    const QString absolute = absoluteFileSystemPath(path);
    try {
        return readAtlasJson(absolute, sources);
    } catch (const std::bad_alloc &) {
        return importFailure(absolute, QStringLiteral("not enough memory to read it"));
    }
}

namespace {

bool startsLikeJson(const QByteArray &head)
{
    for (const char c : head) {
        if (c == '{')
            return true;
        if (c != ' ' && c != '\t' && c != '\r' && c != '\n')
            return false;
    }
    return false;
}

class AtlasImporter final : public Importer
{
public:
    QString name() const override { return QStringLiteral("atlas"); }
    QString inputText() const override { return QStringLiteral("an atlas JSON"); }
    QStringList fileNamePatterns() const override { return {QStringLiteral("*.json")}; }
    bool reads(const ImportInput &input) const override
    {
        return !input.isFolder && startsLikeJson(input.head);
    }
    ImportResult read(const ImportInput &input) const override
    {
        return importAtlasJson(input.path, input.sources);
    }
};

} // namespace

const Importer &atlasImporter()
{
    static const AtlasImporter importer;
    return importer;
}

} // namespace hitbox::model
