#include "model/evaluate/projectvalidation.h"

#include "model/document/animationplayback.h"
#include "model/io/animatedimage.h"
#include "model/io/asepritefile.h"
#include "model/io/frameloader.h"
#include "model/io/imageloader.h"
#include "model/io/mugensff.h"

#include <hitbox/runtime/colliders.h>
#include <hitbox/shapes.h>

#include <QHash>

namespace hitbox::model {
QString spriteWhere(qsizetype index, const Sprite &sprite)
{
    return QStringLiteral("sprites[%1] \"%2\"").arg(QString::number(index), sprite.name);
}

namespace {

using Severity = ProjectProblem::Severity;

QString number(std::size_t n)
{
    return QString::number(n);
}

// Every image the document uses, decoded once however many sprites and frames share it.
struct DecodedImages
{
    QHash<QString, QSize> sizes;
    QHash<QString, QString> errors;
    // Per animated image a frame's imageIndex points into: its frame count, or -1 when
    // importing it failed (reported once, at the first frame pointing into it).
    QHash<QString, int> frameCounts;
};

// Decodes the image once and remembers its error and size.
QString imageError(const QString &path, DecodedImages &images)
{
    auto known = images.errors.constFind(path);
    if (known == images.errors.constEnd()) {
        if (isSffFile(path)) {
            // An .sff is checked by reading its nodes; its sprites count as the frames of
            // an animated image (each is decoded when it is shown).
            const SffReadResult read = readSffFile(path);
            images.frameCounts.insert(path, read.ok() ? int(read.archive.sprites.size()) : -1);
            return *images.errors.insert(path, read.error);
        }
        // An Aseprite file is checked by reading it and compositing its first frame.
        const LoadedImage loaded
                = isAsepriteFile(path) ? loadFrameSource(path, 0) : loadImage(path);
        images.sizes.insert(path, loaded.image.size());
        known = images.errors.insert(path, loaded.error);
    }
    return *known;
}

// Why the frame's animated image has no frame `imageIndex`, with the loaders' message
// (its frames are counted as the importer counts them, once per image); empty when it has.
QString animatedFrameError(const QString &path, int imageIndex, DecodedImages &images)
{
    auto known = images.frameCounts.constFind(path);
    if (imageIndex == 0 && known == images.frameCounts.constEnd())
        return QString(); // the image itself, checked by imageError
    if (known == images.frameCounts.constEnd()) {
        int count = -1;
        QString error;
        if (isAsepriteFile(path)) {
            const AseReadResult read = readAsepriteFile(path);
            count = read.ok() ? int(read.file.frames.size()) : -1;
            error = read.error;
        } else {
            const ImportResult imported = importAnimatedImage(path);
            count = imported.ok() ? int(imported.sheet.frames.size()) : -1;
            error = imported.error;
        }
        images.frameCounts.insert(path, count);
        if (count < 0)
            return error;
        known = images.frameCounts.constFind(path);
    }
    if (*known < 0)
        return QString();
    const QString problem = missingAnimatedFrameProblem(imageIndex, *known);
    return problem.isEmpty() ? QString() : importFailure(path, problem).error;
}

void validateShape(const Project &project,
                   const QList<Shape> &shapes,
                   qsizetype index,
                   const QString &frame,
                   collision::ValidationBudget &pairBudget,
                   QList<ProjectProblem> &problems)
{
    const Shape &shape = shapes[index];
    const QString where = shapeWhere(frame, shapes, index);
    if (!project.roles.indexOf(shape.role)) {
        problems.append({Severity::Warning,
                         where,
                         QStringLiteral("the role \"%1\" is not one of the document's roles, so "
                                        "the shape collides with nothing")
                                 .arg(shape.role)});
    }
    switch (shape.kind) {
    case ShapeKind::Box:
        if (shape.box.w <= 0.0 || shape.box.h <= 0.0)
            problems.append(
                    {Severity::Error,
                     where,
                     QStringLiteral("the box has no area (%1 x %2)")
                             .arg(QString::number(shape.box.w), QString::number(shape.box.h))});
        break;
    case ShapeKind::Circle:
        if (shape.circle.radius <= 0.0)
            problems.append({Severity::Error, where, QStringLiteral("the circle has radius 0")});
        break;
    case ShapeKind::Polygon: {
        if (const QString problem = polygonShapeProblemText(shape, pairBudget); !problem.isEmpty())
            problems.append({Severity::Error, where, problem});
        break;
    }
    }
}

void validateAnimations(qsizetype index, const Sprite &s, QList<ProjectProblem> &problems)
{
    QStringList seen;
    const QStringList uniqueNames = uniqueAnimationNames(s);
    for (qsizetype a = 0; a < s.animations.size(); ++a) {
        const Animation &animation = s.animations[a];
        const QString where = animationWhere(index, s, a);
        if (animation.name.trimmed().isEmpty())
            problems.append(
                    {Severity::Warning, where, QStringLiteral("the animation has no name")});
        else if (seen.contains(animation.name))
            problems.append({Severity::Warning,
                             where,
                             QStringLiteral("another animation of the sprite has the same name; "
                                            "the CLI and the exports call this one \"%1\"")
                                     .arg(uniqueNames[a])});
        seen.append(animation.name);
        if (animation.frames.isEmpty())
            problems.append(
                    {Severity::Warning, where, QStringLiteral("the animation has no frames")});
    }
}

void validateFrame(const Project &project,
                   qsizetype spriteIndex,
                   qsizetype frameIndex,
                   DecodedImages &images,
                   collision::ValidationBudget &pairBudget,
                   QList<ProjectProblem> &problems)
{
    const Sprite &s = project.sprites[spriteIndex];
    const Frame &frame = s.frames[frameIndex];
    const QString where = shapesWhere(spriteIndex, s, frameIndex);
    const QString path = frame.region.imagePath.isEmpty() ? s.imagePath : frame.region.imagePath;
    const QString error = imageError(path, images);
    if (!frame.region.imagePath.isEmpty() && !error.isEmpty())
        problems.append({Severity::Error, where, error});
    if (error.isEmpty()) {
        if (const QString missing = animatedFrameError(path, frame.region.imageIndex, images);
            !missing.isEmpty())
            problems.append({Severity::Error, where, missing});
    }
    const QSize imageSize = images.sizes.value(path);
    const QRect &rect = frame.region.rect;
    if (!imageSize.isEmpty() && !rect.isNull() && !QRect(QPoint(), imageSize).contains(rect)) {
        problems.append({Severity::Error,
                         where,
                         QStringLiteral("the frame's rectangle %1,%2 %3 x %4 reaches outside "
                                        "the %5 x %6 image")
                                 .arg(QString::number(rect.x()),
                                      QString::number(rect.y()),
                                      QString::number(rect.width()),
                                      QString::number(rect.height()),
                                      QString::number(imageSize.width()),
                                      QString::number(imageSize.height()))});
    }
    for (qsizetype k = 0; k < frame.shapes.size(); ++k) {
        validateShape(project, frame.shapes, k, where, pairBudget, problems);
        if (isOutdatedTrace(s, frame, frame.shapes[k]))
            problems.append({Severity::Warning,
                             shapeWhere(where, frame.shapes, k),
                             outdatedTraceText(*frame.shapes[k].tracedThreshold,
                                               effectiveThreshold(s, frame))});
    }
}

} // namespace

QString polygonProblemText(const collision::PolygonValidation &v)
{
    if (v.isValid())
        return {};
    const QString what = QString::fromLatin1(collision::describe(v.problem));
    // Points and edges count from 1 (edge k runs from point k to the next one).
    switch (v.problem) {
    case collision::PolygonProblem::RepeatedPoint:
        return QStringLiteral("%1 (points %2 and %3)")
                .arg(what, number(v.first + 1), number(v.second + 1));
    case collision::PolygonProblem::SelfIntersecting:
        return QStringLiteral("%1 (edges %2 and %3)")
                .arg(what, number(v.first + 1), number(v.second + 1));
    case collision::PolygonProblem::NonFinitePoint:
        return QStringLiteral("%1 (point %2)").arg(what, number(v.first + 1));
    case collision::PolygonProblem::TooFewPoints:
        return QStringLiteral("%1 (has %2)").arg(what, number(v.first));
    default:
        return what;
    }
}

QString polygonShapeProblemText(const Shape &shape, collision::ValidationBudget &budget)
{
    // The rule is the runtime's (colliders leave out what it refuses); this words it.
    const collision::RegionValidation v = runtime::validatePolygonShape(
            shape.polygon,
            std::span(shape.holes.constData(), std::size_t(shape.holes.size())),
            budget);
    // Loop 0 is the outline, loop k hole k (counting from 1).
    const auto loopName = [](std::size_t loop) {
        return loop == 0 ? QStringLiteral("the outline") : QStringLiteral("hole %1").arg(loop);
    };
    switch (v.problem) {
    case collision::RegionProblem::None:
        break;
    case collision::RegionProblem::InvalidLoop:
        if (v.loop == 0)
            return polygonProblemText(v.loopProblem);
        return QStringLiteral("%1: %2").arg(loopName(v.loop), polygonProblemText(v.loopProblem));
    case collision::RegionProblem::HoleOutside:
        return QStringLiteral("%1 is not inside the outline").arg(loopName(v.loop));
    case collision::RegionProblem::HoleInHole:
        return QStringLiteral("%1 lies inside %2").arg(loopName(v.loop), loopName(v.otherLoop));
    case collision::RegionProblem::LoopsTouch:
        return QStringLiteral("%1 crosses or touches %2")
                .arg(loopName(v.otherLoop), loopName(v.loop));
    }
    return {};
}

QString outdatedTraceText(int tracedAt, int threshold)
{
    return QStringLiteral("traced at alpha threshold %1, but the frame's threshold is %2: the "
                          "outline no longer matches the solid pixels; trace the frame again")
            .arg(tracedAt)
            .arg(threshold);
}

QString polygonShapeProblemText(const Shape &shape)
{
    collision::ValidationBudget budget;
    return polygonShapeProblemText(shape, budget);
}

QString shapeDisplayName(const QList<Shape> &shapes, qsizetype index)
{
    const Shape &shape = shapes[index];
    if (!shape.name.isEmpty())
        return shape.name;
    qsizetype n = 1;
    for (qsizetype i = 0; i < index; ++i)
        n += shapes[i].kind == shape.kind ? 1 : 0;
    QString kind = shapeKindName(shape.kind);
    kind[0] = kind[0].toUpper();
    return QStringLiteral("%1 %2").arg(kind, QString::number(n));
}

QString frameWhere(qsizetype spriteIndex, const Sprite &sprite, qsizetype frameIndex)
{
    return QStringLiteral("%1, frame #%2")
            .arg(spriteWhere(spriteIndex, sprite), QString::number(frameIndex));
}

QString animationWhere(qsizetype spriteIndex, const Sprite &sprite, qsizetype animationIndex)
{
    return QStringLiteral("%1, animation %2 \"%3\"")
            .arg(spriteWhere(spriteIndex, sprite),
                 QString::number(animationIndex + 1),
                 sprite.animations[animationIndex].name);
}

QList<ProjectProblem> validateProject(const Project &project)
{
    // One pair budget for the whole document: a file of many hostile stars costs no more
    // than a few of them (each polygon past the budget goes to the sweep line).
    collision::ValidationBudget pairBudget{4 * collision::validationPairBudget};
    QList<ProjectProblem> problems;
    QHash<QString, qsizetype> names;
    DecodedImages images;
    for (qsizetype i = 0; i < project.sprites.size(); ++i) {
        const Sprite &s = project.sprites[i];
        const QString where = spriteWhere(i, s);
        if (const QString error = imageError(s.imagePath, images); !error.isEmpty())
            problems.append({Severity::Error, where, error});
        if (s.name.trimmed().isEmpty())
            problems.append({Severity::Warning, where, QStringLiteral("the sprite has no name")});
        else if (names.contains(s.name))
            problems.append({Severity::Warning,
                             where,
                             QStringLiteral("the name is also used by sprites[%1]")
                                     .arg(names.value(s.name))});
        else
            names.insert(s.name, i);
        for (qsizetype f = 0; f < s.frames.size(); ++f)
            validateFrame(project, i, f, images, pairBudget, problems);
        validateAnimations(i, s, problems);
    }
    for (qsizetype k = 0; k < project.preview.instances.size(); ++k) {
        const PreviewInstance &placed = project.preview.instances[k];
        if (placed.sprite < 0 || placed.sprite >= project.sprites.size())
            continue;
        const qsizetype frames = project.sprites[placed.sprite].frames.size();
        if (placed.frame >= frames) {
            problems.append({Severity::Warning,
                             QStringLiteral("preview.instances[%1]").arg(k),
                             QStringLiteral("shows frame #%1, but its sprite has %2 frame(s); "
                                            "the last one is shown")
                                     .arg(QString::number(placed.frame), QString::number(frames))});
        }
    }
    return problems;
}

QString shapesWhere(qsizetype spriteIndex, const Sprite &sprite, qsizetype frameIndex)
{
    // A sprite of one frame is named as in version 1, without the frame.
    return sprite.frames.size() == 1 ? spriteWhere(spriteIndex, sprite)
                                     : frameWhere(spriteIndex, sprite, frameIndex);
}

QString shapeWhere(const QString &frame, const QList<Shape> &shapes, qsizetype index)
{
    const Shape &shape = shapes[index];
    qsizetype number = 1; // among the shapes of its kind, from 1
    for (qsizetype i = 0; i < index; ++i)
        number += shapes[i].kind == shape.kind ? 1 : 0;
    QString where = QStringLiteral("%1, %2 %3")
                            .arg(frame, shapeKindName(shape.kind), QString::number(number));
    if (!shape.name.isEmpty())
        where += QStringLiteral(" \"%1\"").arg(shape.name);
    return where;
}

bool hasErrors(const QList<ProjectProblem> &problems)
{
    for (const ProjectProblem &p : problems) {
        if (p.severity == ProjectProblem::Severity::Error)
            return true;
    }
    return false;
}

} // namespace hitbox::model
