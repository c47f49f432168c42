/* hitbox.h: the C API of the hitbox runtime (C99). A game loads a Hitbox Studio project
 * document, places frames of its sprites and asks the editor's collision tiers, with the
 * answers the editor's preview and `hitbox-cli collide --json` give.
 *
 * Ownership: hitbox_document_load and hitbox_document_parse return a document the caller
 * frees with hitbox_document_free; every other function borrows it. Strings passed in are
 * copied when kept; strings returned (hitbox_sprite_name) live as long as the document.
 * Threads: any number of threads may call the const functions (every function taking
 * `const hitbox_document *`) on one document at once; hitbox_document_set_pixels and
 * hitbox_document_free must not run while another call uses the document.
 * Errors: no function aborts or lets a C++ exception out. Loading returns NULL and writes
 * a message naming the file and the problem into `error` (truncated to error_size,
 * always terminated when error_size > 0); hitbox_collide returns a nonzero status
 * (hitbox_status_text says what it means). */
#ifndef HITBOX_HITBOX_H
#define HITBOX_HITBOX_H

#include <stddef.h>

#if (defined(__GNUC__) || defined(__clang__)) && !defined(HITBOX_STATIC_WINDOWS)
#define HITBOX_C_API __attribute__((visibility("default")))
#else
#define HITBOX_C_API
#endif

#ifdef __cplusplus
extern "C" {
#endif

/** A loaded project document with its frames' pixels and colliders. */
typedef struct hitbox_document hitbox_document;

/** Where a frame is placed: x, y the pivot's world position; rotation clockwise in
 *  degrees; scale 1 = none (negative mirrors). Position and angle within +-1e7, each scale
 *  from 0.001 to 1000 in size, as `hitbox-cli collide --a`. */
typedef struct hitbox_placement
{
    double x, y, rotation_deg, scale_x, scale_y;
} hitbox_placement;

/** A tier's answer. */
typedef enum hitbox_verdict {
    HITBOX_MISS = 0,
    HITBOX_HIT = 1,
    HITBOX_NOT_APPLICABLE = 2
} hitbox_verdict;

/** The tiers, cheapest first (the editor's aabb, box, circle, armature and pixel). */
typedef enum hitbox_tier {
    HITBOX_TIER_AABB,
    HITBOX_TIER_BOX,
    HITBOX_TIER_CIRCLE,
    HITBOX_TIER_ARMATURE,
    HITBOX_TIER_PIXEL,
    HITBOX_TIER_COUNT
} hitbox_tier;

/** Every tier's verdict, the pipeline's verdict and the tier that decided it
 *  (HITBOX_TIER_COUNT when nothing in the question could be tested: pipeline is then
 *  HITBOX_NOT_APPLICABLE), and how many of A's solid image pixels fall on B's solid pixels
 *  (0 unless the pixel tier hits; counted in A's pixels, so swapping A and B keeps the
 *  verdicts but may change the number when scales differ). */
typedef struct hitbox_result
{
    hitbox_verdict tiers[HITBOX_TIER_COUNT];
    hitbox_verdict pipeline;
    hitbox_tier decided_by;
    long long overlap_pixels;
} hitbox_result;

/** hitbox_collide's statuses. */
enum {
    HITBOX_OK = 0,
    HITBOX_ERROR_ARGUMENT = 1,  /* a null pointer, an index or placement out of range, an
                                   unknown role or only one role given */
    HITBOX_ERROR_NO_PIXELS = 2, /* a frame has no pixels (loaded with HITBOX_LOAD_NO_IMAGES
                                   and none handed with hitbox_document_set_pixels) */
    HITBOX_ERROR_MEMORY = 3     /* memory ran out */
};

/** hitbox_document_load_with's flags. */
enum {
    HITBOX_LOAD_NO_IMAGES = 1 /* read the document only; hand pixels with
                                 hitbox_document_set_pixels */
};

/** Loads a document and decodes its images (PNG, JPEG, BMP, TGA, GIF). NULL and a message
 *  on failure. */
HITBOX_C_API hitbox_document *
hitbox_document_load(const char *path, char *error, size_t error_size);

/** hitbox_document_load with flags (HITBOX_LOAD_NO_IMAGES). */
HITBOX_C_API hitbox_document *
hitbox_document_load_with(const char *path, unsigned flags, char *error, size_t error_size);

/** A document from memory: `length` bytes of JSON; `document_path` names it in messages and
 *  relative image paths are resolved against its folder. */
HITBOX_C_API hitbox_document *hitbox_document_parse(const char *json,
                                                    size_t length,
                                                    const char *document_path,
                                                    unsigned flags,
                                                    char *error,
                                                    size_t error_size);

/** Frees a document (NULL is fine). */
HITBOX_C_API void hitbox_document_free(hitbox_document *doc);

/** Hands the pixels of the image `frame` of `sprite` comes from (the sprite's image, or
 *  the frame's own): unpremultiplied RGBA, rows `stride` bytes apart; the frame is cut out
 *  of it as the document says. `frame` -1 hands the sprite's image to every frame of the
 *  sprite that takes its pixels from it. Copied; 0 on success, else nonzero and a
 *  message. */
HITBOX_C_API int hitbox_document_set_pixels(hitbox_document *doc,
                                            int sprite,
                                            int frame,
                                            const unsigned char *rgba,
                                            int width,
                                            int height,
                                            int stride,
                                            char *error,
                                            size_t error_size);

/** The number of sprites. */
HITBOX_C_API int hitbox_sprite_count(const hitbox_document *doc);

/** The index of the first sprite named `name`; -1 when missing. */
HITBOX_C_API int hitbox_sprite_find(const hitbox_document *doc, const char *name);

/** The name of a sprite (UTF-8), or NULL for a bad index. */
HITBOX_C_API const char *hitbox_sprite_name(const hitbox_document *doc, int sprite);

/** The number of frames of a sprite; -1 for a bad index. */
HITBOX_C_API int hitbox_frame_count(const hitbox_document *doc, int sprite);

/** The frame shown `time_ms` after the animation started, looping as the editor's play mode
 *  (its play order, directions and durations; an animation saved with "loop": false holds its
 *  last frame once played); animations are found by the names the CLI
 *  uses (a repeated name is NAME_2, ...). -1 when the sprite or animation is missing. */
HITBOX_C_API int hitbox_animation_frame(const hitbox_document *doc,
                                        int sprite,
                                        const char *animation,
                                        double time_ms);

/** Every tier for frame `frame_a` of `sprite_a` placed at `a` against frame `frame_b` of
 *  `sprite_b` at `b`. With both roles NULL the document's collision matrix picks the shape
 *  pairs; with both given, A's shapes of role_a against B's of role_b (the pixels when both
 *  roles are bound to the image), as `hitbox-cli collide --roles`. */
HITBOX_C_API int hitbox_collide(const hitbox_document *doc,
                                int sprite_a,
                                int frame_a,
                                hitbox_placement a,
                                int sprite_b,
                                int frame_b,
                                hitbox_placement b,
                                const char *role_a,
                                const char *role_b,
                                hitbox_result *out);

/** The number of shapes of a frame (every role, in the document's order); -1 for bad
 *  indices. */
HITBOX_C_API int hitbox_shape_count(const hitbox_document *doc, int sprite, int frame);

/** A shape's name (UTF-8, may be empty), or NULL for bad indices. */
HITBOX_C_API const char *
hitbox_shape_name(const hitbox_document *doc, int sprite, int frame, int shape);

/** A shape's role (UTF-8), or NULL for bad indices. */
HITBOX_C_API const char *
hitbox_shape_role(const hitbox_document *doc, int sprite, int frame, int shape);

/* Custom properties: typed data the editor puts on shapes, frames, animations and sprites
 * (a hitbox's damage and knockback). Ask an owner for its list, then read the list by
 * index or by name:
 *
 *     const hitbox_properties *list = hitbox_shape_properties(doc, sprite, frame, shape);
 *     hitbox_property damage;
 *     if (hitbox_property_find(list, "damage", &damage) >= 0
 *         && damage.type == HITBOX_PROPERTY_INT)
 *         hp -= damage.int_value;
 */

/** A property's type; only the matching value field of hitbox_property is set. */
typedef enum hitbox_property_type {
    HITBOX_PROPERTY_STRING = 0, /* string_value, string_length */
    HITBOX_PROPERTY_INT = 1,    /* int_value: 32-bit signed */
    HITBOX_PROPERTY_NUMBER = 2, /* number_value: finite */
    HITBOX_PROPERTY_BOOL = 3,   /* bool_value: 0 or 1 */
    HITBOX_PROPERTY_COLOR = 4   /* color_value */
} hitbox_property_type;

/** A colour, 0..255 per channel (a = 255 is opaque). */
typedef struct hitbox_color
{
    unsigned char r, g, b, a;
} hitbox_color;

/** One property. The strings are UTF-8 and live as long as the document; a JSON string may
 *  hold NUL characters ("\u0000"), so the lengths (in bytes, without the terminating NUL)
 *  are given too. The value fields of other types are zero. */
typedef struct hitbox_property
{
    const char *name;
    size_t name_length;
    hitbox_property_type type;
    const char *string_value; /* "" unless HITBOX_PROPERTY_STRING */
    size_t string_length;
    int int_value;
    double number_value;
    int bool_value;
    hitbox_color color_value;
} hitbox_property;

/** The properties of one owner, borrowed from the document (never freed by the caller). */
typedef struct hitbox_properties hitbox_properties;

/** A sprite's properties; NULL for a bad index. An owner without properties gives an empty
 *  list, not NULL. */
HITBOX_C_API const hitbox_properties *hitbox_sprite_properties(const hitbox_document *doc,
                                                               int sprite);

/** The properties of the sprite's animation known by `animation` (the names
 *  hitbox_animation_frame takes: a repeated name is NAME_2, ...); NULL when missing. */
HITBOX_C_API const hitbox_properties *
hitbox_animation_properties(const hitbox_document *doc, int sprite, const char *animation);

/** A frame's properties; NULL for bad indices. */
HITBOX_C_API const hitbox_properties *
hitbox_frame_properties(const hitbox_document *doc, int sprite, int frame);

/** The properties of shape `shape` of a frame (hitbox_shape_count's order); NULL for bad
 *  indices. */
HITBOX_C_API const hitbox_properties *
hitbox_shape_properties(const hitbox_document *doc, int sprite, int frame, int shape);

/** The number of properties in a list (0 for NULL). */
HITBOX_C_API int hitbox_property_count(const hitbox_properties *list);

/** Fills `*out` with the property at `index` (the document's order): HITBOX_OK, or
 *  HITBOX_ERROR_ARGUMENT for a NULL list or out, or an index out of range. */
HITBOX_C_API int hitbox_property_at(const hitbox_properties *list, int index, hitbox_property *out);

/** Finds the property named `name` (compared byte for byte): its index with `*out` filled,
 *  or -1 (also for NULL arguments), `*out` untouched. */
HITBOX_C_API int
hitbox_property_find(const hitbox_properties *list, const char *name, hitbox_property *out);

/** A sentence for a status of hitbox_collide or hitbox_document_set_pixels. */
HITBOX_C_API const char *hitbox_status_text(int status);

#ifdef __cplusplus
}
#endif

#endif /* HITBOX_HITBOX_H */
