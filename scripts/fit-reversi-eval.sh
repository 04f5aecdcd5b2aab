#!/usr/bin/env bash
# Level 5's Reversi evaluation learned from the engine's own games, written to
# engine/reversi/weights/pattern8.weights (compiled into the engine at the next build; the page fetches it,
# so its size and hash go into engine/reversi/data.h: the test ReversiPatternEval names the line to paste):
#
#   1. games (tools/reversi_fit/games.h): level 5 on the previous generation's weights plays itself at
#      10,000 nodes a move from the 3000 most balanced openings, with 1-3 random moves before ply 24, and the solver plays the
#      last 18 empties perfectly; the games are appended to a file, so a stopped run resumes where it was;
#   2. fit: every position after a game's last random move, labelled by its exact score where the solver
#      played, else by the mean of the search's score and the game's exact result; each phase's weights by
#      least squares (conjugate gradients, L2 towards the next phase's), every tenth game held out.
#
#   scripts/fit-reversi-eval.sh [games] [seed] [games file] [play weights]
#
# Defaults: 8000 games, seed 1, build/reversi-games.txt, and the games played on the weights committed at
# e577768 (the 1,500-game fit of 2026-11-24), taken from git: these make the committed file. A next
# generation names the commit of the weights it plays on.
#
# About 35 minutes on 2 free cores for 8000 games, the fit 20 s. Deterministic for the seed, the sizes and
# the weights the games were played with (the games file's header names their hash): the first 30 games
# played again, and the fit run again, were byte-identical. Sizes, times and errors: docs/strength/reversi.md, "The learned evaluation".
set -euo pipefail
games=${1:-8000}
seed=${2:-1}
file=${3:-build/reversi-games.txt}
play_rev=${4:-e577768}
# shellcheck source=scripts/build-tool.sh
source "$(dirname "${BASH_SOURCE[0]}")/build-tool.sh" ply_fit_reversi
out=engine/reversi/weights/pattern8.weights
play=build/reversi-play-$play_rev.weights
git show "$play_rev:$out" > "$play"
build/native/ply-fit-reversi games --out "$file" --games "$games" --seed "$seed" --threads "$(nproc)" --weights "$play"
build/native/ply-fit-reversi fit --games "$file" --max-games "$games" --out "$out.new" --compare "$out"
mv "$out.new" "$out"
echo "$out written ($(stat -c %s "$out") bytes)"
