#include "model/io/mugenair.h"

#include <QRegularExpression>

#include <algorithm>
#include <limits>

namespace hitbox::model {
namespace {

// A line's meaning: without its comment and line ending, trimmed, lower case.
// A UTF-8 byte order mark before the first line is no content either.
QByteArray content(const QByteArray &line)
{
    const qsizetype semicolon = line.indexOf(';');
    QByteArray text = semicolon < 0 ? line : line.left(semicolon);
    if (text.startsWith("\xef\xbb\xbf"))
        text.remove(0, 3);
    return text.trimmed().toLower();
}

QList<QByteArray> splitLines(const QByteArray &bytes)
{
    QList<QByteArray> lines;
    qsizetype start = 0;
    while (start < bytes.size()) {
        const qsizetype end = bytes.indexOf('\n', start);
        const qsizetype next = end < 0 ? bytes.size() : end + 1;
        lines << bytes.mid(start, next - start);
        start = next;
    }
    return lines;
}

struct Failure
{
    QString message;
};

class Reader
{
public:
    explicit Reader(const QByteArray &bytes) { m_file.lines = splitLines(bytes); }

    AirFile read()
    {
        for (m_line = 0; m_line < m_file.lines.size(); ++m_line)
            readLine(content(m_file.lines[m_line]));
        endAction();
        return m_file;
    }

private:
    [[noreturn]] void fail(const QString &problem) const
    {
        throw Failure{QStringLiteral("line %1: %2").arg(m_line + 1).arg(problem)};
    }

    void note(const QString &text)
    {
        m_file.notes << QStringLiteral("line %1: %2").arg(m_line + 1).arg(text);
    }

    int number(const QByteArray &field, const char *what, qint64 low, qint64 high) const
    {
        bool ok = false;
        const qint64 value = field.trimmed().toLongLong(&ok);
        if (!ok || value < low || value > high)
            fail(QStringLiteral("%1 \"%2\" is not a whole number from %3 to %4")
                         .arg(QLatin1StringView(what),
                              QString::fromLatin1(field.trimmed()),
                              QString::number(low),
                              QString::number(high)));
        return int(value);
    }

    void readLine(const QByteArray &text)
    {
        if (text.startsWith('[')) {
            endAction();
            section(text);
        } else if (!m_action || text.isEmpty()) {
            return;
        } else if (text.startsWith("interpolate")) {
            note(QStringLiteral("Interpolate is not played by the document; the .air keeps "
                                "the line"));
        } else if (text.startsWith("loopstart")) {
            m_action->loopStart = int(m_action->elements.size());
        } else if (text.startsWith("clsn") && text.size() > 4 && (text[4] == '1' || text[4] == '2')
                   && text.contains(':')) {
            clsnSet(text);
        } else if (text.startsWith("clsn") && text.contains('=')) {
            m_action->clsnLines << m_line;
            note(QStringLiteral("a box outside a Clsn set; MUGEN ignores it"));
        } else if ((text[0] >= '0' && text[0] <= '9') || text[0] == '-') {
            element(text);
        }
    }

    void section(const QByteArray &text)
    {
        static const QByteArray begin("[begin action");
        const qsizetype close = text.indexOf(']');
        if (!text.startsWith(begin) || close < 0) {
            note(QStringLiteral("section %1 is not an action; kept as it is")
                         .arg(QString::fromLatin1(text)));
            return;
        }
        AirAction action;
        action.headerLine = m_line;
        action.number = number(text.mid(begin.size(), close - begin.size()),
                               "the action number",
                               std::numeric_limits<int>::min(),
                               std::numeric_limits<int>::max());
        for (const AirAction &earlier : std::as_const(m_file.actions)) {
            if (earlier.number == action.number && !earlier.duplicate) {
                action.duplicate = true;
                note(QStringLiteral("action %1 again; MUGEN uses the first one, this one is "
                                    "kept as it is")
                             .arg(action.number));
            }
        }
        m_action = action;
        m_sets = {};
    }

    void endAction()
    {
        if (!m_action)
            return;
        m_action->endLine = int(m_line);
        if (m_action->loopStart && *m_action->loopStart >= m_action->elements.size()) {
            m_action->loopStart.reset();
            m_file.notes << QStringLiteral("action %1: Loopstart after its last element; "
                                           "MUGEN ignores it")
                                    .arg(m_action->number);
        }
        m_file.actions << *m_action;
        m_action.reset();
    }

    void clsnSet(const QByteArray &text)
    {
        const int kind = text[4] - '1';
        const bool isDefault = text.mid(5).startsWith("default");
        const int count = number(
                text.mid(text.indexOf(':') + 1), "the number of boxes", 0, maxAirBoxesPerSet);
        m_action->clsnLines << m_line;
        QList<AirBox> boxes;
        const int header = m_line;
        while (boxes.size() < count && m_line + 1 < m_file.lines.size()) {
            const QByteArray next = content(m_file.lines[m_line + 1]);
            if (next.isEmpty()) {
                ++m_line;
                continue;
            }
            if (!next.startsWith("clsn") || !next.contains('=') || next.contains(':'))
                break;
            ++m_line;
            m_action->clsnLines << m_line;
            boxes << box(next);
        }
        if (boxes.size() < count)
            m_file.notes << QStringLiteral("line %1: %2 boxes declared, %3 follow")
                                    .arg(header + 1)
                                    .arg(count)
                                    .arg(boxes.size());
        m_sets[kind].pending = boxes;
        m_sets[kind].plain = true;
        if (isDefault)
            m_sets[kind].fallback = boxes;
    }

    AirBox box(const QByteArray &text) const
    {
        const QList<QByteArray> fields = text.mid(text.indexOf('=') + 1).split(',');
        if (fields.size() < 4)
            fail(QStringLiteral("a box needs left, top, right and bottom"));
        constexpr int limit = 1 << 20;
        int l = number(fields[0], "a box's left", -limit, limit);
        int t = number(fields[1], "a box's top", -limit, limit);
        int r = number(fields[2], "a box's right", -limit, limit);
        int b = number(fields[3], "a box's bottom", -limit, limit);
        return {std::min(l, r), std::min(t, b), std::max(l, r), std::max(t, b)};
    }

    void element(const QByteArray &text)
    {
        const QList<QByteArray> fields = text.split(',');
        if (fields.size() < 5)
            fail(QStringLiteral("an element needs group, number, x, y and time"));
        if (++m_elements > maxAirElements)
            fail(QStringLiteral("more than %1 elements").arg(maxAirElements));
        AirElement e;
        e.line = m_line;
        constexpr int shortMax = std::numeric_limits<qint16>::max();
        constexpr int shortMin = std::numeric_limits<qint16>::min();
        e.group = number(fields[0], "the sprite group", shortMin, shortMax);
        e.number = number(fields[1], "the sprite number", shortMin, shortMax);
        e.x = number(fields[2], "the x offset", shortMin, shortMax);
        e.y = number(fields[3], "the y offset", shortMin, shortMax);
        e.time = number(fields[4], "the time", -1, 3600 * 60);
        if (fields.size() > 5) {
            e.flipH = fields[5].count('h') % 2 == 1;
            e.flipV = fields[5].count('v') % 2 == 1;
        }
        const QList<QByteArray> drawing = fields.mid(6);
        if (std::any_of(drawing.begin(), drawing.end(), [](const QByteArray &f) {
                return !f.trimmed().isEmpty();
            }))
            e.drawing = drawing.join(',').trimmed();
        for (int kind = 0; kind < 2; ++kind) {
            Set &set = m_sets[kind];
            e.read[kind] = set.plain ? set.pending : set.fallback;
            set.plain = false;
        }
        e.boxes = e.read;
        m_action->elements << e;
    }

    struct Set
    {
        QList<AirBox> fallback; ///< the default in force
        QList<AirBox> pending;  ///< the set for the next element
        bool plain = false;     ///< a set was given since the last element
    };

    AirFile m_file;
    std::optional<AirAction> m_action;
    std::array<Set, 2> m_sets;
    int m_line = 0;
    int m_elements = 0;
};

QByteArray newlineOf(const AirFile &file, int line)
{
    if (line < file.lines.size() && file.lines[line].endsWith('\n'))
        return file.lines[line].endsWith("\r\n") ? QByteArray("\r\n") : QByteArray("\n");
    for (const QByteArray &l : file.lines) {
        if (l.endsWith("\r\n"))
            return "\r\n";
    }
    return "\n";
}

bool changed(const AirAction &action)
{
    for (const AirElement &e : action.elements) {
        if (e.boxes != e.read)
            return true;
    }
    return false;
}

QList<QByteArray>
setLines(int kind, bool isDefault, const QList<AirBox> &boxes, const QByteArray &nl)
{
    QList<QByteArray> lines;
    const QByteArray name = "Clsn" + QByteArray::number(kind + 1);
    lines << name + (isDefault ? "Default: " : ": ") + QByteArray::number(boxes.size()) + nl;
    for (qsizetype i = 0; i < boxes.size(); ++i) {
        const AirBox &b = boxes[i];
        lines << " " + name + "[" + QByteArray::number(i) + "] = " + QByteArray::number(b.left)
                         + ", " + QByteArray::number(b.top) + ", " + QByteArray::number(b.right)
                         + ", " + QByteArray::number(b.bottom) + nl;
    }
    return lines;
}

} // namespace

QString mugenFrameName(int action, int element)
{
    return QStringLiteral("%1:%2").arg(action).arg(element);
}

std::optional<std::pair<int, int>> mugenElementOfFrame(const QString &frameName)
{
    static const QRegularExpression pattern(QStringLiteral("^(-?\\d+):(\\d+)$"));
    const QRegularExpressionMatch match = pattern.match(frameName);
    bool actionOk = false;
    bool elementOk = false;
    const int action = match.hasMatch() ? match.captured(1).toInt(&actionOk) : 0;
    const int element = match.hasMatch() ? match.captured(2).toInt(&elementOk) : 0;
    if (!actionOk || !elementOk)
        return std::nullopt;
    return std::pair{action, element};
}

std::optional<AirFile> readAir(const QByteArray &bytes, QString *error)
{
    if (bytes.size() > maxAirBytes) {
        *error = QStringLiteral("%1 bytes; a .air file may have at most %2")
                         .arg(bytes.size())
                         .arg(maxAirBytes);
        return std::nullopt;
    }
    try {
        return Reader(bytes).read();
    } catch (const Failure &failure) {
        *error = failure.message;
        return std::nullopt;
    }
}

QList<QList<QByteArray>> airClsnLines(const QList<AirBoxSets> &elements, const QByteArray &newline)
{
    QList<QList<QByteArray>> out(elements.size());
    for (int kind = 0; kind < 2; ++kind) {
        QList<AirBox> fallback;
        for (qsizetype i = 0; i < elements.size(); ++i) {
            const QList<AirBox> &boxes = elements[i][kind];
            if (boxes == fallback)
                continue;
            const bool isDefault = i + 1 < elements.size() && elements[i + 1][kind] == boxes;
            if (isDefault)
                fallback = boxes;
            out[i] << setLines(kind, isDefault, boxes, newline);
        }
    }
    return out;
}

QByteArray writeAir(const AirFile &file)
{
    QList<int> rewritten(file.lines.size(), -1); // line -> element index, or -2: dropped
    QList<QList<QByteArray>> generated;
    for (const AirAction &action : file.actions) {
        if (!changed(action))
            continue;
        for (const int line : action.clsnLines)
            rewritten[line] = -2;
        QList<AirBoxSets> sets;
        for (const AirElement &e : action.elements)
            sets << e.boxes;
        const QList<QList<QByteArray>> lines
                = airClsnLines(sets, newlineOf(file, action.headerLine));
        for (qsizetype i = 0; i < action.elements.size(); ++i) {
            rewritten[action.elements[i].line] = int(generated.size());
            generated << lines[i];
        }
    }
    QByteArray out;
    for (qsizetype i = 0; i < file.lines.size(); ++i) {
        if (rewritten[i] == -2)
            continue;
        if (rewritten[i] >= 0) {
            for (const QByteArray &line : std::as_const(generated[rewritten[i]]))
                out += line;
        }
        out += file.lines[i];
    }
    return out;
}

} // namespace hitbox::model
