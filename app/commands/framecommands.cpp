#include "commands/framecommands.h"

#include "commands/mergeids.h"
#include "document/document.h"

#include "model/document/timing.h"
#include "model/evaluate/newshape.h"

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

ShapeList copiedShapes(const Document *document, int sprite, CopyMode mode)
{
    const int here = document->currentFrame(sprite);
    const ShapeList &previous = model::frameAt(document->sprite(sprite), here - 1).shapes;
    if (mode == CopyMode::Replace)
        return model::asUsersShapes(previous);
    return withAddedShapes(document->shapes(sprite), previous);
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

SetTicksPerSecond::SetTicksPerSecond(Document *document, int ticksPerSecond)
    : QUndoCommand(tr("Set Tick Rate"))
    , m_document(document)
    , m_before(document->project().ticksPerSecond)
    , m_after(ticksPerSecond)
{
    if (ticksPerSecond <= 0)
        return; // milliseconds keep every duration as it is
    for (int s = 0; s < document->spriteCount(); ++s) {
        const QList<model::Frame> &before = document->sprite(s).frames;
        QList<model::Frame> after = before;
        for (model::Frame &frame : after)
            frame.durationMs = model::snapMsToTicks(frame.durationMs, ticksPerSecond);
        if (after != before)
            m_frames.append({s, before, after});
    }
}

void SetTicksPerSecond::undo()
{
    for (const SpriteFrames &s : std::as_const(m_frames))
        m_document->setFrames(s.sprite, s.before, m_document->sprite(s.sprite).animations);
    m_document->setTicksPerSecond(m_before);
}

void SetTicksPerSecond::redo()
{
    for (const SpriteFrames &s : std::as_const(m_frames))
        m_document->setFrames(s.sprite, s.after, m_document->sprite(s.sprite).animations);
    m_document->setTicksPerSecond(m_after);
}

QString shapeCountText(qsizetype n)
{
    return n == 1 ? tr("1 shape") : tr("%1 shapes").arg(n);
}

QString frameCountText(qsizetype n)
{
    return n == 1 ? tr("1 frame") : tr("%1 frames").arg(n);
}

ShapeList withAddedShapes(ShapeList shapes, const ShapeList &added, int *addedCount)
{
    const auto unnamed = [](model::Shape shape) {
        shape.name.clear();
        shape.tracedThreshold.reset();
        return shape;
    };
    ShapeList fresh;
    for (const model::Shape &shape : model::asUsersShapes(added)) {
        const auto same = [&](const model::Shape &s) { return unnamed(s) == unnamed(shape); };
        if (std::none_of(shapes.cbegin(), shapes.cend(), same)
            && std::none_of(fresh.cbegin(), fresh.cend(), same))
            fresh.append(shape);
    }
    if (addedCount)
        *addedCount = int(fresh.size());
    return shapes + model::withDistinctNames(fresh, shapes, model::ShapeOrigin::Drawn);
}

CopyShapesFromPreviousFrame::CopyShapesFromPreviousFrame(Document *document,
                                                         int sprite,
                                                         CopyMode mode)
    : ChangeSpriteShapes(document,
                         sprite,
                         copiedShapes(document, sprite, mode),
                         mode == CopyMode::Add ? tr("Copy Shapes from Previous Frame")
                                               : tr("Replace Shapes with Previous Frame's"))
{
    const int here = frame();
    const qsizetype own = before().size();
    const qsizetype previous = model::frameAt(document->sprite(sprite), here - 1).shapes.size();
    if (previous == 0)
        m_summary = tr("Frame %1 has no shapes to copy").arg(here - 1);
    else if (mode == CopyMode::Replace)
        m_summary = tr("Replaced frame %1's %2 with frame %3's %4")
                            .arg(here)
                            .arg(shapeCountText(own), QString::number(here - 1))
                            .arg(previous);
    else if (after().size() == own)
        m_summary = tr("Frame %1 already has frame %2's shapes").arg(here).arg(here - 1);
    else
        m_summary = tr("Copied %1 from frame %2 to frame %3")
                            .arg(shapeCountText(after().size() - own))
                            .arg(here - 1)
                            .arg(here);
}

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
    m_shapeCount = int(selected.size());
    const int here = document->currentFrame(sprite);
    const model::Sprite &s = document->sprite(sprite);
    QList<int> done;
    for (int frame : targets) {
        if (frame == here || frame < 0 || frame >= s.frames.size() || done.contains(frame))
            continue;
        done.append(frame);
        const ShapeList after = merged(s.frames[frame].shapes, selected);
        if (after == s.frames[frame].shapes)
            ++m_unchangedFrames;
        else
            new ChangeSpriteShapes(document, sprite, frame, after, text(), this);
    }
    setObsolete(childCount() == 0);
}

QString PropagateShapes::summary() const
{
    if (m_shapeCount == 0)
        return tr("No shapes selected to propagate");
    if (changedFrames() == 0)
        return tr("%1 already had the selected shapes").arg(frameCountText(m_unchangedFrames));
    QString text = tr("Copied %1 to %2")
                           .arg(shapeCountText(m_shapeCount), frameCountText(changedFrames()));
    if (m_unchangedFrames > 0)
        text += tr(" (%1 had them already)").arg(frameCountText(m_unchangedFrames));
    return text;
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
    return withAddedShapes(std::move(shapes), selected);
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
