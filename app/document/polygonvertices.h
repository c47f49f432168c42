#pragma once

#include "model/document/sprite.h"

#include <optional>

namespace hitbox::editor {

// The vertices of a polygon shape, its outline and its holes, addressed by one index: the
// "vertex" of ShapeSelection::points and CanvasHit. The outline's n vertices come first
// (0 .. n - 1), then hole 0's, then hole 1's, and so on. A shape without holes is addressed
// exactly as before holes existed. Indices shift when a loop before them gains or loses a
// vertex, so commands that do that also set the selection they leave behind.

/// One loop of a polygon shape: 0 is the outline, k is hole k - 1.
const collision::Polygon &shapeLoop(const model::Shape &shape, int loop);
collision::Polygon &shapeLoop(model::Shape &shape, int loop);

/// The number of loops: 1 + the number of holes.
int shapeLoopCount(const model::Shape &shape);

/// A vertex of one loop.
struct LoopVertex
{
    int loop = 0;  ///< 0: the outline, k: hole k - 1
    int index = 0; ///< the vertex within that loop
};

/// All vertices of all loops.
int shapeVertexCount(const model::Shape &shape);

/// Where vertex `vertex` lies; nullopt when it is out of range (or the shape not a polygon).
std::optional<LoopVertex> loopVertex(const model::Shape &shape, int vertex);

/// The index of vertex `index` of loop `loop`.
int shapeVertexIndex(const model::Shape &shape, int loop, int index);

/// The vertex, or null when out of range.
collision::Vec2 *shapeVertex(model::Shape &shape, int vertex);

} // namespace hitbox::editor
