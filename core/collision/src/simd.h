#pragma once

// Internal to the kernel: which vector instructions the scans may use. The wide paths are
// compiled for AVX2 with function target attributes and chosen at run time, so the
// library runs on any x86-64 (and on other processors with the portable 64-bit code).

#include <cstddef>
#include <cstdint>

// SSE2, which every x86-64 processor has: HITBOX_SIMD_SSE2 is 1 and its intrinsics are
// declared. Without it the scans' one-at-a-time loops do the whole work. The one place
// that says so for the kernel and core/trace.
#if defined(__SSE2__)
#include <emmintrin.h>
#define HITBOX_SIMD_SSE2 1
#else
#define HITBOX_SIMD_SSE2 0
#endif

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
