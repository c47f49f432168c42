#include "pixels.h"

#include <hitbox/pipeline.h>
#include <hitbox/runtime/runtime.h>

#include <algorithm>
#include <cmath>
#include <map>
#include <utility>

namespace hitbox::runtime {
namespace {

// Placement limits of `hitbox-cli collide --a/--b`: a scale of 0 has no inverse, and
// beyond these magnitudes an image's world size leaves the document's coordinate range.
constexpr double minScale = 0.001;
constexpr double maxScale = 1000.0;

using Pieces = std::shared_ptr<const std::vector<collision::Polygon>>;

// The armature pieces of polygon shapes, computed once per distinct outline and holes: the
// frames of an animation often carry equal shapes (copied or propagated), and a polygon with
// holes costs a convex decomposition.
class PieceCache
{
public:
    Pieces pieces(const Shape &shape)
    {
        std::vector<double> key;
        append(key, shape.polygon);
        for (const collision::Polygon &hole : shape.holes)
            append(key, hole);
        Pieces &cached = m_pieces[std::move(key)];
        if (!cached) {
            cached = std::make_shared<const std::vector<collision::Polygon>>(
                    armaturePolygons(shape.polygon, shape.holes));
        }
        return cached;
    }

private:
    static void append(std::vector<double> &key, const collision::Polygon &ring)
    {
        key.push_back(double(ring.points.size())); // keeps rings apart
        for (const collision::Vec2 p : ring.points) {
            key.push_back(p.x);
            key.push_back(p.y);
        }
    }

    std::map<std::vector<double>, Pieces> m_pieces;
};

// The shapes of a prepared frame that filterOf gives a filter, with it.
template<typename FilterOf>
FrameShapes collect(const Frame &frame, const PreparedFrame &prepared, FilterOf filterOf)
{
    FrameShapes out;
    for (std::size_t k = 0; k < frame.shapes.size(); ++k) {
        const Shape &shape = frame.shapes[k];
        const std::optional<collision::ShapeFilter> filter = filterOf(shape);
        if (!filter)
            continue;
        switch (shape.kind) {
        case ShapeKind::Box:
            out.addBox(shape.box, *filter, k);
            break;
        case ShapeKind::Circle:
            out.addCircle(shape.circle, *filter, k);
            break;
        case ShapeKind::Polygon:
            out.addPieces(*prepared.pieces[k], *filter, k);
            break;
        }
    }
    return out;
}

// The shapes by the document's collision matrix.
FrameShapes matrixShapes(const Frame &frame, const PreparedFrame &prepared, const RoleTable &roles)
{
    FrameShapes out = collect(
            frame, prepared, [&](const Shape &shape) -> std::optional<collision::ShapeFilter> {
                return roles.filter(shape.role);
            });
    out.imageFilter = roles.imageFilter();
    return out;
}

// The shapes of one role, all with `filter`; the pixels with it when the role is bound to
// the image (`hitbox-cli collide --roles`).
FrameShapes roleShapes(const Frame &frame,
                       const PreparedFrame &prepared,
                       std::string_view role,
                       collision::ShapeFilter filter,
                       bool usesImage)
{
    FrameShapes out = collect(
            frame, prepared, [&](const Shape &shape) -> std::optional<collision::ShapeFilter> {
                if (shape.role != role)
                    return std::nullopt;
                return filter;
            });
    out.imageFilter = usesImage ? filter : collision::ShapeFilter{0, 0};
    return out;
}

const std::string &sourcePath(const Sprite &sprite, const Frame &frame)
{
    return frame.region.imagePath.empty() ? sprite.imagePath : frame.region.imagePath;
}

// The frame's size, pivot and mask from the image its pixels come from; false when the
// frame's size is empty or larger than an image may be.
bool preparePixels(PreparedFrame &prepared,
                   const Sprite &sprite,
                   const Frame &frame,
                   const detail::RgbaImage &source)
{
    const detail::RgbaImage cut = detail::isWholeImage(frame.region)
                                          ? detail::RgbaImage{}
                                          : detail::cutFrame(source, frame.region);
    const detail::RgbaImage &image = detail::isWholeImage(frame.region) ? source : cut;
    if (image.isNull())
        return false;
    prepared.width = image.width;
    prepared.height = image.height;
    prepared.pivot = effectivePivot(sprite, frame, image.width, image.height);
    auto mask = std::make_shared<collision::Mask>(detail::solidMask(
            image, effectiveThreshold(sprite, frame), effectiveColorKey(sprite, frame)));
    if (!mask->isNull())
        prepared.mask = std::move(mask);
    return true;
}

hitbox_verdict toVerdict(collision::Verdict v)
{
    switch (v) {
    case collision::Verdict::Hit:
        return HITBOX_HIT;
    case collision::Verdict::Miss:
        return HITBOX_MISS;
    case collision::Verdict::NotRun:
    case collision::Verdict::NotApplicable:
        break;
    }
    return HITBOX_NOT_APPLICABLE;
}

} // namespace

LoadedDocument::LoadedDocument(Document document)
    : m_document(std::move(document))
{
    PieceCache cache;
    m_frames.resize(m_document.sprites.size());
    for (std::size_t s = 0; s < m_document.sprites.size(); ++s) {
        const Sprite &sprite = m_document.sprites[s];
        m_frames[s].resize(sprite.frames.size());
        for (std::size_t f = 0; f < sprite.frames.size(); ++f) {
            const Frame &frame = sprite.frames[f];
            PreparedFrame &prepared = m_frames[s][f];
            prepared.pieces.resize(frame.shapes.size());
            for (std::size_t k = 0; k < frame.shapes.size(); ++k) {
                if (frame.shapes[k].kind == ShapeKind::Polygon)
                    prepared.pieces[k] = cache.pieces(frame.shapes[k]);
            }
            prepared.shapes = matrixShapes(frame, prepared, m_document.roles);
        }
    }
}

std::optional<LoadedDocument>
LoadedDocument::fromDocument(Document document, std::string *error, bool loadImages)
{
    LoadedDocument loaded(std::move(document));
    if (loadImages && !loaded.loadImages(error))
        return std::nullopt;
    return loaded;
}

std::optional<LoadedDocument> LoadedDocument::parse(std::string_view bytes,
                                                    const std::string &documentPath,
                                                    std::string *error,
                                                    bool loadImages)
{
    DocumentReadResult read = parseDocument(bytes, documentPath);
    if (!read.ok()) {
        *error = read.error;
        return std::nullopt;
    }
    return fromDocument(std::move(read.document), error, loadImages);
}

std::optional<LoadedDocument>
LoadedDocument::load(const std::string &path, std::string *error, bool loadImages)
{
    DocumentReadResult read = readDocument(path);
    if (!read.ok()) {
        *error = read.error;
        return std::nullopt;
    }
    return fromDocument(std::move(read.document), error, loadImages);
}

bool LoadedDocument::loadImages(std::string *error)
{
    // Each image (and frame of an animated one) is decoded once for all frames using it.
    std::map<std::pair<std::string, int>, detail::RgbaImage> decoded;
    for (std::size_t s = 0; s < m_document.sprites.size(); ++s) {
        const Sprite &sprite = m_document.sprites[s];
        for (std::size_t f = 0; f < sprite.frames.size(); ++f) {
            const Frame &frame = sprite.frames[f];
            const std::pair<std::string, int> key{sourcePath(sprite, frame),
                                                  frame.region.imageIndex};
            auto it = decoded.find(key);
            if (it == decoded.end()) {
                std::string problem;
                detail::RgbaImage image = detail::decodeImageFile(key.first, key.second, &problem);
                if (image.isNull()) {
                    *error = "sprite \"" + sprite.name + "\", frame " + std::to_string(f) + ": "
                             + problem;
                    return false;
                }
                it = decoded.emplace(key, std::move(image)).first;
            }
            if (!preparePixels(m_frames[s][f], sprite, frame, it->second)) {
                *error = "sprite \"" + sprite.name + "\", frame " + std::to_string(f)
                         + ": the frame's size is empty or above "
                         + std::to_string(detail::maxImageSide) + " pixels a side";
                return false;
            }
        }
    }
    return true;
}

int LoadedDocument::findSprite(std::string_view name) const
{
    for (std::size_t i = 0; i < m_document.sprites.size(); ++i) {
        if (m_document.sprites[i].name == name)
            return int(i);
    }
    return -1;
}

int LoadedDocument::frameCount(int sprite) const
{
    if (sprite < 0 || sprite >= spriteCount())
        return -1;
    return int(m_document.sprites[std::size_t(sprite)].frames.size());
}

int LoadedDocument::animationFrame(int sprite, std::string_view animation, double timeMs) const
{
    if (sprite < 0 || sprite >= spriteCount() || !std::isfinite(timeMs))
        return -1;
    const Sprite &s = m_document.sprites[std::size_t(sprite)];
    const int index = animationIndex(s, animation);
    if (index < 0)
        return -1;
    const double clamped = std::clamp(std::floor(timeMs), -9.0e18, 9.0e18);
    return frameAtTime(s, index, std::int64_t(clamped));
}

const PreparedFrame *LoadedDocument::frame(int sprite, int frame) const
{
    if (sprite < 0 || sprite >= spriteCount() || frame < 0 || frame >= frameCount(sprite))
        return nullptr;
    return &m_frames[std::size_t(sprite)][std::size_t(frame)];
}

bool LoadedDocument::setPixels(int sprite,
                               int frame,
                               const std::uint8_t *rgba,
                               int width,
                               int height,
                               std::ptrdiff_t stride,
                               std::string *error)
{
    if (sprite < 0 || sprite >= spriteCount() || frame < -1 || frame >= frameCount(sprite)) {
        *error = "no sprite " + std::to_string(sprite) + " with a frame " + std::to_string(frame);
        return false;
    }
    const detail::RgbaImage image = detail::copyPixels(rgba, width, height, stride, error);
    if (image.isNull())
        return false;
    const Sprite &s = m_document.sprites[std::size_t(sprite)];
    for (std::size_t f = 0; f < s.frames.size(); ++f) {
        const bool chosen = frame >= 0 ? int(f) == frame : s.frames[f].region.imagePath.empty();
        if (!chosen)
            continue;
        PreparedFrame &prepared = m_frames[std::size_t(sprite)][f];
        prepared.width = prepared.height = 0;
        prepared.mask.reset();
        if (!preparePixels(prepared, s, s.frames[f], image)) {
            *error = "frame " + std::to_string(f) + " of sprite \"" + s.name
                     + "\": the frame's size is empty or above "
                     + std::to_string(detail::maxImageSide) + " pixels a side";
            return false;
        }
    }
    return true;
}

std::optional<collision::Collider> LoadedDocument::collider(int sprite,
                                                            int frameIndex,
                                                            const Placement &placement,
                                                            const char *role,
                                                            collision::ShapeFilter roleFilter) const
{
    const PreparedFrame *prepared = frame(sprite, frameIndex);
    if (prepared == nullptr)
        return std::nullopt;
    FrameShapes shapes = role != nullptr ? shapesOfRole(sprite, frameIndex, role, roleFilter)
                                         : prepared->shapes;
    return buildCollider(prepared->width,
                         prepared->height,
                         prepared->pivot,
                         placement,
                         std::move(shapes),
                         prepared->mask.get());
}

namespace {

void refillCollider(collision::Collider &c,
                    const PreparedFrame &frame,
                    const Placement &placement,
                    const FrameShapes &shapes)
{
    runtime::refillCollider(
            c, frame.width, frame.height, frame.pivot, placement, shapes, frame.mask.get());
}

} // namespace

int LoadedDocument::collide(int spriteA,
                            int frameA,
                            const hitbox_placement &a,
                            int spriteB,
                            int frameB,
                            const hitbox_placement &b,
                            const char *roleA,
                            const char *roleB,
                            hitbox_result *out) const
{
    Placement pa;
    Placement pb;
    const PreparedFrame *fa = frame(spriteA, frameA);
    const PreparedFrame *fb = frame(spriteB, frameB);
    if (out == nullptr || fa == nullptr || fb == nullptr || !toPlacement(a, &pa)
        || !toPlacement(b, &pb) || (roleA == nullptr) != (roleB == nullptr))
        return HITBOX_ERROR_ARGUMENT;
    if (roleA != nullptr
        && (m_document.roles.indexOf(roleA) < 0 || m_document.roles.indexOf(roleB) < 0))
        return HITBOX_ERROR_ARGUMENT;
    if (!fa->hasPixels() || !fb->hasPixels())
        return HITBOX_ERROR_NO_PIXELS;
    // Colliders reused from call to call on each thread: a game calls this per pair and per
    // frame, and fresh colliders would allocate every shape list each time.
    thread_local collision::Collider ca;
    thread_local collision::Collider cb;
    if (roleA == nullptr) {
        refillCollider(ca, *fa, pa, fa->shapes);
        refillCollider(cb, *fb, pb, fb->shapes);
    } else {
        // A's role is category 1 tested against 2, B's the reverse (the CLI's rule).
        refillCollider(ca, *fa, pa, shapesOfRole(spriteA, frameA, roleA, {1, 2}));
        refillCollider(cb, *fb, pb, shapesOfRole(spriteB, frameB, roleB, {2, 1}));
    }
    *out = toResult(collision::evaluateAllTiers(ca, cb));
    return HITBOX_OK;
}

FrameShapes LoadedDocument::shapesOfRole(int sprite,
                                         int frameIndex,
                                         const char *role,
                                         collision::ShapeFilter roleFilter) const
{
    const Frame &f = m_document.sprites[std::size_t(sprite)].frames[std::size_t(frameIndex)];
    return roleShapes(f,
                      m_frames[std::size_t(sprite)][std::size_t(frameIndex)],
                      role,
                      roleFilter,
                      m_document.roles.usesImage(role));
}

bool toPlacement(const hitbox_placement &in, Placement *out)
{
    for (const double v : {in.x, in.y, in.rotation_deg}) {
        if (!std::isfinite(v) || std::abs(v) > maxCoordinate)
            return false;
    }
    for (const double s : {in.scale_x, in.scale_y}) {
        if (!(std::abs(s) >= minScale && std::abs(s) <= maxScale))
            return false;
    }
    out->position = {in.x, in.y};
    out->rotation = in.rotation_deg;
    out->scale = {in.scale_x, in.scale_y};
    return true;
}

hitbox_result toResult(const collision::CollisionReport &report)
{
    hitbox_result r{};
    for (std::size_t t = 0; t < collision::allTiers.size(); ++t)
        r.tiers[t] = toVerdict(report.tiers[t].verdict);
    r.pipeline = !report.decidedBy ? HITBOX_NOT_APPLICABLE : report.hit ? HITBOX_HIT : HITBOX_MISS;
    r.decided_by = report.decidedBy ? hitbox_tier(int(*report.decidedBy)) : HITBOX_TIER_COUNT;
    r.overlap_pixels = report[collision::Tier::Pixel].pixels.count.value_or(0);
    return r;
}

} // namespace hitbox::runtime
