// Custom properties of shapes, frames, animations and sprites (readparts.h), read with the
// editor's rules and words (core/model/io/propertiesjson.cpp).

#include "readparts.h"

#include <limits>
#include <string>

namespace hitbox::runtime::detail {
namespace {

// "#rrggbb" (opaque) or "#aarrggbb" (alpha first, as Tiled writes it), any case.
PropertyColor readPropertyColor(const JsonCursor &r)
{
    const std::string text = r.string();
    const std::size_t digits = text.empty() ? 0 : text.size() - 1;
    bool ok = !text.empty() && text[0] == '#' && (digits == 6 || digits == 8);
    std::uint8_t bytes[4] = {255, 0, 0, 0}; // alpha, red, green, blue
    const std::size_t first = digits == 6 ? 1 : 0;
    for (std::size_t i = 0; ok && i < digits / 2; ++i) {
        const int high = hexDigit(text[1 + 2 * i]);
        const int low = hexDigit(text[2 + 2 * i]);
        ok = high >= 0 && low >= 0;
        bytes[first + i] = std::uint8_t(high * 16 + low);
    }
    if (!ok) {
        r.fail("expected a colour like \"#ff00ff\" or \"#80ff00ff\", found \"" + text.substr(0, 40)
               + "\"");
    }
    return {bytes[1], bytes[2], bytes[3], bytes[0]};
}

PropertyType readPropertyType(const JsonCursor &r)
{
    const std::string text = r.string();
    static const char *const names[] = {"string", "int", "number", "bool", "color"};
    for (int i = 0; i < 5; ++i) {
        if (text == names[i])
            return PropertyType(i);
    }
    r.fail("expected \"string\", \"int\", \"number\", \"bool\" or \"color\", found \""
           + text.substr(0, 40) + "\"");
}

PropertyValue readPropertyValue(const JsonCursor &r, PropertyType type)
{
    switch (type) {
    case PropertyType::String:
        return r.string();
    case PropertyType::Int:
        return std::int32_t(r.integerOr(0,
                                        std::numeric_limits<std::int32_t>::min(),
                                        std::numeric_limits<std::int32_t>::max()));
    case PropertyType::Number:
        return r.number();
    case PropertyType::Bool:
        return r.booleanOr(false);
    case PropertyType::Color:
        break;
    }
    return readPropertyColor(r);
}

Properties readProperties(const JsonCursor &array)
{
    const std::size_t n = array.size();
    if (n > std::size_t(maxPropertiesPerOwner))
        array.fail("more than " + std::to_string(maxPropertiesPerOwner) + " properties");
    Properties out;
    out.reserve(n);
    for (std::size_t i = 0; i < n; ++i) {
        const JsonCursor item = array.at(i);
        item.object();
        const JsonCursor name = item.field("name");
        Property p{name.string(), {}};
        if (p.name.empty())
            name.fail("a property needs a name");
        if (findProperty(out, p.name) != nullptr)
            name.fail("there is already a property named \"" + p.name.substr(0, 40) + "\"");
        const PropertyType type = readPropertyType(item.field("type"));
        p.value = readPropertyValue(item.field("value"), type);
        out.push_back(std::move(p));
    }
    return out;
}

} // namespace

Properties readOptionalProperties(const JsonCursor &object)
{
    const JsonCursor properties = object.optionalField("properties");
    return properties.isMissing() ? Properties() : readProperties(properties);
}

} // namespace hitbox::runtime::detail
