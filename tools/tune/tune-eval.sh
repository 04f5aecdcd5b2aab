#!/usr/bin/env bash
# Level 5's chess evaluation learned from the engine's own games (Texel's method), written to
# engine/chess/eval_weights.h:
#
#   1. ply selfplay chess (cli/chess/selfplay_rules.h): level 5 plays itself at a node budget from random
#      balanced openings; each position not in check becomes one line (the game's result, the search's score, the quiet
#      position its capture search ends in);
#   2. ply fit chess (cli/chess/fit_rules.h, tools/tune/texel.h): the weights of engine/chess/eval_terms.h's terms, from the hand-written starting
#      point, by gradient descent on the logistic loss against the results blended with the scores.
#
#   tools/tune/tune-eval.sh [games] [nodes] [seed]     defaults: 6000 games, 8000 nodes a move, seed 2
#
# The games are played by the build's current evaluation, so each run starts from the weights the
# last one wrote. The data (about 100 positions a game, 6 MB per 100,000 positions) goes to
# build/tune/ and is not committed. Time on one core of this project's machines: 0.4-0.8 s a game
# (the 6000 games of the committed weights: about 80 minutes), and under a minute for the fit.
set -euo pipefail
games=${1:-6000}
nodes=${2:-8000}
seed=${3:-2}
# shellcheck source=SCRIPTDIR/../../scripts/build-tool.sh
source "$(dirname "${BASH_SOURCE[0]}")/../../scripts/build-tool.sh" ply
mkdir -p build/tune
data=build/tune/games-$seed-$games-$nodes.txt
build/native/ply selfplay chess --games "$games" --nodes "$nodes" --seed "$seed" --eval classic --out "$data"
build/native/ply fit chess --data "$data" --iterations 600 --out engine/chess/eval_weights.h
echo "engine/chess/eval_weights.h written from $data"
