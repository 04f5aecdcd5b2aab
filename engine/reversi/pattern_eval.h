// Level 5's learned evaluation on the standard 8x8 board: patterns of squares (edges, corners,
// diagonals, rows), each read in all 8 symmetric orientations into one weight table, plus mobility,
// potential mobility and parity, with one set of weights per game phase. The weights are data
// (pattern_weights.h), fitted by tools/reversi_fit from the engine's own games.
#pragma once

#include <array>
#include <cstdint>
#include <vector>

#include "core/types.h"
#include "reversi/board.h"

namespace ply::reversi {

// The patterns, each given by its squares in one orientation (pattern_eval.cpp).
enum Pattern : u8 {
  EDGE_2X,     // a1..h1 with b2 and g2
  CORNER_3X3,  // a1..c3
  CORNER_2X5,  // a1..e2
  ROW_2,
  ROW_3,
  ROW_4,
  DIAGONAL_8,
  DIAGONAL_7,
  DIAGONAL_6,
  DIAGONAL_5,
  DIAGONAL_4,
  PATTERN_COUNT
};

constexpr int SYMMETRIES = 8;
constexpr int PATTERN_SIZES[PATTERN_COUNT] = {10, 9, 10, 8, 8, 8, 8, 7, 6, 5, 4};

constexpr int power_of_3(int n) { return n == 0 ? 1 : 3 * power_of_3(n - 1); }

// Where each pattern's table starts among a phase's weights; the scalar terms come last.
constexpr std::array<int, PATTERN_COUNT + 1> PATTERN_OFFSETS = [] {
  std::array<int, PATTERN_COUNT + 1> offsets{};
  for (int p = 0; p < PATTERN_COUNT; ++p)
    offsets[p + 1] = offsets[p] + power_of_3(PATTERN_SIZES[p]);
  return offsets;
}();
// The scalar terms' weights, each multiplied by its value: mobility (moves minus the opponent's),
// potential mobility (empty squares next to the opponent's discs minus those next to ours) and
// parity (1 when the empties are odd: the side to move is due the last move).
constexpr int MOBILITY_WEIGHT = PATTERN_OFFSETS[PATTERN_COUNT];
constexpr int POTENTIAL_WEIGHT = MOBILITY_WEIGHT + 1;
constexpr int PARITY_WEIGHT = MOBILITY_WEIGHT + 2;
constexpr int WEIGHTS_PER_PHASE = MOBILITY_WEIGHT + 3;

// The phase is the number of moves played, in steps of PHASE_MOVES: 0-4 moves played is phase 0 and
// 55-60 the last.
constexpr int PHASE_COUNT = 12;
constexpr int PHASE_MOVES = 5;
constexpr int phase_of(int empties) {
  const int played = 60 - empties;
  return played < 0                           ? 0
         : played / PHASE_MOVES < PHASE_COUNT ? played / PHASE_MOVES
                                              : PHASE_COUNT - 1;
}

constexpr int PATTERN_INSTANCES = PATTERN_COUNT * SYMMETRIES;

// What the evaluation adds up for a position: one weight per pattern instance (its index among the
// phase's weights) and the scalar terms' values. The fitting tool reads the same features.
struct Features {
  int phase = 0;
  std::array<int, PATTERN_INSTANCES>
      index;  // features() writes each: zeroing them first took a sixth of its time
  int mobility = 0, potential = 0, parity = 0;
};

Features features(const Position& pos);

// Weights for all phases, phase-major: weights[phase * WEIGHTS_PER_PHASE + feature], in hundredths
// of a disc for the side to move.
using PatternTable = std::vector<std::int16_t>;  // PHASE_COUNT * WEIGHTS_PER_PHASE entries

Score pattern_score(const PatternTable& weights, const Features& f);

// The weights as the search reads them. Among its eight orientations every pattern but the 2x5
// corner reads each of its lines twice (both ways, or as it stands and transposed): packed, a line
// is read once and its entry holds both readings' weights. Half the lookups of
// pattern_score(features()), the same score. The table's layout is PatternTable's; its weights must
// be within ±MAX_WEIGHT (pattern_weights.h), as every decoded file's are, so that two of them add
// up within 16 bits.
struct PackedPatterns {
  PatternTable weights;
};

PackedPatterns pack(const PatternTable& table);
Score packed_score(const PackedPatterns& packed, const Position& pos);
// The same, given both sides' legal moves (the mobility term's): a search's leaf has listed them to
// know whether the game goes on.
Score packed_score(const PackedPatterns& packed, const Position& pos, Bitboard moves,
                   Bitboard replies);

// The evaluation with the weights compiled into the engine (or others, for the tests and the
// tools). For the standard 8x8 game only: variants keep StrongEval.
struct PatternEval {
  const PackedPatterns* weights;
  PatternEval();  // the built-in weights
  explicit PatternEval(const PackedPatterns& packed) : weights(&packed) {}
  Score operator()(const Position& pos) const { return packed_score(*weights, pos); }
};

}  // namespace ply::reversi
