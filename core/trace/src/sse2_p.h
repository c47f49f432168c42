#pragma once

// Whether the tracer and the simplifier may use SSE2 (every x86-64 processor has it):
// HITBOX_SSE2 is then 1 and the intrinsics are declared. Elsewhere their one-at-a-time
// loops do the whole work. Not installed.

#if defined(__SSE2__) || defined(_M_X64)
#include <emmintrin.h>
#define HITBOX_SSE2 1
#endif
