#include "floatplane.h"

#include <cmath>

namespace hitbox::samplegen {

namespace {

std::vector<float> gaussianKernel(float sigma)
{
    const int radius = static_cast<int>(std::ceil(3.0f * sigma));
    std::vector<float> kernel(static_cast<std::size_t>(2 * radius + 1));
    float sum = 0.0f;
    for (int i = -radius; i <= radius; ++i) {
        const float w = std::exp(-static_cast<float>(i * i) / (2.0f * sigma * sigma));
        kernel[static_cast<std::size_t>(i + radius)] = w;
        sum += w;
    }
    for (float &w : kernel)
        w /= sum;
    return kernel;
}

} // namespace

FloatPlane::FloatPlane(int width, int height)
    : m_width(width)
    , m_height(height)
    , m_values(static_cast<std::size_t>(width) * static_cast<std::size_t>(height), 0.0f)
{}

FloatPlane FloatPlane::fromAlpha(const QImage &image)
{
    const QImage argb = image.convertToFormat(QImage::Format_ARGB32);
    FloatPlane plane(argb.width(), argb.height());
    for (int y = 0; y < argb.height(); ++y) {
        const auto *line = reinterpret_cast<const QRgb *>(argb.constScanLine(y));
        for (int x = 0; x < argb.width(); ++x)
            plane.at(x, y) = static_cast<float>(qAlpha(line[x])) / 255.0f;
    }
    return plane;
}

FloatPlane FloatPlane::blurred(float sigma) const
{
    if (sigma <= 0.0f)
        return *this;
    const std::vector<float> kernel = gaussianKernel(sigma);
    const int radius = static_cast<int>(kernel.size() / 2);

    FloatPlane horizontal(m_width, m_height);
    for (int y = 0; y < m_height; ++y) {
        for (int x = 0; x < m_width; ++x) {
            float sum = 0.0f;
            for (int k = -radius; k <= radius; ++k) {
                const int sx = x + k;
                if (sx >= 0 && sx < m_width)
                    sum += kernel[static_cast<std::size_t>(k + radius)] * at(sx, y);
            }
            horizontal.at(x, y) = sum;
        }
    }
    FloatPlane result(m_width, m_height);
    for (int y = 0; y < m_height; ++y) {
        for (int x = 0; x < m_width; ++x) {
            float sum = 0.0f;
            for (int k = -radius; k <= radius; ++k) {
                const int sy = y + k;
                if (sy >= 0 && sy < m_height)
                    sum += kernel[static_cast<std::size_t>(k + radius)] * horizontal.at(x, sy);
            }
            result.at(x, y) = sum;
        }
    }
    return result;
}

FloatPlane FloatPlane::thresholded(float level) const
{
    FloatPlane result(m_width, m_height);
    for (std::size_t i = 0; i < m_values.size(); ++i)
        result.m_values[i] = m_values[i] >= level ? 1.0f : 0.0f;
    return result;
}

} // namespace hitbox::samplegen
