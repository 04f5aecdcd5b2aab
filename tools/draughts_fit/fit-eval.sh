#!/usr/bin/env bash
# Level 5's draughts evaluation (engine/draughts/pattern_eval.h: nine 4x4 windows of men, the kings,
# mobility and men about to crown, each weight for the opening and for the ending) learned from its own
# games, written to engine/draughts/pattern_weights.h (compiled into the engine at the next build):
#
#   1. the endgame databases of up to five pieces (ply-egdb-draughts, about 6 minutes, 150 MB), unless the
#      work directory has them;
#   2. ply selfplay draughts (cli/draughts/selfplay_rules.h): level 5 plays itself at <nodes> a move, one thread, the
#      book off, from the 28 standard openings, a third of its moves in the first eight plies after them
#      random; a game ends where the databases hold the position, with their result. Each quiet position
#      is labelled with the search's score and the game's result. Two shards (seeds 1 and 2) play at once,
#      one a core; each file is appended game by game, so a stopped run resumes where it was. A third
#      shard (seed 3, a twentieth as many games) is held out to measure the fit;
#   3. ply fit draughts (cli/draughts/fit_rules.h): Texel's method on the two shards (tools/fit/texel.h), the target
#      half the search's score as a chance to win, half the result; the error on the held-out shard by
#      pieces on the board printed before (the material alone) and after.
#
#   tools/draughts_fit/fit-eval.sh [games] [nodes] [work-dir] [eval]
#       defaults: 20000 games (about 740,000 positions), 10000 nodes a move, build/draughts-selfplay, and
#       level 5 searching with the hand-written evaluation (hand), as the committed weights were made;
#       "learned" plays the weights compiled in (the next generation's data)
#
# Deterministic for the sizes (the files' first lines name the seed, the nodes and the databases; a file
# of other settings is refused). Time on two cores: about 0.3 s a game a core, so some 50 minutes for the
# default games and 3 more for the held-out ones; the fit about 2 minutes. Sizes, errors and the
# matches: docs/strength/draughts.md.
set -euo pipefail
games=${1:-20000}
nodes=${2:-10000}
work=${3:-build/draughts-selfplay}
evaluation=${4:-hand}
# shellcheck source=SCRIPTDIR/../../scripts/build-tool.sh
source "$(dirname "${BASH_SOURCE[0]}")/../../scripts/build-tool.sh" ply ply_egdb_draughts
mkdir -p "$work"
if [ ! -f "$work/egdb/done" ]; then
  build/native/ply-egdb-draughts generate --pieces 5 --out "$work/egdb"
  touch "$work/egdb/done"
fi
half=$(((games + 1) / 2))
build/native/ply selfplay draughts --out "$work/seed1.txt" --games "$half" --seed 1 --nodes "$nodes" --egdb "$work/egdb" --eval "$evaluation" &
first=$!
build/native/ply selfplay draughts --out "$work/seed2.txt" --games "$((games - half))" --seed 2 --nodes "$nodes" --egdb "$work/egdb" --eval "$evaluation" &
second=$!
wait "$first"
wait "$second"
build/native/ply selfplay draughts --out "$work/seed3.txt" --games "$(((games + 19) / 20))" --seed 3 --nodes "$nodes" --egdb "$work/egdb" --eval "$evaluation"
out=engine/draughts/pattern_weights.h
build/native/ply fit draughts --data "$work/seed1.txt,$work/seed2.txt" --held-out "$work/seed3.txt" --out "$out"
echo "$out written from $(cat "$work/seed1.txt" "$work/seed2.txt" | grep -vc '^#') positions"
