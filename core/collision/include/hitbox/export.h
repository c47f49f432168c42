#pragma once

// Symbol visibility of the hitbox libraries. Shared builds compile with hidden symbols
// (-fvisibility=hidden -fvisibility-inlines-hidden); every public header wraps its
// declarations in HITBOX_API_BEGIN / HITBOX_API_END, so a shared library exports exactly
// the public API and its internals (src/, namespace hitbox::collision::detail) stay local.
// Static builds are unaffected. MSVC shared builds export through CMake's
// WINDOWS_EXPORT_ALL_SYMBOLS instead.

// Q_MOC_RUN: Qt's moc, which reads these headers when a Qt program includes them, does not
// parse _Pragma.
#if (defined(__GNUC__) || defined(__clang__)) && !defined(Q_MOC_RUN)
/// Starts a block of public declarations (default visibility).
#define HITBOX_API_BEGIN _Pragma("GCC visibility push(default)")
/// Ends the block HITBOX_API_BEGIN started.
#define HITBOX_API_END _Pragma("GCC visibility pop")
#else
#define HITBOX_API_BEGIN
#define HITBOX_API_END
#endif
