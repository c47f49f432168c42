#pragma once

// The OpenCV peer of bench_trace: cv::findContours (RETR_CCOMP, every boundary pixel) and
// cv::approxPolyDP, the usual way of tracing a sprite's alpha into polygons. Linked in
// (Debian's libopencv-imgproc-dev), so that both tracers run in the same process, in
// alternate turns, and are timed the same way.

#include <hitbox/mask.h>
#include <hitbox/shapes.h>

#include <opencv2/imgproc.hpp>

#include <cstddef>
#include <map>
#include <vector>

namespace hitbox::benchmarks {

using OpenCvPolygons = std::vector<std::vector<cv::Point>>;

struct OpenCvContours
{
    OpenCvPolygons contours;
    std::vector<cv::Vec4i> hierarchy; // next, previous, first child, parent
};

/// The mask as OpenCV takes it: one byte per pixel, 1 where solid.
inline cv::Mat openCvImage(const collision::Mask &mask)
{
    cv::Mat image(mask.height(), mask.width(), CV_8U);
    for (int y = 0; y < mask.height(); ++y) {
        for (int x = 0; x < mask.width(); ++x)
            image.at<unsigned char>(y, x) = mask.test(x, y) ? 1 : 0;
    }
    return image;
}

/// Runs OpenCV's work in the calling thread. With its worker threads (TBB here) a thread's
/// CPU clock misses their share, and the process's clock counts their waiting: in one
/// thread its CPU time is both honest and the least (0.42 ms against 0.53 to 0.6 ms of
/// process time with the workers, on the clean sprite).
inline void openCvInOneThread()
{
    cv::setNumThreads(0);
}

inline OpenCvContours openCvFindContours(const cv::Mat &image)
{
    OpenCvContours out;
    cv::findContours(image, out.contours, out.hierarchy, cv::RETR_CCOMP, cv::CHAIN_APPROX_NONE);
    return out;
}

inline OpenCvPolygons openCvApproximate(const OpenCvPolygons &contours, double epsilon)
{
    OpenCvPolygons out(contours.size());
    for (std::size_t i = 0; i < contours.size(); ++i)
        cv::approxPolyDP(contours[i], out[i], epsilon, true);
    return out;
}

/// Vertices of the polygons that are polygons (3 points or more).
inline std::size_t openCvVertexCount(const OpenCvPolygons &polygons)
{
    std::size_t n = 0;
    for (const std::vector<cv::Point> &p : polygons)
        n += p.size() >= 3 ? p.size() : 0;
    return n;
}

/// The smallest approxPolyDP tolerance (by bisection, to 64 / 2^40 px) that gives at most
/// `vertices` vertices in all, so that both tracers are compared at the same count.
inline double openCvEpsilonFor(const OpenCvPolygons &contours, std::size_t vertices)
{
    double low = 0.0, high = 64.0;
    for (int i = 0; i < 40; ++i) {
        const double middle = (low + high) / 2;
        if (openCvVertexCount(openCvApproximate(contours, middle)) > vertices)
            low = middle;
        else
            high = middle;
    }
    return high;
}

/// The approximated contours as shapes, for measureQuality: an outer contour (no parent in
/// RETR_CCOMP's two levels) with the holes whose parent it is. OpenCV's points are pixel
/// centres; ours are pixel edges, so each point moves by half a pixel.
inline std::vector<collision::PolygonWithHoles> openCvShapes(const OpenCvContours &found,
                                                             const OpenCvPolygons &approximated)
{
    const auto polygon = [](const std::vector<cv::Point> &points) {
        collision::Polygon out;
        for (const cv::Point &p : points)
            out.points.push_back({p.x + 0.5, p.y + 0.5});
        return out;
    };
    std::vector<collision::PolygonWithHoles> shapes;
    std::map<int, std::size_t> shapeOfContour;
    for (std::size_t i = 0; i < approximated.size(); ++i) {
        if (approximated[i].size() >= 3 && found.hierarchy[i][3] < 0) {
            shapeOfContour[int(i)] = shapes.size();
            shapes.push_back({polygon(approximated[i]), {}});
        }
    }
    for (std::size_t i = 0; i < approximated.size(); ++i) {
        const auto owner = shapeOfContour.find(found.hierarchy[i][3]);
        if (approximated[i].size() >= 3 && owner != shapeOfContour.end())
            shapes[owner->second].holes.push_back(polygon(approximated[i]));
    }
    return shapes;
}

} // namespace hitbox::benchmarks
