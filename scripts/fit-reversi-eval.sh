#!/usr/bin/env bash
# Level 5's Reversi evaluation learned from the engine's own games, written to
# engine/reversi/weights/pattern8.weights (compiled into the engine at the next build; the page fetches it,
# so its size and hash go into engine/reversi/data.h: the test ReversiPatternEval names the line to paste):
#
#   1. level 5's search on the hand-written evaluation plays itself at a node budget from the
#      match's balanced openings, with a few random moves in the first 40 for variety; every
#      position where a move is possible is kept;
#   2. from the last phase back to the first: positions with <= 16 empties get the solver's exact
#      score, earlier ones the score of a search down to the next phase, scored by that phase's
#      weights just fitted (Logistello's bootstrapping);
#   3. each phase's weights by least squares (conjugate gradients, L2 towards the next phase's).
#
#   scripts/fit-reversi-eval.sh [games] [seed] [nodes]      defaults: 1500 games, seed 1, 3000 nodes
#
# Deterministic for a seed and the sizes: the games do not depend on the weights compiled in, and
# everything runs on one thread. Sizes and times: README.md, "Reversi's learned evaluation".
set -euo pipefail
games=${1:-1500}
seed=${2:-1}
nodes=${3:-3000}
# shellcheck source=scripts/build-tool.sh
source "$(dirname "${BASH_SOURCE[0]}")/build-tool.sh" ply_fit_reversi
out=engine/reversi/weights/pattern8.weights
build/native/ply-fit-reversi --games "$games" --seed "$seed" --nodes "$nodes" --out "$out.new"
mv "$out.new" "$out"
echo "$out written ($(stat -c %s "$out") bytes)"
