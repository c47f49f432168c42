#include "model/export/godot/godottext.h"

#include <QLocale>
#include <QRegularExpression>
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

QString godotPropertyValue(const PropertyValue &value)
{
    switch (PropertyType(value.index())) {
    case PropertyType::String:
        return godotString(std::get<QString>(value));
    case PropertyType::Int:
        return QString::number(std::get<int>(value));
    case PropertyType::Number:
        return godotReal(std::get<double>(value));
    case PropertyType::Bool:
        return std::get<bool>(value) ? QStringLiteral("true") : QStringLiteral("false");
    case PropertyType::Color:
        break;
    }
    const QColor c = std::get<QColor>(value);
    return QStringLiteral("Color(%1, %2, %3, %4)")
            .arg(number(c.red() / 255.0),
                 number(c.green() / 255.0),
                 number(c.blue() / 255.0),
                 number(c.alpha() / 255.0));
}

QString godotDictionary(const Properties &properties)
{
    QStringList entries;
    for (const Property &p : properties)
        entries << godotString(p.name) + QStringLiteral(": ") + godotPropertyValue(p.value);
    return u'{' + entries.join(QStringLiteral(", ")) + u'}';
}

QStringList godotMetadata(const Properties &properties,
                          const QStringList &reserved,
                          const QString &where,
                          QList<ExportProblem> *problems)
{
    static const QRegularExpression identifier(QStringLiteral("^[A-Za-z_][A-Za-z0-9_]*$"));
    QStringList lines;
    for (const Property &p : properties) {
        if (reserved.contains(p.name)) {
            problems->append(reservedPropertyProblem(where, p.name, QStringLiteral("Godot")));
        } else if (!identifier.match(p.name).hasMatch()) {
            problems->append({where,
                              QStringLiteral("Godot metadata names are letters, digits and _, "
                                             "not starting with a digit: rename the custom "
                                             "property \"%1\"")
                                      .arg(p.name)});
        } else {
            lines << QStringLiteral("metadata/%1 = %2").arg(p.name, godotPropertyValue(p.value));
        }
    }
    return lines;
}

} // namespace hitbox::model
