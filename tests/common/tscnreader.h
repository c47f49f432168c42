#pragma once

// A small reader of Godot's text scene format (.tscn), written from the format's
// documentation (godot-docs, tscn.rst) and independent of the exporter: sections with
// their header attributes and their "key = value" properties (values may span lines),
// and parsers for the few value types hitbox exports use.

#include <QHash>
#include <QList>
#include <QPointF>
#include <QRegularExpression>
#include <QString>
#include <QStringList>

#include <optional>

namespace tscn {

struct Section
{
    QString kind;                                  ///< gd_scene, sub_resource, node, ...
    QHash<QString, QString> attributes;            ///< raw values: "\"a\"", "3", "[\"g\"]"
    QList<std::pair<QString, QString>> properties; ///< in file order, raw values

    QString property(const QString &key) const
    {
        for (const auto &[k, v] : properties) {
            if (k == key)
                return v;
        }
        return {};
    }
    bool has(const QString &key) const
    {
        for (const auto &p : properties) {
            if (p.first == key)
                return true;
        }
        return false;
    }
};

/// The string of a quoted literal ("a\"b" -> a"b); `&"x"` (StringName) too.
inline QString unquote(QString raw)
{
    raw = raw.trimmed();
    if (raw.startsWith(u'&'))
        raw.remove(0, 1);
    if (raw.size() < 2 || !raw.startsWith(u'"') || !raw.endsWith(u'"'))
        return {};
    QString out;
    for (qsizetype i = 1; i + 1 < raw.size(); ++i) {
        QChar c = raw[i];
        if (c == u'\\' && i + 2 < raw.size()) {
            const QChar e = raw[++i];
            if (e == u'n')
                c = u'\n';
            else if (e == u't')
                c = u'\t';
            else if (e == u'r')
                c = u'\r';
            else if (e == u'u') {
                c = QChar(raw.mid(i + 1, 4).toUShort(nullptr, 16));
                i += 4;
            } else
                c = e;
        }
        out += c;
    }
    return out;
}

/// Bracket depth change of a line, ignoring brackets inside strings.
inline int depthChange(const QString &line)
{
    int depth = 0;
    bool inString = false;
    for (qsizetype i = 0; i < line.size(); ++i) {
        const QChar c = line[i];
        if (inString) {
            if (c == u'\\')
                ++i;
            else if (c == u'"')
                inString = false;
        } else if (c == u'"') {
            inString = true;
        } else if (c == u'(' || c == u'[' || c == u'{') {
            ++depth;
        } else if (c == u')' || c == u']' || c == u'}') {
            --depth;
        }
    }
    return depth;
}

/// Header attributes: key=value pairs, values quoted, bracketed or bare.
inline QHash<QString, QString> headerAttributes(const QString &header)
{
    QHash<QString, QString> out;
    qsizetype i = 0;
    while (i < header.size()) {
        while (i < header.size() && header[i] == u' ')
            ++i;
        const qsizetype eq = header.indexOf(u'=', i);
        if (eq < 0)
            break;
        const QString key = header.mid(i, eq - i).trimmed();
        qsizetype j = eq + 1;
        int depth = 0;
        bool inString = false;
        for (; j < header.size(); ++j) {
            const QChar c = header[j];
            if (inString) {
                if (c == u'\\')
                    ++j;
                else if (c == u'"')
                    inString = false;
            } else if (c == u'"') {
                inString = true;
            } else if (c == u'[' || c == u'(') {
                ++depth;
            } else if (c == u']' || c == u')') {
                --depth;
            } else if (c == u' ' && depth == 0) {
                break;
            }
        }
        out.insert(key, header.mid(eq + 1, j - eq - 1));
        i = j;
    }
    return out;
}

/// The sections of a scene; empty when a line is not understood.
inline std::optional<QList<Section>> parse(const QString &text)
{
    QList<Section> sections;
    const QStringList lines = text.split(u'\n');
    for (qsizetype n = 0; n < lines.size(); ++n) {
        const QString line = lines[n];
        if (line.trimmed().isEmpty())
            continue;
        if (line.startsWith(u'[') && line.endsWith(u']') && line.indexOf(u' ') > 0) {
            const QString inner = line.mid(1, line.size() - 2);
            const qsizetype space = inner.indexOf(u' ');
            Section s;
            s.kind = inner.left(space);
            s.attributes = headerAttributes(inner.mid(space + 1));
            sections.append(s);
            continue;
        }
        if (sections.isEmpty())
            return std::nullopt;
        const qsizetype eq = line.indexOf(QStringLiteral(" = "));
        if (eq <= 0)
            return std::nullopt;
        QString value = line.mid(eq + 3);
        int depth = depthChange(value);
        while (depth > 0 && n + 1 < lines.size()) {
            value += u'\n' + lines[++n];
            depth += depthChange(lines[n]);
        }
        if (depth != 0)
            return std::nullopt;
        sections.last().properties.append({line.left(eq), value});
    }
    return sections;
}

/// The numbers inside Name(a, b, ...), e.g. Vector2(1, 2) or PackedFloat32Array(0, 0.1).
inline std::optional<QList<double>> numbers(const QString &raw, const QString &name)
{
    const QString t = raw.trimmed();
    if (!t.startsWith(name + u'(') || !t.endsWith(u')'))
        return std::nullopt;
    const QString inner = t.mid(name.size() + 1, t.size() - name.size() - 2).trimmed();
    QList<double> out;
    if (inner.isEmpty())
        return out;
    for (const QString &part : inner.split(u',')) {
        bool ok = false;
        out.append(part.trimmed().toDouble(&ok));
        if (!ok)
            return std::nullopt;
    }
    return out;
}

inline std::optional<QPointF> vector2(const QString &raw)
{
    const auto n = numbers(raw, QStringLiteral("Vector2"));
    if (!n || n->size() != 2)
        return std::nullopt;
    return QPointF((*n)[0], (*n)[1]);
}

inline std::optional<QList<QPointF>> points(const QString &raw)
{
    const auto n = numbers(raw, QStringLiteral("PackedVector2Array"));
    if (!n || n->size() % 2 != 0)
        return std::nullopt;
    QList<QPointF> out;
    for (qsizetype i = 0; i < n->size(); i += 2)
        out.append({(*n)[i], (*n)[i + 1]});
    return out;
}

/// The id of SubResource("id").
inline QString subResourceId(const QString &raw)
{
    static const QRegularExpression re(QStringLiteral(R"(^SubResource\((".*")\)$)"));
    const auto m = re.match(raw.trimmed());
    return m.hasMatch() ? unquote(m.captured(1)) : QString();
}

/// Entries of a one-entry-per-line dictionary {\n&"a": X,\n&"b": Y\n}: key -> raw value.
inline QList<std::pair<QString, QString>> dictionary(const QString &raw)
{
    QList<std::pair<QString, QString>> out;
    for (QString line : raw.split(u'\n')) {
        line = line.trimmed();
        if (line == u'{' || line == u'}')
            continue;
        if (line.endsWith(u','))
            line.chop(1);
        const qsizetype colon = line.indexOf(QStringLiteral("\": "));
        if (colon < 0)
            continue;
        out.append({unquote(line.left(colon + 1)), line.mid(colon + 3)});
    }
    return out;
}

} // namespace tscn
