#pragma once

// The one home of "what a sprite's source gave a frame" (Frame::sourceDigest): set when a
// sprite is added from a file (spriteFromSheet) and compared by a reimport (reimport.h) to
// tell which frames the art changed on.

#include "model/document/sprite.h"
#include "model/io/imageloader.h"

#include <QImage>
#include <QList>
#include <QString>

namespace hitbox::model {

class FrameSources;

/// Hex digits in a Frame::sourceDigest.
inline constexpr int sourceDigestLength = 16;

/// The digest of what a source gives one frame: the first sourceDigestLength hex digits of
/// the SHA-256 of its untrimmed picture (its size and its pixels as ARGB32 premultiplied,
/// so fully transparent pixels of any colour are alike) and of its source shapes
/// (Shape::fromSource, in order, as the document stores them). The other shapes, a null
/// picture's pixels and anything else about the frame are left out.
QString frameSourceDigest(const QImage &untrimmed, const QList<Shape> &shapes);

/// The untrimmed picture of `frame` of `sprite` (its region of its own image, else of the
/// sprite's, cut by frameImage()), decoded through `sources`; the error names the file.
/// Throws std::bad_alloc when memory runs out while cutting the frame.
LoadedImage untrimmedFrame(const Sprite &sprite, const Frame &frame, FrameSources &sources);

/// Sets every frame's sourceDigest from its picture and its source shapes; a frame whose
/// picture cannot be read gets an empty digest (unknown: a reimport treats it as changed).
void setSourceDigests(Sprite &sprite, FrameSources &sources);

} // namespace hitbox::model
