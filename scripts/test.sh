#!/usr/bin/env bash
# Every test of Ply, in order, stopping at the first failure:
#
#   setup   scripts/setup.sh: installs what is missing
#   serve   the README's first command, scripts/serve.sh, builds and serves the site; its files answer and a
#           move is played on it in headless Chromium (tests/e2e/served)
#   native  the C++ formatting (scripts/check-format.sh); Release build, ctest; the CLI's perft against the
#           published counts (tests/data)
#   asan    AddressSanitizer + UBSan build (clang; the engine, the CLI, the tools ctest runs, the tests), ctest
#   tsan    ThreadSanitizer build (clang) of the tests; the tests of searches on several threads (names with
#           "Thread")
#   fuzz    each libFuzzer target (tests/fuzz) for FUZZ_SECONDS seconds (default 12); fails on a finding
#   wasm    Emscripten build; the Embind module under Node (tests/wasm); the wasm CLI's perft against the
#           published counts and its bench against the native one
#   site    the TypeScript formatting; typecheck and the page's import layers (site/scripts/check-imports.mjs),
#           unit tests (vitest), production build (scripts/build-site.sh: site/dist; a CSS syntax warning fails it)
#   e2e     the built site in headless Chromium (tests/e2e, Playwright)
#
#   scripts/test.sh                 all of them
#   scripts/test.sh wasm site e2e   only these (setup always runs first)
#
# The last line is the summary, "N passed, N failed", counting stages; above it each stage's time.
# With CI set (as .ci/run runs), a test that reports itself skipped fails its stage: nothing may pass for
# want of a build. Elsewhere a skip is only reported.
set -uo pipefail
repo=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
cd "$repo"
# Debian's Emscripten finds its acorn only through NODE_PATH when node is not Debian's own.
export NODE_PATH=/usr/share/nodejs${NODE_PATH:+:$NODE_PATH}
export PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1
jobs=$(nproc 2>/dev/null || echo 2)
data=$repo/tests/data

all_stages=(serve native asan tsan fuzz wasm site e2e)
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

# Like step, and then fails (in CI) or warns (elsewhere) when the output matches skip_pattern, the
# runner's way of saying a test was skipped or none ran.
step_no_skips() {
  local skip_pattern=$1 log rc
  shift
  log=$(mktemp)
  echo "+ $*"
  "$@" 2>&1 | tee "$log"
  rc=${PIPESTATUS[0]}
  if [ "$rc" -ne 0 ]; then
    rm -f "$log"
    echo "[test] FAILED (exit $rc): $*" >&2
    exit "$rc"
  fi
  local found
  found=$(sed 's/\x1b\[[0-9;]*m//g' "$log" | grep -E "$skip_pattern")
  rm -f "$log"
  [ -z "$found" ] && return 0
  if [ -n "${CI:-}" ]; then
    echo "[test] FAILED: $* skipped tests (CI runs every test):" >&2
    printf '%s\n' "$found" >&2
    exit 1
  fi
  echo "[test] warning: $* skipped tests (a failure in CI):" >&2
  printf '%s\n' "$found" >&2
}
# Like step, and then fails when the output matches fail_pattern: a warning that must not pass (Vite only
# warns when a stylesheet does not parse, and the rules after the error are lost).
step_no_warning() {
  local fail_pattern=$1 log rc
  shift
  log=$(mktemp)
  echo "+ $*"
  "$@" 2>&1 | tee "$log"
  rc=${PIPESTATUS[0]}
  local found
  found=$(sed 's/\x1b\[[0-9;]*m//g' "$log" | grep -E "$fail_pattern")
  rm -f "$log"
  if [ "$rc" -ne 0 ]; then
    echo "[test] FAILED (exit $rc): $*" >&2
    exit "$rc"
  fi
  [ -z "$found" ] && return 0
  echo "[test] FAILED: $* printed a warning that fails the stage:" >&2
  printf '%s\n' "$found" >&2
  exit 1
}
# What Vite prints when a stylesheet does not parse (a lost brace, say).
VITE_CSS_ERRORS='\[css-syntax-error\]'

# What each runner prints for a skipped test (and node:test when nothing ran; ctest has --no-tests,
# vitest and Playwright fail by themselves when they find no test).
CTEST_SKIPS='\*\*\*Skipped|\(Skipped\)'
NODE_TEST_SKIPS='(skipped|todo) [1-9][0-9]*$|(^|[[:space:]])pass 0$'
VITEST_SKIPS='(Tests|Test Files) .*[0-9]+ (skipped|todo)'
PLAYWRIGHT_SKIPS='^ *[0-9]+ (skipped|did not run)'

# Checks `<cli...> perft <game> <depth>` against a published table, tests/data/<game>/perft_start.tsv
# (first column the depth, second the count; '#' comments and a header line skipped), for every depth
# whose count is at most PERFT_MAX_LEAVES (a second or so each, native or wasm).
PERFT_MAX_LEAVES=25000000
check_perft() {
  local file=$1 game depth count got checked=0
  game=$(basename "$(dirname "$file")")
  shift
  while read -r depth count; do
    [ "$count" -le "$PERFT_MAX_LEAVES" ] || break
    got=$("$@" perft "$game" "$depth" | tail -n 1 | tr -d '[:space:]')
    if [ "$got" != "$count" ]; then
      echo "[test] FAILED: $* perft $game $depth printed '$got', expected $count" >&2
      exit 1
    fi
    echo "  perft $game $depth = $count"
    checked=$((checked + 1))
  done < <(awk -F'\t' '$1 ~ /^[0-9]+$/ { print $1, $2 }' "$file")
  [ "$checked" -gt 0 ] || { echo "[test] FAILED: no perft count read from $file" >&2; exit 1; }
}

# The CLI's perft from the start position of every game with a published table.
check_cli_perft() {
  local file checked=0
  for file in "$data"/*/perft_start.tsv; do
    [ -f "$file" ] || continue
    check_perft "$file" "$@"
    checked=$((checked + 1))
  done
  [ "$checked" -gt 0 ] || { echo "[test] FAILED: no tests/data/<game>/perft_start.tsv" >&2; exit 1; }
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

# --- serve ------------------------------------------------------------------------------------------------
# The README's first command as a newcomer runs it: scripts/serve.sh builds what the page loads and serves it,
# and every file the page and its service worker's precache list name answers 200, and a move is played on it
# in headless Chromium (tests/e2e/served). In CI this is the first build of a fresh clone (no build/), so the
# build is serve.sh's own from nothing; elsewhere the site's copies of the modules and site/dist are removed
# first, so that they must come from serve.sh's build. The later stages reuse build/wasm.
stage_serve() {
  if [ -n "${CI:-}" ] && [ -e build/wasm ]; then
    echo "[test] FAILED: build/wasm exists: in CI the serve stage checks serve.sh on a fresh clone" >&2
    exit 1
  fi
  rm -rf site/src/wasm/generated site/dist
  local url=""
  # Not local: the trap that stops the server runs as the stage's subshell ends, after this function.
  serve_log=$(mktemp)
  echo "+ PORT=0 scripts/serve.sh"
  PORT=0 bash scripts/serve.sh >"$serve_log" 2>&1 &
  serve_pid=$!
  # serve.sh ends in `exec node scripts/serve.mjs`: the same process serves.
  trap 'kill "$serve_pid" 2>/dev/null; rm -f "$serve_log"' EXIT
  while kill -0 "$serve_pid" 2>/dev/null; do
    url=$(grep -oE 'http://localhost:[0-9]+/' "$serve_log" | head -n 1)
    [ -n "$url" ] && break
    sleep 1
  done
  sed 's/^/  /' "$serve_log"
  if [ -z "$url" ]; then
    echo "[test] FAILED: scripts/serve.sh stopped before serving (its toolchain output: build/serve.log)" >&2
    exit 1
  fi
  cd tests/e2e || exit 1
  export PLY_SERVED_URL=$url
  step_no_skips "$PLAYWRIGHT_SKIPS" npx playwright test -c served.config.ts
}

stage_native() {
  step bash scripts/check-format.sh cpp
  step cmake --preset native
  step cmake --build --preset native -j"$jobs"
  step_no_skips "$CTEST_SKIPS" ctest --preset native --output-on-failure --no-tests=error -j"$jobs"
  check_cli_perft build/native/ply
}

# Only what ctest runs (the target ply_tested): the tools and benchmarks no test runs are the native stage's.
stage_asan() {
  step cmake --preset asan
  step cmake --build --preset asan -j"$jobs" --target ply_tested
  step_no_skips "$CTEST_SKIPS" ctest --preset asan --output-on-failure --no-tests=error -j"$jobs"
}

stage_tsan() {
  step cmake --preset tsan
  step cmake --build --preset tsan -j"$jobs" --target ply_tests
  step_no_skips "$CTEST_SKIPS" ctest --preset tsan --output-on-failure --no-tests=error -j"$jobs"
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

# One fuzzer a core at a time (each is one process on one thread), so every target still gets its seconds of
# a whole core; the stage fails once the running ones have ended if any found a problem.
stage_fuzz() {
  step cmake --preset fuzz
  step cmake --build --preset fuzz -j"$jobs" --target ply_fuzzers
  local seconds=${FUZZ_SECONDS:-12} target names=() running=0 failures=0
  for target in build/fuzz/fuzz_*; do
    [ -x "$target" ] || continue
    local name=${target#build/fuzz/fuzz_}
    [ -d "tests/fuzz/corpus/$name" ] || { echo "[test] FAILED: no seeds in tests/fuzz/corpus/$name/" >&2; exit 1; }
    names+=("$name")
  done
  [ ${#names[@]} -gt 0 ] || { echo "[test] FAILED: no fuzz target was built" >&2; exit 1; }
  echo "  ${#names[@]} targets, ${seconds}s each, $jobs at a time"
  for name in "${names[@]}"; do
    if [ "$running" -ge "$jobs" ]; then
      wait -n || failures=$((failures + 1))
      running=$((running - 1))
    fi
    [ "$failures" -eq 0 ] || break
    run_fuzzer "$name" "$seconds" &
    running=$((running + 1))
  done
  while [ "$running" -gt 0 ]; do
    wait -n || failures=$((failures + 1))
    running=$((running - 1))
  done
  [ "$failures" -eq 0 ] || exit 1
}

stage_wasm() {
  step emcmake cmake --preset wasm
  step cmake --build --preset wasm -j"$jobs"
  step_no_skips "$NODE_TEST_SKIPS" node --test --test-reporter=spec tests/wasm/
  local node_cli=(node build/wasm/ply-cli.js)
  check_cli_perft "${node_cli[@]}"
  if [ ! -x build/native/ply ]; then
    # The bench signature needs the native CLI: the native stage builds it.
    if [ -n "${CI:-}" ]; then
      echo "[test] FAILED: build/native/ply is missing, so the wasm bench cannot be compared (run the native stage first)" >&2
      exit 1
    fi
    echo "[test] warning: build/native/ply is missing: wasm bench not compared (a failure in CI)" >&2
    return 0
  fi
  local native wasm threaded
  native=$(bench_nodes build/native/ply)
  wasm=$(bench_nodes "${node_cli[@]}")
  # The threaded module's engine on one thread is the same search.
  threaded=$(bench_nodes node build/wasm/ply-cli-threads.js)
  if [ -z "$native" ] || [ "$native" != "$wasm" ] || [ "$native" != "$threaded" ]; then
    echo "[test] FAILED: bench node counts differ: native '$native', wasm '$wasm', wasm with threads '$threaded'" >&2
    exit 1
  fi
  echo "  bench: $native nodes, native, wasm and wasm with threads alike"
}

stage_site() {
  step bash scripts/check-format.sh ts
  cd site || exit 1
  step npm run typecheck
  step_no_skips "$VITEST_SKIPS" npm test
  cd .. || exit 1
  step_no_warning "$VITE_CSS_ERRORS" bash scripts/build-site.sh
}

stage_e2e() {
  cd tests/e2e || exit 1
  step npm run typecheck
  step_no_skips "$PLAYWRIGHT_SKIPS" npx playwright test
}

passed=0
failed=0
report=()
# CI stops a run at 90 minutes on 2 cores; past 40 the budget is being spent, and whoever added the time is
# the one to see it (docs/ci.md keeps each stage's time).
BUDGET_SECONDS=${PLY_TEST_BUDGET_SECONDS:-2400}
finish() {
  echo
  echo "[test] stage times:"
  for line in "${report[@]}"; do echo "  $line"; done
  echo "  total   $((SECONDS))s"
  if [ "$SECONDS" -gt "$BUDGET_SECONDS" ]; then
    echo "[test] warning: the run took $((SECONDS / 60)) minutes, past its budget of $((BUDGET_SECONDS / 60)) (CI's limit is 90 on 2 cores):" \
      "a test that needs this long is a benchmark; see docs/ci.md" >&2
  fi
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
    echo "[test] stage '$stage' FAILED after ${took}s (exit $rc); stopping here." >&2
    finish
    exit 1
  fi
done
finish
