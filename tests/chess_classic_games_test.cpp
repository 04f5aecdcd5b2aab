// Real master games (tests/data/chess/classic_games.pgn, 56 games from Greco 1619 to 2013): every
// move read from SAN, written back the same, every position's FEN read back the same, the whole
// file written back byte for byte, and every final position equal to Stockfish's
// (classic_games_final.fen).
#include <gtest/gtest.h>

#include <fstream>
#include <sstream>
#include <string>
#include <vector>

#include "chess/notation.h"
#include "chess/record.h"

namespace ply::chess {
namespace {

std::string read_file(const std::string& name) {
  std::ifstream file(std::string(PLY_TEST_DATA) + "/chess/" + name, std::ios::binary);
  EXPECT_TRUE(file) << name;
  std::stringstream text;
  text << file.rdbuf();
  return text.str();
}

std::vector<PgnGame> classic_games() {
  Refusal refusal;
  const auto games = read_pgn_games(read_file("classic_games.pgn"), &refusal);
  EXPECT_TRUE(games) << refusal.text;
  return games.value_or(std::vector<PgnGame>{});
}

TEST(ChessClassicGames, EveryGameIsReadWithEveryMoveLegal) {
  const auto games = classic_games();
  ASSERT_EQ(games.size(), 56u);
  std::size_t moves = 0;
  for (const PgnGame& game : games) moves += game.moves.size();
  EXPECT_GT(moves, 3000u);
}

TEST(ChessClassicGames, WritingTheGamesBackGivesTheFileByteForByte) {
  std::string written;
  for (const PgnGame& game : classic_games())
    written += (written.empty() ? "" : "\n") + write_pgn(game);
  EXPECT_EQ(written, read_file("classic_games.pgn"));
}

TEST(ChessClassicGames, EverySanAndEveryFenReadsBackToTheSameMoveAndPosition) {
  for (const PgnGame& game : classic_games()) {
    Position pos = game.start;
    for (const Move m : game.moves) {
      const std::string san = to_san(pos, m);
      Refusal refusal;
      const auto again = parse_san(pos, san, &refusal);
      ASSERT_TRUE(again) << san << " in " << to_fen(pos) << ": " << refusal.text;
      std::string error;
      EXPECT_EQ(*again, m) << san << " in " << to_fen(pos);
      pos = play(pos, m);
      const std::string text = to_fen(pos);
      const auto read = parse_fen(text, &error);
      ASSERT_TRUE(read) << text << ": " << error;
      EXPECT_EQ(to_fen(*read), text);
      EXPECT_EQ(read->key, pos.key) << text;
    }
  }
}

TEST(ChessClassicGames, EveryFinalPositionIsStockfishs) {
  std::istringstream expected(read_file("classic_games_final.fen"));
  for (const PgnGame& game : classic_games()) {
    Position pos = game.start;
    for (const Move m : game.moves) pos = play(pos, m);
    std::string line;
    ASSERT_TRUE(std::getline(expected, line));
    EXPECT_EQ(to_fen(pos), line);
  }
}

TEST(ChessClassicGames, AnErrorNamesTheGameAndTheMove) {
  Refusal refusal;
  EXPECT_FALSE(read_pgn_games("1. e4 e5 1-0\n\n1. d4 d5 2. Ke3 *", &refusal));
  EXPECT_EQ(refusal.text, "game 2: move 2 (White): illegal move 'Ke3'");
  EXPECT_EQ(refusal.reason, Reason::ILLEGAL);
  EXPECT_EQ(refusal.move_number, 2);
  EXPECT_EQ(refusal.move, "Ke3");
  EXPECT_FALSE(read_pgn_games(" \n", &refusal));
  EXPECT_EQ(refusal.reason, Reason::EMPTY);
}

// Found by fuzzing: a tag whose value closes but whose bracket never does read the text again from
// its start, for ever.
TEST(ChessClassicGames, ATagNeverClosedIsAnError) {
  Refusal refusal;
  EXPECT_FALSE(read_pgn_games("[Event \"x]y\" 1. e4 *", &refusal));
  EXPECT_EQ(refusal.text.rfind("game 1: a tag is never closed", 0), 0u) << refusal.text;
}

TEST(ChessClassicGames, AGameWithoutAResultEndsAtTheNextGamesTags) {
  Refusal refusal;
  const auto games =
      read_pgn_games("[Event \"a\"]\n\n1. e4 e5\n\n[Event \"b\"]\n\n1. d4 *", &refusal);
  ASSERT_TRUE(games) << refusal.text;
  ASSERT_EQ(games->size(), 2u);
  EXPECT_EQ((*games)[0].moves.size(), 2u);
  EXPECT_EQ((*games)[0].result, "*");
  EXPECT_EQ((*games)[1].moves.size(), 1u);
}

// What `ply pgn` writes, each game followed by "; final FEN <fen>", reads back as the same games;
// so does a text after a byte-order mark (Windows editors save one) or ending in a comment or a '%'
// escape line.
TEST(ChessClassicGames, PlyPgnsOwnOutputReadsBackAsTheSameGames) {
  Refusal refusal;
  const auto games = read_pgn_games("[Event \"a\"]\n\n1. e4 e5 1-0\n\n1. d4 d5 2. c4 *", &refusal);
  ASSERT_TRUE(games) << refusal.text;
  std::string text;
  for (const PgnGame& game : *games) {
    Position pos = game.start;
    for (const Move m : game.moves) pos = play(pos, m);
    text += (text.empty() ? "" : "\n") + write_pgn(game) + "; final FEN " + to_fen(pos) + "\n";
  }
  for (const std::string& again :
       {text, "\xEF\xBB\xBF" + text, text + "% an escape line\n", text + "{ a comment }\n",
        "\xEF\xBB\xBF; a comment first\n" + text}) {
    const auto read = read_pgn_games(again, &refusal);
    ASSERT_TRUE(read) << refusal.text << "\n" << again;
    ASSERT_EQ(read->size(), games->size()) << again;
    for (std::size_t i = 0; i < games->size(); ++i) {
      EXPECT_EQ((*read)[i].moves, (*games)[i].moves);
      EXPECT_EQ((*read)[i].result, (*games)[i].result);
      EXPECT_EQ(write_pgn((*read)[i]), write_pgn((*games)[i]));
    }
  }
  EXPECT_FALSE(read_pgn_games("\xEF\xBB\xBF ; only a comment\n% and an escape\n", &refusal));
  EXPECT_EQ(refusal.text, "no PGN game in the text");
}

}  // namespace
}  // namespace ply::chess
