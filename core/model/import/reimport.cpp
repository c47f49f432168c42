#include "model/import/reimport.h"

#include "model/evaluate/tracepipeline.h"
#include "model/import/sheetimport.h"
#include "model/import/spritefromsheet.h"
#include "model/io/alphaplane.h"
#include "model/io/frameloader.h"
#include "model/io/sourcedigest.h"

#include <QDir>
#include <QSet>

#include <algorithm>
#include <optional>

namespace hitbox::model {
namespace {

bool isUsers(const Shape &shape)
{
    return !shape.fromSource && !shape.tracedThreshold;
}

// newOf[j]: the old frame fresh frame j continues, or -1 (digest, then name, then order).
QList<int> matchFrames(const QList<Frame> &old, const QList<Frame> &fresh)
{
    QList<int> newOf(fresh.size(), -1);
    QList<bool> taken(old.size(), false);
    const auto take = [&](qsizetype j, qsizetype i) {
        newOf[j] = int(i);
        taken[i] = true;
    };
    const auto sameDigest = [&](qsizetype j, qsizetype i) {
        return !taken[i] && !fresh[j].sourceDigest.isEmpty()
               && fresh[j].sourceDigest == old[i].sourceDigest;
    };
    for (qsizetype j = 0; j < fresh.size() && j < old.size(); ++j) {
        if (sameDigest(j, j))
            take(j, j);
    }
    for (qsizetype j = 0; j < fresh.size(); ++j) {
        for (qsizetype i = 0; i < old.size() && newOf[j] < 0; ++i) {
            if (sameDigest(j, i))
                take(j, i);
        }
    }
    for (qsizetype j = 0; j < fresh.size(); ++j) {
        for (qsizetype i = 0; i < old.size() && newOf[j] < 0 && !fresh[j].name.isEmpty(); ++i) {
            if (!taken[i] && old[i].name == fresh[j].name)
                take(j, i);
        }
    }
    for (qsizetype j = 0; j < fresh.size(); ++j) {
        if (newOf[j] >= 0)
            continue;
        const qsizetype next = j == 0 ? 0 : newOf[j - 1] >= 0 ? newOf[j - 1] + 1 : j;
        if (next < old.size() && !taken[next])
            take(j, next);
    }
    return newOf;
}

Shape movedBy(Shape shape, collision::Vec2 d)
{
    shape.box.x += d.x;
    shape.box.y += d.y;
    shape.circle.center.x += d.x;
    shape.circle.center.y += d.y;
    for (collision::Vec2 &p : shape.polygon.points)
        p = {p.x + d.x, p.y + d.y};
    for (collision::Polygon &hole : shape.holes) {
        for (collision::Vec2 &p : hole.points)
            p = {p.x + d.x, p.y + d.y};
    }
    return shape;
}

// The frame's traces at `threshold` traced again from `picture`, named, given roles and
// sensor flags as `before` (the old traces at that threshold, in order) were.
QList<Shape> retraced(const Sprite &sprite,
                      const Frame &frame,
                      const QImage &picture,
                      int threshold,
                      const QList<Shape> &before,
                      const QList<Shape> &kept)
{
    const collision::Mask mask
            = maskFromImage(picture, threshold, effectiveColorKey(sprite, frame));
    const collision::Vec2 pivot = effectivePivot(sprite, frame, picture.size());
    QList<Shape> traced
            = tracedPolygons(traceSolidPixels(mask, TraceSettings{}), pivot, threshold, kept);
    for (qsizetype i = 0; i < traced.size() && i < before.size(); ++i) {
        traced[i].name = before[i].name;
        traced[i].role = before[i].role;
        traced[i].sensor = before[i].sensor;
    }
    return traced;
}

// `old`'s shapes on its changed picture: the user's stay in place, the source shapes
// become `fresh`'s (where the first of them was), each threshold's traces are traced again
// (where the first of them was). Counts what it put into `summary`.
QList<Shape> changedShapes(const Sprite &sprite,
                           const Frame &old,
                           const Frame &fresh,
                           const QImage &picture,
                           collision::Vec2 toOldPivot,
                           ReimportSummary &summary)
{
    QList<Shape> sourceShapes;
    for (const Shape &shape : fresh.shapes) {
        if (shape.fromSource)
            sourceShapes << movedBy(shape, toOldPivot);
    }
    QList<Shape> shapes;
    bool sourcePlaced = false;
    QList<int> thresholdsDone;
    for (const Shape &shape : old.shapes) {
        if (isUsers(shape)) {
            shapes << shape;
        } else if (shape.fromSource && !shape.tracedThreshold) {
            if (!std::exchange(sourcePlaced, true))
                shapes << sourceShapes;
        } else if (!thresholdsDone.contains(*shape.tracedThreshold)) {
            const int threshold = *shape.tracedThreshold;
            thresholdsDone << threshold;
            QList<Shape> before = old.shapes;
            before.removeIf([&](const Shape &s) { return s.tracedThreshold != threshold; });
            const QList<Shape> again = retraced(sprite, old, picture, threshold, before, shapes);
            summary.retraced += int(again.size());
            shapes << again;
        }
    }
    if (!sourcePlaced)
        shapes << sourceShapes;
    summary.sourceShapes += int(sourceShapes.size());
    return shapes;
}

// The old frame `old` continued by `fresh`; `error` is set when its picture is unreadable.
Frame continued(const Sprite &sprite,
                const Sprite &freshSprite,
                const Frame &old,
                const Frame &fresh,
                FrameSources &sources,
                ReimportSummary &summary,
                QString *error)
{
    Frame frame = old;
    frame.name = fresh.name;
    frame.region = fresh.region;
    frame.sourceDigest = fresh.sourceDigest;
    if (!fresh.sourceDigest.isEmpty() && fresh.sourceDigest == old.sourceDigest)
        return frame;
    const LoadedImage picture = untrimmedFrame(freshSprite, fresh, sources);
    if (!picture.ok()) {
        *error = picture.error;
        return frame;
    }
    const QSize size = picture.image.size();
    const collision::Vec2 freshPivot = effectivePivot(freshSprite, fresh, size);
    const collision::Vec2 oldPivot = effectivePivot(sprite, frame, size);
    frame.shapes = changedShapes(sprite,
                                 frame,
                                 fresh,
                                 picture.image,
                                 {freshPivot.x - oldPivot.x, freshPivot.y - oldPivot.y},
                                 summary);
    return frame;
}

QList<Animation> animationsAfter(const Sprite &sprite,
                                 const Sprite &fresh,
                                 const FrameMap &map,
                                 ReimportSummary &summary)
{
    if (fresh.animations.isEmpty())
        return remappedAnimations(sprite.animations, map);
    summary.animationsFromSource = true;
    QList<Animation> animations = fresh.animations;
    for (Animation &animation : animations) {
        for (const Animation &old : sprite.animations) {
            // A tag that plays once says so (applyAsepriteRepeat); one that loops leaves the
            // user's choice.
            if (old.name == animation.name)
                animation.loop = animation.loop && old.loop;
        }
    }
    return animations;
}

} // namespace

ReimportResult reimportSprite(const Sprite &sprite, const Sprite &fresh, FrameSources &sources)
{
    ReimportResult result;
    result.sprite = sprite;
    const QList<int> newOf = matchFrames(sprite.frames, fresh.frames);
    Sprite out = sprite;
    out.imagePath = fresh.imagePath;
    out.frames.clear();
    FrameMap map(sprite.frames.size(), -1);
    ReimportSummary summary;
    for (qsizetype j = 0; j < fresh.frames.size(); ++j) {
        const int i = newOf[j];
        if (i < 0) {
            summary.added << int(j);
            out.frames << fresh.frames[j];
            continue;
        }
        map[i] = int(j);
        if (i != j)
            ++summary.moved;
        const Frame &old = sprite.frames[i];
        QString error;
        out.frames << continued(sprite, fresh, old, fresh.frames[j], sources, summary, &error);
        if (!error.isEmpty()) {
            result.error = error;
            return result;
        }
        if (out.frames.last().sourceDigest == old.sourceDigest && !old.sourceDigest.isEmpty())
            ++summary.unchanged;
        else
            summary.changed << int(j);
    }
    for (qsizetype i = 0; i < sprite.frames.size(); ++i) {
        if (map[i] >= 0)
            continue;
        const QList<Shape> &shapes = sprite.frames[i].shapes;
        summary.removed << RemovedFrame{
                int(i),
                sprite.frames[i].name,
                int(std::count_if(shapes.cbegin(), shapes.cend(), isUsers))};
    }
    out.animations = animationsAfter(sprite, fresh, map, summary);
    result.sprite = std::move(out);
    result.map = std::move(map);
    result.summary = std::move(summary);
    return result;
}

ReimportResult reimportFromSource(const Sprite &sprite, FrameSources &sources)
{
    ReimportResult failed;
    failed.sprite = sprite;
    if (!sprite.source) {
        failed.error = QStringLiteral("sprite \"%1\": the document does not say which file it "
                                      "was added from; add it again to reimport it")
                               .arg(sprite.name);
        return failed;
    }
    if (!reimportsFromSource(sprite)) {
        failed.error
                = QStringLiteral("sprite \"%1\": %2").arg(sprite.name, notReimportedText(sprite));
        return failed;
    }
    for (const QString &file : spriteSourceFiles(sprite))
        sources.forget(file);
    const ImportResult imported = importSheet(sprite.source->path, sprite.source->grid, &sources);
    if (!imported.ok()) {
        failed.error = imported.error;
        return failed;
    }
    const Sprite fresh = spriteFromSheet(imported.sheet, sprite.name, &sources);
    for (const Frame &frame : fresh.frames) {
        if (frame.sourceDigest.isEmpty()) {
            const LoadedImage picture = untrimmedFrame(fresh, frame, sources);
            failed.error = picture.ok()
                                   ? QStringLiteral("%1: a frame cannot be read")
                                             .arg(QDir::toNativeSeparators(sprite.source->path))
                                   : picture.error;
            return failed;
        }
    }
    ReimportResult result = reimportSprite(sprite, fresh, sources);
    result.sprite.source = sprite.source;
    result.summary.warning = imported.warning;
    return result;
}

QStringList spriteSourceFiles(const Sprite &sprite)
{
    QStringList files;
    if (!reimportsFromSource(sprite))
        return files;
    QSet<QString> listed;
    const auto add = [&](const QString &file) {
        if (!file.isEmpty() && !listed.contains(file)) {
            listed.insert(file);
            files << file;
        }
    };
    add(sprite.source->path);
    add(sprite.imagePath);
    for (const Frame &frame : sprite.frames)
        add(frame.region.imagePath);
    return files;
}

QString noSourceText()
{
    return QStringLiteral("no source remembered, left as it is");
}

namespace {

bool isMugenSource(const Sprite &sprite)
{
    return sprite.source
           && sprite.source->path.endsWith(QStringLiteral(".air"), Qt::CaseInsensitive);
}

} // namespace

bool reimportsFromSource(const Sprite &sprite)
{
    return sprite.source && !isMugenSource(sprite);
}

QString notReimportedText(const Sprite &sprite)
{
    if (!isMugenSource(sprite))
        return noSourceText();
    return QStringLiteral("its boxes come from the MUGEN file %1, which the .air export writes "
                          "back; import it again to read it anew; left as it is")
            .arg(QDir::toNativeSeparators(sprite.source->path));
}

QStringList reimportSummaryLines(const ReimportSummary &s)
{
    const auto framesText = [](const QList<int> &frames) {
        QStringList numbers;
        for (const int f : frames)
            numbers << QStringLiteral("#%1").arg(f);
        return numbers.join(QStringLiteral(", "));
    };
    QStringList parts{QStringLiteral("%1 unchanged").arg(s.unchanged)};
    if (!s.changed.isEmpty())
        parts << QStringLiteral("%1 changed (%2)").arg(s.changed.size()).arg(framesText(s.changed));
    if (!s.added.isEmpty())
        parts << QStringLiteral("%1 added (%2)").arg(s.added.size()).arg(framesText(s.added));
    if (!s.removed.isEmpty()) {
        QStringList removed;
        for (const RemovedFrame &r : s.removed) {
            QString text = QStringLiteral("#%1").arg(r.index);
            if (!r.name.isEmpty())
                text += QStringLiteral(" \"%1\"").arg(r.name);
            if (r.usersShapes > 0)
                text += QStringLiteral(" with %1 of your shapes").arg(r.usersShapes);
            removed << text;
        }
        parts << QStringLiteral("%1 removed (%2)")
                         .arg(s.removed.size())
                         .arg(removed.join(QStringLiteral(", ")));
    }
    QStringList lines{QStringLiteral("frames: ") + parts.join(QStringLiteral(", "))};
    if (s.moved > 0)
        lines << QStringLiteral("%1 frames moved, with their shapes").arg(s.moved);
    if (!s.changed.isEmpty()) {
        lines << QStringLiteral("on the changed frames: %1 shapes from the source, %2 traced "
                                "again; your shapes kept")
                         .arg(s.sourceShapes)
                         .arg(s.retraced);
    }
    if (s.animationsFromSource)
        lines << QStringLiteral("animations: the source's tags");
    if (!s.warning.isEmpty())
        lines << s.warning;
    return lines;
}

} // namespace hitbox::model
