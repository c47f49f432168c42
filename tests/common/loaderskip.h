#pragma once

#include <QtTest/QTest>

// Skips a test whose real loader (tiled, node packages) is missing, or fails it when
// HITBOX_REQUIRE_LOADERS is set: scripts/test.sh sets it after installing the loaders, so
// a loader check never passes unseen in CI.
#define HITBOX_SKIP_WITHOUT_LOADER(why)                                                            \
    do {                                                                                           \
        if (qEnvironmentVariableIsSet("HITBOX_REQUIRE_LOADERS"))                                   \
            QFAIL(qPrintable(why));                                                                \
        QSKIP(qPrintable(why));                                                                    \
    } while (false)
