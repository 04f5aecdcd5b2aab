#!/usr/bin/env bash
# Every test of Ply, in order, stopping at the first failure:
#
#   setup   scripts/setup.sh: installs what is missing
#   native  Release build, ctest; the CLI's perft against the published counts
#   asan    AddressSanitizer + UBSan build, ctest
#   fuzz    each libFuzzer target (tests/fuzz) for FUZZ_SECONDS seconds (default 25); fails on a finding
#   wasm    Emscripten build; the Embind module under Node (tests/wasm); the wasm CLI's perft and bench
#           against the native ones
#   site    typecheck, unit tests (vitest), production build (site/dist)
#   e2e     the built site in headless Chromium (tests/e2e, Playwright)
#
#   scripts/test.sh                 all of them
#   scripts/test.sh wasm site e2e   only these (setup always runs first)
#
# The last line is the summary, "N passed, N failed", counting stages.
set -uo pipefail
repo=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
cd "$repo"
# Debian's Emscripten finds its acorn only through NODE_PATH when node is not Debian's own.
export NODE_PATH=/usr/share/nodejs${NODE_PATH:+:$NODE_PATH}
export PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1
jobs=$(nproc 2>/dev/null || echo 2)
perft_file=$repo/../shared/data/reversi/perft_start.tsv

all_stages=(native asan fuzz wasm site e2e)
stages=("$@")
[ ${#stages[@]} -gt 0 ] || stages=("${all_stages[@]}")
for stage in "${stages[@]}"; do
  [[ " ${all_stages[*]} " == *" $stage "* ]] || { echo "usage: scripts/test.sh [${all_stages[*]}]..." >&2; exit 2; }
done
stages=(setup "${stages[@]}")

# Runs one command of a stage, naming it if it fails; the stage (a subshell) ends there.
step() {
  echo "+ $*"
  "$@"
  local rc=$?
  if [ $rc -ne 0 ]; then
    echo "[test] FAILED (exit $rc): $*" >&2
    exit $rc
  fi
}

# Checks `<cli...> perft reversi <depth>` for every depth up to max against perft_start.tsv.
check_perft() {
  local max=$1 depth count got
  shift
  [ -f "$perft_file" ] || { echo "[test] FAILED: $perft_file is missing" >&2; exit 1; }
  while read -r depth count; do
    [ "$depth" -le "$max" ] || break
    got=$("$@" perft reversi "$depth" | tail -n 1 | tr -d '[:space:]')
    if [ "$got" != "$count" ]; then
      echo "[test] FAILED: $* perft reversi $depth printed '$got', expected $count" >&2
      exit 1
    fi
    echo "  perft $depth = $count"
  done < <(grep -v '^#' "$perft_file")
}

# The node count `bench` prints (the search's regression signature; the time is information only).
# The whole output goes to stderr for the log; the last number on the last line naming nodes is the count.
bench_nodes() {
  local out
  out=$("$@" bench) || return 1
  printf '%s\n' "$out" >&2
  printf '%s\n' "$out" | grep -iE 'nodes' | tail -n 1 | grep -oE '[0-9]+' | tail -n 1
}

stage_setup() { step bash scripts/setup.sh all; }

stage_native() {
  step cmake --preset native
  step cmake --build --preset native -j"$jobs"
  step ctest --preset native --output-on-failure -j"$jobs"
  check_perft 10 build/native/ply
}

stage_asan() {
  step cmake --preset asan
  step cmake --build --preset asan -j"$jobs"
  step ctest --preset asan --output-on-failure -j"$jobs"
}

# --- fuzz -------------------------------------------------------------------------------------------------
# Each target (build/fuzz/fuzz_<name>) runs from its seeds (tests/fuzz/corpus/<name>/) plus what earlier
# runs found (build/fuzz/corpus/<name>/). A crash, a sanitizer report, a hang past -timeout or a failed
# round trip ends the stage; the input is kept in build/fuzz/findings/<name>/ to replay:
# build/fuzz/fuzz_<name> <that file>.
run_fuzzer() {
  local name=$1 seconds=$2
  local work=build/fuzz/corpus/$name findings=build/fuzz/findings/$name log=build/fuzz/$name.log
  local dict=tests/fuzz/${name%%_*}.dict  # the game's tokens: reversi.dict, draughts.dict
  mkdir -p "$work" "$findings"
  if build/fuzz/fuzz_"$name" -max_total_time="$seconds" -timeout=10 -rss_limit_mb=2048 -dict="$dict" \
    -artifact_prefix="$findings/" "$work" "tests/fuzz/corpus/$name" >"$log" 2>&1; then
    echo "  $name: $(grep -E '^#[0-9]+' "$log" | tail -n 1)"
  else
    tail -n 40 "$log" >&2
    echo "[test] FAILED: fuzz target $name found a problem; the input is in $findings/ (log: $log)" >&2
    exit 1
  fi
}

stage_fuzz() {
  step cmake --preset fuzz
  step cmake --build --preset fuzz -j"$jobs"
  local seconds=${FUZZ_SECONDS:-25} target
  for target in build/fuzz/fuzz_*; do
    [ -x "$target" ] || continue
    local name=${target#build/fuzz/fuzz_}
    [ -d "tests/fuzz/corpus/$name" ] || { echo "[test] FAILED: no seeds in tests/fuzz/corpus/$name/" >&2; exit 1; }
    run_fuzzer "$name" "$seconds"
  done
}

stage_wasm() {
  step emcmake cmake --preset wasm
  step cmake --build --preset wasm -j"$jobs"
  step node --test --test-reporter=spec tests/wasm/
  local node_cli=(node build/wasm/ply-cli.js)
  check_perft 10 "${node_cli[@]}"
  if [ -x build/native/ply ]; then
    local native wasm
    native=$(bench_nodes build/native/ply)
    wasm=$(bench_nodes "${node_cli[@]}")
    if [ -z "$native" ] || [ "$native" != "$wasm" ]; then
      echo "[test] FAILED: bench node counts differ: native '$native', wasm '$wasm'" >&2
      exit 1
    fi
    echo "  bench: $native nodes, native and wasm alike"
  fi
}

stage_site() {
  cd site || exit 1
  step npm run typecheck
  step npm test
  step npm run build
}

stage_e2e() {
  cd tests/e2e || exit 1
  step npm run typecheck
  step npx playwright test
}

passed=0
failed=0
report=()
finish() {
  echo
  echo "[test] stage times:"
  for line in "${report[@]}"; do echo "  $line"; done
  echo "$passed passed, $failed failed"
}

for i in "${!stages[@]}"; do
  stage=${stages[$i]}
  echo
  echo "================ $stage ================"
  start=$SECONDS
  (
    set -o pipefail
    "stage_$stage"
  )
  rc=$?
  took=$((SECONDS - start))
  if [ $rc -eq 0 ]; then
    passed=$((passed + 1))
    report+=("$(printf '%-7s passed  %4ds' "$stage" "$took")")
  else
    failed=$((failed + 1))
    report+=("$(printf '%-7s FAILED  %4ds' "$stage" "$took")")
    for skipped in "${stages[@]:$((i + 1))}"; do report+=("$(printf '%-7s not run' "$skipped")"); done
    echo "[test] stage '$stage' failed (exit $rc); stopping here." >&2
    finish
    exit 1
  fi
done
finish
