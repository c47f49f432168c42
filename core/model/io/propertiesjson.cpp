#include "model/io/propertiesjson.h"

namespace hitbox::model {
namespace {

PropertyValue readValue(const JsonReader &r, PropertyType type)
{
    switch (type) {
    case PropertyType::String:
        return r.string();
    case PropertyType::Int:
        return r.integerOr(0, minPropertyInt, maxPropertyInt);
    case PropertyType::Number:
        return r.number();
    case PropertyType::Bool:
        return r.booleanOr(false);
    case PropertyType::Color:
        break;
    }
    const QString text = r.string();
    const std::optional<QColor> color = parsePropertyColor(text);
    if (!color)
        r.fail(QStringLiteral("expected %1, found \"%2\"")
                       .arg(propertyColorExpectation(), text.left(40)));
    return *color;
}

PropertyType readType(const JsonReader &r)
{
    const QString text = r.string();
    const std::optional<PropertyType> type = propertyTypeFromName(text);
    if (!type) {
        r.fail(QStringLiteral("expected \"string\", \"int\", \"number\", \"bool\" or \"color\", "
                              "found \"%1\"")
                       .arg(text.left(40)));
    }
    return *type;
}

} // namespace

QJsonValue propertyValueToJson(const PropertyValue &value)
{
    switch (PropertyType(value.index())) {
    case PropertyType::String:
        return std::get<QString>(value);
    case PropertyType::Int:
        return std::get<int>(value);
    case PropertyType::Number:
        return std::get<double>(value);
    case PropertyType::Bool:
        return std::get<bool>(value);
    case PropertyType::Color:
        break;
    }
    return propertyColorText(std::get<QColor>(value));
}

Properties readProperties(const JsonReader &array)
{
    const QJsonArray list = array.array();
    if (list.size() > maxPropertiesPerOwner)
        array.fail(QStringLiteral("more than %1 properties").arg(maxPropertiesPerOwner));
    Properties out;
    out.reserve(list.size());
    for (qsizetype i = 0; i < list.size(); ++i) {
        const JsonReader item = array.at(i);
        item.object();
        const JsonReader name = item.field("name");
        Property p{name.string(), {}};
        if (const QString problem = propertyNameProblem(out, p.name); !problem.isEmpty())
            name.fail(problem);
        const PropertyType type = readType(item.field("type"));
        p.value = readValue(item.field("value"), type);
        out.append(p);
    }
    return out;
}

QJsonArray propertiesToJson(const Properties &properties)
{
    QJsonArray out;
    for (const Property &p : properties) {
        out.append(QJsonObject{{QStringLiteral("name"), p.name},
                               {QStringLiteral("type"), propertyTypeName(p.type())},
                               {QStringLiteral("value"), propertyValueToJson(p.value)}});
    }
    return out;
}

Properties readOptionalProperties(const JsonReader &object)
{
    const JsonReader properties = object.optionalField("properties");
    return properties.isMissing() ? Properties() : readProperties(properties);
}

void writeOptionalProperties(const Properties &properties, QJsonObject &object)
{
    if (!properties.isEmpty())
        object[QStringLiteral("properties")] = propertiesToJson(properties);
}

} // namespace hitbox::model
