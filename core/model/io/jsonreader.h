#pragma once

#include <QByteArray>
#include <QJsonArray>
#include <QJsonObject>
#include <QJsonValue>
#include <QString>

#include <utility>

namespace hitbox::model {

/// A problem in a JSON document, with the path of the offending value.
struct JsonError
{
    QString message; ///< "sprites[2].threshold: expected ..., found ..."
};

/// A cursor on one value of a parsed JSON document that knows its path
/// ("sprites[2].polygons[0]"). Every accessor checks the type and range it promises and
/// throws JsonError with the path and what was found otherwise, so readers stay short.
class JsonReader
{
public:
    explicit JsonReader(QJsonValue value, QString path = QString(), bool missing = false);

    /// True when the value came from an absent optional field.
    bool isMissing() const { return m_missing; }
    const QJsonValue &value() const { return m_value; }
    const QString &path() const { return m_path; }

    /// Throws JsonError "<path>: <problem>".
    [[noreturn]] void fail(const QString &problem) const;

    QJsonObject object() const;
    QJsonArray array() const;
    QString string() const;
    /// A finite number.
    double number() const;
    /// A finite number with |value| <= maxCoordinate.
    double coordinate() const;
    /// A finite number >= 0 and <= maxCoordinate.
    double nonNegative() const;
    /// `fallback` when missing, else a whole number in [min, max].
    int integerOr(int fallback, int min, int max) const;
    /// `fallback` when missing, else a string.
    QString stringOr(const QString &fallback) const;
    /// `fallback` when missing, else true or false.
    bool booleanOr(bool fallback) const;

    /// A required field of this object.
    JsonReader field(const char *key) const;
    /// An optional field of this object; isMissing() when absent.
    JsonReader optionalField(const char *key) const;
    /// Element i of this array.
    JsonReader at(qsizetype i) const;

private:
    QString describeFound() const;

    QJsonValue m_value;
    QString m_path;
    bool m_missing = false;
};

/// 1-based line and column of a byte offset, for parse error messages.
std::pair<int, int> lineAndColumn(const QByteArray &bytes, qsizetype offset);

/// The bytes as JSON whose top level is an object (a JsonReader on it), or JsonError "not
/// valid JSON (line L, column C: ...)"; a top level that is not an object reads as null, so
/// its first field() names what is missing.
JsonReader parseJsonObject(const QByteArray &bytes);

} // namespace hitbox::model
