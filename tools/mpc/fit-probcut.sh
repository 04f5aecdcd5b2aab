#!/usr/bin/env bash
# Reversi's Multi-ProbCut table fitted on the engine's own games (Buro's method), written to
# engine/reversi/probcut_table.h:
#
#   1. ply-mpc samples: a depth-4 search on level 5's evaluation (FittedEval) plays itself from openings of 8 random
#      moves; every third position from 52 to 16 empties is searched to depth 10 with the full window
#      and no selective cut, and each iteration's score is written (one line a position);
#   2. ply-mpc fit: for each depth 3-10 and game phase (by empties), the least-squares line from the
#      score at the shallow depth (probcut.h: probcut_shallow_depth) to the deep one, and the standard
#      deviation of its error.
#
#   tools/mpc/fit-probcut.sh [games] [seed]     defaults: 80 games, seed 1
#
# About 12 positions a game, a fraction of a second of one core each (the committed table: the 960 positions of 80 games on the 39,800-game weights, about 5 minutes of one core beside other jobs, 2026-11-27).
set -euo pipefail
games=${1:-80}
seed=${2:-1}
# shellcheck source=SCRIPTDIR/../../scripts/build-tool.sh
source "$(dirname "${BASH_SOURCE[0]}")/../../scripts/build-tool.sh" ply_mpc
mkdir -p build/mpc
data=build/mpc/samples-$seed-$games.txt
build/native/ply-mpc samples --games "$games" --depth 10 --seed "$seed" --out "$data"
build/native/ply-mpc fit --data "$data" --out engine/reversi/probcut_table.h
echo "engine/reversi/probcut_table.h written from $data"
