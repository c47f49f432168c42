#include "model/export/godot/godottext.h"

#include <QLocale>
#include <QStringList>

#include <cmath>

namespace hitbox::model {

namespace {

QString replaced(const QString &name, QStringView forbidden)
{
    QString out;
    out.reserve(name.size());
    for (const QChar c : name)
        out.append(c.category() == QChar::Other_Control || forbidden.contains(c) ? u'_' : c);
    return out;
}

QString number(double value)
{
    return QString::number(value, 'f', QLocale::FloatingPointShortest);
}

} // namespace

QString godotNodeName(const QString &name, const QString &fallback)
{
    // String::invalid_node_name_characters in Godot 4: . : @ / " and % (the unique-name
    // prefix).
    const QString out = replaced(name, u".:@/\"%").trimmed();
    return out.isEmpty() ? fallback : out;
}

QString godotFileName(const QString &name, const QString &fallback)
{
    QString out = replaced(name, u"/\\:*?\"<>|").trimmed();
    while (out.endsWith(u'.'))
        out.chop(1);
    return out.isEmpty() ? fallback : out;
}

QString godotString(const QString &text)
{
    QString out = QStringLiteral("\"");
    for (const QChar c : text) {
        switch (c.unicode()) {
        case u'\\':
            out += QStringLiteral("\\\\");
            break;
        case u'"':
            out += QStringLiteral("\\\"");
            break;
        case u'\n':
            out += QStringLiteral("\\n");
            break;
        case u'\t':
            out += QStringLiteral("\\t");
            break;
        case u'\r':
            out += QStringLiteral("\\r");
            break;
        default:
            if (c.unicode() < 0x20)
                out += QStringLiteral("\\u%1").arg(int(c.unicode()), 4, 16, QLatin1Char('0'));
            else
                out += c;
        }
    }
    return out + u'"';
}

QString godotReal(double value)
{
    // Godot reads "2" as an int; an int where a float property is expected is converted,
    // but ".0" keeps the text unambiguous.
    QString out = number(value);
    if (std::isfinite(value) && !out.contains(u'.') && !out.contains(u'e'))
        out += QStringLiteral(".0");
    return out;
}

QString godotVector2(collision::Vec2 point)
{
    return QStringLiteral("Vector2(%1, %2)").arg(number(point.x), number(point.y));
}

QString godotPackedVector2Array(const std::vector<collision::Vec2> &points)
{
    QStringList coordinates;
    for (const collision::Vec2 p : points)
        coordinates << number(p.x) << number(p.y);
    return QStringLiteral("PackedVector2Array(%1)").arg(coordinates.join(QStringLiteral(", ")));
}

} // namespace hitbox::model
