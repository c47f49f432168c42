#pragma once

// The one rule of "re-import when the art changes": a sprite read again from its source
// (Sprite::source) keeps everything the user made and takes everything the source gives.

#include "model/document/frameedits.h"
#include "model/document/sprite.h"

#include <QList>
#include <QString>
#include <QStringList>

namespace hitbox::model {

class FrameSources;

/// A frame the source no longer has: it is removed with its shapes.
struct RemovedFrame
{
    int index = 0;       ///< in the sprite before the reimport
    QString name;        ///< Frame::name, may be empty
    int usersShapes = 0; ///< its shapes that were the user's (neither traced nor from the source)

    friend bool operator==(const RemovedFrame &, const RemovedFrame &) = default;
};

/// What a reimport did to one sprite. Frame indices are the new sprite's unless said.
struct ReimportSummary
{
    int unchanged = 0;                 ///< frames whose source gave the same as before
    QList<int> changed;                ///< frames whose picture or source shapes changed
    QList<int> added;                  ///< frames the source has now and had not
    QList<RemovedFrame> removed;       ///< frames the source had and has no more
    int moved = 0;                     ///< kept frames now at another index
    int sourceShapes = 0;              ///< source shapes put on the changed frames
    int retraced = 0;                  ///< traced polygons put on the changed frames
    bool animationsFromSource = false; ///< the animations are the source's tags now
    QString warning;                   ///< the import's own warning (part of the source left out)

    bool changedAnything() const
    {
        return !changed.isEmpty() || !added.isEmpty() || !removed.isEmpty() || moved > 0;
    }

    friend bool operator==(const ReimportSummary &, const ReimportSummary &) = default;
};

/// A reimported sprite, or why there is none.
struct ReimportResult
{
    Sprite sprite; ///< the new sprite; on failure the sprite as it was
    FrameMap map;  ///< old frame index -> new one, -1 for removed frames
    ReimportSummary summary;
    QString error; ///< "<file>: <problem>" naming the source; empty on success

    bool ok() const { return error.isEmpty(); }
};

/// `sprite` updated from `fresh`, the sprite its source makes now (spriteFromSheet of the
/// source read again):
/// - frames are matched by Frame::sourceDigest first (at the same index, then anywhere),
///   then by frame name (when both have one), then by order (the old frame after the one
///   the previous new frame matched);
/// - a matched frame takes the fresh region, name and digest; when its digest is unchanged
///   nothing else changes; when it changed, the user's shapes stay as they were, the source
///   shapes (Shape::fromSource) are replaced by the fresh ones (moved onto the frame's
///   pivot when that differs from the fresh frame's) and the traced polygons are traced
///   again, per threshold they were traced at (Shape::tracedThreshold; default
///   TraceSettings, tracedPolygons), keeping the names, roles and sensor flags of the old
///   traces in order; duration, pivot, threshold and colour key stay;
/// - a fresh frame that matches none is added as the source gives it, at its place;
/// - an old frame that matches none is removed with its shapes (reported);
/// - the animations become the fresh ones (the source's tags; an old animation of the same
///   name that plays once keeps playing once, and a tag that plays once, Aseprite's repeat
///   1, makes it play once) when there are any, else the old ones follow their frames.
/// Pictures to trace are decoded through `sources`; a picture that cannot be read fails
/// the reimport (the error names the file, the sprite is returned unchanged).
ReimportResult reimportSprite(const Sprite &sprite, const Sprite &fresh, FrameSources &sources);

/// Reads `sprite`'s source again (importSheet with its grid, forgetting what `sources`
/// kept of it) and reimports it with reimportSprite(). Fails with a message naming the
/// sprite when it has no source, or the file when it is missing or cannot be read now.
ReimportResult reimportFromSource(const Sprite &sprite, FrameSources &sources);

/// The files a sprite's art is read from: its source (the file or folder it was added
/// from), its image and every other image its frames are cut from, each once, in that
/// order; empty for a sprite without a source or one reimportsFromSource() leaves alone. What
/// reimportFromSource() reads again, what the editor watches for changes and what a dependency file
/// lists.
QStringList spriteSourceFiles(const Sprite &sprite);

/// What is said of a sprite without a source when every sprite is reimported.
QString noSourceText();

/// True when reimportFromSource reads the sprite's source again: it has one, and it is not
/// a MUGEN .air (whose boxes the .air export writes back; importing it again reads it anew).
bool reimportsFromSource(const Sprite &sprite);

/// What is said of a sprite reimportsFromSource() leaves alone when every sprite is
/// reimported: noSourceText(), or for a MUGEN sprite that it is imported, not reloaded.
QString notReimportedText(const Sprite &sprite);

/// The summary in lines of text, the same in the editor and `hitbox-cli reimport`:
/// "3 frames unchanged, 2 changed (#1, #4), 1 added (#6), 1 removed (#5 "run:2" with 2 of
/// your shapes)", then the shapes put on the changed frames, the animations and the warning.
QStringList reimportSummaryLines(const ReimportSummary &summary);

} // namespace hitbox::model
