#pragma once

// A cursor on one value of a parsed nlohmann::json document that knows its path
// ("sprites[2].frames[0]"): every accessor checks the type and range it promises and
// throws ReadError "<path>: <problem>" otherwise, with the editor's wording
// (core/model/jsonreader.h), so the reader stays short.

#include <nlohmann/json.hpp>

#include <cstdint>
#include <string>

namespace hitbox::runtime::detail {

struct ReadError
{
    std::string message;
};

/// The shortest text that reads back as `v`, plain from 1e-5 to 1e21 ("0.5",
/// "100000000", "1e+30"), as the editor words numbers.
std::string numberText(double v);

class JsonCursor
{
public:
    explicit JsonCursor(const nlohmann::json *value, std::string path = {}, bool missing = false)
        : m_value(value)
        , m_path(std::move(path))
        , m_missing(missing)
    {}

    bool isMissing() const { return m_missing; }
    const nlohmann::json &value() const { return *m_value; }

    [[noreturn]] void fail(const std::string &problem) const;

    const nlohmann::json &object() const;
    const nlohmann::json &array() const;
    std::size_t size() const { return array().size(); }
    std::string string() const;
    double number() const;
    double coordinate() const;
    double nonNegative() const;
    int integerOr(int fallback, std::int64_t min, std::int64_t max) const;
    std::string stringOr(const std::string &fallback) const;
    bool booleanOr(bool fallback) const;

    JsonCursor field(const char *key) const;
    JsonCursor optionalField(const char *key) const;
    JsonCursor at(std::size_t i) const;

private:
    std::string describeFound() const;

    const nlohmann::json *m_value;
    std::string m_path;
    bool m_missing = false;
};

} // namespace hitbox::runtime::detail
