#!/usr/bin/env bash
# Builds Ply (engine to WebAssembly, then the site) and serves it on this machine: http://localhost:8080/
# (PORT=9000 scripts/serve.sh for another port). Installs what is missing first (scripts/setup.sh serve).
set -euo pipefail
repo=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
cd "$repo"
# Debian's Emscripten finds its acorn only through NODE_PATH when node is not Debian's own.
export NODE_PATH=/usr/share/nodejs${NODE_PATH:+:$NODE_PATH}

echo "[serve] installing what is missing"
bash scripts/setup.sh serve
echo "[serve] building the engine to WebAssembly (build/wasm)"
emcmake cmake --preset wasm >/dev/null
cmake --build --preset wasm -j"$(nproc)"
echo "[serve] building the site (site/dist)"
(cd site && npm run build)
exec node scripts/serve.mjs site/dist --port "${PORT:-8080}"
