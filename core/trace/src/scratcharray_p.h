#pragma once

// An array whose new elements are left as they are until written. Not installed.

#include <memory>
#include <new>
#include <type_traits>
#include <utility>
#include <vector>

namespace hitbox::collision::detail {

/// std::allocator, except that a new element made without a value is not initialised:
/// for arrays that are written in full right after they grow (the simplifier's points,
/// links and sums, about 3% of a traced sprite's simplification otherwise spent writing
/// zeros). Only for implicit-lifetime types: the memory holds them as soon as it is
/// allocated.
template<typename T>
struct OverwrittenAllocator : std::allocator<T>
{
    static_assert(std::is_trivially_copyable_v<T> && std::is_trivially_destructible_v<T>);

    template<typename U>
    struct rebind
    {
        using other = OverwrittenAllocator<U>;
    };

    OverwrittenAllocator() = default;

    template<typename U>
    OverwrittenAllocator(const OverwrittenAllocator<U> &) noexcept
    {}

    template<typename U>
    void construct(U *) noexcept
    {}

    template<typename U, typename... Args>
    void construct(U *p, Args &&...args)
    {
        ::new (static_cast<void *>(p)) U(std::forward<Args>(args)...);
    }
};

/// A vector whose resize(n) leaves the new elements unset: each must be written before it
/// is read. resize(n, value), assign and push_back set them as usual.
template<typename T>
using ScratchArray = std::vector<T, OverwrittenAllocator<T>>;

} // namespace hitbox::collision::detail
