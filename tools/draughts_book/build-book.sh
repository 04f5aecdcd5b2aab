#!/usr/bin/env bash
# Level 5's draughts opening book, written to engine/draughts/book/russian.book (compiled into the engine at
# the next build, which takes its size and hash from the file: engine/draughts/game.cmake declares it).
#
# tools/draughts_book/main.cpp expands every position of the standard openings (engine/draughts/book/
# openings.tsv) and, from each opening's last position, the engine's best continuation [extend] plies on;
# each move of each expanded position is valued by a level-5 search to [depth] of the position it leads to
# (no book, a fresh table), negamaxed through the tree. The values are appended to the work file as they
# come, so a stopped run resumes where it was; the book is the same however often it stopped.
#
#   tools/draughts_book/build-book.sh [depth] [extend] [work file]
#
# Defaults: depth 18, 8 plies on, build/draughts-book-work.txt. Run time: see docs/strength/draughts.md.
set -euo pipefail
depth=${1:-18}
extend=${2:-8}
work=${3:-build/draughts-book-work.txt}
# shellcheck source=SCRIPTDIR/../../scripts/build-tool.sh
source "$(dirname "${BASH_SOURCE[0]}")/../../scripts/build-tool.sh" ply_book_draughts
build/native/ply-book-draughts build --openings engine/draughts/book/openings.tsv --work "$work" \
  --out engine/draughts/book/russian.book --depth "$depth" --extend "$extend"
