#pragma once

#include <hitbox/collider.h>
#include <hitbox/export.h>
#include <hitbox/hitbox.h>
#include <hitbox/mask.h>
#include <hitbox/pipeline.h>
#include <hitbox/runtime/colliders.h>
#include <hitbox/runtime/document.h>

#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace hitbox::runtime {

HITBOX_API_BEGIN

/// The names animations are known by outside the document: each one's own name, except
/// that a repeated name becomes NAME_2, NAME_3, ... (the first N from 2 no animation has
/// and no earlier repeat got), as the editor's importer, the CLI and the exporters name
/// them.
std::vector<std::string> uniqueAnimationNames(const Sprite &sprite);

/// The index of the sprite's animation known by `name` (uniqueAnimationNames), or -1.
int animationIndex(const Sprite &sprite, std::string_view name);

/// The frames of one cycle of animation `animation` in play order (every frame forward
/// when it names none or lists no valid frame); reverse plays backwards, ping-pong there
/// and back without repeating the ends.
std::vector<int> playSequence(const Sprite &sprite, int animation);

/// The frame shown `timeMs` after the animation started, looping (an animation whose
/// `loop` is false holds its last frame once its one cycle is over); a negative time shows
/// the first frame.
int frameAtTime(const Sprite &sprite, int animation, std::int64_t timeMs);

/// One frame ready for the tiers: its untrimmed size, pivot, solid mask and the shapes the
/// document's collision matrix lets take part.
struct PreparedFrame
{
    int width = 0; ///< 0 while the frame has no pixels
    int height = 0;
    collision::Vec2 pivot;
    std::shared_ptr<const collision::Mask> mask;
    FrameShapes shapes;
    /// Per shape of the frame, the armature pieces of a polygon shape (armaturePolygons),
    /// computed once at load; null for boxes and circles. Equal shapes share their pieces.
    std::vector<std::shared_ptr<const std::vector<collision::Polygon>>> pieces;

    bool hasPixels() const { return width > 0 && height > 0; }
};

/// A document with its frames prepared: the C++ API of the runtime (hitbox.h is the C one
/// over the same value types). Const member functions may run on many threads at once.
class LoadedDocument
{
public:
    /// Reads `path` and, unless `loadImages` is false, decodes every image the frames
    /// use. Empty and `*error` set on failure.
    static std::optional<LoadedDocument>
    load(const std::string &path, std::string *error, bool loadImages = true);
    /// The same from the bytes of a document (`documentPath` names it and is where
    /// relative image paths start).
    static std::optional<LoadedDocument> parse(std::string_view bytes,
                                               const std::string &documentPath,
                                               std::string *error,
                                               bool loadImages = true);
    /// A document already read.
    static std::optional<LoadedDocument>
    fromDocument(Document document, std::string *error, bool loadImages = true);

    const Document &document() const { return m_document; }
    int spriteCount() const { return int(m_document.sprites.size()); }
    /// The first sprite named `name`, or -1.
    int findSprite(std::string_view name) const;
    /// The sprite's frames, or -1 for a bad index.
    int frameCount(int sprite) const;
    /// hitbox_animation_frame.
    int animationFrame(int sprite, std::string_view animation, double timeMs) const;
    /// The prepared frame, or null for bad indices.
    const PreparedFrame *frame(int sprite, int frame) const;

    /// hitbox_document_set_pixels: false and `*error` on bad arguments.
    bool setPixels(int sprite,
                   int frame,
                   const std::uint8_t *rgba,
                   int width,
                   int height,
                   std::ptrdiff_t stride,
                   std::string *error);

    /// The kernel collider of a placed frame (shapes by the matrix, or of `role` only with
    /// `roleFilter` when a role is given). Keep the document alive while it is used.
    /// Null when the indices are bad.
    std::optional<collision::Collider> collider(int sprite,
                                                int frame,
                                                const Placement &placement,
                                                const char *role = nullptr,
                                                collision::ShapeFilter roleFilter = {}) const;

    /// hitbox_collide: HITBOX_OK and `*out` filled, or a status.
    int collide(int spriteA,
                int frameA,
                const hitbox_placement &a,
                int spriteB,
                int frameB,
                const hitbox_placement &b,
                const char *roleA,
                const char *roleB,
                hitbox_result *out) const;

private:
    explicit LoadedDocument(Document document);
    bool loadImages(std::string *error);
    FrameShapes
    shapesOfRole(int sprite, int frame, const char *role, collision::ShapeFilter roleFilter) const;

    Document m_document;
    std::vector<std::vector<PreparedFrame>> m_frames;
};

/// A C placement as the runtime's Placement; false when it is out of range (not finite,
/// position or angle beyond +-1e7, a scale below 0.001 or above 1000 in size).
bool toPlacement(const hitbox_placement &in, Placement *out);

/// A kernel report as the C result.
hitbox_result toResult(const collision::CollisionReport &report);

HITBOX_API_END

} // namespace hitbox::runtime
