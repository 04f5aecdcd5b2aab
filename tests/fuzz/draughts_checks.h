// Checks on a draughts position the fuzz targets share: its FEN reads back to it, and each legal
// move reads back from its short and its full text.
#pragma once

#include "draughts/notation.h"
#include "fuzz_check.h"

namespace ply::fuzz {

inline void check_draughts_position(const draughts::Position& pos) {
  using namespace draughts;
  FUZZ_CHECK(!(pos.white & pos.black), "a square holds two pieces");
  // FEN has no draw-rule counters: a position within a game reads back with its placement.
  const auto read = parse_fen(to_fen(pos));
  FUZZ_CHECK(read && read->same_placement(pos), "the written FEN reads back differently");
  draughts::MoveList list;
  generate_moves(pos, list);
  for (const Move& m : list) {
    const auto short_form = parse_move(pos, move_to_string(pos, m));
    FUZZ_CHECK(short_form == m, "a legal move does not read back from its short text");
    const auto full_form = parse_move(pos, move_to_path_string(pos, m));
    FUZZ_CHECK(full_form == m, "a legal move does not read back from its full path");
    const Position next = play(pos, m);
    FUZZ_CHECK(
        popcount(next.pieces(~pos.side)) == popcount(pos.pieces(~pos.side)) - popcount(m.captured),
        "a capture removes exactly the pieces it takes");
  }
}

}  // namespace ply::fuzz
