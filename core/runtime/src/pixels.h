#pragma once

// Decoding images (stb_image), cutting frames out of them as the editor does
// (core/model/import/frameimage.cpp) and their solid masks (core/model/alphaplane.cpp).

#include <hitbox/mask.h>
#include <hitbox/runtime/document.h>

#include <cstdint>
#include <string>
#include <vector>

namespace hitbox::runtime::detail {

/// The largest image side and decoded size accepted (as the editor's image loader).
inline constexpr int maxImageSide = 16384;
inline constexpr std::int64_t maxDecodedImageBytes = std::int64_t(1) << 30;
inline constexpr std::int64_t maxImageFileBytes = std::int64_t(256) << 20;

/// Unpremultiplied 8-bit RGBA, rows packed.
struct RgbaImage
{
    int width = 0;
    int height = 0;
    std::vector<std::uint8_t> pixels;

    bool isNull() const { return width <= 0 || height <= 0; }
    const std::uint8_t *at(int x, int y) const
    {
        return pixels.data() + (std::size_t(y) * std::size_t(width) + std::size_t(x)) * 4;
    }
};

/// The image file at `path` (frame `imageIndex` of an animated GIF), or an error
/// "<path>: <problem>".
RgbaImage decodeImageFile(const std::string &path, int imageIndex, std::string *error);

/// RGBA memory of a game (rows `stride` bytes apart) as an image; an error when the size
/// is out of range.
RgbaImage copyPixels(
        const std::uint8_t *rgba, int width, int height, std::ptrdiff_t stride, std::string *error);

/// True when the frame is the source image as it is (no rectangle, source size or index).
bool isWholeImage(const FrameRegion &region);

/// The untrimmed frame of `region` cut from `source`; a null image when its size is empty
/// or too large. Pixels the region's rectangle takes from outside the source are
/// transparent. The colours stay unpremultiplied: the editor's frames pass through Qt's
/// premultiplied ARGB, whose rounding (CPU-dependent) can move a semi-transparent pixel's
/// colour by a step or two, which only a colour key on such pixels could notice.
RgbaImage cutFrame(const RgbaImage &source, const FrameRegion &region);

/// The solid mask of an image: alpha (after the colour key) >= threshold.
collision::Mask
solidMask(const RgbaImage &image, int threshold, const std::optional<ColorKey> &key);

} // namespace hitbox::runtime::detail
