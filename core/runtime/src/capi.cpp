// The C API (hitbox.h) over LoadedDocument: every entry point catches what the C++ side
// may throw (std::bad_alloc above all), so no exception crosses into C.

#include <hitbox/hitbox.h>
#include <hitbox/runtime/runtime.h>

#include <algorithm>
#include <cstring>
#include <new>

struct hitbox_document
{
    hitbox::runtime::LoadedDocument loaded;
};

namespace {

void writeError(const std::string &message, char *error, std::size_t size)
{
    if (error == nullptr || size == 0)
        return;
    const std::size_t n = std::min(message.size(), size - 1);
    std::memcpy(error, message.data(), n);
    error[n] = '\0';
}

const hitbox::runtime::Sprite *spriteAt(const hitbox_document *doc, int sprite)
{
    if (doc == nullptr || sprite < 0 || sprite >= doc->loaded.spriteCount())
        return nullptr;
    return &doc->loaded.document().sprites[std::size_t(sprite)];
}

const hitbox::runtime::Frame *frameAt(const hitbox_document *doc, int sprite, int frame)
{
    const hitbox::runtime::Sprite *s = spriteAt(doc, sprite);
    if (s == nullptr || frame < 0 || std::size_t(frame) >= s->frames.size())
        return nullptr;
    return &s->frames[std::size_t(frame)];
}

const hitbox::runtime::Shape *shapeAt(const hitbox_document *doc, int sprite, int frame, int shape)
{
    const hitbox::runtime::Frame *f = frameAt(doc, sprite, frame);
    if (f == nullptr || shape < 0 || std::size_t(shape) >= f->shapes.size())
        return nullptr;
    return &f->shapes[std::size_t(shape)];
}

// hitbox_properties is never defined: a list handed out is the owner's Properties.
const hitbox_properties *handle(const hitbox::runtime::Properties &properties)
{
    return reinterpret_cast<const hitbox_properties *>(&properties);
}

const hitbox::runtime::Properties *propertiesOf(const hitbox_properties *list)
{
    return reinterpret_cast<const hitbox::runtime::Properties *>(list);
}

void fill(const hitbox::runtime::Property &p, hitbox_property *out)
{
    using hitbox::runtime::PropertyType;
    *out = hitbox_property{};
    out->name = p.name.c_str();
    out->name_length = p.name.size();
    out->type = hitbox_property_type(p.type());
    out->string_value = "";
    switch (p.type()) {
    case PropertyType::String: {
        const std::string &text = std::get<std::string>(p.value);
        out->string_value = text.c_str();
        out->string_length = text.size();
        break;
    }
    case PropertyType::Int:
        out->int_value = std::get<std::int32_t>(p.value);
        break;
    case PropertyType::Number:
        out->number_value = std::get<double>(p.value);
        break;
    case PropertyType::Bool:
        out->bool_value = std::get<bool>(p.value) ? 1 : 0;
        break;
    case PropertyType::Color: {
        const hitbox::runtime::PropertyColor &c = std::get<hitbox::runtime::PropertyColor>(p.value);
        out->color_value = hitbox_color{c.red, c.green, c.blue, c.alpha};
        break;
    }
    }
}

hitbox_document *wrap(std::optional<hitbox::runtime::LoadedDocument> loaded,
                      const std::string &problem,
                      char *error,
                      std::size_t errorSize)
{
    if (!loaded) {
        writeError(problem, error, errorSize);
        return nullptr;
    }
    writeError({}, error, errorSize);
    return new hitbox_document{std::move(*loaded)};
}

} // namespace

extern "C" {

hitbox_document *
hitbox_document_load_with(const char *path, unsigned flags, char *error, size_t error_size)
{
    try {
        if (path == nullptr) {
            writeError("no document path given", error, error_size);
            return nullptr;
        }
        std::string problem;
        auto loaded = hitbox::runtime::LoadedDocument::load(
                path, &problem, (flags & HITBOX_LOAD_NO_IMAGES) == 0);
        return wrap(std::move(loaded), problem, error, error_size);
    } catch (const std::exception &e) {
        writeError(std::string(path) + ": " + e.what(), error, error_size);
    } catch (...) {
        writeError(std::string(path) + ": unexpected failure", error, error_size);
    }
    return nullptr;
}

hitbox_document *hitbox_document_load(const char *path, char *error, size_t error_size)
{
    return hitbox_document_load_with(path, 0, error, error_size);
}

hitbox_document *hitbox_document_parse(const char *json,
                                       size_t length,
                                       const char *document_path,
                                       unsigned flags,
                                       char *error,
                                       size_t error_size)
{
    const std::string name = document_path != nullptr ? document_path : "(memory)";
    try {
        if (json == nullptr) {
            writeError(name + ": no bytes given", error, error_size);
            return nullptr;
        }
        std::string problem;
        auto loaded = hitbox::runtime::LoadedDocument::parse(std::string_view(json, length),
                                                             name,
                                                             &problem,
                                                             (flags & HITBOX_LOAD_NO_IMAGES) == 0);
        return wrap(std::move(loaded), problem, error, error_size);
    } catch (const std::exception &e) {
        writeError(name + ": " + e.what(), error, error_size);
    } catch (...) {
        writeError(name + ": unexpected failure", error, error_size);
    }
    return nullptr;
}

void hitbox_document_free(hitbox_document *doc)
{
    delete doc;
}

int hitbox_document_set_pixels(hitbox_document *doc,
                               int sprite,
                               int frame,
                               const unsigned char *rgba,
                               int width,
                               int height,
                               int stride,
                               char *error,
                               size_t error_size)
{
    if (doc == nullptr) {
        writeError("no document given", error, error_size);
        return HITBOX_ERROR_ARGUMENT;
    }
    try {
        std::string problem;
        if (!doc->loaded.setPixels(sprite, frame, rgba, width, height, stride, &problem)) {
            writeError(problem, error, error_size);
            return HITBOX_ERROR_ARGUMENT;
        }
        writeError({}, error, error_size);
        return HITBOX_OK;
    } catch (...) {
        writeError("not enough memory for the pixels", error, error_size);
    }
    return HITBOX_ERROR_MEMORY;
}

int hitbox_sprite_count(const hitbox_document *doc)
{
    return doc != nullptr ? doc->loaded.spriteCount() : 0;
}

int hitbox_sprite_find(const hitbox_document *doc, const char *name)
{
    return doc != nullptr && name != nullptr ? doc->loaded.findSprite(name) : -1;
}

const char *hitbox_sprite_name(const hitbox_document *doc, int sprite)
{
    if (doc == nullptr || sprite < 0 || sprite >= doc->loaded.spriteCount())
        return nullptr;
    return doc->loaded.document().sprites[std::size_t(sprite)].name.c_str();
}

int hitbox_frame_count(const hitbox_document *doc, int sprite)
{
    return doc != nullptr ? doc->loaded.frameCount(sprite) : -1;
}

int hitbox_animation_frame(const hitbox_document *doc,
                           int sprite,
                           const char *animation,
                           double time_ms)
{
    if (doc == nullptr || animation == nullptr)
        return -1;
    try {
        return doc->loaded.animationFrame(sprite, animation, time_ms);
    } catch (...) {
        return -1;
    }
}

int hitbox_collide(const hitbox_document *doc,
                   int sprite_a,
                   int frame_a,
                   hitbox_placement a,
                   int sprite_b,
                   int frame_b,
                   hitbox_placement b,
                   const char *role_a,
                   const char *role_b,
                   hitbox_result *out)
{
    if (doc == nullptr)
        return HITBOX_ERROR_ARGUMENT;
    try {
        return doc->loaded.collide(sprite_a, frame_a, a, sprite_b, frame_b, b, role_a, role_b, out);
    } catch (...) {
        return HITBOX_ERROR_MEMORY; // only std::bad_alloc can get here
    }
}

int hitbox_shape_count(const hitbox_document *doc, int sprite, int frame)
{
    const hitbox::runtime::Frame *f = frameAt(doc, sprite, frame);
    return f != nullptr ? int(f->shapes.size()) : -1;
}

const char *hitbox_shape_name(const hitbox_document *doc, int sprite, int frame, int shape)
{
    const hitbox::runtime::Shape *s = shapeAt(doc, sprite, frame, shape);
    return s != nullptr ? s->name.c_str() : nullptr;
}

const char *hitbox_shape_role(const hitbox_document *doc, int sprite, int frame, int shape)
{
    const hitbox::runtime::Shape *s = shapeAt(doc, sprite, frame, shape);
    return s != nullptr ? s->role.c_str() : nullptr;
}

const hitbox_properties *hitbox_sprite_properties(const hitbox_document *doc, int sprite)
{
    const hitbox::runtime::Sprite *s = spriteAt(doc, sprite);
    return s != nullptr ? handle(s->properties) : nullptr;
}

const hitbox_properties *
hitbox_animation_properties(const hitbox_document *doc, int sprite, const char *animation)
{
    const hitbox::runtime::Sprite *s = spriteAt(doc, sprite);
    if (s == nullptr || animation == nullptr)
        return nullptr;
    try {
        const int index = hitbox::runtime::animationIndex(*s, animation);
        return index >= 0 ? handle(s->animations[std::size_t(index)].properties) : nullptr;
    } catch (...) {
        return nullptr; // the unique names ran out of memory
    }
}

const hitbox_properties *hitbox_frame_properties(const hitbox_document *doc, int sprite, int frame)
{
    const hitbox::runtime::Frame *f = frameAt(doc, sprite, frame);
    return f != nullptr ? handle(f->properties) : nullptr;
}

const hitbox_properties *
hitbox_shape_properties(const hitbox_document *doc, int sprite, int frame, int shape)
{
    const hitbox::runtime::Shape *s = shapeAt(doc, sprite, frame, shape);
    return s != nullptr ? handle(s->properties) : nullptr;
}

int hitbox_property_count(const hitbox_properties *list)
{
    return list != nullptr ? int(propertiesOf(list)->size()) : 0;
}

int hitbox_property_at(const hitbox_properties *list, int index, hitbox_property *out)
{
    if (list == nullptr || out == nullptr || index < 0
        || std::size_t(index) >= propertiesOf(list)->size())
        return HITBOX_ERROR_ARGUMENT;
    fill((*propertiesOf(list))[std::size_t(index)], out);
    return HITBOX_OK;
}

int hitbox_property_find(const hitbox_properties *list, const char *name, hitbox_property *out)
{
    if (list == nullptr || name == nullptr || out == nullptr)
        return -1;
    const hitbox::runtime::Properties &properties = *propertiesOf(list);
    for (std::size_t i = 0; i < properties.size(); ++i) {
        if (properties[i].name == name) {
            fill(properties[i], out);
            return int(i);
        }
    }
    return -1;
}

const char *hitbox_status_text(int status)
{
    switch (status) {
    case HITBOX_OK:
        return "ok";
    case HITBOX_ERROR_ARGUMENT:
        return "bad argument: a null pointer, a sprite or frame index out of range, a placement "
               "out of range, an unknown role, or only one role given";
    case HITBOX_ERROR_NO_PIXELS:
        return "a frame has no pixels: load with images or hand them with "
               "hitbox_document_set_pixels";
    case HITBOX_ERROR_MEMORY:
        return "not enough memory";
    default:
        break;
    }
    return "unknown status";
}

} // extern "C"
