#include "model/document/properties.h"

#include "model/document/numbertext.h"

#include <QRegularExpression>
#include <QStringList>

#include <cmath>

namespace hitbox::model {

QString propertyTypeName(PropertyType type)
{
    switch (type) {
    case PropertyType::String:
        return QStringLiteral("string");
    case PropertyType::Int:
        return QStringLiteral("int");
    case PropertyType::Number:
        return QStringLiteral("number");
    case PropertyType::Bool:
        return QStringLiteral("bool");
    case PropertyType::Color:
        return QStringLiteral("color");
    }
    return {};
}

std::optional<PropertyType> propertyTypeFromName(const QString &name)
{
    for (const PropertyType type : allPropertyTypes) {
        if (propertyTypeName(type) == name)
            return type;
    }
    return std::nullopt;
}

PropertyValue defaultPropertyValue(PropertyType type)
{
    switch (type) {
    case PropertyType::String:
        break;
    case PropertyType::Int:
        return 0;
    case PropertyType::Number:
        return 0.0;
    case PropertyType::Bool:
        return false;
    case PropertyType::Color:
        return QColor::fromRgba(qRgba(0, 0, 0, 255));
    }
    return QString();
}

QString propertyNameProblem(const Properties &owner, const QString &name, int ignoreIndex)
{
    if (name.isEmpty())
        return QStringLiteral("a property needs a name");
    for (qsizetype i = 0; i < owner.size(); ++i) {
        if (i != ignoreIndex && owner[i].name == name)
            return QStringLiteral("there is already a property named \"%1\"").arg(name.left(40));
    }
    return {};
}

QString propertyValueProblem(const PropertyValue &value)
{
    if (const double *number = std::get_if<double>(&value); number && !std::isfinite(*number))
        return QStringLiteral("expected a finite number, found %1").arg(exactNumberText(*number));
    if (const QColor *color = std::get_if<QColor>(&value); color && !color->isValid())
        return QStringLiteral("expected %1, found an invalid colour")
                .arg(propertyColorExpectation());
    return {};
}

QString propertyColorText(const QColor &color)
{
    return color.name(QColor::HexArgb);
}

std::optional<QColor> parsePropertyColor(const QString &text)
{
    static const QRegularExpression hex(QStringLiteral("^#([0-9a-fA-F]{6}|[0-9a-fA-F]{8})$"));
    if (!hex.match(text).hasMatch())
        return std::nullopt;
    const QColor color = QColor::fromString(text); // #aarrggbb: alpha first, as Tiled
    return QColor::fromRgba(color.rgba());
}

QString propertyColorExpectation()
{
    return QStringLiteral("a colour like \"#ff00ff\" or \"#80ff00ff\"");
}

QString propertyValueText(const PropertyValue &value)
{
    switch (PropertyType(value.index())) {
    case PropertyType::String:
        return std::get<QString>(value);
    case PropertyType::Int:
        return QString::number(std::get<int>(value));
    case PropertyType::Number:
        return exactNumberText(std::get<double>(value));
    case PropertyType::Bool:
        return std::get<bool>(value) ? QStringLiteral("true") : QStringLiteral("false");
    case PropertyType::Color:
        return propertyColorText(std::get<QColor>(value));
    }
    return {};
}

namespace {

std::optional<PropertyValue> parseNonString(PropertyType type, const QString &text)
{
    const QString t = text.trimmed();
    bool ok = false;
    switch (type) {
    case PropertyType::String:
        break;
    case PropertyType::Int:
        if (const int v = t.toInt(&ok); ok)
            return v;
        break;
    case PropertyType::Number:
        if (const double v = t.toDouble(&ok); ok && std::isfinite(v))
            return v;
        break;
    case PropertyType::Bool:
        if (t == QLatin1String("true") || t == QLatin1String("false"))
            return t == QLatin1String("true");
        break;
    case PropertyType::Color:
        if (const std::optional<QColor> c = parsePropertyColor(t))
            return *c;
        break;
    }
    return std::nullopt;
}

QString expectation(PropertyType type)
{
    switch (type) {
    case PropertyType::String:
        break;
    case PropertyType::Int:
        return QStringLiteral("a whole number from %1 to %2")
                .arg(QString::number(minPropertyInt), QString::number(maxPropertyInt));
    case PropertyType::Number:
        return QStringLiteral("a finite number");
    case PropertyType::Bool:
        return QStringLiteral("true or false");
    case PropertyType::Color:
        return propertyColorExpectation();
    }
    return QStringLiteral("text");
}

} // namespace

std::optional<PropertyValue>
parsePropertyValue(PropertyType type, const QString &text, QString *problem)
{
    if (type == PropertyType::String)
        return text;
    if (std::optional<PropertyValue> value = parseNonString(type, text))
        return value;
    *problem = QStringLiteral("expected %1, found \"%2\"").arg(expectation(type), text.left(40));
    return std::nullopt;
}

QString propertiesText(const Properties &properties)
{
    QStringList parts;
    for (const Property &property : properties)
        parts << property.name + QStringLiteral(" = ") + propertyValueText(property.value);
    return parts.join(QStringLiteral(", "));
}

const Property *findProperty(const Properties &properties, const QString &name)
{
    for (const Property &p : properties) {
        if (p.name == name)
            return &p;
    }
    return nullptr;
}

} // namespace hitbox::model
