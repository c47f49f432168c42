#pragma once

#include "model/import/importer.h"

#include <QJsonObject>

namespace hitbox::model {

class FrameSources;

/// Largest atlas JSON file read (64 MiB).
inline constexpr qint64 maxAtlasJsonBytes = qint64(64) << 20;

/// Which exporter wrote an atlas JSON document: SheetKind::Aseprite when meta.app names
/// aseprite.org, SheetKind::TexturePacker when it names codeandweb.com/texturepacker;
/// otherwise by structure: Aseprite when meta.frameTags is present or the first frame has
/// a "duration", else TexturePacker.
SheetKind atlasKind(const QJsonObject &root);

/// Most textures of one multi-image atlas.
inline constexpr qsizetype maxAtlasTextures = 256;

/// Reads an Aseprite or TexturePacker JSON export ("hash": frames is an object keyed by
/// frame name, kept in file order; "array": frames is an array of objects with a
/// "filename") and checks it against the image meta.image names (relative to the JSON's
/// folder). Per frame:
/// - frame {x, y, w, h}: the UNROTATED size; FrameRegion::rect is the stored pixels in the
///   image, so for "rotated": true (stored turned 90 degrees clockwise) it is h x w;
/// - spriteSourceSize {x, y} -> FrameRegion::trimOffset, sourceSize {w, h} ->
///   FrameRegion::sourceSize (left empty when the frame is not trimmed);
/// - duration (ms, 1 .. maxFrameDurationMs; default defaultFrameDurationMs).
/// Animations: Aseprite's meta.frameTags {name, from, to, direction: forward, reverse,
/// pingpong, pingpong_reverse (-> PingPong)}; for TexturePacker, frames whose names share
/// a prefix with a trailing number (orderNumberedFrames(), which orders the frames).
/// A multi-image atlas (TexturePacker's Phaser 3 format: "textures", each with its "image"
/// and an array of "frames" read as above, "size" checked as meta.size) is one sprite whose
/// frames are cut from their texture (FrameRegion::imagePath), animations by numbered names
/// across textures; at most maxAtlasTextures textures.
/// Every problem (not JSON, wrong types, missing fields, NaN, frames outside the image or
/// their source size, a missing image, more than maxFramesPerSprite frames) gives
/// "<json file>: <where>: <problem>"; running out of memory "<json file>: not enough memory
/// to read it". The image is read through `sources` when given, so that the frames cut
/// later reuse it.
ImportResult importAtlasJson(const QString &path, FrameSources *sources = nullptr);

/// Reads a file whose first character that is not white space is '{' with
/// importAtlasJson().
const Importer &atlasImporter();

} // namespace hitbox::model
