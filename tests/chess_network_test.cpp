// Level 5's network (chess/network.h): its file, and its evaluation kept up to date piece by piece.
#include <gtest/gtest.h>

#include "chess/data_files.h"
#include "chess/network.h"
#include "chess/traits.h"
#include "core/rng.h"

namespace ply::chess {
namespace {

// The score of a position from a full sum, as a fresh evaluation makes it.
Score from_scratch(const Network& net, const Position& pos) {
  Accumulator acc;
  accumulate(net, pos, acc);
  return net_output(net, acc, pos.side, popcount(pos.pieces()));
}

// Positions along random games from the start, each a move after the one before.
std::vector<Position> random_walk(u64 seed, int plies) {
  Rng rng(seed);
  std::vector<Position> line{start_position()};
  for (int i = 0; i < plies; ++i) {
    MoveList moves;
    generate_legal(line.back(), moves);
    if (moves.empty())
      line.push_back(start_position());
    else
      line.push_back(play(line.back(), moves[int(rng.below(u32(moves.size())))]));
  }
  return line;
}

TEST(ChessNetwork, TheCompiledInFileDecodes) { ASSERT_NE(learned_network(), nullptr); }

TEST(ChessNetwork, AFileWrittenReadsBackTheSameNetwork) {
  const Network& net = *learned_network();
  const std::vector<std::uint8_t> file = encode_network(net);
  const auto again = decode_network(file);
  ASSERT_TRUE(again);
  EXPECT_EQ(again->input_weights, net.input_weights);
  EXPECT_EQ(again->hidden_bias, net.hidden_bias);
  EXPECT_EQ(again->output_weights, net.output_weights);
  EXPECT_EQ(again->output_bias, net.output_bias);
  const std::span<const std::uint8_t> builtin = builtin_network_file();
  EXPECT_EQ(file, std::vector<std::uint8_t>(builtin.begin(), builtin.end()));
}

TEST(ChessNetwork, ADamagedFileIsRefusedWithItsReasonAndTheNetworkInUseStays) {
  const std::vector<std::uint8_t> file = encode_network(*learned_network());
  const Network* before = learned_network();
  std::string error;
  const auto refused = [&](std::vector<std::uint8_t> bytes) {
    error.clear();
    EXPECT_FALSE(decode_network(bytes, &error));
    EXPECT_FALSE(load_network(bytes, &error));
    return error;
  };
  EXPECT_EQ(refused({file.begin(), file.begin() + 10}),
            "chess network: the file is shorter than its header");
  EXPECT_EQ(refused({file.begin(), file.end() - 1}),
            "chess network: the payload has 401951 bytes, expected 401952 (truncated?)");
  std::vector<std::uint8_t> altered = file;
  altered[1000] ^= 1;
  EXPECT_EQ(refused(altered), "chess network: the payload's hash does not match (corrupt)");
  altered = file;
  altered[0] = 'X';
  EXPECT_EQ(refused(altered), "chess network: not a network file (no PLYN)");
  altered = file;
  altered[9] = 0;  // hidden neurons: 256 becomes 0
  EXPECT_EQ(refused(altered).substr(0, 32), "chess network: the shape (768 in");
  // A weight beyond its bound, with a header that matches its payload: sums could overflow.
  Network wild = *learned_network();
  wild.output_weights[3] = NET_MAX_OUTPUT_WEIGHT + 1;
  EXPECT_EQ(refused(encode_network(wild)), "chess network: a weight beyond its bound");
  EXPECT_EQ(learned_network(), before);
}

TEST(ChessNetwork, TheEvaluationBroughtUpToDatePieceByPieceEqualsAFullSum) {
  const Network& net = *learned_network();
  const std::vector<Position> line = random_walk(11, 400);
  NetEval along(net);
  // Move by move, as a search goes down a line...
  for (const Position& pos : line) ASSERT_EQ(along(pos), from_scratch(net, pos)) << to_fen(pos);
  // ...and jumping about, as it goes from one branch to another.
  Rng rng(3);
  NetEval jumping(net);
  for (int i = 0; i < 400; ++i) {
    const Position& pos = line[rng.below(u32(line.size()))];
    ASSERT_EQ(jumping(pos), from_scratch(net, pos)) << to_fen(pos);
  }
}

TEST(ChessNetwork, AnInputFeatureIsItsPieceSeenFromEachSide) {
  // White's pawn on e2 is, from Black's view, the other side's pawn on e7.
  EXPECT_EQ(net_feature(WHITE, WHITE, PAWN, make_square(4, 1)), 0 * 64 + 12);
  EXPECT_EQ(net_feature(BLACK, WHITE, PAWN, make_square(4, 1)), 6 * 64 + 52);
  EXPECT_EQ(net_feature(BLACK, BLACK, KING, make_square(4, 7)), 5 * 64 + 4);
  // Buckets by the pieces on the board: the full board is the last, two kings the first.
  EXPECT_EQ(net_bucket(32), NET_BUCKETS - 1);
  EXPECT_EQ(net_bucket(2), 0);
  EXPECT_EQ(net_bucket(6), 1);
}

TEST(ChessNetwork, LevelFivePlaysTheNetworkWhenItsOptionAsksAndTheHandWrittenEvaluationByDefault) {
  const Position pos = *parse_fen(Traits::BENCH_POSITIONS[1], nullptr);
  const auto nodes = [&](int network) {
    Engine engine(1);
    Request request;
    request.level = LEVEL_TOP;
    request.max_depth = 6;
    if (network >= 0) {
      EXPECT_EQ(set_option(Traits::OPTIONS, request.options, "network", network), "");
    }
    return engine.choose(pos, request).thinking.nodes;
  };
  EXPECT_EQ(nodes(-1), nodes(0));
  EXPECT_NE(nodes(1), nodes(0));
}

}  // namespace
}  // namespace ply::chess
