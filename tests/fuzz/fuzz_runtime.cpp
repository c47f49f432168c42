// Fuzz target: any bytes as a project document read by the runtime (hitbox::runtime), against
// the editor's reader. The C API never crashes or lets an exception out; what the runtime
// reads, the editor reads to the same document, custom properties included (unless the
// editor's own sections, the preview and the export settings, are broken; and the runtime
// refuses only what the editor refuses, or JSON its stricter parser refuses); the C API's
// property lists agree with the C++ document; every frame of a read document gets pixels
// from memory and collides with every other, with the matrix and with roles.
// Seeds: corpus/project (a target without this line starts from corpus/runtime).

#include "../runtime/documentoracle.h"

#include "model/io/projectformat.h"

#include <hitbox/hitbox.h>
#include <hitbox/runtime/document.h>
#include <hitbox/runtime/runtime.h>

#include <cstdint>
#include <cstdlib>
#include <cstring>
#include <string>
#include <vector>

namespace {

// True when every frame is small enough to cut quickly (a fuzzed source size of 16384 x
// 16384 is legal but costs a gigabyte per frame).
bool smallFrames(const hitbox::runtime::Document &document)
{
    for (const hitbox::runtime::Sprite &s : document.sprites) {
        for (const hitbox::runtime::Frame &f : s.frames) {
            const hitbox::runtime::FrameRegion &r = f.region;
            if (std::int64_t(r.sourceWidth) * r.sourceHeight > 1 << 16
                || std::int64_t(r.width) * r.height > 1 << 16 || r.trimX > 256 || r.trimY > 256)
                return false;
        }
    }
    return true;
}

// A property list of the C API against the C++ document's: the same count, names, types
// and values, each found by its name at its index.
void checkProperties(const hitbox_properties *list, const hitbox::runtime::Properties &want)
{
    using hitbox::runtime::PropertyType;
    if (list == nullptr || hitbox_property_count(list) != int(want.size()))
        std::abort();
    for (int i = 0; i < int(want.size()); ++i) {
        const hitbox::runtime::Property &w = want[std::size_t(i)];
        hitbox_property p;
        if (hitbox_property_at(list, i, &p) != HITBOX_OK || int(p.type) != int(w.type())
            || std::string(p.name, p.name_length) != w.name)
            std::abort();
        if (w.type() == PropertyType::String
            && std::string(p.string_value, p.string_length) != std::get<std::string>(w.value))
            std::abort();
        if (w.type() == PropertyType::Int && p.int_value != std::get<std::int32_t>(w.value))
            std::abort();
        hitbox_property q;
        if (std::strlen(p.name) == p.name_length && hitbox_property_find(list, p.name, &q) != i)
            std::abort(); // names are unique
    }
}

void checkAllProperties(const hitbox_document *doc, const hitbox::runtime::Document &document)
{
    for (int s = 0; s < int(document.sprites.size()) && s < 8; ++s) {
        const hitbox::runtime::Sprite &sprite = document.sprites[std::size_t(s)];
        checkProperties(hitbox_sprite_properties(doc, s), sprite.properties);
        const std::vector<std::string> names = hitbox::runtime::uniqueAnimationNames(sprite);
        for (std::size_t a = 0; a < names.size() && a < 8; ++a)
            checkProperties(hitbox_animation_properties(doc, s, names[a].c_str()),
                            sprite.animations[a].properties);
        for (int f = 0; f < int(sprite.frames.size()) && f < 8; ++f) {
            const hitbox::runtime::Frame &frame = sprite.frames[std::size_t(f)];
            checkProperties(hitbox_frame_properties(doc, s, f), frame.properties);
            if (hitbox_shape_count(doc, s, f) != int(frame.shapes.size()))
                std::abort();
            for (int k = 0; k < int(frame.shapes.size()) && k < 8; ++k)
                checkProperties(hitbox_shape_properties(doc, s, f, k),
                                frame.shapes[std::size_t(k)].properties);
        }
    }
}

void collideEverything(hitbox_document *doc)
{
    // An 8 x 8 image, half solid: every frame cuts its own pixels out of it.
    std::vector<unsigned char> rgba(8 * 8 * 4, 0);
    for (std::size_t i = 0; i < rgba.size(); i += 8)
        rgba[i + 3] = 255;
    char error[256];
    const int sprites = hitbox_sprite_count(doc);
    for (int s = 0; s < sprites && s < 8; ++s) {
        if (hitbox_document_set_pixels(doc, s, -1, rgba.data(), 8, 8, 32, error, sizeof error) != 0)
            return; // a frame larger than an image may be: refused with a message
        for (int f = 0; f < hitbox_frame_count(doc, s) && f < 8; ++f)
            hitbox_document_set_pixels(doc, s, f, rgba.data(), 8, 8, 32, error, sizeof error);
    }
    const hitbox_placement a{0, 0, 30, 1, -1};
    const hitbox_placement b{3, 2, 0, 2, 2};
    hitbox_result r;
    for (int sa = 0; sa < sprites && sa < 4; ++sa) {
        for (int sb = 0; sb < sprites && sb < 4; ++sb) {
            for (int f = 0; f < hitbox_frame_count(doc, sa) && f < 4; ++f) {
                hitbox_collide(doc, sa, f, a, sb, 0, b, nullptr, nullptr, &r);
                hitbox_collide(doc, sa, f, a, sb, 0, b, "body", "hitbox", &r);
                hitbox_animation_frame(doc, sa, "run", 1234.5);
            }
        }
    }
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    using namespace hitbox;
    const char *path = "/nonexistent-fuzz/doc.hitbox.json";
    char error[512];
    hitbox_document *doc = hitbox_document_parse(reinterpret_cast<const char *>(data),
                                                 size,
                                                 path,
                                                 HITBOX_LOAD_NO_IMAGES,
                                                 error,
                                                 sizeof error);
    const QByteArray bytes(reinterpret_cast<const char *>(data), qsizetype(size));
    const model::ProjectReadResult editor = model::parseProject(bytes, QString::fromUtf8(path));
    if (doc == nullptr) {
        if (std::strncmp(error, path, std::strlen(path)) != 0)
            std::abort(); // every message names the document
        if (editor.ok() && std::strstr(error, "not valid JSON") == nullptr)
            std::abort(); // the runtime refuses what the editor reads
        return 0;
    }
    if (!editor.ok()) {
        // The preview scene and the export settings are the editor's; the runtime does not
        // read them, so only a problem there may stop the editor alone.
        const QString prefix = QString::fromUtf8(path) + QStringLiteral(": ");
        if (!editor.error.startsWith(prefix + QStringLiteral("preview"))
            && !editor.error.startsWith(prefix + QStringLiteral("export")))
            std::abort(); // the runtime reads what the editor refuses
        hitbox_document_free(doc);
        return 0;
    }
    const runtime::DocumentReadResult read = runtime::parseDocument(
            std::string_view(reinterpret_cast<const char *>(data), size), path);
    const runtime::Document expected
            = testsupport::runtimeDocument(editor.project, read.document.version);
    if (!(read.document.sprites == expected.sprites) || !(read.document.roles == expected.roles))
        std::abort(); // the two readers disagree
    checkAllProperties(doc, read.document);
    if (smallFrames(read.document))
        collideEverything(doc);
    hitbox_document_free(doc);
    return 0;
}
