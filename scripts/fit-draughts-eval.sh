#!/usr/bin/env bash
# Level 5's draughts evaluation (engine/draughts/pattern_eval.h: nine 4x4 windows of men, the kings,
# mobility and men about to crown, each weight for the opening and for the ending) learned from its own
# games, written to engine/draughts/pattern_weights.h (compiled into the engine at the next build):
#
#   1. the endgame databases of up to five pieces (ply-egdb-draughts, about 6 minutes, 150 MB), unless the
#      work directory has them;
#   2. selfplay (tools/draughts_fit/selfplay.h): level 5 plays itself at <nodes> a move, one thread, the
#      book off, from the 28 standard openings, a third of its moves in the first eight plies after them
#      random; a game ends where the databases hold the position, with their result. Each quiet position
#      is labelled with the search's score and the game's result. Two shards (seeds 1 and 2) play at once,
#      one a core; each file is appended game by game, so a stopped run resumes where it was;
#   3. fit (tools/draughts_fit/fit.h): Texel's method on both shards (tools/fit/texel.h), the target half
#      the search's score as a chance to win, half the result; every tenth game held out, its error by
#      pieces on the board printed before (the material alone) and after.
#
#   scripts/fit-draughts-eval.sh [games] [nodes] [work-dir]
#       defaults: 40000 games (about 1.3 million positions), 10000 nodes a move, build/draughts-selfplay
#
# Deterministic for the sizes (the files' first lines name the seed, the nodes and the databases; a file
# of other settings is refused). Time on two free cores: about 0.2 s a game a core, so some 70 minutes
# for the default games; the fit about 15 minutes. Sizes, errors and the matches: docs/strength/draughts.md.
set -euo pipefail
games=${1:-40000}
nodes=${2:-10000}
work=${3:-build/draughts-selfplay}
# shellcheck source=scripts/build-tool.sh
source "$(dirname "${BASH_SOURCE[0]}")/build-tool.sh" ply_fit_draughts ply_egdb_draughts
mkdir -p "$work"
if [ ! -f "$work/egdb/done" ]; then
  build/native/ply-egdb-draughts generate --pieces 5 --out "$work/egdb"
  touch "$work/egdb/done"
fi
half=$(((games + 1) / 2))
build/native/ply-fit-draughts selfplay --out "$work/seed1.txt" --games "$half" --seed 1 --nodes "$nodes" --egdb "$work/egdb" &
first=$!
build/native/ply-fit-draughts selfplay --out "$work/seed2.txt" --games "$((games - half))" --seed 2 --nodes "$nodes" --egdb "$work/egdb" &
second=$!
wait "$first"
wait "$second"
out=engine/draughts/pattern_weights.h
build/native/ply-fit-draughts fit --data "$work/seed1.txt,$work/seed2.txt" --out "$out"
echo "$out written from $(cat "$work/seed1.txt" "$work/seed2.txt" | grep -vc '^#') positions"
