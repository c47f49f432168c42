#include "model/import/mugen/mugenimport.h"

#include "model/document/timing.h"
#include "model/import/importer.h"
#include "model/io/localfile.h"
#include "model/io/mugensff.h"

#include <QDir>
#include <QFileInfo>
#include <QSet>

namespace hitbox::model {
namespace {

// The lines of a head or file, each without its comment, trimmed, lower case unless
// `keepCase`.
QList<QByteArray> meaningfulLines(const QByteArray &bytes, bool keepCase = false)
{
    QList<QByteArray> lines;
    for (QByteArray line : bytes.split('\n')) {
        const qsizetype semicolon = line.indexOf(';');
        if (semicolon >= 0)
            line.truncate(semicolon);
        if (line.startsWith("\xef\xbb\xbf"))
            line.remove(0, 3);
        line = line.trimmed();
        if (!line.isEmpty())
            lines << (keepCase ? line : line.toLower());
    }
    return lines;
}

bool hasLineStarting(const QByteArray &head, const QByteArray &start)
{
    for (const QByteArray &line : meaningfulLines(head)) {
        if (line.startsWith(start))
            return true;
    }
    return false;
}

QString shown(const QString &path)
{
    return QDir::toNativeSeparators(path);
}

// The [Files] `anim` and `sprite` of a .def, resolved against its folder.
struct DefFiles
{
    QString anim;
    QString sprite;
};

std::optional<DefFiles> readDef(const QString &def, QString *error)
{
    const LocalFileBytes read = readLocalFile(def, maxAirBytes, QStringLiteral("a .def file"));
    if (!read.ok()) {
        *error = shown(def) + QStringLiteral(": ") + read.problem;
        return std::nullopt;
    }
    DefFiles files;
    bool inFiles = false;
    const QDir folder = QFileInfo(def).absoluteDir();
    for (const QByteArray &line : meaningfulLines(read.bytes, true)) {
        if (line.startsWith('[')) {
            inFiles = line.toLower().startsWith("[files]");
            continue;
        }
        const qsizetype equals = line.indexOf('=');
        if (!inFiles || equals < 0)
            continue;
        const QByteArray key = line.left(equals).trimmed().toLower();
        QString value = QString::fromLatin1(line.mid(equals + 1).trimmed());
        if (value.size() >= 2 && value.startsWith(u'"') && value.endsWith(u'"'))
            value = value.mid(1, value.size() - 2);
        value.replace(u'\\', u'/');
        if (value.isEmpty())
            continue;
        const QString path = QDir::cleanPath(folder.filePath(value));
        if (key == "anim" && files.anim.isEmpty())
            files.anim = path;
        else if (key == "sprite" && files.sprite.isEmpty())
            files.sprite = path;
    }
    if (files.anim.isEmpty()) {
        *error = shown(def) + QStringLiteral(": no `anim = FILE.air` in its [Files] section");
        return std::nullopt;
    }
    return files;
}

class Converter
{
public:
    // `sff`: the archive at `sffPath` whose sprites the frames show; null when it could not
    // be read.
    Converter(const AirFile &air,
              const QString &airPath,
              const SffArchive *sff,
              const QString &sffPath)
        : m_air(air)
        , m_shown(shown(airPath))
        , m_sff(sff)
        , m_sffShown(shown(sffPath))
    {}

    Sprite convert(QStringList *report)
    {
        m_report = report;
        for (const QString &line : m_air.notes)
            note(line);
        Sprite sprite;
        sprite.frames.clear();
        for (const AirAction &action : m_air.actions) {
            if (!action.duplicate)
                sprite.animations << animation(action, sprite.frames);
        }
        if (sprite.frames.isEmpty())
            sprite.frames << Frame{};
        return sprite;
    }

private:
    void note(const QString &text) { *m_report << m_shown + QStringLiteral(": ") + text; }

    Animation animation(const AirAction &action, QList<Frame> &frames)
    {
        Animation animation;
        animation.name = QString::number(action.number);
        const QList<AirElement> &elements = action.elements;
        for (qsizetype i = 0; i < elements.size(); ++i) {
            const AirElement &e = elements[i];
            Frame frame;
            frame.name = mugenFrameName(action.number, int(i));
            frame.durationMs = ticksToMs(std::max(e.time, 1), mugenTicksPerSecond);
            frame.shapes = mugenElementShapes(e.read);
            if (e.time == 0)
                note(QStringLiteral("action %1, element %2: time 0 is shown for 1 tick")
                             .arg(action.number)
                             .arg(i));
            if (e.time == -1 && i + 1 < elements.size())
                note(QStringLiteral("action %1, element %2: time -1 (hold forever) before the "
                                    "last element; the document plays on as if it were 1 tick")
                             .arg(action.number)
                             .arg(i));
            skippedBoxes(action.number, int(i), e.read, frame.shapes.size());
            if (m_sff)
                placePicture(e, frame);
            animation.frames << int(frames.size());
            frames << frame;
        }
        animation.loop = elements.isEmpty() || elements.last().time != -1;
        drawnElements(action);
        if (action.loopStart && *action.loopStart > 0)
            note(QStringLiteral("action %1: Loopstart at element %2; the document loops from "
                                "the first element (the .air export keeps Loopstart)")
                         .arg(action.number)
                         .arg(*action.loopStart));
        return animation;
    }

    // The frame shows the sprite (group, number) of the .sff, its pivot (the character's
    // axis, which the boxes are relative to) at the sprite's axis less the element's offset,
    // the axis mirrored in the picture when the element is flipped (mugenElementPivot).
    // A missing sprite gives an index past the archive's last: the frame has no picture.
    void placePicture(const AirElement &e, Frame &frame)
    {
        const int index = sffSpriteIndex(*m_sff, e.group, e.number);
        if (index < 0) {
            frame.region.imageIndex = int(m_sff->sprites.size());
            if (!m_missing.contains({e.group, e.number})) {
                m_missing.insert({e.group, e.number});
                *m_report << QStringLiteral("%1: no sprite %2,%3 (group, number); the frames "
                                            "that show it have no picture")
                                     .arg(m_sffShown,
                                          QString::number(e.group),
                                          QString::number(e.number));
            }
            return;
        }
        frame.region.imageIndex = index;
        frame.region.flipX = e.flipH;
        frame.region.flipY = e.flipV;
        frame.pivot
                = mugenElementPivot(e, m_sff->sprites[index].axis, sffSpriteSize(*m_sff, index));
    }

    // Blend, scale and angle fields change how MUGEN and Ikemen GO draw the sprite, not its
    // boxes: one line per action names the elements that have them.
    void drawnElements(const AirAction &action)
    {
        QStringList drawn;
        for (qsizetype i = 0; i < action.elements.size(); ++i) {
            if (!action.elements[i].drawing.isEmpty())
                drawn << QString::number(i);
        }
        if (!drawn.isEmpty())
            note(QStringLiteral("action %1, elements %2: blend, scale or angle fields are not "
                                "shown by the document (the .air export keeps them)")
                         .arg(QString::number(action.number), drawn.join(QStringLiteral(", "))));
    }

    void skippedBoxes(int action, int element, const AirBoxSets &boxes, qsizetype kept)
    {
        const qsizetype empty = boxes[0].size() + boxes[1].size() - kept;
        if (empty > 0)
            note(QStringLiteral("action %1, element %2: %3 empty boxes (zero width or height) "
                                "left out")
                         .arg(action)
                         .arg(element)
                         .arg(empty));
    }

    const AirFile &m_air;
    QString m_shown;
    const SffArchive *m_sff = nullptr;
    QString m_sffShown;
    QSet<std::pair<int, int>> m_missing;
    QStringList *m_report = nullptr;
};

HitboxImport importAir(const QString &airPath, const QString &name, const QString &sffPath)
{
    HitboxImport result;
    const LocalFileBytes read = readLocalFile(airPath, maxAirBytes, QStringLiteral("a .air file"));
    if (!read.ok()) {
        result.error = shown(airPath) + QStringLiteral(": ") + read.problem;
        return result;
    }
    QString error;
    const std::optional<AirFile> air = readAir(read.bytes, &error);
    if (!air) {
        result.error = shown(airPath) + QStringLiteral(": ") + error;
        return result;
    }
    const SffReadResult sff = readSffFile(sffPath);
    if (!sff.ok())
        result.report << sff.error + QStringLiteral("; the frames have no pictures");
    Sprite sprite = Converter(*air, airPath, sff.ok() ? &sff.archive : nullptr, sffPath)
                            .convert(&result.report);
    sprite.name = name;
    sprite.source = SpriteSource{airPath, std::nullopt};
    sprite.imagePath = sffPath;
    result.sprites = {sprite};
    result.ticksPerSecond = mugenTicksPerSecond;
    return result;
}

} // namespace

bool looksLikeMugenAir(const QByteArray &head)
{
    return hasLineStarting(head, "[begin action");
}

bool looksLikeMugenDef(const QByteArray &head)
{
    return hasLineStarting(head, "[files]");
}

collision::Vec2 mugenElementPivot(const AirElement &element, QPoint axis, QSize size)
{
    // Ikemen GO (src/anim.go, ReadAnimFrame and Animation.Draw) negates the offset of a
    // flipped element and draws it with a negative scale, so the offset moves the picture
    // as unflipped while the picture is mirrored about its own axis.
    const int x = element.flipH && size.width() > 0 ? size.width() - axis.x() : axis.x();
    const int y = element.flipV && size.height() > 0 ? size.height() - axis.y() : axis.y();
    return collision::Vec2{double(x - element.x), double(y - element.y)};
}

QList<Shape> mugenElementShapes(const AirBoxSets &boxes)
{
    QList<Shape> shapes;
    for (int kind = 0; kind < 2; ++kind) {
        const QString role = kind == 0 ? QStringLiteral("hitbox") : QStringLiteral("hurtbox");
        for (qsizetype i = 0; i < boxes[kind].size(); ++i) {
            const AirBox &b = boxes[kind][i];
            if (b.right == b.left || b.bottom == b.top)
                continue;
            const collision::Rect rect{double(b.left),
                                       double(b.top),
                                       double(b.right - b.left),
                                       double(b.bottom - b.top)};
            shapes << Shape::makeBox(rect, role, QStringLiteral("Clsn%1[%2]").arg(kind + 1).arg(i));
        }
    }
    return shapes;
}

HitboxImport importMugen(const QString &path)
{
    const QString absolute = absoluteFileSystemPath(path);
    const QFileInfo info(absolute);
    const LocalFileBytes head
            = readLocalFile(absolute, maxAirBytes, QStringLiteral("a MUGEN file"));
    if (head.ok() && looksLikeMugenAir(head.bytes.left(importProbeBytes)))
        return importAir(
                absolute,
                info.completeBaseName(),
                info.absoluteDir().filePath(info.completeBaseName() + QStringLiteral(".sff")));
    HitboxImport result;
    const std::optional<DefFiles> files = readDef(absolute, &result.error);
    if (!files)
        return result;
    const QString sprite = files->sprite.isEmpty() ? info.absoluteDir().filePath(
                                   info.completeBaseName() + QStringLiteral(".sff"))
                                                   : files->sprite;
    result = importAir(files->anim, info.completeBaseName(), sprite);
    if (!result.ok())
        result.error = shown(absolute) + QStringLiteral(": its anim file ") + result.error;
    return result;
}

} // namespace hitbox::model
