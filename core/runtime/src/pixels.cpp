#include "pixels.h"

#define STB_IMAGE_STATIC
#define STB_IMAGE_IMPLEMENTATION
#define STBI_NO_STDIO
#define STBI_MAX_DIMENSIONS 16384
#if defined(__GNUC__)
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wold-style-cast"
#pragma GCC diagnostic ignored "-Wshadow"
#pragma GCC diagnostic ignored "-Wcast-align"
#pragma GCC diagnostic ignored "-Wnull-dereference"
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wsign-compare"
#pragma GCC diagnostic ignored "-Wimplicit-fallthrough"
#pragma GCC diagnostic ignored "-Wmissing-field-initializers"
#pragma GCC diagnostic ignored "-Wpedantic"
#pragma GCC diagnostic ignored "-Wconversion"
#endif
#include <stb_image.h>
#if defined(__GNUC__)
#pragma GCC diagnostic pop
#endif

#include <algorithm>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <memory>

namespace hitbox::runtime::detail {
namespace {

struct StbFree
{
    void operator()(void *p) const { stbi_image_free(p); }
};

bool readFile(const std::string &path, std::vector<std::uint8_t> &bytes, std::string *error)
{
    std::error_code ec;
    const std::filesystem::file_status status = std::filesystem::status(path, ec);
    if (ec || !std::filesystem::exists(status)) {
        *error = path + ": file not found";
        return false;
    }
    if (!std::filesystem::is_regular_file(status)) {
        *error = path + ": is not a regular file";
        return false;
    }
    const std::uintmax_t size = std::filesystem::file_size(path, ec);
    if (ec || size > std::uintmax_t(maxImageFileBytes)) {
        *error = path + ": larger than the " + std::to_string(maxImageFileBytes >> 20)
                 + " MB an image may have";
        return false;
    }
    std::ifstream in(path, std::ios::binary);
    bytes.resize(std::size_t(size));
    if (!in || !in.read(reinterpret_cast<char *>(bytes.data()), std::streamsize(size))) {
        *error = path + ": cannot be read";
        return false;
    }
    return true;
}

bool sizeAllowed(int width, int height)
{
    return width > 0 && height > 0 && width <= maxImageSide && height <= maxImageSide
           && std::int64_t(width) * height * 4 <= maxDecodedImageBytes;
}

std::string decodeProblem(const std::string &path)
{
    const char *reason = stbi_failure_reason();
    return path + ": not a readable image (" + (reason ? reason : "unknown format") + ")";
}

// Rounds a 16-bit channel to 8 bits as Qt does (qt_div_257).
std::uint8_t to8(std::uint16_t v)
{
    return std::uint8_t((unsigned(v) - (unsigned(v) >> 8) + 0x80) >> 8);
}

RgbaImage
decode16(const std::vector<std::uint8_t> &bytes, const std::string &path, std::string *error)
{
    int w = 0, h = 0, channels = 0;
    const std::unique_ptr<stbi_us, StbFree> data(
            stbi_load_16_from_memory(bytes.data(), int(bytes.size()), &w, &h, &channels, 4));
    if (!data) {
        *error = decodeProblem(path);
        return {};
    }
    RgbaImage image{w, h, std::vector<std::uint8_t>(std::size_t(w) * std::size_t(h) * 4)};
    for (std::size_t i = 0; i < image.pixels.size(); ++i)
        image.pixels[i] = to8(data.get()[i]);
    return image;
}

RgbaImage decodeGifFrame(const std::vector<std::uint8_t> &bytes,
                         int imageIndex,
                         const std::string &path,
                         std::string *error)
{
    int w = 0, h = 0, frames = 0, channels = 0;
    int *delays = nullptr;
    const std::unique_ptr<stbi_uc, StbFree> data(stbi_load_gif_from_memory(
            bytes.data(), int(bytes.size()), &delays, &w, &h, &frames, &channels, 4));
    stbi_image_free(delays);
    if (!data) {
        *error = decodeProblem(path);
        return {};
    }
    if (imageIndex >= frames) {
        *error = path + ": has " + std::to_string(frames) + " frame(s), not frame "
                 + std::to_string(imageIndex);
        return {};
    }
    const std::size_t frameBytes = std::size_t(w) * std::size_t(h) * 4;
    const stbi_uc *first = data.get() + frameBytes * std::size_t(imageIndex);
    return {w, h, std::vector<std::uint8_t>(first, first + frameBytes)};
}

} // namespace

RgbaImage decodeImageFile(const std::string &path, int imageIndex, std::string *error)
{
    std::vector<std::uint8_t> bytes;
    if (!readFile(path, bytes, error))
        return {};
    int w = 0, h = 0, channels = 0;
    if (!stbi_info_from_memory(bytes.data(), int(bytes.size()), &w, &h, &channels)) {
        *error = decodeProblem(path);
        return {};
    }
    if (!sizeAllowed(w, h)) {
        *error = path + ": " + std::to_string(w) + " x " + std::to_string(h)
                 + " pixels, more than the runtime decodes";
        return {};
    }
    const bool gif = bytes.size() >= 3 && bytes[0] == 'G' && bytes[1] == 'I' && bytes[2] == 'F';
    if (imageIndex > 0 && !gif) {
        *error = path + ": frame " + std::to_string(imageIndex)
                 + " of an animated image: the runtime reads animated GIF only";
        return {};
    }
    if (gif)
        return decodeGifFrame(bytes, imageIndex, path, error);
    if (stbi_is_16_bit_from_memory(bytes.data(), int(bytes.size())))
        return decode16(bytes, path, error);
    const std::unique_ptr<stbi_uc, StbFree> data(
            stbi_load_from_memory(bytes.data(), int(bytes.size()), &w, &h, &channels, 4));
    if (!data) {
        *error = decodeProblem(path);
        return {};
    }
    const std::size_t size = std::size_t(w) * std::size_t(h) * 4;
    return {w, h, std::vector<std::uint8_t>(data.get(), data.get() + size)};
}

RgbaImage copyPixels(
        const std::uint8_t *rgba, int width, int height, std::ptrdiff_t stride, std::string *error)
{
    if (rgba == nullptr || !sizeAllowed(width, height) || stride < std::ptrdiff_t(width) * 4) {
        *error = "pixels of " + std::to_string(width) + " x " + std::to_string(height)
                 + " with a stride of " + std::to_string(stride)
                 + " bytes: expected RGBA rows of at least width * 4 bytes, sides from 1 to "
                 + std::to_string(maxImageSide);
        return {};
    }
    RgbaImage image{width, height, std::vector<std::uint8_t>(std::size_t(width) * height * 4)};
    for (int y = 0; y < height; ++y)
        std::copy_n(rgba + stride * y,
                    std::size_t(width) * 4,
                    image.pixels.data() + std::size_t(y) * width * 4);
    return image;
}

bool isWholeImage(const FrameRegion &region)
{
    // As the editor's image cache: no rectangle, no source size and frame 0 take the image
    // as it is (a rotation or trim offset alone changes nothing); a flip mirrors it.
    return !region.hasRect && region.sourceWidth == 0 && region.imageIndex == 0 && !region.flipX
           && !region.flipY;
}

RgbaImage cutFrame(const RgbaImage &source, const FrameRegion &region)
{
    int storedW = region.hasRect ? region.width : source.width;
    int storedH = region.hasRect ? region.height : source.height;
    int w = region.rotated ? storedH : storedW;
    int h = region.rotated ? storedW : storedH;
    if (region.sourceWidth > 0) {
        w = region.sourceWidth;
        h = region.sourceHeight;
    }
    if (w <= 0 || h <= 0 || w > maxImageSide || h > maxImageSide)
        return {};
    RgbaImage frame{w, h, std::vector<std::uint8_t>(std::size_t(w) * std::size_t(h) * 4, 0)};
    const int rx = region.hasRect ? region.x : 0;
    const int ry = region.hasRect ? region.y : 0;
    // Pixel (x, y) of the stored part, after undoing the atlas's rotation, lands on
    // (trimX + x, trimY + y), mirrored in the frame when flipped; the stored part is the
    // rectangle's pixels inside the source.
    const int drawnW = region.rotated ? storedH : storedW;
    const int drawnH = region.rotated ? storedW : storedH;
    for (int y = 0; y < drawnH; ++y) {
        const int fy = region.trimY + y;
        if (fy >= h)
            break;
        for (int x = 0; x < drawnW; ++x) {
            const int fx = region.trimX + x;
            if (fx >= w)
                break;
            // Rotated: the stored image turned 90 degrees counter-clockwise.
            const int sx = rx + (region.rotated ? storedW - 1 - y : x);
            const int sy = ry + (region.rotated ? x : y);
            if (sx < 0 || sy < 0 || sx >= source.width || sy >= source.height)
                continue;
            const int ox = region.flipX ? w - 1 - fx : fx;
            const int oy = region.flipY ? h - 1 - fy : fy;
            std::uint8_t *out = frame.pixels.data() + (std::size_t(oy) * w + ox) * 4;
            std::copy_n(source.at(sx, sy), 4, out);
        }
    }
    return frame;
}

collision::Mask solidMask(const RgbaImage &image, int threshold, const std::optional<ColorKey> &key)
{
    std::vector<std::uint8_t> alpha(std::size_t(image.width) * std::size_t(image.height));
    for (std::size_t i = 0; i < alpha.size(); ++i) {
        const std::uint8_t *p = image.pixels.data() + i * 4;
        const bool keyed = key && std::abs(p[0] - key->red) <= key->tolerance
                           && std::abs(p[1] - key->green) <= key->tolerance
                           && std::abs(p[2] - key->blue) <= key->tolerance;
        alpha[i] = keyed ? 0 : p[3];
    }
    return collision::Mask::fromAlpha(
            alpha.data(), image.width, image.height, image.width, threshold);
}

} // namespace hitbox::runtime::detail
