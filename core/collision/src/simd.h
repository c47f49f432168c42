#pragma once

// Internal to the kernel: which vector instructions the scans may use. The wide paths are
// compiled for AVX2 with function target attributes and chosen at run time, so the
// library runs on any x86-64 (and on other processors with the portable 64-bit code).

#include <cstddef>
#include <cstdint>

namespace hitbox::collision::detail::simd {

#if (defined(__x86_64__) || defined(__i386__)) && (defined(__GNUC__) || defined(__clang__))
#define HITBOX_SIMD_X86 1
#else
#define HITBOX_SIMD_X86 0
#endif

/// True when the processor has AVX2 and the wide paths are allowed.
bool avx2();

/// The number of set bits in words[0..count): with the POPCNT instruction when the
/// processor has it (the portable std::popcount is a library call without -mpopcnt).
std::int64_t countBits(const std::uint64_t *words, std::size_t count);

/// Lets tests run the portable paths on an AVX2 machine (allowed by default). Not for
/// concurrent use with running scans.
void setWidePathsAllowed(bool allowed);

} // namespace hitbox::collision::detail::simd
