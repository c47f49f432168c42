#!/usr/bin/env bash
# Installs what is missing (Debian 12, apt-get), builds everything with tests and runs
# every test. Exits non-zero on any failure. Quick when nothing changed.
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/lib/common.sh"

hitbox_install_dependencies "${HITBOX_PACKAGES[@]}"
# The tree follows .clang-format; a file that does not fails the run before the build.
"$HITBOX_ROOT/scripts/check-format.sh"
hitbox_configure -DHITBOX_BUILD_TESTS=ON
hitbox_build
hitbox_log "running tests"
cd "$HITBOX_BUILD"
QT_QPA_PLATFORM=offscreen ctest --output-on-failure --parallel "$(nproc)" "$@"
# A short run of every fuzz target from its seed corpus (about 2 minutes with the build;
# HITBOX_FUZZ_SECONDS=0 skips it).
if [ "${HITBOX_FUZZ_SECONDS:-5}" != 0 ]; then
    "$HITBOX_ROOT/scripts/fuzz.sh" "${HITBOX_FUZZ_SECONDS:-5}"
fi
