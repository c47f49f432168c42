#pragma once

#include <QSet>

#include <utility>

namespace hitbox::editor {

/// Which shapes and polygon points of the current sprite are selected.
struct ShapeSelection
{
    bool box = false;                 ///< the reduced box
    bool circle = false;              ///< the circle
    QSet<int> polygons;               ///< whole polygons, by index
    QSet<std::pair<int, int>> points; ///< (polygon, vertex) pairs

    bool isEmpty() const { return !box && !circle && polygons.isEmpty() && points.isEmpty(); }
    friend bool operator==(const ShapeSelection &, const ShapeSelection &) = default;
};

} // namespace hitbox::editor
