#!/usr/bin/env bash
# Level 5's Reversi evaluation learned from the engine's own games, written to
# engine/reversi/weights/pattern8.weights (compiled into the engine at the next build; the page fetches it,
# so its size and hash go into engine/reversi/data.h: the test ReversiPatternEval names the line to paste):
#
#   1. games (tools/reversi_fit/games.h): level 5 on the committed weights plays itself at a node budget
#      from the 3000 most balanced openings, with 1-3 random moves before ply 24, and the solver plays the
#      last 18 empties perfectly; the games are appended to a file, so a stopped run resumes where it was;
#   2. fit: every position after a game's last random move, labelled by its exact score where the solver
#      played, else by the mean of the search's score and the game's exact result; each phase's weights by
#      least squares (conjugate gradients, L2 towards the next phase's), every tenth game held out.
#
#   scripts/fit-reversi-eval.sh [games] [seed] [games file]   defaults: 25000 games, seed 1, build/reversi-games.txt
#
# Deterministic for the seed, the sizes and the weights the games were played with (the games file's
# header names their hash). Sizes, times and errors: docs/strength/reversi.md, "The learned evaluation".
set -euo pipefail
games=${1:-25000}
seed=${2:-1}
file=${3:-build/reversi-games.txt}
# shellcheck source=scripts/build-tool.sh
source "$(dirname "${BASH_SOURCE[0]}")/build-tool.sh" ply_fit_reversi
out=engine/reversi/weights/pattern8.weights
build/native/ply-fit-reversi games --out "$file" --games "$games" --seed "$seed" --threads "$(nproc)" --weights "$out"
build/native/ply-fit-reversi fit --games "$file" --max-games "$games" --out "$out.new" --compare "$out"
mv "$out.new" "$out"
echo "$out written ($(stat -c %s "$out") bytes)"
