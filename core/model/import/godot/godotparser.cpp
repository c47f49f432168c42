// The text of Godot 4 scenes and resources as Godot's VariantParser and ResourceLoaderText
// spell it (the inverse of core/model/export/godot/godottext): sections, `key = value`
// lines and values, bounded in nesting and count.

#include "model/import/godot/godotsections.h"

#include <charconv>
#include <cmath>
#include <limits>

namespace hitbox::model {
namespace {

bool isIdentifierStart(char c)
{
    return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || c == '_';
}

bool isIdentifierChar(char c)
{
    return isIdentifierStart(c) || (c >= '0' && c <= '9');
}

int hexDigit(char c)
{
    if (c >= '0' && c <= '9')
        return c - '0';
    if (c >= 'a' && c <= 'f')
        return c - 'a' + 10;
    if (c >= 'A' && c <= 'F')
        return c - 'A' + 10;
    return -1;
}

class Parser
{
public:
    explicit Parser(const QByteArray &text)
        : m_s(text)
    {}

    QList<GodotSection> sections()
    {
        QList<GodotSection> out;
        skipSpace();
        while (!atEnd()) {
            if (peek() != '[')
                fail(QStringLiteral("expected a [section] header"));
            if (out.size() >= maxGodotSections)
                fail(QStringLiteral("more than %1 sections").arg(maxGodotSections));
            out.append(section());
        }
        return out;
    }

private:
    [[noreturn]] void fail(const QString &message) const
    {
        throw GodotReadError{QStringLiteral("line %1: %2").arg(m_line).arg(message)};
    }

    bool atEnd() const { return m_i >= m_s.size(); }
    char peek() const { return atEnd() ? '\0' : m_s[m_i]; }

    char next()
    {
        if (atEnd())
            fail(QStringLiteral("the file ends inside a value"));
        const char c = m_s[m_i++];
        if (c == '\n')
            ++m_line;
        return c;
    }

    void expect(char c)
    {
        skipSpace();
        if (peek() != c)
            fail(QStringLiteral("expected '%1'").arg(QLatin1Char(c)));
        next();
    }

    void skipSpace()
    {
        while (!atEnd()) {
            const char c = peek();
            if (c == ';') { // a comment, to the end of the line
                while (!atEnd() && peek() != '\n')
                    next();
            } else if (c == ' ' || c == '\t' || c == '\r' || c == '\n') {
                next();
            } else {
                return;
            }
        }
    }

    QString identifier()
    {
        skipSpace();
        const qsizetype start = m_i;
        if (!isIdentifierStart(peek()))
            fail(QStringLiteral("expected a name"));
        while (isIdentifierChar(peek()))
            next();
        return QString::fromLatin1(m_s.mid(start, m_i - start));
    }

    GodotSection section()
    {
        GodotSection s;
        s.line = m_line;
        expect('[');
        s.tag = identifier();
        for (;;) {
            skipSpace();
            if (peek() == ']') {
                next();
                break;
            }
            GodotProperty attribute;
            attribute.key = identifier();
            expect('=');
            attribute.value = value(0);
            s.attributes.list.append(attribute);
        }
        for (;;) {
            skipSpace();
            if (atEnd() || peek() == '[')
                return s;
            GodotProperty property;
            property.key = key();
            expect('=');
            property.value = value(0);
            s.properties.list.append(property);
        }
    }

    // A property name: "metadata/hitbox_role", "tracks/0/keys", or a quoted string.
    QString key()
    {
        if (peek() == '"')
            return string();
        const qsizetype start = m_i;
        while (!atEnd() && peek() != '=' && peek() != ' ' && peek() != '\t' && peek() != '\n'
               && peek() != '\r')
            next();
        if (m_i == start)
            fail(QStringLiteral("expected a property name"));
        return QString::fromUtf8(m_s.mid(start, m_i - start));
    }

    QString string()
    {
        next(); // the opening quote
        QByteArray out;
        for (;;) {
            const char c = next();
            if (c == '"')
                return QString::fromUtf8(out);
            if (c != '\\') {
                out.append(c);
                continue;
            }
            const char e = next();
            switch (e) {
            case 'n':
                out.append('\n');
                break;
            case 't':
                out.append('\t');
                break;
            case 'r':
                out.append('\r');
                break;
            case 'b':
                out.append('\b');
                break;
            case 'f':
                out.append('\f');
                break;
            case 'u':
            case 'U': {
                char32_t code = 0;
                for (int k = 0; k < (e == 'u' ? 4 : 6); ++k) {
                    const int d = hexDigit(next());
                    if (d < 0)
                        fail(QStringLiteral("a \\%1 escape needs hexadecimal digits")
                                     .arg(QLatin1Char(e)));
                    code = code * 16 + char32_t(d);
                }
                if (code > 0x10ffff || (code >= 0xd800 && code <= 0xdfff))
                    code = 0xfffd;
                out.append(QString::fromUcs4(&code, 1).toUtf8());
                break;
            }
            default:
                out.append(e); // \" \\ \' and any other character as itself
            }
        }
    }

    void count()
    {
        if (++m_values > maxGodotNumbers)
            fail(QStringLiteral("more than %1 values").arg(maxGodotNumbers));
    }

    void countItem()
    {
        if (++m_items > maxGodotItems)
            fail(QStringLiteral("more than %1 array and dictionary entries").arg(maxGodotItems));
    }

    double numberText()
    {
        const qsizetype start = m_i;
        while (!atEnd()) {
            const char c = peek();
            if (!((c >= '0' && c <= '9') || c == '-' || c == '+' || c == '.' || c == 'e'
                  || c == 'E'))
                break;
            next();
        }
        const char *first = m_s.constData() + start;
        double v = 0.0;
        const auto [end, ec] = std::from_chars(first, m_s.constData() + m_i, v);
        if (ec == std::errc::result_out_of_range)
            return first[0] == '-' ? -std::numeric_limits<double>::infinity()
                                   : std::numeric_limits<double>::infinity();
        if (ec != std::errc() || end != m_s.constData() + m_i)
            fail(QStringLiteral("\"%1\" is not a number")
                         .arg(QString::fromLatin1(
                                 m_s.mid(start, std::min<qsizetype>(m_i - start, 40)))));
        return v;
    }

    GodotValue value(int depth)
    {
        if (depth > maxGodotNesting)
            fail(QStringLiteral("values nested deeper than %1").arg(maxGodotNesting));
        skipSpace();
        count();
        GodotValue v;
        const char c = peek();
        if (c == '"' || ((c == '&' || c == '^') && m_i + 1 < m_s.size() && m_s[m_i + 1] == '"')) {
            if (c != '"')
                next();
            v.type = GodotValue::Type::String;
            v.text = string();
        } else if (c == '[') {
            v.type = GodotValue::Type::Array;
            list(']', depth, &v, false);
        } else if (c == '{') {
            v.type = GodotValue::Type::Dictionary;
            list('}', depth, &v, true);
        } else if ((c >= '0' && c <= '9') || c == '-' || c == '+' || c == '.') {
            v.type = GodotValue::Type::Number;
            const qsizetype start = m_i;
            v.number = numberText();
            const QByteArrayView written(m_s.constData() + start, m_i - start);
            v.integer = !written.contains('.') && !written.contains('e') && !written.contains('E');
        } else if (isIdentifierStart(c)) {
            v = named(depth);
        } else {
            fail(atEnd() ? QStringLiteral("the file ends where a value is expected")
                         : QStringLiteral("unexpected '%1'").arg(QLatin1Char(c)));
        }
        return v;
    }

    // [a, b, ...] or {k: v, ...}; a trailing comma is allowed.
    void list(char close, int depth, GodotValue *v, bool pairs)
    {
        next();
        for (;;) {
            skipSpace();
            if (peek() == close) {
                next();
                return;
            }
            countItem();
            v->items.push_back(value(depth + 1));
            if (pairs) {
                expect(':');
                countItem();
                v->items.push_back(value(depth + 1));
            }
            skipSpace();
            if (peek() == ',')
                next();
            else if (peek() != close)
                fail(QStringLiteral("expected ',' or '%1'").arg(QLatin1Char(close)));
        }
    }

    GodotValue named(int depth)
    {
        const QString name = identifier();
        GodotValue v;
        if (name == u"true" || name == u"false") {
            v.type = GodotValue::Type::Bool;
            v.boolean = name == u"true";
            return v;
        }
        if (name == u"null" || name == u"nil")
            return v;
        v.type = GodotValue::Type::Number;
        if (name == u"inf") {
            v.number = std::numeric_limits<double>::infinity();
            return v;
        }
        if (name == u"inf_neg") {
            v.number = -std::numeric_limits<double>::infinity();
            return v;
        }
        if (name == u"nan") {
            v.number = std::numeric_limits<double>::quiet_NaN();
            return v;
        }
        skipSpace();
        if (peek() == '[') { // Array[int](...), Dictionary[String, int](...)
            next();
            int level = 1;
            while (level > 0) {
                const char c = next();
                level += c == '[' ? 1 : c == ']' ? -1 : 0;
            }
        }
        expect('(');
        v.type = GodotValue::Type::Other;
        v.text = name;
        // Numbers straight into `numbers`: a packed array costs 8 bytes a number.
        for (;;) {
            skipSpace();
            if (peek() == ')') {
                next();
                break;
            }
            GodotValue item = value(depth + 1);
            if (item.isNumber()) {
                v.numbers.push_back(item.number);
            } else {
                countItem();
                v.items.push_back(std::move(item));
            }
            skipSpace();
            if (peek() == ',')
                next();
            else if (peek() != ')')
                fail(QStringLiteral("expected ',' or ')'"));
        }
        return constructed(std::move(v));
    }

    // A constructor's arguments read as a list: what they mean.
    GodotValue constructed(GodotValue v) const
    {
        const auto oneString = [&] {
            return v.items.size() == 1 && v.items[0].type == GodotValue::Type::String;
        };
        if (v.text == u"ExtResource" || v.text == u"SubResource") {
            if (v.items.size() + v.numbers.size() != 1
                || (!v.items.empty() && v.items[0].type != GodotValue::Type::String))
                fail(QStringLiteral("%1 takes one id").arg(v.text));
            GodotValue r;
            r.type = v.text == u"ExtResource" ? GodotValue::Type::ExtResource
                                              : GodotValue::Type::SubResource;
            r.text = !v.items.empty() ? v.items[0].text : QString::number(v.numbers[0], 'g', 17);
            return r;
        }
        if ((v.text == u"NodePath" || v.text == u"StringName") && oneString() && v.numbers.empty())
            return v.items[0];
        if ((v.text == u"Array" || v.text == u"Dictionary") && v.items.size() == 1
            && v.numbers.empty())
            return v.items[0];
        if (v.items.empty())
            v.type = GodotValue::Type::Constructor;
        return v;
    }

    const QByteArray &m_s;
    qsizetype m_i = 0;
    int m_line = 1;
    qint64 m_values = 0;
    qint64 m_items = 0;
};

} // namespace

QList<GodotSection> parseGodotSections(const QByteArray &text)
{
    return Parser(text).sections();
}

} // namespace hitbox::model
