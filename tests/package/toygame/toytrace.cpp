// The authoring side through hitbox::trace: a ring of solid pixels is traced into one
// outline with one hole, whose area equals the solid pixel count exactly (outlines follow
// pixel edges), and cut into convex pieces that cover the same area. Fails on any difference.
#include <hitbox/trace/contour.h>
#include <hitbox/trace/decompose.h>

#include <cmath>
#include <cstdio>

namespace hc = hitbox::collision;

int main()
{
    // A 20 x 20 square with a 6 x 6 hole in the middle.
    hc::Mask mask(24, 24);
    for (int y = 2; y < 22; ++y) {
        for (int x = 2; x < 22; ++x) {
            if (x < 9 || x >= 15 || y < 9 || y >= 15)
                mask.set(x, y);
        }
    }
    const auto shapes = hc::traceMask(mask);
    if (shapes.size() != 1 || shapes[0].holes.size() != 1) {
        std::printf("toytrace: expected one shape with one hole, got %zu shapes\n", shapes.size());
        return 1;
    }
    const double traced = hc::area(shapes[0]);
    const hc::ConvexDecomposition pieces = hc::decomposeConvex(shapes[0]);
    double covered = 0.0;
    for (const hc::Polygon &piece : pieces.pieces)
        covered += std::abs(hc::signedArea(piece));
    std::printf("toytrace: %lld solid pixels, traced area %.1f, %zu convex pieces covering %.1f\n",
                static_cast<long long>(mask.solidCount()),
                traced,
                pieces.pieces.size(),
                covered);
    const bool ok = pieces.ok && traced == double(mask.solidCount()) && covered == traced
                    && pieces.pieces.size() >= 4;
    std::printf("%s\n", ok ? "toytrace: as expected" : "toytrace: FAILED");
    return ok ? 0 : 1;
}
