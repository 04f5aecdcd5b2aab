#!/usr/bin/env bash
# Chess level 5's network (engine/chess/network.h) learned from the engine's own games, written to
# engine/chess/weights/net256.nnue:
#
#   1. ply selfplay chess (cli/chess/selfplay_rules.h): level 5 plays itself at 5000 nodes a move from random
#      balanced openings, with the hand-written evaluation (the first generation: no network's judgement goes into its own labels);
#      each position not in check becomes one line (White's result, White's search score, the quiet
#      position its capture search ends in). The games come in chunks of 500 (chunk k has seed
#      100000 + k), two chunks at a time; a finished chunk is kept, so a stopped run goes on where it was.
#   2. ply-chess-net train: the network by Adam (batches of 8192) on the sigmoid of its output against the
#      result (30%) blended with the search score's win probability (70%); it saves a checkpoint after every
#      epoch and resumes from it (delete build/chess-net/train.checkpoint to start the training again).
#
#   tools/chess_net/train-net.sh [chunks] [epochs]     defaults: 95 chunks (4.75 million positions), 8 epochs,
#                                                   as the committed file was trained
#
# Time on two cores of this project's machines: about 4 minutes a chunk of games on one core (two at a
# time: 95 chunks in about 160 minutes), and about 4 seconds an epoch per million positions. The data
# (about 50,000 positions and 3 MB a chunk) goes to build/chess-net/ and is not committed. Deterministic:
# the same chunks and epochs give the same file on any machine with the same compiler.
# The committed file's games were played by earlier builds' ply-tune games (later ply selfplay chess, the same
# file for the same seed until its games drew from streams of their own, docs/strength/chess.md): chunks 0-79 by commit bdaa3ec's (before level 5's history malus), 80-94 by commit 9f82df4's (before improving): this script's games differ
# from them (the training does not).
# The next build takes the file's size and hash from it (engine/chess/game.cmake declares it).
set -euo pipefail
chunks=${1:-95}
epochs=${2:-8}
# shellcheck source=SCRIPTDIR/../../scripts/build-tool.sh
source "$(dirname "${BASH_SOURCE[0]}")/../../scripts/build-tool.sh" ply ply_chess_net
mkdir -p build/chess-net/games
play_chunk() {
  local out
  out=build/chess-net/games/chunk-$(printf %05d "$1").txt
  [ -f "$out" ] && return 0
  build/native/ply selfplay chess --games 500 --nodes 5000 --seed $((100000 + $1)) --eval classic --out "$out.part" 2>/dev/null
  mv "$out.part" "$out"
}
export -f play_chunk
seq 0 $((chunks - 1)) | xargs -P 2 -I{} bash -c 'play_chunk {}'
build/native/ply-chess-net train --data build/chess-net/games --files "$chunks" --epochs "$epochs" \
  --batch 8192 --result-percent 30 --threads 2 --checkpoint build/chess-net/train.checkpoint --out engine/chess/weights/net256.nnue
echo "engine/chess/weights/net256.nnue written: the next build compiles it in"
