#include "jsoncursor.h"

#include <hitbox/runtime/document.h>

#include <array>
#include <charconv>
#include <cmath>

namespace hitbox::runtime::detail {

std::string numberText(double v)
{
    if (v == 0.0)
        return "0"; // also -0
    // As the editor writes numbers (model::exactNumberText): plain between 1e-5 and 1e21.
    const double magnitude = std::abs(v);
    const bool plain = std::isfinite(v) && magnitude >= 1e-5 && magnitude < 1e21;
    std::array<char, 512> buffer{};
    const auto [end, ec]
            = std::to_chars(buffer.data(),
                            buffer.data() + buffer.size(),
                            v,
                            plain ? std::chars_format::fixed : std::chars_format::scientific);
    return ec == std::errc() ? std::string(buffer.data(), end) : std::string("?");
}

std::string JsonCursor::path() const
{
    if (m_parent == nullptr)
        return {};
    const std::string parent = m_parent->path();
    if (m_key == nullptr)
        return parent + "[" + std::to_string(m_index) + "]";
    return parent.empty() ? std::string(m_key) : parent + "." + m_key;
}

void JsonCursor::fail(const std::string &problem) const
{
    const std::string where = path();
    throw ReadError{where.empty() ? problem : where + ": " + problem};
}

std::string JsonCursor::describeFound() const
{
    const nlohmann::json &v = *m_value;
    switch (v.type()) {
    case nlohmann::json::value_t::null:
        return "null";
    case nlohmann::json::value_t::boolean:
        return v.get<bool>() ? "true" : "false";
    case nlohmann::json::value_t::number_integer:
    case nlohmann::json::value_t::number_unsigned:
    case nlohmann::json::value_t::number_float:
        return numberText(v.get<double>());
    case nlohmann::json::value_t::string:
        return "the string \"" + v.get_ref<const std::string &>().substr(0, 40) + "\"";
    case nlohmann::json::value_t::array:
        return "an array";
    case nlohmann::json::value_t::object:
        return "an object";
    default:
        break;
    }
    return "nothing";
}

const nlohmann::json &JsonCursor::object() const
{
    if (!m_value->is_object())
        fail("expected an object, found " + describeFound());
    return *m_value;
}

const nlohmann::json &JsonCursor::array() const
{
    if (!m_value->is_array())
        fail("expected an array, found " + describeFound());
    return *m_value;
}

std::string JsonCursor::string() const
{
    if (!m_value->is_string())
        fail("expected a string, found " + describeFound());
    return m_value->get<std::string>();
}

double JsonCursor::number() const
{
    if (!m_value->is_number())
        fail("expected a number, found " + describeFound());
    const double v = m_value->get<double>();
    if (!std::isfinite(v))
        fail("expected a finite number");
    return v;
}

double JsonCursor::coordinate() const
{
    const double v = number();
    if (std::abs(v) > maxCoordinate) {
        fail(numberText(v) + " is out of range (at most " + numberText(maxCoordinate)
             + " in magnitude)");
    }
    return v;
}

double JsonCursor::nonNegative() const
{
    const double v = coordinate();
    if (v < 0.0)
        fail("expected a number >= 0, found " + numberText(v));
    return v;
}

int JsonCursor::integerOr(int fallback, std::int64_t min, std::int64_t max) const
{
    if (m_missing)
        return fallback;
    const auto bad = [&] {
        fail("expected a whole number from " + std::to_string(min) + " to " + std::to_string(max)
             + ", found " + describeFound());
    };
    if (!m_value->is_number())
        bad();
    const double v = m_value->get<double>();
    if (!std::isfinite(v) || std::trunc(v) != v || v < double(min) || v > double(max))
        bad();
    return int(v);
}

std::string JsonCursor::stringOr(const std::string &fallback) const
{
    return m_missing ? fallback : string();
}

bool JsonCursor::booleanOr(bool fallback) const
{
    if (m_missing)
        return fallback;
    if (!m_value->is_boolean())
        fail("expected true or false, found " + describeFound());
    return m_value->get<bool>();
}

JsonCursor JsonCursor::field(const char *key) const
{
    const nlohmann::json &o = object();
    const auto it = o.find(key);
    if (it == o.end())
        fail(std::string("missing field \"") + key + "\"");
    return JsonCursor(&*it, this, key, 0, false);
}

JsonCursor JsonCursor::optionalField(const char *key) const
{
    static const nlohmann::json absent;
    const nlohmann::json &o = object();
    const auto it = o.find(key);
    if (it == o.end())
        return JsonCursor(&absent, this, key, 0, true);
    return JsonCursor(&*it, this, key, 0, false);
}

JsonCursor JsonCursor::at(std::size_t i) const
{
    const nlohmann::json &a = array();
    if (i >= a.size())
        fail("missing element " + std::to_string(i));
    return JsonCursor(&a[i], this, nullptr, i, false);
}

} // namespace hitbox::runtime::detail
