#!/usr/bin/env bash
# Level 5's opening book for the standard 8x8 game, written to engine/reversi/book/book8.book (compiled into
# the engine at the next build, which takes its size and hash from the file: engine/reversi/game.cmake
# declares it):
#
#   1. build (tools/reversi_book/main.cpp): from the start, best-first, the positions reached through moves
#      within [margin] discs of their position's best (both sides), up to [plies] from the start, have each
#      of their children valued by a level-5 search to [depth] on the committed weights (no book, a fresh
#      table), until [positions] positions are valued; the values are appended to the work file, so a
#      stopped run resumes where it was, and a larger [positions] grows the same book further;
#   2. write: the values negamaxed through the tree; every position whose moves were all valued is an entry,
#      with each move's value.
#
#   tools/reversi_book/build-book.sh [positions] [depth] [plies] [margin] [work file]
#
# Defaults: 60000 positions at depth 14, 20 plies, 4 discs, build/reversi-book-work.txt: the book to grow to,
# estimated at 3 to 4 hours on 2 free cores and about 5,500 entries, 270 KB. The committed book is the first
# sixth of it: `tools/reversi_book/build-book.sh 10000`, 10,144 positions valued at depth 14 on the 39,800-game
# weights, 929 entries, 46 KB, 35 minutes on 2 threads beside other jobs (2026-11-27); the same command with
# 60000 continues its work file.
# Deterministic for the arguments and the weights (the work file's first line names the depth
# and the weights' hash, and a resumed run must match it), whatever the threads.
set -euo pipefail
positions=${1:-60000}
depth=${2:-14}
plies=${3:-20}
margin=${4:-4}
work=${5:-build/reversi-book-work.txt}
# shellcheck source=SCRIPTDIR/../../scripts/build-tool.sh
source "$(dirname "${BASH_SOURCE[0]}")/../../scripts/build-tool.sh" ply_book_reversi
out=engine/reversi/book/book8.book
build/native/ply-book-reversi build --work "$work" --positions "$positions" --depth "$depth" --plies "$plies" \
  --margin "$margin" --threads "$(nproc)"
build/native/ply-book-reversi write --work "$work" --out "$out"
