#pragma once

#include <QColor>
#include <QList>
#include <QString>

#include <limits>
#include <optional>
#include <variant>

namespace hitbox::model {

/// The type of a custom property, as Tiled has them (less file, object and class). The
/// order is the order of PropertyValue's alternatives.
enum class PropertyType {
    String, ///< any text
    Int,    ///< a whole number in [minPropertyInt, maxPropertyInt]
    Number, ///< a finite number
    Bool,   ///< true or false
    Color,  ///< a colour with alpha
};

/// Every property type, in the order of PropertyType.
inline constexpr PropertyType allPropertyTypes[] = {PropertyType::String,
                                                    PropertyType::Int,
                                                    PropertyType::Number,
                                                    PropertyType::Bool,
                                                    PropertyType::Color};

/// Range of an int property: a 32-bit signed integer, what Tiled and every target reads.
inline constexpr int minPropertyInt = std::numeric_limits<int>::min();
inline constexpr int maxPropertyInt = std::numeric_limits<int>::max();

/// Most properties one shape, frame, animation or sprite may have.
inline constexpr int maxPropertiesPerOwner = 1000;

/// A property's value; its alternative is its type (PropertyType's order).
using PropertyValue = std::variant<QString, int, double, bool, QColor>;

/// One named, typed custom property of a shape, frame, animation or sprite.
struct Property
{
    QString name; ///< non-empty, unique among its owner's properties
    PropertyValue value;

    PropertyType type() const { return PropertyType(value.index()); }

    friend bool operator==(const Property &, const Property &) = default;
};

/// The custom properties of one owner, in the order the user added them.
using Properties = QList<Property>;

/// The name of a type in documents, the CLI and the editor: "string", "int", "number",
/// "bool", "color".
QString propertyTypeName(PropertyType type);

/// The type named `name` (propertyTypeName), or nullopt.
std::optional<PropertyType> propertyTypeFromName(const QString &name);

/// The value a new property of `type` starts with: "", 0, 0, false, opaque black.
PropertyValue defaultPropertyValue(PropertyType type);

/// Why `name` cannot name a property of `owner` (empty, or taken by another property than
/// the one at `ignoreIndex`), or an empty string when it can.
QString propertyNameProblem(const Properties &owner, const QString &name, int ignoreIndex = -1);

/// Why `value` cannot be a property's value (a number that is not finite, a colour that is
/// not valid), or an empty string when it can.
QString propertyValueProblem(const PropertyValue &value);

/// A colour as documents and Tiled write it: "#aarrggbb", lower case.
QString propertyColorText(const QColor &color);

/// A colour written "#rrggbb" (opaque) or "#aarrggbb", any case, or nullopt.
std::optional<QColor> parsePropertyColor(const QString &text);

/// What a colour text must look like, for messages: "a colour like \"#ff00ff\" or
/// \"#80ff00ff\"".
QString propertyColorExpectation();

/// The value as text, the way the editor shows it and Tiled and Godot take it: the string
/// itself, "12", the shortest decimal of a number ("0.5", "-3"), "true"/"false",
/// "#aarrggbb".
QString propertyValueText(const PropertyValue &value);

/// Reads `text` as a value of `type` (propertyValueText's forms; ints in range, numbers
/// finite, bools "true"/"false"). On failure returns nullopt and sets `problem`.
std::optional<PropertyValue>
parsePropertyValue(PropertyType type, const QString &text, QString *problem);

/// The properties on one line, "damage = 12, knockback = 2.5, launcher = true" (names and
/// propertyValueText, in order), as the preview's results show a shape's; empty for none.
QString propertiesText(const Properties &properties);

/// The property named `name`, or nullptr.
const Property *findProperty(const Properties &properties, const QString &name);

} // namespace hitbox::model
