#pragma once

#include <QSet>

#include <utility>

namespace hitbox::editor {

/// Which shapes and polygon points of the current frame are selected.
struct ShapeSelection
{
    QSet<int> shapes; ///< whole shapes, by index in the frame's list
    /// (polygon shape index, vertex) pairs; the vertex counts the outline's vertices, then
    /// each hole's (see polygonvertices.h)
    QSet<std::pair<int, int>> points;

    bool isEmpty() const { return shapes.isEmpty() && points.isEmpty(); }
    friend bool operator==(const ShapeSelection &, const ShapeSelection &) = default;
};

} // namespace hitbox::editor
