#pragma once

#include "model/document/colorkey.h"
#include "model/document/framesource.h"
#include "model/document/properties.h"

#include <hitbox/geometry.h>
#include <hitbox/shapes.h>

#include <QList>
#include <QSize>
#include <QString>

#include <functional>
#include <optional>

namespace hitbox::model {

/// Default alpha threshold: a pixel is solid iff alpha >= 128.
inline constexpr int defaultThreshold = 128;

/// Most holes a polygon shape may have (documents, the clipboard and traces keep to it):
/// far more than any drawn or traced sprite needs.
inline constexpr int maxHolesPerShape = 4096;

/// What kind of shape a Shape is; each kind feeds one tier.
enum class ShapeKind {
    Box,     ///< an axis-aligned box in sprite-local pixels (box tier)
    Circle,  ///< a circle (circle tier)
    Polygon, ///< a polygon, concave allowed (armature tier)
};

/// One collision shape of a frame: a box, a circle or a polygon, with a name, a role and a
/// sensor flag. Only the field of its kind is meaningful.
struct Shape
{
    ShapeKind kind = ShapeKind::Polygon;
    QString name;             ///< shown in the shapes list; may be empty
    QString role;             ///< a role of the document's RoleTable, e.g. "hurtbox"
    bool sensor = false;      ///< detects overlaps without a physical response (exports)
    collision::Rect box;      ///< kind Box: sprite-local, half-open
    collision::Circle circle; ///< kind Circle: sprite-local
    collision::Polygon
            polygon; ///< kind Polygon: the outer loop, sprite-local (relative to the pivot)
    /// kind Polygon: holes, each strictly inside `polygon` and outside each other; the
    /// shape is one region (collision::PolygonWithHoles) edited as one outline.
    QList<collision::Polygon> holes;
    /// kind Polygon: the alpha threshold its outline was traced at; empty for shapes drawn,
    /// imported, copied to another frame or edited by hand (they are the user's). A trace
    /// at another threshold than its frame's no longer matches the pixels (isOutdatedTrace).
    std::optional<int> tracedThreshold;
    /// Made from the sprite's source (an Aseprite slice or hitbox layer): a reimport
    /// replaces it on frames whose source changed. Cleared, like tracedThreshold, when the
    /// shape is edited by hand or copied (it is then the user's).
    bool fromSource = false;
    Properties properties{}; ///< custom properties, carried into exports (properties.h)

    bool isBox() const { return kind == ShapeKind::Box; }
    bool isCircle() const { return kind == ShapeKind::Circle; }
    bool isPolygon() const { return kind == ShapeKind::Polygon; }

    static Shape makeBox(const collision::Rect &box, const QString &role, const QString &name = {});
    static Shape
    makeCircle(const collision::Circle &circle, const QString &role, const QString &name = {});
    static Shape
    makePolygon(const collision::Polygon &polygon, const QString &role, const QString &name = {});

    friend bool operator==(const Shape &, const Shape &) = default;
};

/// A polygon shape's region: its outer loop and its holes.
collision::PolygonWithHoles shapeRegion(const Shape &shape);

/// The lower-case name of a shape kind used in files, the CLI and the editor: "box",
/// "circle", "polygon".
QString shapeKindName(ShapeKind kind);

/// One frame of a sprite: where its pixels come from, how long it shows and its shapes.
/// Settings left empty are the sprite's.
struct Frame
{
    QString name;                            ///< the importer's frame name ("idle:0"); may be empty
    FrameRegion region;                      ///< the frame's pixels (default: the whole image)
    int durationMs = defaultFrameDurationMs; ///< how long the frame shows, > 0
    std::optional<collision::Vec2> pivot;    ///< untrimmed-frame pixels; empty: the sprite's
    std::optional<int> threshold;            ///< alpha threshold; empty: the sprite's
    std::optional<ColorKey> colorKey;        ///< colour key; empty: the sprite's
    QList<Shape> shapes;                     ///< in list order, relative to the pivot
    /// A short digest of what the sprite's source gave this frame (its untrimmed pixels and
    /// its source shapes, sourceDigest.h); empty when unknown. A reimport compares it.
    QString sourceDigest;
    Properties properties{}; ///< custom properties (Tiled: the tile's)

    friend bool operator==(const Frame &, const Frame &) = default;
};

/// A named sequence of a sprite's frames.
struct Animation
{
    QString name;
    QList<int> frames; ///< indices into Sprite::frames, in play order
    AnimationDirection direction = AnimationDirection::Forward;
    /// Plays over and over; false: plays once and holds its last frame forever (MUGEN's
    /// time -1 on its last element).
    bool loop = true;
    Properties properties{}; ///< custom properties

    friend bool operator==(const Animation &, const Animation &) = default;
};

/// A sprite of a project: one object or character, its frames and animations. Shapes are
/// stored per frame in sprite-local pixel coordinates, relative to the frame's pivot.
struct Sprite
{
    QString name;                         ///< display name, unique in a project
    QString imagePath;                    ///< absolute path in memory; relative in files
    int threshold = defaultThreshold;     ///< alpha threshold, 0..255
    std::optional<ColorKey> colorKey;     ///< transparent colour for images without alpha
    std::optional<collision::Vec2> pivot; ///< frame pixels; empty means the frame's centre
    QList<Frame> frames{Frame{}};         ///< at least one
    QList<Animation> animations;          ///< may be empty
    std::optional<SpriteSource> source;   ///< where it was added from; empty: unknown
    Properties properties{};              ///< custom properties (Tiled: the tileset's)

    friend bool operator==(const Sprite &, const Sprite &) = default;
};

/// The pivot of a frame of `frameSize` in untrimmed-frame pixels: the frame's own, else the
/// sprite's, else the frame's centre.
collision::Vec2 effectivePivot(const Sprite &sprite, const Frame &frame, QSize frameSize);

/// The sprite-wide pivot (ignoring frames' own): the stored one, or the centre of a frame
/// of `frameSize`.
collision::Vec2 effectivePivot(const Sprite &sprite, QSize frameSize);

/// The frame's alpha threshold: its own, else the sprite's.
int effectiveThreshold(const Sprite &sprite, const Frame &frame);

/// True when `shape` was traced at another alpha threshold than the frame's (its own, else
/// the sprite's): the outline no longer matches the solid pixels and wants re-tracing.
bool isOutdatedTrace(const Sprite &sprite, const Frame &frame, const Shape &shape);

/// The number of the frame's shapes that are outdated traces (isOutdatedTrace).
int outdatedTraceCount(const Sprite &sprite, const Frame &frame);

/// The frame's colour key: its own, else the sprite's.
std::optional<ColorKey> effectiveColorKey(const Sprite &sprite, const Frame &frame);

/// The frame at `index`, clamped into the sprite's frames (a sprite always has one).
const Frame &frameAt(const Sprite &sprite, int index);

/// `base` when `isTaken` says it is free, else the first free one of "base 2", "base 3",
/// ...: names for new sprites made from file names. `base` is used as it is, so a name
/// like "x%1" stays "x%1 2".
QString uniqueSpriteName(const QString &base, const std::function<bool(const QString &)> &isTaken);

} // namespace hitbox::model
