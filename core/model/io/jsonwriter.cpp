#include "model/io/jsonwriter.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonValue>

#include <cmath>

namespace hitbox::model {
namespace {

constexpr double roundedBelow = 1.0e9; // |value| * 1e6 stays exact in a double's mantissa

void writeValue(QByteArray &out, const QJsonValue &value, int depth);

QByteArray indent(int depth)
{
    return QByteArray(4 * depth, ' ');
}

QByteArray jsonString(const QString &text)
{
    // Qt's own escaping, so the text is what QJsonDocument would write: ["..."] minus the
    // brackets.
    const QByteArray array = QJsonDocument(QJsonArray{text}).toJson(QJsonDocument::Compact);
    return array.mid(1, array.size() - 2);
}

bool onlyNumbers(const QJsonArray &array)
{
    for (const QJsonValue &v : array) {
        if (!v.isDouble())
            return false;
    }
    return true;
}

void writeArray(QByteArray &out, const QJsonArray &array, int depth)
{
    if (array.isEmpty()) {
        out += "[]";
        return;
    }
    if (onlyNumbers(array)) {
        out += '[';
        for (qsizetype i = 0; i < array.size(); ++i) {
            if (i > 0)
                out += ", ";
            out += jsonNumber(array.at(i).toDouble());
        }
        out += ']';
        return;
    }
    out += "[\n";
    for (qsizetype i = 0; i < array.size(); ++i) {
        out += indent(depth + 1);
        writeValue(out, array.at(i), depth + 1);
        out += i + 1 < array.size() ? ",\n" : "\n";
    }
    out += indent(depth) + ']';
}

void writeObject(QByteArray &out, const QJsonObject &object, int depth)
{
    if (object.isEmpty()) {
        out += "{}";
        return;
    }
    out += "{\n";
    qsizetype i = 0;
    for (auto it = object.constBegin(); it != object.constEnd(); ++it, ++i) {
        out += indent(depth + 1) + jsonString(it.key()) + ": ";
        writeValue(out, it.value(), depth + 1);
        out += i + 1 < object.size() ? ",\n" : "\n";
    }
    out += indent(depth) + '}';
}

void writeValue(QByteArray &out, const QJsonValue &value, int depth)
{
    switch (value.type()) {
    case QJsonValue::Null:
    case QJsonValue::Undefined:
        out += "null";
        break;
    case QJsonValue::Bool:
        out += value.toBool() ? "true" : "false";
        break;
    case QJsonValue::Double:
        out += jsonNumber(value.toDouble());
        break;
    case QJsonValue::String:
        out += jsonString(value.toString());
        break;
    case QJsonValue::Array:
        writeArray(out, value.toArray(), depth);
        break;
    case QJsonValue::Object:
        writeObject(out, value.toObject(), depth);
        break;
    }
}

} // namespace

QByteArray jsonNumber(double value)
{
    if (!std::isfinite(value) || std::abs(value) >= roundedBelow)
        return QByteArray::number(value, 'g', QLocale::FloatingPointShortest);
    constexpr double scale = 1.0e6;
    static_assert(savedDecimals == 6, "scale is 10^savedDecimals");
    // The nearest multiple of 1e-6, as the double nearest to it; its six-decimal text is
    // exact, so trimmed it is the shortest text that reads back to that double.
    const double rounded = std::round(value * scale) / scale;
    if (rounded == 0.0)
        return "0";
    QByteArray text = QByteArray::number(rounded, 'f', savedDecimals);
    while (text.endsWith('0'))
        text.chop(1);
    if (text.endsWith('.'))
        text.chop(1);
    return text;
}

QByteArray writeDocumentJson(const QJsonObject &root)
{
    QByteArray out;
    writeObject(out, root, 0);
    out += '\n';
    return out;
}

} // namespace hitbox::model
