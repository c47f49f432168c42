#include "model/io/jsonreader.h"

#include "model/document/numbertext.h"
#include "model/io/projectformat.h"

#include <QJsonDocument>

#include <cmath>

namespace hitbox::model {

JsonReader::JsonReader(QJsonValue value, QString path, bool missing)
    : m_value(std::move(value))
    , m_path(std::move(path))
    , m_missing(missing)
{}

void JsonReader::fail(const QString &problem) const
{
    throw JsonError{m_path.isEmpty() ? problem : m_path + QStringLiteral(": ") + problem};
}

QString JsonReader::describeFound() const
{
    switch (m_value.type()) {
    case QJsonValue::Null:
        return QStringLiteral("null");
    case QJsonValue::Bool:
        return m_value.toBool() ? QStringLiteral("true") : QStringLiteral("false");
    case QJsonValue::Double:
        return exactNumberText(m_value.toDouble());
    case QJsonValue::String:
        return QStringLiteral("the string \"%1\"").arg(m_value.toString().left(40));
    case QJsonValue::Array:
        return QStringLiteral("an array");
    case QJsonValue::Object:
        return QStringLiteral("an object");
    case QJsonValue::Undefined:
        break;
    }
    return QStringLiteral("nothing");
}

QJsonObject JsonReader::object() const
{
    if (!m_value.isObject())
        fail(QStringLiteral("expected an object, found %1").arg(describeFound()));
    return m_value.toObject();
}

QJsonArray JsonReader::array() const
{
    if (!m_value.isArray())
        fail(QStringLiteral("expected an array, found %1").arg(describeFound()));
    return m_value.toArray();
}

QString JsonReader::string() const
{
    if (!m_value.isString())
        fail(QStringLiteral("expected a string, found %1").arg(describeFound()));
    return m_value.toString();
}

double JsonReader::number() const
{
    if (!m_value.isDouble())
        fail(QStringLiteral("expected a number, found %1").arg(describeFound()));
    const double v = m_value.toDouble();
    if (!std::isfinite(v))
        fail(QStringLiteral("expected a finite number"));
    return v;
}

double JsonReader::coordinate() const
{
    const double v = number();
    if (std::abs(v) > maxCoordinate)
        fail(QStringLiteral("%1 is out of range (at most %2 in magnitude)")
                     .arg(exactNumberText(v), exactNumberText(maxCoordinate)));
    return v;
}

double JsonReader::nonNegative() const
{
    const double v = coordinate();
    if (v < 0.0)
        fail(QStringLiteral("expected a number >= 0, found %1").arg(exactNumberText(v)));
    return v;
}

int JsonReader::integerOr(int fallback, int min, int max) const
{
    if (m_missing)
        return fallback;
    const auto bad = [&] {
        fail(QStringLiteral("expected a whole number from %1 to %2, found %3")
                     .arg(QString::number(min), QString::number(max), describeFound()));
    };
    if (!m_value.isDouble())
        bad();
    const double v = m_value.toDouble();
    if (!std::isfinite(v) || std::trunc(v) != v || v < min || v > max)
        bad();
    return int(v);
}

QString JsonReader::stringOr(const QString &fallback) const
{
    return m_missing ? fallback : string();
}

bool JsonReader::booleanOr(bool fallback) const
{
    if (m_missing)
        return fallback;
    if (!m_value.isBool())
        fail(QStringLiteral("expected true or false, found %1").arg(describeFound()));
    return m_value.toBool();
}

JsonReader JsonReader::field(const char *key) const
{
    const QJsonObject o = object();
    const QString name = QString::fromLatin1(key);
    const QString childPath = m_path.isEmpty() ? name : m_path + QLatin1Char('.') + name;
    if (!o.contains(name))
        fail(QStringLiteral("missing field \"%1\"").arg(name));
    return JsonReader(o.value(name), childPath);
}

JsonReader JsonReader::optionalField(const char *key) const
{
    const QJsonObject o = object();
    const QString name = QString::fromLatin1(key);
    const QString childPath = m_path.isEmpty() ? name : m_path + QLatin1Char('.') + name;
    if (!o.contains(name))
        return JsonReader(QJsonValue(), childPath, true);
    return JsonReader(o.value(name), childPath);
}

JsonReader JsonReader::at(qsizetype i) const
{
    const QJsonArray a = array();
    const QString childPath = QStringLiteral("%1[%2]").arg(m_path, QString::number(i));
    if (i < 0 || i >= a.size())
        fail(QStringLiteral("missing element %1").arg(i));
    return JsonReader(a.at(i), childPath);
}

std::pair<int, int> lineAndColumn(const QByteArray &bytes, qsizetype offset)
{
    int line = 1;
    int column = 1;
    const qsizetype end = std::min(offset, bytes.size());
    for (qsizetype i = 0; i < end; ++i) {
        if (bytes.at(i) == '\n') {
            ++line;
            column = 1;
        } else {
            ++column;
        }
    }
    return {line, column};
}

JsonReader parseJsonObject(const QByteArray &bytes)
{
    QJsonParseError parseError;
    const QJsonDocument doc = QJsonDocument::fromJson(bytes, &parseError);
    if (parseError.error != QJsonParseError::NoError) {
        const auto [line, column] = lineAndColumn(bytes, parseError.offset);
        throw JsonError{QStringLiteral("not valid JSON (line %1, column %2: %3)")
                                .arg(line)
                                .arg(column)
                                .arg(parseError.errorString())};
    }
    return JsonReader(doc.isObject() ? QJsonValue(doc.object()) : QJsonValue());
}

} // namespace hitbox::model
