#pragma once

#include <QImage>

#include <vector>

namespace hitbox::samplegen {

/// A single-channel image of floats in 0..1, row-major. Pixels outside it count as 0.
class FloatPlane
{
public:
    FloatPlane(int width, int height);

    /// The alpha channel of image (any format), scaled to 0..1.
    static FloatPlane fromAlpha(const QImage &image);

    int width() const { return m_width; }
    int height() const { return m_height; }
    float at(int x, int y) const { return m_values[index(x, y)]; }
    float &at(int x, int y) { return m_values[index(x, y)]; }

    /// A Gaussian blur with standard deviation sigma pixels (separable, kernel cut at
    /// 3 sigma and normalised, so a uniform area keeps its exact value).
    FloatPlane blurred(float sigma) const;

    /// 1 where the value is at least level, 0 elsewhere.
    FloatPlane thresholded(float level) const;

private:
    std::size_t index(int x, int y) const
    {
        return static_cast<std::size_t>(y) * static_cast<std::size_t>(m_width)
               + static_cast<std::size_t>(x);
    }

    int m_width;
    int m_height;
    std::vector<float> m_values;
};

} // namespace hitbox::samplegen
