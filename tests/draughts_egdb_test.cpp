// Russian draughts' endgame databases (engine/draughts/egdb.h, tools/draughts_egdb): the index, the
// file and its refusals, every entry consistent with its moves under the draw rules, and endings
// whose values the literature gives.
#include <gtest/gtest.h>

#include "core/data_file.h"
#include "draughts/data_files.h"
#include "draughts/draw.h"
#include "draughts/egdb.h"
#include "draughts/engine.h"
#include "draughts_egdb/solve.h"
#include "draughts_test_util.h"

namespace ply::draughts {
namespace {

using testing::fen;

// The page's own databases of up to four pieces (the pack game.cmake declares, unpacked by the
// build into PLY_GENERATED_DATA): the endings and the searches below read what a player's engine
// reads. That the pack is what the solver gives is the test EveryEntryOfUpToFourPieces...'s;
// reading it, not solving again in each test's process, saves some 25 s a test under the
// sanitizers.
const Egdb& page_databases() {
  static const Egdb db = [] {
    Egdb read;
    std::string error;
    const auto bytes = read_data_file(PLY_GENERATED_DATA "/draughts/egdb/egdb4.pack", &error);
    if (!bytes || !read.load_pack(*bytes, &error)) ADD_FAILURE() << error;
    return read;
  }();
  return db;
}

EgdbEntry probe(const std::string& text, int counter = 0) {
  Position pos = fen(text);
  pos.balance_plies = pos.king_plies = u8(counter);
  return page_databases().probe(pos).value();
}

TEST(DraughtsEgdbIndex, EveryIndexOfAMaterialNamesADistinctPositionThatIndexesBack) {
  for (const Material& m : egdb_tool::materials_up_to(3)) {
    u64 positions = 0;
    for (u64 i = 0; i < table_size(m); ++i) {
      const auto pos = position_at(m, i);
      if (!pos) continue;
      ++positions;
      ASSERT_EQ(material_of(*pos), m);
      ASSERT_EQ(index_of(*pos, m), i) << to_fen(*pos);
    }
    EXPECT_GT(positions, table_size(m) / 2) << egdb_file_name(m) << ": most indices are positions";
  }
}

TEST(DraughtsEgdbIndex, MirroringTurnsTheBoardAndSwapsColoursAndSide) {
  const Position pos = fen("W:Wa1,Kc3:Bh6");
  EXPECT_EQ(to_fen(mirrored(pos)), "B:Wa3:BKf6,h8");
  EXPECT_EQ(mirrored(mirrored(pos)), pos);
}

TEST(DraughtsEgdbRules, EachMaterialsLimitIsWhereTheDrawRulesDrawAPositionOfIt) {
  // A position of each material (its first index whose lone king, if any, is off the long
  // diagonal): not drawn one ply before the limit, drawn at it.
  for (const Material& m : egdb_tool::materials_up_to(5)) {
    const int limit = balance_limit(m);
    for (u64 i = 0; i < table_size(m); ++i) {
      auto pos = position_at(m, i);
      if (!pos || (long_diagonal_rule(m) && lone_king_holds_long_diagonal(*pos))) continue;
      const int below = limit == NO_LIMIT ? 250 : limit - 1;
      pos->balance_plies = u8(below);
      pos->king_plies = m.men() ? 0 : u8(below);
      EXPECT_EQ(draw_rule(*pos), DrawRule::NONE) << to_fen(*pos) << " at " << below;
      if (limit != NO_LIMIT) {
        pos->balance_plies = u8(limit);
        pos->king_plies = m.men() ? 0 : u8(limit);
        EXPECT_NE(draw_rule(*pos), DrawRule::NONE) << to_fen(*pos) << " at " << limit;
      }
      break;
    }
  }
}

// The page's pack (game.cmake) is these tables: a generator that changes them fails here until the
// pack is made again (ply-egdb-draughts pack, then gzip -9n).
TEST(DraughtsEgdb, EveryEntryOfUpToFourPiecesIsWhatItsMovesGiveItAndThePagesPackHoldsThem) {
  Egdb db;
  for (const Material& m : egdb_tool::materials_up_to(4))
    if (!db.has(m)) egdb_tool::solve(m, db);
  EXPECT_EQ(db.tables(), 41);
  for (const Material& m : egdb_tool::materials_up_to(4))
    EXPECT_EQ(egdb_tool::verify(m, db), "") << egdb_file_name(m);
  std::vector<std::vector<u8>> files;
  for (const Material& m : egdb_tool::materials_up_to(4))
    files.push_back(encode_egdb_file(m, db.table(m)));
  const std::vector<u8> pack = encode_egdb_pack(files);
  EXPECT_EQ(check_data_file(DATA_FILES[0], pack), "");
  Egdb read;
  std::string error;
  ASSERT_TRUE(read.load_pack(pack, &error)) << error;
  EXPECT_EQ(read.tables(), 41);
  EXPECT_EQ(read.table({0, 1, 0, 3}), db.table({0, 1, 0, 3}));
}

TEST(DraughtsEgdb, APackWithADamagedTableIsRefusedWhole) {
  const Egdb& db = page_databases();
  std::vector<std::vector<u8>> files = {encode_egdb_file({0, 1, 0, 1}, db.table({0, 1, 0, 1})),
                                        encode_egdb_file({0, 1, 0, 3}, db.table({0, 1, 0, 3}))};
  files[1][100] ^= 1;
  Egdb read;
  std::string error;
  EXPECT_FALSE(read.load_pack(encode_egdb_pack(files), &error));
  EXPECT_EQ(error, "w01b03.egdb: damaged (its hash differs)");
  EXPECT_EQ(read.tables(), 0);
  files[1].resize(files[1].size() - 1);
  EXPECT_FALSE(read.load_pack(encode_egdb_pack(files), &error));
  EXPECT_EQ(error, "w01b03.egdb: truncated");
}

TEST(DraughtsEgdb, TheCheckFindsAnEntryThatDisagreesWithItsMoves) {
  Egdb db = page_databases();
  const Material three_kings_against_one{0, 1, 0, 3};
  std::vector<u8> entries = db.table(three_kings_against_one);
  const Position petrov = fen("B:WKa1,Kc1,Ke1:BKf8");  // White's three kings to move, mirrored
  const Position stored = mirrored(petrov);
  u8& entry = entries[index_of(stored, three_kings_against_one)];
  entry = encode_entry({Wdl::LOSS, decode_entry(entry).plies + 2});
  db.add(three_kings_against_one, entries);
  EXPECT_NE(egdb_tool::verify(three_kings_against_one, db), "");
}

// Petrov's triangle (A. D. Petrov, 1827): three kings holding the long diagonal catch a lone king
// off it, from Petrov's position in at most 13 moves, within the 15 of rule 7.2.4.
TEST(DraughtsEgdbEndings, PetrovsThreeKingsCatchTheLoneKingWithinFifteenMoves) {
  const EgdbEntry petrov = probe("W:WKa1,Kc1,Ke1:BKf8");
  EXPECT_EQ(petrov.wdl, Wdl::WIN);
  EXPECT_LE(petrov.plies, 25) << "caught by White's 13th move";
  EXPECT_EQ(probe("B:WKa1,Kc1,Ke1:BKf8").wdl, Wdl::LOSS);
  // Twenty plies into the count, fifteen moves are no longer enough.
  EXPECT_EQ(probe("W:WKa1,Kc1,Ke1:BKf8", 30 - petrov.plies).wdl, Wdl::WIN);
  EXPECT_EQ(probe("W:WKa1,Kc1,Ke1:BKf8", 30 - petrov.plies + 1).wdl, Wdl::DRAW);
}

// Three kings against a lone king on the long diagonal cannot catch it: a draw, which rule 7.2.7
// declares after five moves.
TEST(DraughtsEgdbEndings, ThreeKingsDoNotCatchALoneKingHoldingTheLongDiagonal) {
  EXPECT_EQ(probe("W:WKc1,Ke1,Kg1:BKh8"), EgdbEntry{});
  EXPECT_EQ(probe("B:WKc1,Ke1,Kg1:BKh8"), EgdbEntry{});
  EXPECT_EQ(probe("W:WKc1,Ke1,Kh2:BKd4"), EgdbEntry{});
  EXPECT_EQ(probe("B:WKc1,Ke1,Kh2:BKd4"), EgdbEntry{});
  // The same kings with one of them on the long diagonal: the lone king no longer holds it.
  EXPECT_EQ(probe("W:WKc1,Ke1,Kc3:BKh8").wdl, Wdl::WIN);
}

// Level 5 with the databases plays Petrov's position out against its own best defence: the three
// kings take the lone king, counted from a fresh count, before rule 7.2.4 draws.
TEST(DraughtsEgdbSearch, LevelFiveConvertsPetrovsPositionWithTheDatabases) {
  endgame_databases() = page_databases();
  std::vector<Position> game{fen("W:WKa1,Kc1,Ke1:BKf8")};
  Request request;
  request.level = LEVEL_TOP;
  request.max_depth = 3;
  Engine engine(1);
  const Decision first = engine.choose(game.back(), request);
  EXPECT_TRUE(first.thinking.exact);
  EXPECT_GT(first.thinking.score, 0);
  while (game_end(game).result == Result::ONGOING && game.size() < 60)
    game.push_back(play(game.back(), engine.choose(game.back(), request).move));
  endgame_databases() = Egdb{};
  EXPECT_EQ(game_end(game).result, Result::WHITE_WINS) << to_fen(game.back());
  EXPECT_LE(game.size(), 31u) << "within the fifteen moves of 7.2.4";
}

// Where the databases hold the position itself, level 5 says its value is theirs and proven: a draw
// too.
TEST(DraughtsEgdbSearch, LevelFiveCallsADrawnPositionTheDatabasesHoldAnExactDraw) {
  endgame_databases() = page_databases();
  Request request;
  request.level = LEVEL_TOP;
  request.max_depth = 4;
  Engine engine(1);
  const Decision drawn = engine.choose(fen("W:WKc1,Ke1,Kg1:BKh8"), request);
  const Decision won = engine.choose(fen("W:WKc1,Ke1,Kc3:BKh8"), request);
  endgame_databases() = Egdb{};
  EXPECT_TRUE(drawn.thinking.exact);
  EXPECT_EQ(drawn.thinking.score, 0);
  EXPECT_TRUE(won.thinking.exact);
  EXPECT_EQ(won.thinking.score, WIN_SCORE);
  EXPECT_FALSE(engine.choose(fen("W:WKc1,Ke1,Kg1:BKh8"), request).thinking.exact)
      << "without the databases";
}

// The hints (every move's value) where the databases hold each move's position: every value proven
// and the databases' own (the draws included, which no search could call exact), the winning moves
// first.
TEST(DraughtsEgdbSearch, HintsGiveEveryMoveTheDatabasesValueAsExact) {
  endgame_databases() = page_databases();
  Request request;
  request.max_depth = 2;
  Engine engine(1);
  const Position pos = fen("W:WKa1,Kc1,Ke1:BKf8");
  const auto a = engine.analyse(pos, request);
  MoveList moves;
  generate_moves(pos, moves);
  ASSERT_EQ(a.moves.size(), moves.size());
  int draws = 0;
  for (const auto& v : a.moves) {
    const EgdbEntry entry = endgame_databases().probe(play(pos, v.move)).value();
    const double expected = entry.wdl == Wdl::WIN    ? -WIN_SCORE
                            : entry.wdl == Wdl::LOSS ? WIN_SCORE
                                                     : 0;
    EXPECT_TRUE(v.exact) << move_to_string(pos, v.move);
    EXPECT_EQ(v.value, expected) << move_to_string(pos, v.move);
    draws += entry.wdl == Wdl::DRAW;
  }
  endgame_databases() = Egdb{};
  EXPECT_GT(draws, 0) << "some moves let the win go";
  EXPECT_EQ(a.moves[0].value, WIN_SCORE);
}

}  // namespace
}  // namespace ply::draughts
