#pragma once

#include <array>
#include <cstddef>
#include <span>
#include <vector>

namespace hitbox::collision::detail {

/// A fixed-size scratch list that keeps up to N values in place and only larger ones on
/// the heap: per-pair lists (a collider's world circles and their bounds) are one or two
/// entries long in nearly every call, and thousands of pairs a step should not allocate.
template<typename T, std::size_t N>
class InlineBuffer
{
public:
    explicit InlineBuffer(std::size_t size)
        : m_size(size)
    {
        if (size > N)
            m_heap.resize(size);
    }

    std::size_t size() const { return m_size; }
    T *data() { return m_size > N ? m_heap.data() : m_inline.data(); }
    const T *data() const { return m_size > N ? m_heap.data() : m_inline.data(); }
    T &operator[](std::size_t i) { return data()[i]; }
    const T &operator[](std::size_t i) const { return data()[i]; }
    std::span<T> span() { return {data(), m_size}; }
    std::span<const T> span() const { return {data(), m_size}; }

private:
    std::array<T, N> m_inline{};
    std::vector<T> m_heap;
    std::size_t m_size;
};

} // namespace hitbox::collision::detail
