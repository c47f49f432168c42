#include "commands/framecommands.h"

#include "commands/mergeids.h"
#include "document/document.h"

#include <QCoreApplication>

#include <algorithm>

namespace hitbox::editor {

namespace {

QString tr(const char *text)
{
    return QCoreApplication::translate("FrameCommands", text);
}

QList<model::Frame> withDuration(const Document *document, int sprite, int frame, int durationMs)
{
    QList<model::Frame> frames = document->sprite(sprite).frames;
    if (frame >= 0 && frame < frames.size())
        frames[frame].durationMs = std::max(1, durationMs);
    return frames;
}

} // namespace

SetFrameDuration::SetFrameDuration(Document *document, int sprite, int frame, int durationMs)
    : SetSpriteValue(document,
                     sprite,
                     document->sprite(sprite).frames,
                     withDuration(document, sprite, frame, durationMs),
                     tr("Set Frame Duration"),
                     int(MergeId::SetFrameDuration),
                     mergeConsecutive)
    , m_frame(frame)
{}

bool SetFrameDuration::mergeWith(const QUndoCommand *other)
{
    const auto *o = dynamic_cast<const SetFrameDuration *>(other);
    return o && o->m_frame == m_frame && SetSpriteValue::mergeWith(other);
}

void SetFrameDuration::apply(const QList<model::Frame> &frames)
{
    m_document->setFrames(m_sprite, frames, m_document->sprite(m_sprite).animations);
}

CopyShapesFromPreviousFrame::CopyShapesFromPreviousFrame(Document *document, int sprite)
    : ChangeSpriteShapes(document,
                         sprite,
                         document->currentFrame(sprite),
                         model::frameAt(document->sprite(sprite),
                                        std::max(0, document->currentFrame(sprite) - 1))
                                 .shapes,
                         tr("Copy Shapes from Previous Frame"))
{}

bool CopyShapesFromPreviousFrame::canApply(const Document *document, int sprite)
{
    return document->isValidSprite(sprite) && document->currentFrame(sprite) > 0;
}

PropagateShapes::PropagateShapes(Document *document, int sprite, const QList<int> &targets)
    : QUndoCommand(tr("Propagate Shapes"))
{
    const ShapeList &current = document->shapes(sprite);
    QList<int> selectedIndices = document->selection().shapes.values();
    std::sort(selectedIndices.begin(), selectedIndices.end());
    ShapeList selected;
    for (int i : std::as_const(selectedIndices)) {
        if (i >= 0 && i < current.size())
            selected.append(current[i]);
    }
    const int here = document->currentFrame(sprite);
    const model::Sprite &s = document->sprite(sprite);
    QList<int> done;
    for (int frame : targets) {
        if (frame == here || frame < 0 || frame >= s.frames.size() || done.contains(frame))
            continue;
        done.append(frame);
        new ChangeSpriteShapes(
                document, sprite, frame, merged(s.frames[frame].shapes, selected), text(), this);
    }
    setObsolete(done.isEmpty() || selected.isEmpty());
}

QList<int> PropagateShapes::followingFrames(const Document *document, int sprite)
{
    QList<int> frames;
    if (!document->isValidSprite(sprite))
        return frames;
    for (int f = document->currentFrame(sprite) + 1; f < document->sprite(sprite).frames.size();
         ++f)
        frames.append(f);
    return frames;
}

ShapeList PropagateShapes::merged(ShapeList shapes, const ShapeList &selected)
{
    for (const model::Shape &shape : selected) {
        const auto same = std::find_if(shapes.begin(), shapes.end(), [&](const model::Shape &s) {
            return !shape.name.isEmpty() && s.kind == shape.kind && s.name == shape.name;
        });
        if (same != shapes.end())
            *same = shape;
        else
            shapes.append(shape);
    }
    return shapes;
}

ApplyThresholdToAllFrames::ApplyThresholdToAllFrames(Document *document, int sprite)
    : QUndoCommand(tr("Apply Threshold to All Frames"))
    , m_document(document)
    , m_sprite(sprite)
    , m_thresholdBefore(document->sprite(sprite).threshold)
    , m_thresholdAfter(model::effectiveThreshold(document->sprite(sprite), document->frame(sprite)))
    , m_framesBefore(document->sprite(sprite).frames)
    , m_framesAfter(m_framesBefore)
{
    for (model::Frame &frame : m_framesAfter)
        frame.threshold.reset();
    setObsolete(m_thresholdBefore == m_thresholdAfter && m_framesBefore == m_framesAfter);
}

bool ApplyThresholdToAllFrames::canApply(const Document *document, int sprite)
{
    if (!document->isValidSprite(sprite))
        return false;
    const QList<model::Frame> &frames = document->sprite(sprite).frames;
    return std::any_of(frames.begin(), frames.end(), [](const model::Frame &f) {
        return f.threshold.has_value();
    });
}

void ApplyThresholdToAllFrames::undo()
{
    apply(m_thresholdBefore, m_framesBefore);
}

void ApplyThresholdToAllFrames::redo()
{
    apply(m_thresholdAfter, m_framesAfter);
}

void ApplyThresholdToAllFrames::apply(int threshold, const QList<model::Frame> &frames)
{
    m_document->setFrames(m_sprite, frames, m_document->sprite(m_sprite).animations);
    m_document->setThreshold(m_sprite, threshold);
}

} // namespace hitbox::editor
