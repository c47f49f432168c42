#pragma once

#include <hitbox/collider.h>
#include <hitbox/export.h>
#include <hitbox/geometry.h>
#include <hitbox/runtime/properties.h>
#include <hitbox/shapes.h>

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace hitbox::runtime {

HITBOX_API_BEGIN

/// The newest document version read (version 1 and 2 are read).
inline constexpr int documentVersion = 2;
/// The alpha threshold of sprites that give none: solid iff alpha >= 128.
inline constexpr int defaultThreshold = 128;
/// How long a frame that gives no duration shows, in milliseconds.
inline constexpr int defaultFrameDurationMs = 100;
/// Limits a document is held to (as the editor holds it): frames a sprite may have, a
/// frame's longest duration, roles, holes of one polygon, the magnitude of coordinates, a
/// frame's rectangle and size per side, the document's size in bytes.
inline constexpr int maxFramesPerSprite = 10000;
inline constexpr int maxFrameDurationMs = 3600 * 1000;
inline constexpr int maxRoles = 64;
inline constexpr int maxHolesPerShape = 4096;
inline constexpr double maxCoordinate = 1.0e7;
inline constexpr int maxFramePixels = 1 << 20;
inline constexpr std::int64_t maxDocumentBytes = std::int64_t(16) << 20;

/// A colour treated as transparent: a pixel whose red, green and blue each differ from
/// the key's by at most `tolerance` gets alpha 0.
struct ColorKey
{
    std::uint8_t red = 0;
    std::uint8_t green = 0;
    std::uint8_t blue = 0;
    int tolerance = 0; ///< 0..255

    friend bool operator==(const ColorKey &, const ColorKey &) = default;
};

/// What kind of shape a Shape is; each kind feeds one tier.
enum class ShapeKind { Box, Circle, Polygon };

/// One collision shape of a frame; only the field of its kind is meaningful. Coordinates
/// are frame pixels relative to the pivot.
struct Shape
{
    ShapeKind kind = ShapeKind::Polygon;
    std::string name;                      ///< may be empty
    std::string role = "body";             ///< a role of the document (else it meets nothing)
    bool sensor = false;                   ///< for exporters; no effect on the tiers
    collision::Rect box;                   ///< kind Box
    collision::Circle circle;              ///< kind Circle
    collision::Polygon polygon;            ///< kind Polygon: the outline
    std::vector<collision::Polygon> holes; ///< kind Polygon: holes inside the outline
    Properties properties;                 ///< custom properties (a hitbox's damage, ...)

    friend bool operator==(const Shape &, const Shape &) = default;
};

/// Where a frame's pixels come from (atlas packers trim and rotate; the frame is always
/// the untrimmed image of `sourceWidth` x `sourceHeight`, mirrored last when flipped).
struct FrameRegion
{
    std::string imagePath; ///< the frame's own image, resolved; empty: the sprite's
    int imageIndex = 0;    ///< frame of an animated image (GIF), else 0
    bool hasRect = false;  ///< false: the whole image
    int x = 0, y = 0, width = 0, height = 0; ///< the stored pixels in the image
    bool rotated = false;                    ///< stored rotated 90 degrees clockwise in the atlas
    int sourceWidth = 0;                     ///< untrimmed size; 0: the (unrotated) rectangle's
    int sourceHeight = 0;
    int trimX = 0, trimY = 0; ///< where the stored pixels start in the untrimmed frame
    bool flipX = false;       ///< the untrimmed frame mirrored left-right
    bool flipY = false;       ///< the untrimmed frame mirrored top-bottom

    friend bool operator==(const FrameRegion &, const FrameRegion &) = default;
};

/// One frame of a sprite. Settings left empty are the sprite's.
struct Frame
{
    FrameRegion region;
    int durationMs = defaultFrameDurationMs;
    std::optional<collision::Vec2> pivot;
    std::optional<int> threshold;
    std::optional<ColorKey> colorKey;
    std::vector<Shape> shapes;
    Properties properties;

    friend bool operator==(const Frame &, const Frame &) = default;
};

/// The order in which an animation plays its frames.
enum class AnimationDirection { Forward, Reverse, PingPong };

/// A named sequence of a sprite's frames.
struct Animation
{
    std::string name;
    std::vector<int> frames; ///< indices into Sprite::frames, in play order
    AnimationDirection direction = AnimationDirection::Forward;
    /// Plays over and over; false: plays once and holds its last frame.
    bool loop = true;
    Properties properties;

    friend bool operator==(const Animation &, const Animation &) = default;
};

/// A sprite: its image, settings, frames (at least one) and animations.
struct Sprite
{
    std::string name;
    std::string imagePath; ///< resolved against the document's folder
    int threshold = defaultThreshold;
    std::optional<ColorKey> colorKey;
    std::optional<collision::Vec2> pivot; ///< empty: the frame's centre
    std::vector<Frame> frames;
    std::vector<Animation> animations;
    Properties properties;

    friend bool operator==(const Sprite &, const Sprite &) = default;
};

/// A role shapes can have and the roles it collides with; `usesImage` binds the sprite's
/// solid pixels to it.
struct Role
{
    std::string name;
    std::vector<std::string> collidesWith;
    bool usesImage = false;

    friend bool operator==(const Role &, const Role &) = default;
};

/// The document's roles and its collision matrix (symmetric: a pair collides when either
/// lists the other).
struct RoleTable
{
    std::vector<Role> roles;

    /// body, hitbox, hurtbox and sensor, as the editor starts a document.
    static RoleTable defaults();
    /// The index of a role, or -1.
    int indexOf(std::string_view name) const;
    /// True when shapes of these roles are tested against each other.
    bool collide(std::string_view a, std::string_view b) const;
    /// The kernel filter of a shape with this role: its bit as category, the bits of the
    /// roles it meets as mask; {0, 0} for an unknown role.
    collision::ShapeFilter filter(std::string_view role) const;
    /// The filter of the solid pixels: the bits of the roles bound to the image and of the
    /// roles they meet; {0, 0} when none is bound.
    collision::ShapeFilter imageFilter() const;
    /// True when the role exists and is bound to the image.
    bool usesImage(std::string_view role) const;

    friend bool operator==(const RoleTable &, const RoleTable &) = default;
};

/// Everything of a project document a game needs.
struct Document
{
    int version = documentVersion; ///< the version the file was written in
    std::vector<Sprite> sprites;
    RoleTable roles = RoleTable::defaults();

    friend bool operator==(const Document &, const Document &) = default;
};

/// A document, or why it could not be read ("<file>: <where>: <problem>").
struct DocumentReadResult
{
    Document document;
    std::string error; ///< empty on success
    bool ok() const { return error.empty(); }
};

/// Parses the bytes of a document; `documentPath` names it in messages and relative image
/// paths are resolved against its folder. Never throws.
DocumentReadResult parseDocument(std::string_view bytes, const std::string &documentPath);

/// Reads and parses a document file. Never throws.
DocumentReadResult readDocument(const std::string &path);

/// The frame's pivot for a frame of `width` x `height`: its own, else the sprite's, else
/// the frame's centre.
collision::Vec2 effectivePivot(const Sprite &sprite, const Frame &frame, int width, int height);

/// The frame's threshold and colour key: its own, else the sprite's.
int effectiveThreshold(const Sprite &sprite, const Frame &frame);
std::optional<ColorKey> effectiveColorKey(const Sprite &sprite, const Frame &frame);

HITBOX_API_END

} // namespace hitbox::runtime
