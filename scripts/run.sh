#!/usr/bin/env bash
# Installs what is missing, builds, and opens the editor on the bundled demo project.
# Without a display it renders a screenshot instead and prints where it went.
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/lib/common.sh"

hitbox_install_dependencies "${HITBOX_PACKAGES[@]}"
hitbox_configure
hitbox_build hitbox-studio
demo="$HITBOX_ROOT/resources/demo/demo.hitbox.json"
editor="$HITBOX_BUILD/app/hitbox-studio"

if [ -z "${DISPLAY:-}" ] && [ -z "${WAYLAND_DISPLAY:-}" ]; then
    shot="$HITBOX_BUILD/screenshot.png"
    QT_QPA_PLATFORM=offscreen "$editor" --screenshot "$shot" "$demo"
    echo "No display found: rendered the editor to $shot"
else
    exec "$editor" "$demo" "$@"
fi
