// The learned pattern evaluation: its features, its symmetry, and its weights file (round trip, and
// a clear refusal of a damaged file).
#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <cstdio>

#include "core/rng.h"
#include "reversi/data_files.h"
#include "reversi/engine.h"
#include "reversi/game.h"
#include "reversi/level5_eval.h"
#include "reversi/notation.h"
#include "reversi/pattern_eval.h"
#include "reversi/pattern_weights.h"
#include "reversi_reference.h"

namespace ply::reversi {
namespace {

// A position after `plies` random moves (fewer if the game ends).
Position random_position(Rng& rng, int plies) {
  Position pos = start_position();
  for (int i = 0; i < plies && !is_over(pos); ++i) {
    Reversi::MoveList moves;
    Reversi::generate_moves(pos, moves);
    pos = play(pos, moves[rng.below(u32(moves.size()))]);
  }
  return pos;
}

// Weights drawn at random: no symmetry of the table can hide an asymmetric reading.
PatternTable random_weights(u64 seed) {
  Rng rng(seed);
  PatternTable table(std::size_t(PHASE_COUNT) * WEIGHTS_PER_PHASE);
  for (auto& w : table) w = std::int16_t(int(rng.below(201)) - 100);
  return table;
}

// The board's 8 symmetries on squares: (row, column) mirrored, flipped and transposed.
Bitboard transformed(Bitboard b, int symmetry) {
  Bitboard out = 0;
  for (int sq = 0; sq < 64; ++sq) {
    if (!(b & bit(sq))) continue;
    int row = sq / 8, col = sq % 8;
    if (symmetry & 1) col = 7 - col;
    if (symmetry & 2) row = 7 - row;
    if (symmetry & 4) std::swap(row, col);
    out |= bit(row * 8 + col);
  }
  return out;
}

TEST(ReversiPatternEval, TheEightSymmetricPositionsScoreTheSame) {
  const PackedPatterns weights = pack(random_weights(7));
  const PatternEval eval(weights);
  Rng rng(11);
  for (int game = 0; game < 200; ++game) {
    const Position pos = random_position(rng, int(rng.below(60)));
    const Score score = eval(pos);
    for (int s = 1; s < 8; ++s) {
      Position image = pos;
      image.player = transformed(pos.player, s);
      image.opponent = transformed(pos.opponent, s);
      ASSERT_EQ(eval(image), score) << to_string(pos) << " symmetry " << s;
    }
  }
}

// The features read the plain way: each of the board's eight images built square by square, each
// pattern's squares taken from it one at a time, the moves and the empty neighbours counted square
// by square. features() must find exactly these.
namespace plain {

constexpr int PATTERN_SQUARES[PATTERN_COUNT][10] = {
    {0, 1, 2, 3, 4, 5, 6, 7, 9, 14},    // EDGE_2X: a1..h1, b2, g2
    {0, 1, 2, 8, 9, 10, 16, 17, 18},    // CORNER_3X3
    {0, 1, 2, 3, 4, 8, 9, 10, 11, 12},  // CORNER_2X5
    {8, 9, 10, 11, 12, 13, 14, 15},     // ROW_2
    {16, 17, 18, 19, 20, 21, 22, 23},   // ROW_3
    {24, 25, 26, 27, 28, 29, 30, 31},   // ROW_4
    {0, 9, 18, 27, 36, 45, 54, 63},     // DIAGONAL_8
    {1, 10, 19, 28, 37, 46, 55},        // DIAGONAL_7: b1..h7
    {2, 11, 20, 29, 38, 47},            // DIAGONAL_6
    {3, 12, 21, 30, 39},                // DIAGONAL_5
    {4, 13, 22, 31},                    // DIAGONAL_4
};

// Image s of a board: the columns mirrored if bit 0, then the rows if bit 1, then transposed if
// bit 2.
Bitboard image(Bitboard b, int s) {
  Bitboard out = 0;
  for (int sq = 0; sq < 64; ++sq) {
    int row = sq / 8, col = sq % 8;
    if (s & 4) std::swap(row, col);
    if (s & 2) row = 7 - row;
    if (s & 1) col = 7 - col;
    if (b & bit(row * 8 + col)) out |= bit(sq);
  }
  return out;
}

int count_moves(const reference::Board& board, char side) {
  return int(reference::moves(board, side).size());
}

Features features(const Position& pos) {
  Features f;
  f.phase = phase_of(pos.empty_count());
  for (int s = 0; s < SYMMETRIES; ++s) {
    const Bitboard mine = image(pos.player, s), theirs = image(pos.opponent, s);
    for (int p = 0; p < PATTERN_COUNT; ++p) {
      int index = 0;
      for (int k = PATTERN_SIZES[p] - 1; k >= 0; --k) {
        const int sq = PATTERN_SQUARES[p][k];
        index = 3 * index + (has(mine, sq) ? 1 : has(theirs, sq) ? 2 : 0);
      }
      f.index[p * SYMMETRIES + s] = PATTERN_OFFSETS[p] + index;
    }
  }
  const reference::Board board = reference::from_text(to_string(pos), 8);
  const char me = board.to_move, you = reference::other(me);
  f.mobility = count_moves(board, me) - count_moves(board, you);
  for (int sq = 0; sq < 64; ++sq) {
    if (has(pos.player | pos.opponent, sq)) continue;
    bool next_to_mine = false, next_to_theirs = false;
    for (int dr = -1; dr <= 1; ++dr)
      for (int dc = -1; dc <= 1; ++dc) {
        const int row = sq / 8 + dr, col = sq % 8 + dc;
        if ((dr || dc) && row >= 0 && row < 8 && col >= 0 && col < 8) {
          next_to_mine |= has(pos.player, row * 8 + col);
          next_to_theirs |= has(pos.opponent, row * 8 + col);
        }
      }
    f.potential += int(next_to_theirs) - int(next_to_mine);
  }
  f.parity = pos.empty_count() & 1;
  return f;
}

}  // namespace plain

TEST(ReversiPatternEval, FeaturesAreThoseOfThePlainReadingOfEveryImage) {
  Rng rng(29);
  for (int game = 0; game < 400; ++game) {
    const Position pos = random_position(rng, int(rng.below(61)));
    const Features fast = features(pos), slow = plain::features(pos);
    ASSERT_EQ(fast.phase, slow.phase) << to_string(pos);
    for (int i = 0; i < PATTERN_INSTANCES; ++i)
      ASSERT_EQ(fast.index[i], slow.index[i])
          << to_string(pos) << " pattern " << i / SYMMETRIES << " symmetry " << i % SYMMETRIES;
    ASSERT_EQ(fast.mobility, slow.mobility) << to_string(pos);
    ASSERT_EQ(fast.potential, slow.potential) << to_string(pos);
    ASSERT_EQ(fast.parity, slow.parity) << to_string(pos);
  }
}

// The search reads each line once with both readings' weights summed (pack); the sum over every
// instance is the definition. Weights at the limit check that the packed sums fit.
TEST(ReversiPatternEval, ThePackedScoreIsTheSumOverEveryInstance) {
  PatternTable weights = random_weights(13);
  Rng rng(17);
  for (auto& w : weights) w = std::int16_t(int(rng.below(2 * MAX_WEIGHT + 1)) - MAX_WEIGHT);
  const PackedPatterns packed = pack(weights);
  for (int game = 0; game < 300; ++game) {
    const Position pos = random_position(rng, int(rng.below(61)));
    const Features f = features(pos);
    int sum = 0;  // pattern_score clamps
    for (int index : f.index) sum += weights[std::size_t(f.phase) * WEIGHTS_PER_PHASE + index];
    const std::int16_t* scalars = weights.data() + std::size_t(f.phase) * WEIGHTS_PER_PHASE;
    sum += scalars[MOBILITY_WEIGHT] * f.mobility + scalars[POTENTIAL_WEIGHT] * f.potential +
           scalars[PARITY_WEIGHT] * f.parity;
    ASSERT_EQ(packed_score(packed, pos), std::clamp(sum, -SCORE_EVAL_MAX, SCORE_EVAL_MAX))
        << to_string(pos);
  }
  const PatternTable fitted = *decode_weights(builtin_weights_file());
  for (int game = 0; game < 300; ++game) {
    const Position pos = random_position(rng, int(rng.below(61)));
    ASSERT_EQ(packed_score(*learned_weights(), pos), pattern_score(fitted, features(pos)))
        << to_string(pos);
  }
}

TEST(ReversiPatternEval, ASquareIsADigitOfBaseThreeOneForTheMoverTwoForTheOpponent) {
  Position pos;
  pos.player = bit(A1);   // the edge pattern's first square: digit 3^0
  pos.opponent = bit(1);  // b1, its second: 2 * 3^1
  const Features f = features(pos);
  EXPECT_EQ(f.index[EDGE_2X * SYMMETRIES], PATTERN_OFFSETS[EDGE_2X] + 1 + 2 * 3);
}

TEST(ReversiPatternEval, ThePhaseCountsMovesPlayedInStepsOfFive) {
  EXPECT_EQ(phase_of(60), 0);
  EXPECT_EQ(phase_of(56), 0);
  EXPECT_EQ(phase_of(55), 1);
  EXPECT_EQ(phase_of(1), PHASE_COUNT - 1);
  EXPECT_EQ(phase_of(0), PHASE_COUNT - 1);
}

TEST(ReversiPatternWeights, AFileReadsBackAsTheWeightsWritten) {
  const PatternTable weights = random_weights(3);
  PatternTable sparse(weights.size());
  for (std::size_t i = 0; i < weights.size(); i += 97) sparse[i] = weights[i];
  const auto bytes = encode_weights(sparse);
  std::string error;
  const auto back = decode_weights(bytes, &error);
  ASSERT_TRUE(back) << error;
  EXPECT_EQ(*back, sparse);
  EXPECT_EQ(decode_weights(encode_weights(weights)), weights);
}

TEST(ReversiPatternWeights, AWeightBeyondTheLimitIsWrittenAtTheLimit) {
  PatternTable weights(std::size_t(PHASE_COUNT) * WEIGHTS_PER_PHASE);
  weights.front() = -32768;  // also the run marker's value
  weights[WEIGHTS_PER_PHASE] = 32767;
  weights.back() = MAX_WEIGHT + 1;
  const auto back = decode_weights(encode_weights(weights));
  ASSERT_TRUE(back);
  EXPECT_EQ(back->front(), -MAX_WEIGHT);
  EXPECT_EQ((*back)[WEIGHTS_PER_PHASE], MAX_WEIGHT);
  EXPECT_EQ(back->back(), MAX_WEIGHT);
}

TEST(ReversiPatternWeights, AFileWithAWeightBeyondTheLimitIsRefused) {
  // Every weight zero but the last phase's first, MAX_WEIGHT + 1.
  std::vector<std::uint8_t> payload;
  const auto put16 = [&](int v) {
    payload.insert(payload.end(), {std::uint8_t(v), std::uint8_t(v >> 8)});
  };
  const auto put_zeros = [&](int count) {
    for (; count > 0; count -= 0xffff)
      put16(-32768), put16(std::min(count, 0xffff));  // a run of zeros
  };
  put_zeros((PHASE_COUNT - 1) * WEIGHTS_PER_PHASE);
  put16(MAX_WEIGHT + 1);
  put_zeros(WEIGHTS_PER_PHASE - 1);
  std::string error;
  EXPECT_FALSE(decode_weights(weights_file(payload), &error));
  EXPECT_EQ(error, "pattern weights: a weight beyond ±16383");
  payload.clear();
  put_zeros(PHASE_COUNT * WEIGHTS_PER_PHASE);
  EXPECT_TRUE(decode_weights(weights_file(payload), &error)) << error;
}

TEST(ReversiPatternWeights, ATruncatedFileIsRefusedWithAReason) {
  const auto bytes = encode_weights(random_weights(5));
  for (std::size_t keep :
       {std::size_t(0), std::size_t(10), std::size_t(20), bytes.size() / 2, bytes.size() - 1}) {
    std::string error;
    EXPECT_FALSE(decode_weights(std::span(bytes).first(keep), &error)) << keep;
    EXPECT_NE(error.find("pattern weights: "), std::string::npos) << error;
  }
}

TEST(ReversiPatternWeights, ACorruptFileIsRefusedWithAReason) {
  auto bytes = encode_weights(random_weights(5));
  std::string error;
  bytes[bytes.size() / 2] ^= 0x10;
  EXPECT_FALSE(decode_weights(bytes, &error));
  EXPECT_EQ(error, "pattern weights: the payload's hash does not match (corrupt)");
  bytes = encode_weights(random_weights(5));
  bytes[0] = 'X';
  EXPECT_FALSE(decode_weights(bytes, &error));
  EXPECT_EQ(error, "pattern weights: not a weights file (no PLYW)");
  bytes = encode_weights(random_weights(5));
  bytes[6] = PHASE_COUNT + 1;  // another layout
  EXPECT_FALSE(decode_weights(bytes, &error));
  EXPECT_NE(error.find("is not this build's"), std::string::npos) << error;
}

TEST(ReversiPatternWeights, TheCompiledInWeightsDecode) {
  std::string error;
  EXPECT_TRUE(decode_weights(builtin_weights_file(), &error)) << error;
  EXPECT_NE(learned_weights(), nullptr);
}

// The checks of every data file: data_files_test.cpp.
TEST(ReversiPatternWeights, ARefusedFileLeavesTheWeightsInUse) {
  const PackedPatterns* before = learned_weights();
  const auto file = builtin_weights_file();
  std::string error;
  EXPECT_FALSE(load_weights(std::vector<std::uint8_t>(file.begin(), file.end() - 1), &error));
  EXPECT_EQ(learned_weights(), before);
}

TEST(ReversiPatternWeights, TheDeclaredFileLoadedIsTheTableLevel5PlaysWith) {
  const PatternTable compiled = learned_weights()->weights;
  EXPECT_EQ(load_data_file("reversi", DATA_FILES, "weights", builtin_weights_file()), "");
  EXPECT_EQ(learned_weights()->weights, compiled);
  EXPECT_EQ(Level5Eval{}.patterns, learned_weights());
}

TEST(ReversiPatternEval, VariantsKeepTheHandWrittenEvaluation) {
  Rng rng(5);
  const Level5Eval level5;
  for (int i = 0; i < 50; ++i) {
    Position pos = random_position(rng, 20);
    pos.anti = true;
    EXPECT_EQ(level5(pos), StrongEval{}(pos));
  }
}

}  // namespace
}  // namespace ply::reversi

namespace ply::reversi {
namespace {

// The learned evaluation of the compiled-in weights on fixed positions, as the hints' first
// iteration shows it (each move's value from a shallow search on the evaluation, in discs).
// tests/wasm/reversi-eval.test.mjs expects the same values of the wasm module; both change when the
// weights are refitted.
std::string depth_one_values(const std::string& text) {
  Engine engine(1);
  Request request;
  const auto a = engine.analyse(*parse_position(text), request, [](const auto&) { return false; });
  std::string out;
  for (const auto& m : a.moves)
    out += (out.empty() ? "" : " ") + move_to_string(m.move) + ":" +
           std::to_string(std::lround(m.value * 100));
  return out;
}

// Midgame positions (Traits::BENCH_POSITIONS), far from the solver's reach.
constexpr const char* FIXED_POSITIONS[] = {
    "--O-X----OXXX--OO-X-X-O-OXOOXOO-X--OX-------X-------XO---------- X",
    "---------O-----OXOOXXXO-XOXOOOXXXXXOOXX---OOXXXOXOXO--XXO--O---- X",
};
// Each legal move, best first, and its value in hundredths of a disc.
const std::string EXPECTED_VALUES[] = {
    "c6:1468 a1:1422 b3:944 g5:438 c5:196 h4:186 g8:-333 g7:-1510 a2:-3574",
    "h5:-1887 h3:-2237 c8:-2540 b6:-2623 e7:-2737 d2:-2757 a2:-2819 e8:-2982 a1:-3057 f2:-3421 "
    "c2:-4056 g2:-4247 c1:-4271 b1:-5119",
};

TEST(ReversiPatternEval, FixedPositionsScoreAsTheWasmModuleMustToo) {
  EXPECT_EQ(depth_one_values(FIXED_POSITIONS[0]), EXPECTED_VALUES[0]);
  EXPECT_EQ(depth_one_values(FIXED_POSITIONS[1]), EXPECTED_VALUES[1]);
}

}  // namespace
}  // namespace ply::reversi
