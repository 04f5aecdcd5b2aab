#!/usr/bin/env bash
# Installs what Ply's build and tests need, and only what is missing (safe to run again).
#
#   scripts/setup.sh           everything: native toolchain, GoogleTest, Benchmark, clang + libFuzzer, Emscripten,
#                              Chromium, npm packages
#   scripts/setup.sh serve     only what building and serving the site needs (no test libraries, no browser)
#
# Debian/Ubuntu. Uses sudo for apt-get unless already root. Emscripten from apt (3.1.6 on Debian 12) needs
# NODE_PATH=/usr/share/nodejs to find acorn: scripts/test.sh and scripts/serve.sh export it.
set -euo pipefail

repo=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
what=${1:-all}
case "$what" in all | serve) ;; *) echo "usage: scripts/setup.sh [all|serve]" >&2; exit 2 ;; esac

say() { printf '[setup] %s\n' "$*"; }

sudo_cmd=()
if [ "$(id -u)" -ne 0 ]; then
  command -v sudo >/dev/null || { echo "[setup] not root and no sudo: cannot apt-get install" >&2; exit 1; }
  sudo_cmd=(sudo)
fi

# --- apt packages --------------------------------------------------------------------------------------------
installed() { dpkg-query -W -f='${Status}' "$1" 2>/dev/null | grep -q '^install ok installed$'; }

# "package:command" (a command found on PATH counts as installed, whatever provided it) or "package" (dpkg only).
wanted=(cmake:cmake g++:g++ make:make emscripten:emcc)
# Chromium's recommended fonts are left out with the rest of its recommends; DejaVu covers Latin and Cyrillic.
[ "$what" = all ] && wanted+=(libgtest-dev libbenchmark-dev chromium:chromium fonts-dejavu-core)
# Debian's old headless shell runs the browser tests in half the CPU of the full browser (tests/e2e/
# playwright.config.ts); Ubuntu does not package it, and the tests take /usr/bin/chromium there.
[ "$what" = all ] && grep -qs '^ID=debian' /etc/os-release && wanted+=(chromium-headless-shell)
# The fuzz stage: clang 14 and its libFuzzer and sanitizer runtimes.
[ "$what" = all ] && wanted+=(clang-14:clang++-14 libclang-rt-14-dev)
# The native stage's check of the C++ formatting (scripts/check-format.sh): clang-format 14, as .clang-format
# was applied with.
[ "$what" = all ] && wanted+=(clang-format-14:clang-format-14)
command -v node >/dev/null && command -v npm >/dev/null || wanted+=(nodejs npm)

missing=()
for item in "${wanted[@]}"; do
  pkg=${item%%:*}
  cmd=${item#*:}
  if [ "$cmd" != "$item" ] && command -v "$cmd" >/dev/null; then continue; fi
  installed "$pkg" || missing+=("$pkg")
done

if [ ${#missing[@]} -gt 0 ]; then
  say "apt-get install ${missing[*]}"
  export DEBIAN_FRONTEND=noninteractive
  "${sudo_cmd[@]}" apt-get update -q
  "${sudo_cmd[@]}" apt-get install -y -q --no-install-recommends "${missing[@]}"
else
  say "system packages present"
fi

# --- npm packages ---------------------------------------------------------------------------------------------
# A folder's node_modules is stale when it was not installed from the current package-lock.json.
npm_install() {
  local dir=$repo/$1
  [ -f "$dir/package.json" ] || { say "$1/package.json absent: skipped"; return 0; }
  local stamp=$dir/node_modules/.ply-lock-hash
  lock_hash() { cat "$dir/package.json" "$dir/package-lock.json" 2>/dev/null | sha256sum | cut -d' ' -f1; }
  if [ -f "$stamp" ] && [ "$(cat "$stamp")" = "$(lock_hash)" ]; then
    say "$1/node_modules up to date"
    return 0
  fi
  say "npm packages in $1/"
  # Browsers come from apt (/usr/bin/chromium); nothing may download one.
  if [ -f "$dir/package-lock.json" ]; then
    if ! (cd "$dir" && PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1 npm ci --no-audit --no-fund); then
      echo "[setup] npm ci failed in $1/. If it says package.json and package-lock.json are not in sync, the lock" >&2
      echo "[setup] misses packages: 'Missing: <name>@ from lock file' with no version means the registry could not" >&2
      echo "[setup] provide them when the lock was made (e.g. platform builds of a native dependency); pin that" >&2
      echo "[setup] dependency to a version the registry has in full (\"overrides\" in package.json), then regenerate the lock." >&2
      return 1
    fi
  else
    (cd "$dir" && PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1 npm install --no-audit --no-fund)
  fi
  lock_hash >"$stamp"
}

npm_install site
[ "$what" = all ] && npm_install tests/e2e
say "done"
