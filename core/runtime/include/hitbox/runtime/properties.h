#pragma once

#include <hitbox/export.h>

#include <cstdint>
#include <string>
#include <string_view>
#include <variant>
#include <vector>

namespace hitbox::runtime {

HITBOX_API_BEGIN

/// The type of a custom property, as the editor and Tiled type them (docs/format.md,
/// "Properties"). The order is the order of PropertyValue's alternatives.
enum class PropertyType { String, Int, Number, Bool, Color };

/// Most properties one shape, frame, animation or sprite may have.
inline constexpr int maxPropertiesPerOwner = 1000;

/// A colour property's value, 0..255 per channel (documents write it "#aarrggbb").
struct PropertyColor
{
    std::uint8_t red = 0;
    std::uint8_t green = 0;
    std::uint8_t blue = 0;
    std::uint8_t alpha = 255;

    friend bool operator==(const PropertyColor &, const PropertyColor &) = default;
};

/// A property's value: UTF-8 text, a 32-bit whole number, a finite number, a bool or a
/// colour; its alternative is its type (PropertyType's order).
using PropertyValue = std::variant<std::string, std::int32_t, double, bool, PropertyColor>;

/// One named, typed custom property (data a game reads with the boxes, such as a hitbox's
/// damage and knockback).
struct Property
{
    std::string name; ///< not empty, unique among its owner's properties
    PropertyValue value;

    PropertyType type() const { return PropertyType(value.index()); }

    friend bool operator==(const Property &, const Property &) = default;
};

/// The custom properties of a shape, frame, animation or sprite, in the document's order.
using Properties = std::vector<Property>;

/// The property named `name`, or null.
inline const Property *findProperty(const Properties &properties, std::string_view name)
{
    for (const Property &p : properties) {
        if (p.name == name)
            return &p;
    }
    return nullptr;
}

HITBOX_API_END

} // namespace hitbox::runtime
