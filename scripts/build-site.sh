#!/usr/bin/env bash
# Builds the site as it is published, into site/dist: what the page loads from the engine (the CMake target
# ply_page: both wasm modules, copied into site/src/wasm/generated/), then the site itself. The one build of
# the page: scripts/serve.sh, the site stage of scripts/test.sh and the Pages workflow
# (.github/workflows/pages.yml) all run this, so none of them can build less than the page needs.
#
#   scripts/build-site.sh              needs Emscripten (emcmake) and site/node_modules (scripts/setup.sh serve)
#   PLY_SOURCEMAP=1 scripts/build-site.sh   with source maps
#
# Each step is announced on a line of its own starting with "[build-site]", so a caller that hides the
# toolchain's output (serve.sh) can still name the step that failed.
set -euo pipefail
repo=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
cd "$repo"
# Debian's Emscripten finds its acorn only through NODE_PATH when node is not Debian's own.
export NODE_PATH=/usr/share/nodejs${NODE_PATH:+:$NODE_PATH}
jobs=$(nproc 2>/dev/null || echo 2)

echo "[build-site] configuring the WebAssembly build (build/wasm)"
emcmake cmake --preset wasm
echo "[build-site] building the engine to WebAssembly (target ply_page)"
cmake --build --preset wasm --target ply_page -j"$jobs"
echo "[build-site] building the site (site/dist)"
cd site
npm run build
