#include "framedatacommand.h"

#include "commandline.h"
#include "framepair.h"
#include "framereference.h"

#include "model/document/animationplayback.h"
#include "model/evaluate/framedata.h"
#include "model/io/jsonwriter.h"
#include "model/io/projectformat.h"

namespace hitbox::cli {
namespace {

enum class Output { Table, Json, Csv };

struct FrameDataArguments
{
    QString documentPath;
    QString reference; ///< SPRITE[:ANIMATION], or empty for every sprite
    Output output = Output::Table;
};

FrameDataArguments parseArguments(const QStringList &arguments)
{
    FrameDataArguments args;
    ArgumentReader reader(arguments);
    QStringList positional;
    while (!reader.atEnd()) {
        if (reader.flag(QStringLiteral("--json"))) {
            if (args.output == Output::Csv)
                throw UsageError{QStringLiteral("--json and --csv cannot both be given")};
            args.output = Output::Json;
            continue;
        }
        if (reader.flag(QStringLiteral("--csv"))) {
            if (args.output == Output::Json)
                throw UsageError{QStringLiteral("--json and --csv cannot both be given")};
            args.output = Output::Csv;
            continue;
        }
        const QString argument = reader.next();
        if (argument.startsWith(QLatin1String("--")))
            throw UsageError{QStringLiteral("unknown option %1").arg(argument)};
        positional << argument;
    }
    if (positional.isEmpty() || positional.size() > 2) {
        throw UsageError{
                QStringLiteral("expected DOC [SPRITE[:ANIMATION]]; see hitbox-cli framedata "
                               "--help")};
    }
    args.documentPath = positional[0];
    args.reference = positional.value(1);
    return args;
}

// One row: an animation of a sprite and its frame data.
struct Row
{
    const model::Sprite *sprite = nullptr;
    QString animation; ///< its unique name (model::uniqueAnimationNames)
    model::FrameData data;
};

void addSprite(const model::Project &project,
               const model::Sprite &sprite,
               int only,
               QList<Row> &rows)
{
    const QStringList names = model::uniqueAnimationNames(sprite);
    for (int i = 0; i < sprite.animations.size(); ++i) {
        if (only < 0 || i == only)
            rows.append({&sprite, names[i], model::frameData(project, sprite, i)});
    }
}

QString number(double value)
{
    return QString::fromLatin1(model::jsonNumber(value));
}

template<typename T>
QString optionalJson(const std::optional<T> &value)
{
    return value ? number(double(*value)) : QStringLiteral("null");
}

QString windowsJson(const QList<model::TickWindow> &windows, bool ms)
{
    QStringList parts;
    for (const model::TickWindow &w : windows) {
        parts << (ms ? QStringLiteral("[%1, %2]").arg(number(w.startMs), number(w.endMs))
                     : QStringLiteral("[%1, %2]").arg(w.first).arg(w.last));
    }
    return QLatin1Char('[') + parts.join(QStringLiteral(", ")) + QLatin1Char(']');
}

QString rowJson(const Row &row)
{
    const model::FrameData &d = row.data;
    return QStringLiteral("{\"sprite\": %1, \"animation\": %2, \"ticks_per_second\": %3, "
                          "\"counts_ticks\": %4, \"loops\": %5, \"total\": %6, \"startup\": "
                          "%7, \"active\": %8, \"recovery\": %9, \"active_windows\": %10, "
                          "\"invulnerable_windows\": %11, ")
                   .arg(jsonString(row.sprite->name),
                        jsonString(row.animation),
                        QString::number(d.ticksPerSecond),
                        d.countsTicks ? QStringLiteral("true") : QStringLiteral("false"),
                        d.loops ? QStringLiteral("true") : QStringLiteral("false"),
                        QString::number(d.total),
                        optionalJson(d.startup),
                        QString::number(d.active),
                        optionalJson(d.recovery))
                   .arg(windowsJson(d.activeWindows, false),
                        windowsJson(d.invulnerableWindows, false))
           + QStringLiteral("\"total_ms\": %1, \"startup_ms\": %2, \"active_ms\": %3, "
                            "\"recovery_ms\": %4, \"active_windows_ms\": %5, "
                            "\"invulnerable_windows_ms\": %6}")
                     .arg(number(d.totalMs),
                          optionalJson(d.startupMs),
                          number(d.activeMs),
                          optionalJson(d.recoveryMs),
                          windowsJson(d.activeWindows, true),
                          windowsJson(d.invulnerableWindows, true));
}

// A CSV field (RFC 4180): quoted when it holds a comma, a quote or a line break.
QString csvField(const QString &text)
{
    if (!text.contains(QLatin1Char(',')) && !text.contains(QLatin1Char('"'))
        && !text.contains(QLatin1Char('\n')) && !text.contains(QLatin1Char('\r')))
        return text;
    QString quoted = text;
    quoted.replace(QLatin1String("\""), QLatin1String("\"\""));
    return QLatin1Char('"') + quoted + QLatin1Char('"');
}

template<typename T>
QString optionalText(const std::optional<T> &value, const QString &none = {})
{
    return value ? number(double(*value)) : none;
}

void writeCsv(const QList<Row> &rows, QTextStream &out)
{
    out << "sprite,animation,ticks_per_second,loops,total,startup,active,recovery,"
           "active_windows,invulnerable_windows,total_ms,startup_ms,active_ms,recovery_ms\n";
    for (const Row &row : rows) {
        const model::FrameData &d = row.data;
        const QStringList cells{csvField(row.sprite->name),
                                csvField(row.animation),
                                QString::number(d.ticksPerSecond),
                                d.loops ? QStringLiteral("true") : QStringLiteral("false"),
                                QString::number(d.total),
                                optionalText(d.startup),
                                QString::number(d.active),
                                optionalText(d.recovery),
                                model::tickWindowsText(d.activeWindows),
                                model::tickWindowsText(d.invulnerableWindows),
                                number(d.totalMs),
                                optionalText(d.startupMs),
                                number(d.activeMs),
                                optionalText(d.recoveryMs)};
        out << cells.join(QLatin1Char(',')) << "\n";
    }
}

// "8 (133.3 ms)", or the text for none.
template<typename T>
QString
ticksAndMs(const std::optional<T> &ticks, const std::optional<double> &ms, const QString &none)
{
    if (!ticks)
        return none;
    return model::ticksAndMsText(*ticks, *ms);
}

void writeTable(const QList<Row> &rows, QTextStream &out)
{
    for (const Row &row : rows) {
        const model::FrameData &d = row.data;
        out << row.sprite->name << ":" << row.animation << "  ("
            << (d.countsTicks ? QStringLiteral("%1 ticks per second").arg(d.ticksPerSecond)
                              : QStringLiteral("milliseconds, counted at %1 ticks per second")
                                        .arg(d.ticksPerSecond))
            << ")\n";
        out << "  total         "
            << ticksAndMs(std::optional(d.total), std::optional(d.totalMs), {}) << "\n";
        out << "  startup       "
            << ticksAndMs(d.startup, d.startupMs, QStringLiteral("none (no hitbox)")) << "\n";
        out << "  active        "
            << ticksAndMs(std::optional(d.active), std::optional(d.activeMs), {})
            << (d.activeWindows.isEmpty()
                        ? QString()
                        : QStringLiteral(", ticks ") + model::tickWindowsText(d.activeWindows))
            << "\n";
        out << "  recovery      "
            << ticksAndMs(d.recovery,
                          d.recoveryMs,
                          d.loops ? QStringLiteral("loops") : QStringLiteral("none (no hitbox)"))
            << "\n";
        out << "  invulnerable  "
            << (d.invulnerableWindows.isEmpty()
                        ? QStringLiteral("none")
                        : QStringLiteral("ticks ") + model::tickWindowsText(d.invulnerableWindows))
            << "\n";
    }
    if (rows.isEmpty())
        out << "no animations\n";
}

} // namespace

QString frameDataUsage()
{
    return QStringLiteral(
            "usage: hitbox-cli framedata DOC.hitbox.json [SPRITE[:ANIMATION]] [--json | --csv]\n"
            "  Frame data of every animation (of the document, of SPRITE, or ANIMATION only):\n"
            "  startup (ticks up to and including the first tick with a hitbox), active\n"
            "  (ticks with a hitbox, in windows), recovery (ticks after the last active one;\n"
            "  looping animations say so instead), total and the windows without a hurtbox,\n"
            "  in ticks (counted from 1) and in ms. A document counting milliseconds is\n"
            "  counted at 60 ticks per second, each frame its nearest whole ticks.\n"
            "  --json    print {\"animations\": [{\"sprite\", \"animation\",\n"
            "            \"ticks_per_second\", \"counts_ticks\", \"loops\", \"total\",\n"
            "            \"startup\", \"active\", \"recovery\", \"active_windows\",\n"
            "            \"invulnerable_windows\", and the same with _ms}]}\n"
            "  --csv     print one line per animation, with a header line\n");
}

int runFrameData(const QStringList &arguments, QTextStream &out, QTextStream &err)
{
    FrameDataArguments args;
    try {
        args = parseArguments(arguments);
    } catch (const UsageError &e) {
        err << "hitbox-cli framedata: " << e.message << "\n";
        return 2;
    }
    const model::ProjectReadResult read = model::readProjectFile(args.documentPath);
    if (!read.ok()) {
        err << "hitbox-cli framedata: " << read.error << "\n";
        return 2;
    }
    const model::Project &project = read.project;
    QList<Row> rows;
    if (args.reference.isEmpty()) {
        for (const model::Sprite &sprite : project.sprites)
            addSprite(project, sprite, -1, rows);
    } else {
        QString error;
        const std::optional<FrameReference> ref
                = resolveFrameReference(project, args.reference, &error);
        if (!ref || ref->frameGiven) {
            err << "hitbox-cli framedata: "
                << (ref ? QStringLiteral("'%1' names a frame; give SPRITE or "
                                         "SPRITE:ANIMATION")
                                    .arg(args.reference)
                        : error)
                << "\n";
            return 2;
        }
        if (ref->sprite->animations.isEmpty()) {
            err << "hitbox-cli framedata: sprite '" << ref->sprite->name << "' has no animations\n";
            return 2;
        }
        const int only = ref->animation ? int(ref->animation - ref->sprite->animations.data()) : -1;
        addSprite(project, *ref->sprite, only, rows);
    }
    if (args.output == Output::Json) {
        QStringList items;
        for (const Row &row : rows)
            items << rowJson(row);
        out << "{\"animations\": [" << items.join(QStringLiteral(", ")) << "]}\n";
    } else if (args.output == Output::Csv) {
        writeCsv(rows, out);
    } else {
        writeTable(rows, out);
    }
    return 0;
}

} // namespace hitbox::cli
