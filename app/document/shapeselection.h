#pragma once

#include <QSet>

#include <utility>

namespace hitbox::editor {

/// Which shapes and polygon points of the current frame are selected.
struct ShapeSelection
{
    QSet<int> shapes;                 ///< whole shapes, by index in the frame's list
    QSet<std::pair<int, int>> points; ///< (polygon shape index, vertex) pairs

    bool isEmpty() const { return shapes.isEmpty() && points.isEmpty(); }
    friend bool operator==(const ShapeSelection &, const ShapeSelection &) = default;
};

} // namespace hitbox::editor
