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

/// The path is not built until a message needs it: a cursor keeps its parent (which must
/// outlive it, as a caller's cursor or a temporary of the same expression does) and its key
/// or index.
class JsonCursor
{
public:
    explicit JsonCursor(const nlohmann::json *value)
        : m_value(value)
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

    /// "sprites[2].frames[0]".
    std::string path() const;

private:
    JsonCursor(const nlohmann::json *value,
               const JsonCursor *parent,
               const char *key,
               std::size_t index,
               bool missing)
        : m_value(value)
        , m_parent(parent)
        , m_key(key)
        , m_index(index)
        , m_missing(missing)
    {}

    std::string describeFound() const;

    const nlohmann::json *m_value;
    const JsonCursor *m_parent = nullptr;
    const char *m_key = nullptr; ///< the field's name; null for an element or the root
    std::size_t m_index = 0;     ///< the element's index
    bool m_missing = false;
};

} // namespace hitbox::runtime::detail
