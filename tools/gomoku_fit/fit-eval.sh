#!/usr/bin/env bash
# Level 5's gomoku evaluation (engine/gomoku/eval.h: the empty cells' pattern combinations, the live
# windows, the double threats) learned from its own games, written to engine/gomoku/eval_weights.h
# (compiled into the engine at the next build):
#
#   1. ply selfplay gomoku (cli/gomoku/selfplay_rules.h): level 5 plays itself on 15x15 freestyle at <nodes>
#      a move, one thread, from random openings of 3 to 5 stones around the centre, half its moves in the
#      first six plies after them one of the three the move ordering likes best; each quiet position (no five
#      to make, the game going on) is labelled with the search's score for the side to move and, at the
#      end, the game's result. Two shards (seeds 1 and 2) play at once, one a core; each file is appended
#      game by game, so a stopped run resumes where it was;
#   2. ply fit gomoku (cli/gomoku/fit_rules.h): Texel's method on the two shards together, the target half the
#      search's score as a chance to win (its scale estimated from the results), half the result; every
#      tenth game held out, its error by phase printed before and after.
#
#   tools/gomoku_fit/fit-eval.sh [games] [nodes] [work-dir]
#       defaults: 2000 games (about 50,000 positions), 50000 nodes a move, build/gomoku-selfplay
#
# Deterministic for the sizes (the files' first lines name the seed and nodes; a file of other settings
# is refused). Time on two free cores: about 1.3 s a game a core, so 20-25 minutes for the default games,
# the fit about 10 s. Sizes, errors and the match it played: docs/strength/gomoku.md.
set -euo pipefail
games=${1:-2000}
nodes=${2:-50000}
work=${3:-build/gomoku-selfplay}
# shellcheck source=SCRIPTDIR/../../scripts/build-tool.sh
source "$(dirname "${BASH_SOURCE[0]}")/../../scripts/build-tool.sh" ply
mkdir -p "$work"
half=$(((games + 1) / 2))
build/native/ply selfplay gomoku --out "$work/15-seed1.txt" --games "$half" --seed 1 --nodes "$nodes" --size 15 &
first=$!
build/native/ply selfplay gomoku --out "$work/15-seed2.txt" --games "$((games - half))" --seed 2 --nodes "$nodes" --size 15 &
second=$!
wait "$first"
wait "$second"
cat "$work/15-seed1.txt" "$work/15-seed2.txt" > "$work/selfplay.txt"
out=engine/gomoku/eval_weights.h
build/native/ply fit gomoku --data "$work/selfplay.txt" --out "$out"
echo "$out written from $(grep -vc '^#' "$work/selfplay.txt") positions ($work/selfplay.txt)"
