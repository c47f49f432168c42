#include "readparts.h"

#include <hitbox/runtime/document.h>

#include <cctype>
#include <filesystem>
#include <fstream>
#include <limits>
#include <new>

namespace hitbox::runtime {
namespace {

using detail::JsonCursor;
using detail::readColorKey;
using detail::ReadError;
using detail::readOptionalProperties;
using detail::readPoint;
using detail::readRoles;
using detail::readShape;
using detail::readVersion1Shapes;
using detail::version1Roles;

// nlohmann/json recurses once per level; deeper documents are refused before parsing (Qt's
// parser, which the editor uses, stops at 1024 levels too).
constexpr int maxNesting = 1024;

std::vector<int> readIntegers(const JsonCursor &r, std::size_t count, int min, int max)
{
    if (r.size() != count) {
        r.fail("expected " + std::to_string(count) + " whole numbers, found "
               + std::to_string(r.size()) + " values");
    }
    std::vector<int> out;
    for (std::size_t i = 0; i < count; ++i)
        out.push_back(r.at(i).integerOr(0, min, max));
    return out;
}

std::string resolvePath(const std::filesystem::path &base, const JsonCursor &image)
{
    const std::string relative = image.string();
    if (relative.find_first_not_of(" \t\n\r\f\v") == std::string::npos)
        image.fail("the image path is empty");
    std::string path = (base / std::filesystem::path(relative)).lexically_normal().string();
    if (path.size() > 1 && path.back() == '/')
        path.pop_back(); // "dir/." is "dir", as the editor cleans paths
    return path;
}

FrameRegion readRegion(const JsonCursor &r, const std::filesystem::path &base)
{
    FrameRegion region;
    if (const JsonCursor rect = r.optionalField("rect"); !rect.isMissing()) {
        const std::vector<int> v = readIntegers(rect, 4, 0, maxFramePixels);
        if (v[2] <= 0 || v[3] <= 0)
            rect.fail("a frame's width and height must be at least 1");
        region.hasRect = true;
        region.x = v[0];
        region.y = v[1];
        region.width = v[2];
        region.height = v[3];
    }
    region.rotated = r.optionalField("rotated").booleanOr(false);
    if (const JsonCursor size = r.optionalField("sourceSize"); !size.isMissing()) {
        const std::vector<int> v = readIntegers(size, 2, 1, maxFramePixels);
        region.sourceWidth = v[0];
        region.sourceHeight = v[1];
    }
    if (const JsonCursor trim = r.optionalField("trim"); !trim.isMissing()) {
        const std::vector<int> v = readIntegers(trim, 2, 0, maxFramePixels);
        region.trimX = v[0];
        region.trimY = v[1];
    }
    if (const JsonCursor image = r.optionalField("image"); !image.isMissing())
        region.imagePath = resolvePath(base, image);
    region.imageIndex = r.optionalField("imageIndex").integerOr(0, 0, maxFramesPerSprite);
    region.flipX = r.optionalField("flipX").booleanOr(false);
    region.flipY = r.optionalField("flipY").booleanOr(false);
    return region;
}

Frame readFrame(const JsonCursor &r, const std::filesystem::path &base)
{
    r.object();
    Frame f;
    f.region = readRegion(r, base);
    f.durationMs
            = r.optionalField("duration").integerOr(defaultFrameDurationMs, 1, maxFrameDurationMs);
    if (const JsonCursor pivot = r.optionalField("pivot"); !pivot.isMissing())
        f.pivot = readPoint(pivot);
    if (const JsonCursor threshold = r.optionalField("threshold"); !threshold.isMissing())
        f.threshold = threshold.integerOr(defaultThreshold, 0, 255);
    f.colorKey = readColorKey(r.optionalField("colorKey"));
    if (const JsonCursor shapes = r.optionalField("shapes"); !shapes.isMissing()) {
        for (std::size_t i = 0, n = shapes.size(); i < n; ++i)
            f.shapes.push_back(readShape(shapes.at(i)));
    }
    f.properties = readOptionalProperties(r);
    return f;
}

Animation readAnimation(const JsonCursor &r, std::size_t frameCount)
{
    r.object();
    Animation a;
    a.name = r.field("name").string();
    const JsonCursor frames = r.field("frames");
    const std::size_t n = frames.size();
    if (n > std::size_t(maxFramesPerSprite))
        frames.fail("more than " + std::to_string(maxFramesPerSprite) + " frames");
    for (std::size_t i = 0; i < n; ++i) {
        const JsonCursor index = frames.at(i);
        const int value = index.integerOr(0, 0, std::numeric_limits<int>::max());
        if (std::size_t(value) >= frameCount) {
            index.fail("frame " + std::to_string(value) + " does not exist (the sprite has "
                       + std::to_string(frameCount) + " frames)");
        }
        a.frames.push_back(value);
    }
    if (const JsonCursor direction = r.optionalField("direction"); !direction.isMissing()) {
        const std::string text = direction.string();
        if (text == "forward")
            a.direction = AnimationDirection::Forward;
        else if (text == "reverse")
            a.direction = AnimationDirection::Reverse;
        else if (text == "pingpong")
            a.direction = AnimationDirection::PingPong;
        else
            direction.fail("expected \"forward\", \"reverse\" or \"pingpong\", found \""
                           + text.substr(0, 40) + "\"");
    }
    a.loop = r.optionalField("loop").booleanOr(true);
    a.properties = readOptionalProperties(r);
    return a;
}

// The name a sprite without one gets: its image's file name up to the last dot.
std::string baseName(const std::string &relative)
{
    const std::string file = std::filesystem::path(relative).filename().string();
    const std::size_t dot = file.rfind('.');
    return dot == std::string::npos ? file : file.substr(0, dot);
}

Sprite readSprite(const JsonCursor &r, const std::filesystem::path &base, int version)
{
    r.object();
    Sprite s;
    const JsonCursor image = r.field("image");
    s.imagePath = resolvePath(base, image);
    s.name = r.optionalField("name").stringOr(baseName(image.string()));
    s.threshold = r.optionalField("threshold").integerOr(defaultThreshold, 0, 255);
    s.colorKey = readColorKey(r.optionalField("colorKey"));
    if (const JsonCursor pivot = r.optionalField("pivot"); !pivot.isMissing())
        s.pivot = readPoint(pivot);
    s.properties = readOptionalProperties(r);
    if (version == 1) {
        s.frames.push_back(Frame{});
        s.frames.back().shapes = readVersion1Shapes(r);
        return s;
    }
    const JsonCursor frames = r.field("frames");
    const std::size_t n = frames.size();
    if (n < 1)
        frames.fail("a sprite needs at least one frame");
    if (n > std::size_t(maxFramesPerSprite)) {
        frames.fail(std::to_string(n) + " frames, more than the "
                    + std::to_string(maxFramesPerSprite) + " a sprite may have");
    }
    for (std::size_t i = 0; i < n; ++i)
        s.frames.push_back(readFrame(frames.at(i), base));
    if (const JsonCursor animations = r.optionalField("animations"); !animations.isMissing()) {
        for (std::size_t i = 0, count = animations.size(); i < count; ++i)
            s.animations.push_back(readAnimation(animations.at(i), n));
    }
    return s;
}

// Refuses documents nested deeper than maxNesting (counted outside strings).
bool nestedTooDeep(std::string_view bytes)
{
    int depth = 0;
    bool inString = false;
    for (std::size_t i = 0; i < bytes.size(); ++i) {
        const char c = bytes[i];
        if (inString) {
            if (c == '\\')
                ++i;
            else if (c == '"')
                inString = false;
        } else if (c == '"') {
            inString = true;
        } else if (c == '[' || c == '{') {
            if (++depth > maxNesting)
                return true;
        } else if (c == ']' || c == '}') {
            --depth;
        }
    }
    return false;
}

Document readRoot(const nlohmann::json &json, const std::filesystem::path &base)
{
    const JsonCursor root(&json);
    if (!json.is_object())
        throw ReadError{"the document must be a JSON object"};
    const JsonCursor format = root.optionalField("format");
    if (format.isMissing() || !format.value().is_string()
        || format.value().get<std::string>() != "hitbox") {
        root.fail("not a Hitbox Studio document (expected \"format\": \"hitbox\")");
    }
    const JsonCursor versionField = root.field("version");
    Document doc;
    doc.version = versionField.integerOr(0, 1, std::numeric_limits<int>::max());
    if (doc.version > documentVersion) {
        versionField.fail("version " + std::to_string(doc.version)
                          + " is newer than this program reads (up to "
                          + std::to_string(documentVersion) + "); update the hitbox runtime");
    }
    const JsonCursor sprites = root.field("sprites");
    for (std::size_t i = 0, n = sprites.size(); i < n; ++i)
        doc.sprites.push_back(readSprite(sprites.at(i), base, doc.version));
    if (doc.version == 1)
        doc.roles = version1Roles(doc.sprites, sprites);
    else if (const JsonCursor roles = root.optionalField("roles"); !roles.isMissing())
        doc.roles = readRoles(roles);
    return doc;
}

std::filesystem::path documentFolder(const std::string &documentPath)
{
    std::error_code ec;
    std::filesystem::path absolute
            = std::filesystem::absolute(documentPath.empty() ? std::string("x") : documentPath, ec);
    return ec ? std::filesystem::path() : absolute.parent_path();
}

DocumentReadResult parseOrThrow(std::string_view bytes, const std::string &documentPath)
{
    DocumentReadResult result;
    if (nestedTooDeep(bytes)) {
        result.error = documentPath + ": not valid JSON: nested more than "
                       + std::to_string(maxNesting) + " levels deep";
        return result;
    }
    // nlohmann/json ends its input at a NUL byte; JSON allows none anywhere.
    if (const std::size_t nul = bytes.find('\0'); nul != std::string_view::npos) {
        result.error
                = documentPath + ": not valid JSON: a NUL byte at offset " + std::to_string(nul);
        return result;
    }
    nlohmann::json json;
    try {
        json = nlohmann::json::parse(bytes);
    } catch (const nlohmann::json::exception &e) {
        // "[json.exception.parse_error.101] parse error at line 1, column 2: ..."
        std::string what = e.what();
        if (const std::size_t end = what.find("] ");
            what.starts_with("[json.") && end != std::string::npos)
            what.erase(0, end + 2);
        result.error = documentPath + ": not valid JSON: " + what;
        return result;
    }
    try {
        result.document = readRoot(json, documentFolder(documentPath));
    } catch (const ReadError &e) {
        result.error = documentPath + ": " + e.message;
    }
    return result;
}

} // namespace

DocumentReadResult parseDocument(std::string_view bytes, const std::string &documentPath)
{
    try {
        return parseOrThrow(bytes, documentPath);
    } catch (const std::bad_alloc &) {
        return {{}, documentPath + ": not enough memory to read it"};
    } catch (const std::exception &e) {
        return {{}, documentPath + ": " + e.what()};
    }
}

DocumentReadResult readDocument(const std::string &path)
{
    try {
        std::error_code ec;
        const std::filesystem::file_status status = std::filesystem::status(path, ec);
        if (ec || !std::filesystem::exists(status))
            return {{}, path + ": file not found"};
        if (std::filesystem::is_directory(status))
            return {{}, path + ": is a folder, not a project document"};
        const std::uintmax_t size = std::filesystem::file_size(path, ec);
        if (!ec && size > std::uintmax_t(maxDocumentBytes)) {
            return {{},
                    path + ": " + std::to_string(size >> 20) + " MB, more than the "
                            + std::to_string(maxDocumentBytes >> 20)
                            + " MB a project document may have"};
        }
        std::ifstream in(path, std::ios::binary);
        if (!in)
            return {{}, path + ": cannot be read"};
        std::string bytes;
        char buffer[1 << 16];
        while (in.read(buffer, sizeof buffer) || in.gcount() > 0) {
            bytes.append(buffer, std::size_t(in.gcount()));
            if (bytes.size() > std::size_t(maxDocumentBytes))
                return {{}, path + ": more than the 16 MB a project document may have"};
        }
        return parseDocument(bytes, path);
    } catch (const std::bad_alloc &) {
        return {{}, path + ": not enough memory to read it"};
    } catch (const std::exception &e) {
        return {{}, path + ": " + e.what()};
    }
}

} // namespace hitbox::runtime
