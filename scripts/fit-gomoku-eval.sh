#!/usr/bin/env bash
# Level 5's gomoku evaluation weights fitted to a stronger engine's judgement, written to
# engine/gomoku/eval_weights.h (compiled into the engine at the next build):
#
#   1. level 5 plays level 4 and level 2 on 10x10 and 15x15 (`ply match`, the match openings, both
#      colours, <nodes> a move); the games are kept;
#   2. the quiet positions of those games (every other ply from the fourth, no five to make for
#      either side: ply-fit-gomoku positions);
#   3. a Gomocup brain (Rapfi, README's "Gomoku's yardstick") evaluates each at <judge-nodes>
#      (scripts/gomoku-openings.mjs evaluate);
#   4. the weights that best predict its evaluations, by Texel's method (ply-fit-gomoku fit).
#
#   scripts/fit-gomoku-eval.sh <brain> [openings] [nodes] [judge-nodes] [work-dir]
#       defaults: the 25 match openings (each played with both colours), 200000 nodes a move, 100000 for
#       the judge, a fresh temp folder (a folder given is reused: its games and labels are kept)
#
# Deterministic for the sizes: the matches run on one thread at fixed nodes, Rapfi searches a fixed node
# count with a fresh hash each. Sizes and times: README.md, Strength > Gomoku.
set -euo pipefail
brain=$(realpath "${1:?usage: scripts/fit-gomoku-eval.sh <brain> [openings] [nodes] [judge-nodes] [work-dir]}")
openings=${2:-25}
nodes=${3:-200000}
judge_nodes=${4:-100000}
work=$(realpath "${5:-$(mktemp -d)}")
# shellcheck source=scripts/build-tool.sh
source "$(dirname "${BASH_SOURCE[0]}")/build-tool.sh" ply ply_fit_gomoku
mkdir -p "$work"
for size in 10 15; do
  for opponent in 4 2; do
    games="$work/${size}x${size}-5v$opponent.games"
    [[ -s $games ]] && continue
    build/native/ply match gomoku --a 5 --b "$opponent" --games "$openings" --nodes "$nodes" \
      --position "$size freestyle:" --games-out "$games.new" >&2
    mv "$games.new" "$games"
  done
done
cat "$work"/*.games | build/native/ply-fit-gomoku positions > "$work/positions"
if [[ ! -s $work/labelled ]]; then
  node scripts/gomoku-openings.mjs evaluate "$brain" "$judge_nodes" < "$work/positions" > "$work/labelled.new"
  mv "$work/labelled.new" "$work/labelled"
fi
out=engine/gomoku/eval_weights.h
build/native/ply-fit-gomoku fit < "$work/labelled" > "$out.new"
mv "$out.new" "$out"
echo "$out written from $(wc -l < "$work/labelled") positions ($work)"
