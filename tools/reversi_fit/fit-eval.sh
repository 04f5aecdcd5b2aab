#!/usr/bin/env bash
# Level 5's Reversi evaluation learned from the engine's own games, written to
# engine/reversi/weights/pattern8.weights (compiled into the engine at the next build, which takes its size
# and hash from the file: engine/reversi/game.cmake declares it).
# Three generations of games, each played on the weights the one before it was fitted to (Logistello's
# bootstrapping), then one fit on all three:
#
#   1. ply selfplay reversi (cli/reversi/selfplay_rules.h): level 5 plays itself at 10,000 nodes a move from the 3000 most
#      balanced openings, with 1-3 random moves before ply 24, and the solver plays the last 18 empties
#      perfectly; the games are appended to a file, so a stopped run resumes where it was. Generation 1
#      (seed 1) plays on the weights committed at e577768 (1,500 games' fit), generation 2 (seed 2) on those
#      committed at e6a81e8 (generation 1's first 8,000 games), generation 3 (seed 3) on those committed at
#      98a464b (generations 1 and 2), each taken from git;
#   2. ply fit reversi (cli/reversi/fit_rules.h): every position after a game's last random move, labelled by its exact score where the solver
#      played, else by the mean of the search's score and the game's exact result; each phase's weights by
#      least squares (conjugate gradients, L2 towards the next phase's, lambda 40), every tenth game held out.
#
#   tools/reversi_fit/fit-eval.sh [generation 1 games] [generation 2 games] [generation 3 games]
#
# The defaults, 9318, 30482 and 30000 games (3.62 million positions), make the committed file. The games run at
# about 3.8 a second on 2 free cores (one solve of 18 empties is most of a game): 40 minutes for generation 1,
# 2 h 15 min for each of generations 2 and 3, so the run spans several sessions (it resumes where it
# stopped); the fit takes a minute and a half. The first 16 games of each generation played again were byte-identical to those fitted.
# Deterministic for the seeds, the sizes and the weights the games were played with (a games file's header
# names their hash, and a file of other settings is refused). Sizes, times and errors:
# docs/strength/reversi.md, "The learned evaluation".
set -euo pipefail
gen1=${1:-9318}
gen2=${2:-30482}
gen3=${3:-30000}
# shellcheck source=SCRIPTDIR/../../scripts/build-tool.sh
source "$(dirname "${BASH_SOURCE[0]}")/../../scripts/build-tool.sh" ply
out=engine/reversi/weights/pattern8.weights
generation() {  # seed, games, the commit whose weights play
  local play=build/reversi-play-$3.weights
  git show "$3:$out" > "$play"
  build/native/ply selfplay reversi --out "build/reversi-games-$1.txt" --games "$2" --seed "$1" \
    --threads "$(nproc)" --data "weights=$play"
}
generation 1 "$gen1" e577768
generation 2 "$gen2" e6a81e8
generation 3 "$gen3" 98a464b
# The file written anew and renamed over the committed one, which --compare reads first.
build/native/ply fit reversi --data build/reversi-games-3.txt,build/reversi-games-2.txt,build/reversi-games-1.txt \
  --lambda 40 --out "$out" --compare "$out"
echo "$out written ($(stat -c %s "$out") bytes)"
