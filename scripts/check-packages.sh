#!/usr/bin/env bash
# Checks that every file the build, the tests and the fuzz builds use comes from a Debian
# package the scripts install (scripts/lib/common.sh's lists) or from a package those depend
# on (Depends and Pre-Depends, not Recommends: the scripts install with
# --no-install-recommends). A file that comes only through a recommendation - as the fuzzer
# runtime once came through clang - or from no package at all is present on this machine but
# missing on a fresh one. Run after a build: it reads the headers every object was compiled
# with (ninja's dependency log), the shared libraries of the programs, the commands the
# scripts call and the runtimes clang links for the fuzz and sanitizer builds.
#   scripts/check-packages.sh [BUILD_DIR]    default: build/
#   scripts/check-packages.sh --self-test    the check must fail without libclang-rt-14-dev
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/lib/common.sh"

self_test=0
if [ "${1:-}" = "--self-test" ]; then
    self_test=1
    shift
fi
build="${1:-$HITBOX_BUILD}"
[ -f "$build/build.ninja" ] || { echo "error: no build in $build (run scripts/test.sh)" >&2; exit 2; }

listed=("${HITBOX_PACKAGES[@]}" "${HITBOX_BENCHMARK_PACKAGES[@]}" "${HITBOX_FUZZ_PACKAGES[@]}"
        "${HITBOX_GODOT_PACKAGES[@]}" clang-format)
# npm: installed by the scripts only where nodejs does not bring it (NodeSource's does).
listed+=(npm)
if [ $self_test = 1 ]; then
    kept=()
    for p in "${listed[@]}"; do [ "$p" = libclang-rt-14-dev ] || kept+=("$p"); done
    listed=("${kept[@]}")
fi

# Every package reachable from the lists through Depends and Pre-Depends; a virtual package
# stands for the installed packages that provide it. One dpkg-query, the walk in awk.
declare -A closure=()
while read -r pkg; do closure[$pkg]=1; done < <(
    dpkg-query -W -f='${Package}\t${Provides}\t${Depends}, ${Pre-Depends}\n' 2>/dev/null | awk -F'\t' -v roots="${listed[*]}" '
        function names(text, out,    n, parts, i, name) {
            gsub(/\([^)]*\)/, "", text); gsub(/[|,]/, " ", text)
            n = split(text, parts, " ")
            for (i = 1; i <= n; i++) { name = parts[i]; sub(/:.*/, "", name); if (name != "") out[name] = 1 }
        }
        {
            deps[$1] = deps[$1] " " $3
            delete provided; names($2, provided)
            for (v in provided) providers[v] = providers[v] " " $1
        }
        END {
            n = split(roots, queue, " ")
            for (head = 1; head <= n; head++) {
                p = queue[head]
                if (p in seen) continue
                seen[p] = 1; print p
                delete next_names; names(deps[p] " " providers[p], next_names)
                for (q in next_names) if (!(q in seen)) queue[++n] = q
            }
        }')

# The files in use.
files=()
while read -r f; do files+=("$f"); done < <(
    cd "$build" && ninja -t deps 2>/dev/null | sed -n 's/^    //p' | grep '^/' \
        | grep -v "^$HITBOX_ROOT/" | sort -u)
for program in app/hitbox-studio cli/hitbox-cli; do
    [ -x "$build/$program" ] || continue
    while read -r f; do files+=("$f"); done < <(ldd "$build/$program" | sed -n 's/.*=> \(\/[^ ]*\).*/\1/p')
done
for c in cmake ninja pkg-config c++ clang clang++ clang-format tiled node chromium; do
    p=$(command -v "$c" 2>/dev/null) && files+=("$p")
done
runtime_dir="$(clang -print-resource-dir 2>/dev/null)/lib/linux"
missing_runtimes=()
for lib in fuzzer asan ubsan_standalone; do
    f="$runtime_dir/libclang_rt.$lib-x86_64.a"
    if [ -e "$f" ]; then files+=("$f"); else missing_runtimes+=("$f"); fi
done

# File -> package, through dpkg's file lists (one pass; dpkg -S per file would take minutes).
# A file may be known under its own path, its resolved path or its merged-/usr twin.
declare -A owner=()
unowned=()
mapfile -t resolved < <(realpath -m -- "${files[@]}")
candidates=$(for i in "${!files[@]}"; do
    f="${files[$i]}"
    for c in "$f" "${resolved[$i]}"; do
        printf '%s\t%s\n' "$c" "$f"
        case "$c" in
        (/usr/*) printf '%s\t%s\n' "${c#/usr}" "$f" ;;
        (*) printf '%s\t%s\n' "/usr$c" "$f" ;;
        esac
    done
done)
declare -A found=()
while IFS=$'\t' read -r pkg f; do
    owner[$pkg]="$f"
    found[$f]=1
done < <(awk -F'\t' '
    FNR == NR { want[$1] = want[$1] (want[$1] == "" ? "" : "\n") $2; next }
    ($0 in want) {
        pkg = FILENAME; sub(/.*\//, "", pkg); sub(/\.list$/, "", pkg); sub(/:.*/, "", pkg)
        n = split(want[$0], fs, "\n")
        for (i = 1; i <= n; i++) print pkg "\t" fs[i]
    }' <(printf '%s\n' "$candidates") /var/lib/dpkg/info/*.list | sort -u)
for f in "${files[@]}"; do
    [ -n "${found[$f]:-}" ] || unowned+=("$f")
done
status=0
for pkg in "${!owner[@]}"; do
    if [ -z "${closure[$pkg]:-}" ]; then
        echo "error: package $pkg (for ${owner[$pkg]}) is used but not installed by the scripts" \
             "(add it to a list in scripts/lib/common.sh)" >&2
        status=1
    fi
done
for f in "${unowned[@]}" "${missing_runtimes[@]}"; do
    echo "error: $f is used but comes from no Debian package the scripts install" >&2
    status=1
done
if [ $self_test = 1 ]; then
    if [ $status = 0 ]; then
        echo "error: self-test: the check passed without libclang-rt-14-dev" >&2
        exit 1
    fi
    hitbox_log "self-test: the check fails without libclang-rt-14-dev, as it must"
    exit 0
fi
[ $status = 0 ] && hitbox_log "the ${#owner[@]} packages in use are installed by the scripts: $(printf "%s " "${!owner[@]}" | tr " " "\n" | sort | tr "\n" " ")"
exit $status
