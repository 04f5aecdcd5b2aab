#include <gtest/gtest.h>

#include <vector>

#include "chess/traits.h"
#include "ladder_test_util.h"

namespace ply::chess {
namespace {

static_assert(GameTraits<Traits>);

Position fen(const char* text) {
  std::string error;
  const auto pos = parse_fen(text, &error);
  EXPECT_TRUE(pos) << text << ": " << error;
  return pos.value_or(start_position());
}

std::vector<Position> game_of(Position pos, std::initializer_list<const char*> moves) {
  std::vector<Position> history{pos};
  for (const char* m : moves) {
    const auto move = Traits::parse_move(history.back(), m, nullptr);
    EXPECT_TRUE(move) << m << " in " << to_fen(history.back());
    if (!move) break;
    history.push_back(play(history.back(), *move));
  }
  return history;
}

Outcome outcome_of(const std::vector<Position>& history) { return Traits::outcome(history); }

TEST(ChessEnd, CheckmateWinsForTheSideThatMated) {
  const auto history = game_of(start_position(), {"f2f3", "e7e5", "g2g4", "d8h4"});
  const Outcome o = outcome_of(history);
  EXPECT_TRUE(o.over);
  EXPECT_EQ(o.winner, 1);
  EXPECT_EQ(o.reason, "checkmate");
}

TEST(ChessEnd, StalemateIsADraw) {
  const Outcome o = outcome_of({fen("7k/5Q2/6K1/8/8/8/8/8 b - - 0 1")});
  EXPECT_TRUE(o.over);
  EXPECT_EQ(o.winner, -1);
  EXPECT_EQ(o.reason, "stalemate");
}

TEST(ChessEnd, ThreefoldRepetitionIsADraw) {
  const auto history =
      game_of(start_position(), {"g1f3", "g8f6", "f3g1", "f6g8", "g1f3", "g8f6", "f3g1"});
  EXPECT_FALSE(outcome_of(history).over) << "the start position has come twice only";
  auto third = history;
  third.push_back(play(third.back(), *Traits::parse_move(third.back(), "f6g8", nullptr)));
  EXPECT_TRUE(outcome_of(third).over);
  EXPECT_EQ(outcome_of(third).reason, "repetition");
}

TEST(ChessEnd, AnEnPassantRightThatCannotBeUsedDoesNotMakeAPositionDifferent) {
  // After 1. e4 no black pawn can take en passant: the position is the same as after a later
  // return.
  const Position a = play(start_position(), *parse_uci_move(start_position(), "e2e4", nullptr));
  const Position b = fen("rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1");
  EXPECT_EQ(a.key, b.key);
  EXPECT_EQ(to_fen(a), to_fen(b));
}

TEST(ChessEnd, FiftyMoveRuleDrawsAfterAHundredPliesWithoutCaptureOrPawnMove) {
  const auto history = game_of(fen("4k3/8/8/8/8/8/8/R3K3 w - - 99 80"), {"a1a2"});
  EXPECT_EQ(outcome_of(history).reason, "fifty-moves");
  EXPECT_FALSE(outcome_of({fen("4k3/8/8/8/8/8/8/R3K3 w - - 99 80")}).over);
}

TEST(ChessEnd, MateOnTheHundredthPlyStillWins) {
  const auto history = game_of(fen("6k1/5ppp/8/8/8/8/8/R5K1 w - - 99 80"), {"a1a8"});
  EXPECT_EQ(outcome_of(history).reason, "checkmate");
  EXPECT_EQ(outcome_of(history).winner, 0);
}

TEST(ChessEnd, InsufficientMaterialIsADraw) {
  for (const char* dead : {"4k3/8/8/8/8/8/8/4K3 w - - 0 1", "4k3/8/8/8/8/8/8/2B1K3 w - - 0 1",
                           "4k3/8/8/8/8/8/8/1N2K3 w - - 0 1", "4kb2/8/8/8/8/8/8/2B1K3 w - - 0 1"})
    EXPECT_EQ(outcome_of({fen(dead)}).reason, "insufficient-material") << dead;
  for (const char* alive : {"2b1k3/8/8/8/8/8/8/2B1K3 w - - 0 1", "4k3/8/8/8/8/8/8/1NN1K3 w - - 0 1",
                            "4k3/8/8/8/8/8/P7/4K3 w - - 0 1", "4k3/8/8/8/8/8/8/3RK3 w - - 0 1"})
    EXPECT_FALSE(outcome_of({fen(alive)}).over) << alive;
}

// Paul Morphy v the Duke of Brunswick and Count Isouard, Paris 1858 (the "Opera Game").
constexpr const char* OPERA_GAME = R"([Event "Paris"]
[Site "Paris FRA"]
[Date "1858.??.??"]
[Round "?"]
[White "Paul Morphy"]
[Black "Duke Karl / Count Isouard"]
[Result "1-0"]

1. e4 e5 2. Nf3 d6 3. d4 Bg4 {This is a weak move already.} 4. dxe5 Bxf3 5. Qxf3 dxe5
6. Bc4 Nf6 7. Qb3 Qe7 8. Nc3 c6 9. Bg5 b5 $2 10. Nxb5 cxb5 11. Bxb5+ Nbd7 12. O-O-O Rd8
13. Rxd7 Rxd7 (13... Nxd7 14. Qb3) 14. Rd1 Qe6 15. Bxd7+ Nxd7 16. Qb8+ Nxb8 17. Rd8# 1-0
)";

TEST(ChessPgn, ReadsAMasterGameSkippingCommentsNagsAndVariations) {
  Refusal refusal;
  const auto game = read_pgn(OPERA_GAME, &refusal);
  ASSERT_TRUE(game) << refusal.text;
  EXPECT_EQ(game->moves.size(), 33u);
  EXPECT_EQ(game->result, "1-0");
  const auto history = replay<Traits>(game->start, game->moves);
  EXPECT_EQ(outcome_of(history).reason, "checkmate");
}

TEST(ChessPgn, ExportThenImportGivesTheSameGame) {
  const auto game = read_pgn(OPERA_GAME, nullptr);
  ASSERT_TRUE(game);
  const auto history = replay<Traits>(game->start, game->moves);
  const std::string text = Traits::export_game(history, game->moves);
  EXPECT_NE(text.find("[Result \"1-0\"]"), std::string::npos) << text;
  EXPECT_NE(text.find("12. O-O-O Rd8"), std::string::npos) << text;
  EXPECT_NE(text.find("17. Rd8# 1-0"), std::string::npos) << text;
  const auto again = Traits::import_game(text, nullptr);
  ASSERT_TRUE(again);
  EXPECT_EQ(again->moves, game->moves);
}

TEST(ChessPgn, AGameFromAPositionCarriesSetUpAndFen) {
  const Position start = fen("4k3/8/8/8/8/8/4P3/4K3 b - - 0 30");
  const auto history = game_of(start, {"e8d7", "e2e4"});
  const std::vector<Move> moves = {*parse_uci_move(start, "e8d7", nullptr),
                                   *parse_uci_move(history[1], "e2e4", nullptr)};
  const std::string text = Traits::export_game(history, moves);
  EXPECT_NE(text.find("[SetUp \"1\"]"), std::string::npos) << text;
  EXPECT_NE(text.find("[FEN \"4k3/8/8/8/8/8/4P3/4K3 b - - 0 30\"]"), std::string::npos) << text;
  EXPECT_NE(text.find("30... Kd7 31. e4"), std::string::npos) << text;
  const auto again = Traits::import_game(text, nullptr);
  ASSERT_TRUE(again);
  EXPECT_EQ(to_fen(again->start), to_fen(start));
  EXPECT_EQ(again->moves, moves);
}

TEST(ChessPgn, AnIllegalMoveIsRefusedWithItsMoveNumberAndItsText) {
  Refusal refusal;
  EXPECT_FALSE(read_pgn("1. e4 e5 2. Nf3 Nc6 3. Bb5 Nf3 *", &refusal));
  EXPECT_EQ(refusal.reason, Reason::ILLEGAL);
  EXPECT_EQ(refusal.move_number, 3);
  EXPECT_EQ(refusal.move, "Nf3");
  EXPECT_NE(refusal.text.find("move 3 (Black)"), std::string::npos) << refusal.text;
  EXPECT_FALSE(read_pgn("[FEN \"4k3/8/8/8/8/8/8/1N2KN2 w - - 0 1\"]\n1. Nd2 *", &refusal));
  EXPECT_EQ(refusal.reason, Reason::UNREADABLE);
  EXPECT_EQ(refusal.cause, "ambiguous");
  EXPECT_EQ(refusal.move_number, 1);
  EXPECT_NE(refusal.text.find("ambiguous"), std::string::npos) << refusal.text;
  EXPECT_FALSE(read_pgn("1. e4 {never closed", &refusal));
  EXPECT_EQ(refusal.reason, Reason::UNREADABLE);
  EXPECT_EQ(refusal.move_number, 0);
}

TEST(ChessPgn, ABadFenTagIsABadPositionAndNoGameIsEmpty) {
  Refusal refusal;
  EXPECT_FALSE(read_pgn("[FEN \"8/8/8 w - - 0 1\"]\n1. e4 *", &refusal));
  EXPECT_EQ(refusal.reason, Reason::BAD_POSITION);
  EXPECT_FALSE(read_pgn("  \n", &refusal));
  EXPECT_EQ(refusal.reason, Reason::EMPTY);
  EXPECT_FALSE(read_pgn("1. f3 e5 2. g4 Qh4# 3. a3 *", &refusal));
  EXPECT_EQ(refusal.reason, Reason::AFTER_END);
  EXPECT_EQ(refusal.move_number, 3);
}

TEST(ChessPgn, AFenAloneIsAGameFromThatPositionWithNoMove) {
  // After 1. e4, as the FEN standard's own example writes it.
  const char* after_e4 = "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1";
  const auto game = read_pgn(std::string("  ") + after_e4 + "\n", nullptr);
  ASSERT_TRUE(game);
  // (The writer names an en passant square only where a capture there is legal.)
  EXPECT_EQ(to_fen(game->start), "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1");
  EXPECT_TRUE(game->moves.empty());
  Refusal refusal;
  EXPECT_FALSE(read_pgn("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKKNR w KQkq - 0 1", &refusal));
  EXPECT_EQ(refusal.reason, Reason::BAD_POSITION) << refusal.text;
}

int profit_of(const char* position, const char* move) {
  const Position pos = fen(position);
  return profit(pos, *parse_uci_move(pos, move, nullptr));
}

TEST(ChessLevels, ProfitIsTheCaptureValue) {
  EXPECT_EQ(profit_of("4k3/8/8/n7/8/8/8/R3K3 w - - 0 1", "a1a5"), 3);
}

TEST(ChessLevels, ProfitAddsThePieceThatEscapesAnAttack) {
  // The e4 pawn attacks the knight on d3; on c1 nothing attacks it.
  EXPECT_EQ(profit_of("4k3/8/8/8/4p3/3N4/8/K7 w - - 0 1", "d3c1"), 3);
}

TEST(ChessLevels, ProfitSubtractsThePieceThatWalksIntoAnAttack) {
  // The e3 pawn attacks d2.
  EXPECT_EQ(profit_of("4k3/8/8/8/8/4p3/8/1N2K3 w - - 0 1", "b1d2"), -3);
  EXPECT_EQ(profit_of("4k3/8/8/8/8/4p3/8/1N2K3 w - - 0 1", "b1c3"), 0);
}

TEST(ChessLevels, ProfitOfACaptureFromAnAttackedSquareToASafeOne) {
  // The queen on d5 attacks the e4 pawn, which takes it and stands safe: 9 + 1.
  EXPECT_EQ(profit_of("4k3/8/8/3q4/4P3/8/8/4K3 w - - 0 1", "e4d5"), 10);
}

TEST(ChessLevels, EveryLevelPlaysALegalMove) {
  Engine engine;
  const Position pos = fen("r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1");
  MoveList legal;
  generate_legal(pos, legal);
  for (int level = 1; level <= int(Engine::LADDER.size()); ++level) {
    Request request;
    request.level = level;
    request.time_ms = 200;
    const Decision d = engine.choose(pos, request);
    EXPECT_NE(std::find(legal.begin(), legal.end(), d.move), legal.end()) << "level " << level;
  }
}

TEST(ChessLevels, LevelFiveFindsMateInOneAndTwo) {
  Engine engine;
  Request request;
  request.level = LEVEL_TOP;
  request.time_ms = 1000;
  const Position one = fen("6k1/5ppp/8/8/8/8/8/R5K1 w - - 0 1");
  EXPECT_EQ(uci_move(engine.choose(one, request).move), "a1a8");
  // Two rooks: 1. Rb7 (cutting the king off) and 2. Ra8#, or the like: the decision is a proven
  // mate.
  const Position two = fen("6k1/8/8/8/8/8/R7/1R4K1 w - - 0 1");
  const Decision d = engine.choose(two, request);
  EXPECT_TRUE(d.thinking.exact);
  EXPECT_GT(d.thinking.score, 0);
}

}  // namespace
}  // namespace ply::chess
