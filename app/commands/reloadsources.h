#pragma once

#include "model/document/frameedits.h"
#include "model/document/sprite.h"

#include <QList>
#include <QUndoCommand>

namespace hitbox::editor {

class Document;

/// One sprite as its source gives it now (model::reimportFromSource): the new sprite and
/// where its old frames went.
struct ReloadedSprite
{
    int index = 0;
    model::FrameEdit edit;
};

/// File > Reload Sources as one undo step: every reloaded sprite takes its new frames,
/// animations and image (EditFrames for each, so preview instances follow their frames
/// and the frames strip keeps showing the same frame where it is still there).
class ReloadSources : public QUndoCommand
{
public:
    ReloadSources(Document *document, const QList<ReloadedSprite> &sprites);
};

} // namespace hitbox::editor
