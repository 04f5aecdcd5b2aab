// The network's trainer (tools/chess_net): its reading of the games files, and its training, which
// must learn, be the same whatever the threads, resume as if it had not stopped, and come out of
// quantisation scoring as it did in floating point.
#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>

#include "chess/notation.h"
#include "chess/rules.h"
#include "core/rng.h"
#include "samples.h"
#include "trainer.h"

namespace ply::chess_net {
namespace {

namespace fs = std::filesystem;

fs::path scratch(const std::string& name) {
  const fs::path dir = fs::temp_directory_path() / ("ply-chess-net-test-" + name);
  fs::remove_all(dir);
  fs::create_directories(dir);
  return dir;
}

// Positions along random games, each labelled by its material (White's, in centipawns) and the
// result the material says: data a network can learn, and that a network which learns nothing fits
// badly.
Samples material_games(u64 seed, int games) {
  const fs::path file = scratch("material-" + std::to_string(seed)) / "games.txt";
  {
    std::ofstream out(file);
    Rng rng(seed);
    constexpr int VALUE[] = {100, 300, 300, 500, 900, 0};
    for (int g = 0; g < games; ++g) {
      chess::Position pos = chess::start_position();
      for (int ply = 0; ply < 80; ++ply) {
        chess::MoveList moves;
        chess::generate_legal(pos, moves);
        if (moves.empty()) break;
        // Captures first, so that material changes.
        chess::Move m = moves[int(rng.below(u32(moves.size())))];
        for (chess::Move c : moves)
          if (pos.piece_on(chess::to_square(c)) != chess::NO_PIECE && rng.below(2)) m = c;
        pos = chess::play(pos, m);
        int white = 0;
        for (int t = 0; t < 6; ++t)
          white += VALUE[t] * (chess::popcount(pos.pieces(chess::WHITE, chess::PieceType(t))) -
                               chess::popcount(pos.pieces(chess::BLACK, chess::PieceType(t))));
        out << (white > 0   ? "1"
                : white < 0 ? "0"
                            : "0.5")
            << ' ' << white << ' ' << chess::to_fen(pos) << '\n';
      }
    }
  }
  Samples samples;
  std::string error;
  EXPECT_TRUE(read_games(file.string(), samples, &error)) << error;
  return samples;
}

TEST(ChessNetTrainer, AGamesFileLineThatIsNotOneIsRefusedWithItsPlace) {
  const fs::path dir = scratch("bad");
  const auto refusal = [&](const std::string& text) {
    std::ofstream(dir / "games.txt")
        << "0.5 12 rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1\n"
        << text << '\n';
    Samples samples;
    std::string error;
    EXPECT_FALSE(read_games((dir / "games.txt").string(), samples, &error)) << text;
    return error.substr(error.find("games.txt"));
  };
  EXPECT_EQ(refusal("2 12 8/8/8/8/8/8/8/K6k w - - 0 1"),
            "games.txt:2: the result must be 1, 0.5 or 0");
  EXPECT_EQ(refusal("1 twelve 8/8/8/8/8/8/8/K6k w - - 0 1"),
            "games.txt:2: the score must be a number of centipawns");
  EXPECT_EQ(refusal("1"), "games.txt:2: expected '<1|0.5|0> <score> <fen>'");
  EXPECT_GT(refusal("1 0 8/8/8/8/8/8/8/K7 w - - 0 1").size(), 20u) << "the FEN's error";
  std::ofstream(dir / "games.txt")
      << "1 -35 rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1\n";
  Samples samples;
  std::string error;
  ASSERT_TRUE(read_games((dir / "games.txt").string(), samples, &error)) << error;
  ASSERT_EQ(samples.samples.size(), 1u);
  EXPECT_EQ(samples.samples[0].count, 32);
  EXPECT_EQ(samples.samples[0].side, 1);
  EXPECT_EQ(samples.samples[0].white_result, 2);
  EXPECT_EQ(samples.samples[0].white_score, -35);
}

TEST(ChessNetTrainer, TrainingLearnsWhatTheLabelsSayAndTheQuantisedNetworkScoresAsTheFloatOne) {
  const Samples train = material_games(1, 60), held_out = material_games(2, 10);
  TrainOptions o;
  o.epochs = 8;
  o.batch = 256;
  o.result_weight = 0;
  const double untrained = mean_loss(initial_network(o.seed), held_out, 0);
  FloatNetwork learned;
  const chess::Network net = train_float(train, held_out, o, learned);
  EXPECT_LT(mean_loss(learned, held_out, 0), untrained / 3);
  double worst = 0, total = 0;
  for (std::size_t i = 0; i < held_out.samples.size(); ++i) {
    const Sample& s = held_out.samples[i];
    chess::Position pos;  // rebuilt from its pieces
    for (u32 k = s.first; k < s.first + s.count; ++k) {
      const int f = held_out.pieces[k];
      pos.put(chess::make_piece(chess::Color(f / 64 >= 6), chess::PieceType(f / 64 % 6)), f % 64);
    }
    pos.side = chess::Color(s.side);
    chess::Accumulator acc;
    chess::accumulate(net, pos, acc);
    const double quantised = chess::net_output(net, acc, pos.side, s.count);
    const double error = std::abs(quantised - float_output(learned, held_out, i));
    worst = std::max(worst, error);
    total += error;
  }
  // Rounding each weight to its fixed point moves the score by a few centipawns (more where, as
  // here, the weights are large: this network scores positions of up to ±40 pawns); a wrong scale
  // by hundreds.
  EXPECT_LT(total / double(held_out.samples.size()), 15)
      << "centipawns between the float and the quantised network";
  EXPECT_LT(worst, 60) << "centipawns between the float and the quantised network";
}

TEST(ChessNetTrainer, TheNetworkIsTheSameOnAnyNumberOfThreadsAndAfterAResume) {
  const Samples train = material_games(3, 20), held_out = material_games(4, 4);
  TrainOptions o;
  o.epochs = 3;
  o.batch = 100;
  o.threads = 1;
  const std::vector<std::uint8_t> one = chess::encode_network(train_network(train, held_out, o));
  o.threads = 3;
  EXPECT_EQ(chess::encode_network(train_network(train, held_out, o)), one);
  // Two epochs, stopped, then the third from the checkpoint.
  o.checkpoint = (scratch("resume") / "run.checkpoint").string();
  o.epochs = 3;
  TrainOptions first = o;
  first.stop_after = 2;
  train_network(train, held_out, first);
  EXPECT_EQ(chess::encode_network(train_network(train, held_out, o)), one);
}

}  // namespace
}  // namespace ply::chess_net
