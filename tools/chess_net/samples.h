// The network's training positions: the lines of the self-play games that `ply selfplay chess`
// writes (White's result, White's search score, the FEN of a quiet position), read into a compact
// table.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "core/types.h"

namespace ply::chess_net {

struct Sample {
  u32 first;  // its pieces in Samples::pieces: first .. first + count
  u8 count;
  u8 side;                   // to move: 0 White, 1 Black
  u8 white_result;           // White's points times two: 0, 1 or 2
  std::int16_t white_score;  // White's search score in centipawns
};

struct Samples {
  std::vector<Sample> samples;
  // Each piece as its input feature from White's view (chess/network.h: net_feature).
  std::vector<u16> pieces;
};

// Appends the positions of one games file; false and why on a line that is not one.
bool read_games(const std::string& path, Samples& into, std::string* error);

// Every file of `dir` named *.txt, in name order (the order, and so the training, does not depend
// on the directory's listing).
std::vector<std::string> games_files(const std::string& dir);

// The feature of the same piece from Black's view.
constexpr u16 black_view(u16 white_feature) {
  const int kind = white_feature / 64, square = white_feature % 64;
  const int black_kind = kind < 6 ? kind + 6 : kind - 6;
  return u16(black_kind * 64 + (square ^ 56));
}

}  // namespace ply::chess_net
