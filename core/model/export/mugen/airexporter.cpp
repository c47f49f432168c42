#include "model/export/mugen/airexporter.h"

#include "model/document/timing.h"
#include "model/evaluate/projectvalidation.h"
#include "model/io/localfile.h"
#include "model/io/mugenair.h"

#include <QDir>
#include <QFileInfo>
#include <QHash>

#include <cmath>

namespace hitbox::model {
namespace {

// The one sprite an .air holds, or a problem.
const Sprite *chosenSprite(const Project &project,
                           const ExportOptions &options,
                           int *index,
                           QList<ExportProblem> *problems)
{
    const Sprite *chosen = nullptr;
    int count = 0;
    for (const QString &name : options.sprites) {
        if (!std::any_of(project.sprites.cbegin(), project.sprites.cend(), [&](const Sprite &s) {
                return s.name == name;
            }))
            problems->append({{}, QStringLiteral("there is no sprite \"%1\"").arg(name)});
    }
    for (int i = 0; i < project.sprites.size(); ++i) {
        if (!options.exportsSprite(project.sprites[i].name))
            continue;
        if (count++ == 0) {
            chosen = &project.sprites[i];
            *index = i;
        }
    }
    if (count > 1)
        problems->append({{},
                          QStringLiteral("an .air file holds one character; choose one of the "
                                         "%1 sprites (--sprites NAME)")
                                  .arg(count)});
    if (count == 0 && problems->isEmpty())
        problems->append({{}, QStringLiteral("the document has no sprite")});
    return count == 1 ? chosen : nullptr;
}

// A frame's shapes as Clsn1 and Clsn2 boxes, or problems naming the shapes that cannot be.
AirBoxSets frameBoxes(const Project &project,
                      int spriteIndex,
                      const Sprite &sprite,
                      int frameIndex,
                      QList<ExportProblem> *problems)
{
    AirBoxSets sets;
    const Frame &frame = sprite.frames[frameIndex];
    for (int i = 0; i < frame.shapes.size(); ++i) {
        const Shape &shape = frame.shapes[i];
        const auto fail = [&](const QString &reason) {
            problems->append(
                    {shapeWhere(shapesWhere(spriteIndex, sprite, frameIndex), frame.shapes, i),
                     reason});
        };
        const FrameDataRole role = project.roles.frameData(shape.role);
        if (!shape.isBox()) {
            fail(QStringLiteral("a %1 cannot go into .air, whose boxes are axis-aligned "
                                "rectangles; make it a box")
                         .arg(shapeKindName(shape.kind)));
            continue;
        }
        if (role == FrameDataRole::None) {
            fail(QStringLiteral("its role \"%1\" is neither the hitbox role (Clsn1) nor the "
                                "hurtbox role (Clsn2), the only boxes .air has")
                         .arg(shape.role));
            continue;
        }
        const collision::Rect &r = shape.box;
        const AirBox box{int(std::lround(r.x)),
                         int(std::lround(r.y)),
                         int(std::lround(r.x + r.w)),
                         int(std::lround(r.y + r.h))};
        sets[role == FrameDataRole::Hitbox ? 0 : 1] << box;
    }
    return sets;
}

// The boxes as they come back from the file, without the empty ones the import leaves out.
AirBoxSets withoutEmpty(AirBoxSets sets)
{
    for (QList<AirBox> &boxes : sets)
        boxes.removeIf([](const AirBox &b) { return b.left == b.right || b.top == b.bottom; });
    return sets;
}

QList<int> playOrder(const Animation &animation)
{
    QList<int> order = animation.frames;
    if (animation.direction == AnimationDirection::Reverse) {
        std::reverse(order.begin(), order.end());
    } else if (animation.direction == AnimationDirection::PingPong) {
        for (qsizetype i = animation.frames.size() - 2; i > 0; --i)
            order << animation.frames[i];
    }
    return order;
}

QByteArray commentText(const QString &name)
{
    QString text = name;
    for (QChar &c : text) {
        if (c.category() == QChar::Other_Control)
            c = u' ';
    }
    return text.toUtf8();
}

struct Plan
{
    const Project &project;
    int spriteIndex;
    const Sprite &sprite;
    ExportPlan &out;
};

void keptFile(Plan &p, const QString &airPath)
{
    const QString shown = QDir::toNativeSeparators(airPath);
    const LocalFileBytes read = readLocalFile(airPath, maxAirBytes, QStringLiteral("a .air file"));
    QString error = read.problem;
    std::optional<AirFile> air = read.ok() ? readAir(read.bytes, &error) : std::nullopt;
    if (!air) {
        p.out.problems.append(
                {QStringLiteral("sprites[%1] \"%2\"").arg(p.spriteIndex).arg(p.sprite.name),
                 QStringLiteral("the .air it was imported from, %1, cannot be read "
                                "to write it back: %2")
                         .arg(shown, error)});
        return;
    }
    QHash<int, int> actionOf;
    for (int a = 0; a < air->actions.size(); ++a) {
        if (!air->actions[a].duplicate)
            actionOf.insert(air->actions[a].number, a);
    }
    for (int f = 0; f < p.sprite.frames.size(); ++f) {
        const AirBoxSets boxes = frameBoxes(p.project, p.spriteIndex, p.sprite, f, &p.out.problems);
        const auto element = mugenElementOfFrame(p.sprite.frames[f].name);
        const int a = element ? actionOf.value(element->first, -1) : -1;
        if (a < 0 || element->second >= air->actions[a].elements.size()) {
            p.out.problems.append({frameWhere(p.spriteIndex, p.sprite, f),
                                   QStringLiteral("names no element of %1 (frames of an .air "
                                                  "import are named ACTION:INDEX)")
                                           .arg(shown)});
            continue;
        }
        AirElement &e = air->actions[a].elements[element->second];
        if (boxes != withoutEmpty(e.read))
            e.boxes = boxes;
        p.out.shapeCount += int(boxes[0].size() + boxes[1].size());
    }
    p.out.files.append({{}, writeAir(*air)});
}

// A frame shown mirrored (FrameRegion flips) as the element's flip field: ", H", ", V",
// ", HV", or nothing.
QByteArray flipField(const FrameRegion &region)
{
    if (!region.flipX && !region.flipY)
        return {};
    return QByteArray(", ") + (region.flipX ? "H" : "") + (region.flipY ? "V" : "");
}

void newFile(Plan &p)
{
    const QByteArray nl = "\r\n";
    const int rate = p.project.ticksPerSecond > 0 ? p.project.ticksPerSecond : mugenTicksPerSecond;
    QList<Animation> animations = p.sprite.animations;
    if (animations.isEmpty()) {
        Animation all;
        for (int f = 0; f < p.sprite.frames.size(); ++f)
            all.frames << f;
        animations << all;
    }
    QList<AirBoxSets> boxes;
    for (int f = 0; f < p.sprite.frames.size(); ++f)
        boxes << frameBoxes(p.project, p.spriteIndex, p.sprite, f, &p.out.problems);
    QSet<int> used;
    for (const Animation &animation : std::as_const(animations)) {
        bool isNumber = false;
        const int named = animation.name.toInt(&isNumber);
        if (isNumber && !used.contains(named))
            used.insert(named);
    }
    QSet<int> written;
    QByteArray text;
    int next = 0;
    for (const Animation &animation : std::as_const(animations)) {
        bool isNumber = false;
        int number = animation.name.toInt(&isNumber);
        if (!isNumber || written.contains(number)) {
            while (used.contains(next))
                ++next;
            number = next;
            used.insert(number);
        }
        written.insert(number);
        text += "[Begin Action " + QByteArray::number(number) + "]" + nl;
        if (!animation.name.isEmpty() && animation.name != QString::number(number))
            text += "; " + commentText(animation.name) + nl;
        const QList<int> order = playOrder(animation);
        QList<AirBoxSets> sets;
        for (const int f : order)
            sets << boxes[f];
        const QList<QList<QByteArray>> clsn = airClsnLines(sets, nl);
        for (qsizetype i = 0; i < order.size(); ++i) {
            for (const QByteArray &line : clsn[i])
                text += line;
            const bool hold = !animation.loop && i + 1 == order.size();
            const int ticks = msToTicks(p.sprite.frames[order[i]].durationMs, rate);
            text += "0, " + QByteArray::number(order[i]) + ", 0, 0, "
                    + QByteArray::number(hold ? -1 : ticks)
                    + flipField(p.sprite.frames[order[i]].region) + nl;
            p.out.shapeCount += int(sets[i][0].size() + sets[i][1].size());
        }
        text += nl;
    }
    p.out.files.append({{}, text});
}

} // namespace

QString AirExporter::displayName() const
{
    return QStringLiteral("MUGEN / Ikemen GO animations (*.air)");
}

ExportPlan AirExporter::plan(const ExportSource &source, const ExportOptions &options) const
{
    ExportPlan out;
    int index = 0;
    const Sprite *sprite = chosenSprite(*source.project, options, &index, &out.problems);
    if (!sprite)
        return out;
    Plan p{*source.project, index, *sprite, out};
    const bool fromAir
            = sprite->source && !sprite->source->grid
              && sprite->source->path.endsWith(QStringLiteral(".air"), Qt::CaseInsensitive);
    if (fromAir)
        keptFile(p, sprite->source->path);
    else
        newFile(p);
    if (!out.ok())
        out.files.clear();
    else
        out.files.first().relativePath = QFileInfo(source.outputPath).fileName();
    return out;
}

} // namespace hitbox::model
