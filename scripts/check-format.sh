#!/usr/bin/env bash
# Checks that every C++ file in the repository follows .clang-format (Debian's
# clang-format 14). With --fix, rewrites the files instead. Exits non-zero and lists
# the files that differ when the check fails.
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/lib/common.sh"

hitbox_install_dependencies clang-format
cd "$HITBOX_ROOT"
mapfile -t files < <(git ls-files -- '*.cpp' '*.h')
if [ "${1:-}" = "--fix" ]; then
    clang-format -i "${files[@]}"
    exit 0
fi
# One clang-format process for all files; it names each file that differs.
mapfile -t bad < <(clang-format --dry-run "${files[@]}" 2>&1 \
    | sed -n 's/^\([^:]*\):[0-9]*:[0-9]*: warning: code should be clang-formatted.*/\1/p' | sort -u)
if [ ${#bad[@]} -gt 0 ]; then
    echo "error: ${#bad[@]} file(s) do not follow .clang-format (fix: scripts/check-format.sh --fix):" >&2
    printf '  %s\n' "${bad[@]}" >&2
    exit 1
fi
hitbox_log "format: ${#files[@]} files follow .clang-format"
