#!/usr/bin/env bash
# Builds Ply (scripts/build-site.sh: what the page loads from the engine, then the site) and serves it:
# http://localhost:8080/
#
#   scripts/serve.sh                   build what serving needs, then serve on localhost:8080
#   PORT=9000 scripts/serve.sh         another port
#   HOST=0.0.0.0 scripts/serve.sh      reachable from other devices on this network (try it on a phone)
#   PLY_SOURCEMAP=1 scripts/serve.sh   the site with source maps (for debugging)
#
# Installs what is missing first (scripts/setup.sh serve). The toolchain's output goes to build/serve.log; only
# its steps and, on failure, the log's tail are shown.
set -euo pipefail
repo=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
cd "$repo"
# Debian's Emscripten finds its acorn only through NODE_PATH when node is not Debian's own.
export NODE_PATH=/usr/share/nodejs${NODE_PATH:+:$NODE_PATH}
port=${PORT:-8080}
host=${HOST:-127.0.0.1}
mkdir -p build
log=$repo/build/serve.log
: >"$log"

# Runs a step with its output in the log; on failure shows the log's end and stops.
quietly() {
  local what=$1
  shift
  printf '[serve] %s\n' "$what"
  if ! "$@" >>"$log" 2>&1; then
    echo "[serve] FAILED: $what. The end of $log:" >&2
    tail -n 40 "$log" >&2
    exit 1
  fi
}

# A busy port is found before the long build, not after it.
if ! node -e '
  const s = require("net").createServer();
  s.once("error", () => process.exit(1));
  s.listen(Number(process.argv[1]), process.argv[2], () => s.close());' "$port" "$host"; then
  echo "[serve] port $port on $host is busy (another server?). Choose another: PORT=$((port + 1)) scripts/serve.sh" >&2
  exit 1
fi

quietly "installing what is missing" bash scripts/setup.sh serve
# What the page loads and the site itself, built as the tests and the Pages workflow build it: one script,
# scripts/build-site.sh, whose "[build-site]" lines name its steps here (not the command-line tool that the
# tests run under Node).
printf '[serve] building the engine to WebAssembly and the site (site/dist)\n'
if ! bash scripts/build-site.sh 2>&1 | tee -a "$log" | sed -u -n 's/^\[build-site\] /[serve]   /p'; then
  echo "[serve] FAILED: building the site. The end of $log:" >&2
  tail -n 40 "$log" >&2
  exit 1
fi
exec node scripts/serve.mjs site/dist --port "$port" --host "$host"
