// Draughts' standard openings (openings.h) and level 5's opening book (book.h,
// tools/draughts_book): the files compiled in, their readers, the book's tree, and level 5, the
// hints and the match using them.
#include <gtest/gtest.h>

#include <cmath>
#include <cstdio>
#include <set>

#include "core/data_file.h"
#include "draughts/book.h"
#include "draughts/data_files.h"
#include "draughts/engine.h"
#include "draughts/notation.h"
#include "draughts/openings.h"
#include "draughts/options.h"
#include "draughts/traits.h"
#include "draughts_book/tree.h"
#include "draughts_test_util.h"
#include "ladder_test_util.h"
#include "match.h"

namespace ply::draughts {
namespace {

using testing::fen;

const Book& book() {
  static const Book* b = opening_book();
  if (!b) throw std::runtime_error("no opening book compiled in");
  return *b;
}

Request level5(int book_option) {
  Request request;
  request.level = LEVEL_TOP;
  request.max_nodes = 50000;
  request.options.set(BOOK.name, book_option);
  return request;
}

std::string moves_text(const Opening& o) {
  std::string text;
  Position pos = start_position();
  for (const Move& m : o.moves) {
    text += (text.empty() ? "" : " ") + move_to_string(pos, m);
    pos = play(pos, m);
  }
  return text;
}

// The openings.

TEST(DraughtsOpenings, TheCompiledInListReadsWholeWithBothNamesForEach) {
  const auto file = builtin_openings_file();
  std::string error;
  const auto openings = parse_openings(
      std::string_view(reinterpret_cast<const char*>(file.data()), file.size()), &error);
  ASSERT_TRUE(openings) << error;
  EXPECT_EQ(openings->size(), standard_openings().size());
  EXPECT_GE(standard_openings().size(), 20u);
  std::set<std::string> en, ru;
  for (const Opening& o : standard_openings()) {
    EXPECT_TRUE(en.insert(o.en).second) << "two openings named " << o.en;
    EXPECT_TRUE(ru.insert(o.ru).second) << "two openings named " << o.ru;
  }
}

TEST(DraughtsOpenings, TheCityGameIsTheLiteraturesLine) {
  // Городская партия: 1.cd4 dc5 2.bc3 fg5 (ru.wikipedia, «Старая партия»: the City game's 2…fg5).
  const auto it = std::find_if(standard_openings().begin(), standard_openings().end(),
                               [](const Opening& o) { return o.ru == "Городская партия"; });
  ASSERT_NE(it, standard_openings().end());
  EXPECT_EQ(moves_text(*it), "c3-d4 d6-c5 b2-c3 f6-g5");
  EXPECT_EQ(it->en, "City game");
}

TEST(DraughtsOpenings, AListWithAnIllegalMoveIsRefusedWithItsLine) {
  std::string error;
  EXPECT_FALSE(
      parse_openings("# comment\nc3-d4 d6-c5\tA\tА\tsrc\nc3-d4 d6-d5\tB\tБ\tsrc\n", &error));
  EXPECT_TRUE(error.starts_with("openings, line 3: d6-d5: ")) << error;
  EXPECT_FALSE(parse_openings("c3-d4\tA\tА\n", &error));
  EXPECT_EQ(
      error,
      "openings, line 1: expected moves, English name, Russian name and source, separated by tabs");
  EXPECT_FALSE(parse_openings("c3-d4\tA\tА\ts\nc3-d4\tB\tБ\ts\n", &error));
  EXPECT_EQ(error, "openings, line 2: the same moves as an earlier opening");
  const auto two = parse_openings("c3-d4 d6-c5\tA\tА\ts\r\n\ng3-h4\tB\tБ\t\n");
  ASSERT_TRUE(two);
  ASSERT_EQ(two->size(), 2u);
  EXPECT_EQ(to_fen((*two)[0].tabiya),
            to_fen(play(play(start_position(), *parse_move(start_position(), "c3-d4")),
                        *parse_move(play(start_position(), *parse_move(start_position(), "c3-d4")),
                                    "d6-c5"))));
}

// The name the page shows: the longest standard opening the game begins with, from the start only.
std::string named(const Position& start, const std::vector<std::string>& moves) {
  std::vector<Position> history{start};
  std::vector<Move> played;
  for (const std::string& m : moves) {
    played.push_back(*parse_move(history.back(), m));
    history.push_back(play(history.back(), played.back()));
  }
  const Opening* o = Traits::named_opening(history, played);
  return o ? o->en + " / " + o->ru : "";
}

TEST(DraughtsOpenings, AGameIsNamedByTheLongestStandardOpeningItBeginsWith) {
  const std::vector<std::string> city = {"c3-d4", "d6-c5", "b2-c3", "f6-g5"};
  EXPECT_EQ(named(start_position(), city), "City game / Городская партия");
  EXPECT_EQ(named(start_position(), {"c3-d4", "d6-c5", "b2-c3", "f6-g5", "g3-h4"}),
            "City game / Городская партия");
  EXPECT_EQ(named(start_position(), {"c3-d4", "d6-c5", "b2-c3"}), "");
  EXPECT_EQ(named(start_position(), {}), "");
}

TEST(DraughtsOpenings, AGameFromASetUpPositionHasNoOpeningName) {
  EXPECT_EQ(named(*parse_fen("W:Wa1:Bh8"), {"a1-b2"}), "");
}

// The book's tree.

// A leaf search that counts its calls and values a position by its men's advance, a stand-in that
// is quick and gives different moves different values.
struct CountingSearch {
  int calls = 0;
  int operator()(const Position& pos) {
    ++calls;
    const int sign = pos.side == WHITE ? 1 : -1;
    int advance = 0;
    for (Bitboard w = pos.white; w; w &= w - 1) advance += __builtin_ctzll(w) / 8;
    for (Bitboard b = pos.black; b; b &= b - 1) advance -= 7 - __builtin_ctzll(b) / 8;
    return sign * (10 * (popcount(pos.white) - popcount(pos.black)) + advance);
  }
};

std::vector<Opening> two_openings() {
  return parse_openings(
             "c3-d4 d6-c5 b2-c3 f6-g5\tCity game\tГородская партия\ts\n"
             "c3-d4 d6-c5 b2-c3 e7-d6\tOld game\tСтарая партия\ts\n")
      .value();
}

TEST(DraughtsBookTree, EveryOpeningPositionIsExpandedAndEachMoveWorthItsChildNegated) {
  CountingSearch search;
  book_tool::Tree tree({}, std::ref(search), {});
  tree.grow(two_openings(), 2);
  // The start, c3-d4, its d6-c5, b2-c3, then the two last positions, and two plies on from each.
  EXPECT_EQ(tree.expanded(), 4u + 2u + 4u);
  EXPECT_EQ(int(tree.leaves()), search.calls);
  const Book b = tree.book(7);
  EXPECT_EQ(b.entries.size(), tree.expanded());
  for (const BookEntry& e : b.entries) {
    EXPECT_TRUE(std::is_sorted(
        e.moves.begin(), e.moves.end(),
        [](const BookMove& x, const BookMove& y) { return book_order(x.move, y.move); }));
    int best = -BOOK_MAX_VALUE;
    for (const BookMove& m : e.moves) {
      EXPECT_EQ(m.value, -tree.value(play(e.pos, m.move)));
      best = std::max<int>(best, m.value);
    }
    EXPECT_EQ(tree.value(e.pos), best);
  }
  EXPECT_FALSE(book_moves(b, start_position()).empty());
}

TEST(DraughtsBookTree, AResumedBuildSearchesNothingAgainAndGivesTheSameBook) {
  CountingSearch first;
  std::map<Position, int, book_tool::ByBookOrder> saved;
  book_tool::Tree tree({}, std::ref(first), [&](const Position& pos, int v) { saved[pos] = v; });
  tree.grow(two_openings(), 3);
  CountingSearch second;
  book_tool::Tree again(saved, std::ref(second), {});
  again.grow(two_openings(), 3);
  EXPECT_EQ(second.calls, 0);
  EXPECT_EQ(again.book(7), tree.book(7));
}

// The book file.

Book small_book() {
  CountingSearch search;
  book_tool::Tree tree({}, std::ref(search), {});
  tree.grow(two_openings(), 1);
  return tree.book(9);
}

TEST(DraughtsBookFile, ABookWritesBackTheSameFile) {
  const Book b = small_book();
  const auto bytes = encode_book(b);
  std::string error;
  const auto read = decode_book(bytes, &error);
  ASSERT_TRUE(read) << error;
  EXPECT_EQ(*read, b);
  EXPECT_EQ(encode_book(*read), bytes);
}

TEST(DraughtsBookFile, ATruncatedOrAlteredFileIsRefusedWithItsReason) {
  const auto bytes = encode_book(small_book());
  std::string error;
  EXPECT_FALSE(decode_book(std::span(bytes).first(bytes.size() - 1), &error));
  EXPECT_TRUE(error.starts_with("opening book: the payload has")) << error;
  auto altered = bytes;
  altered[40] ^= 1;
  EXPECT_FALSE(decode_book(altered, &error));
  EXPECT_EQ(error, "opening book: the payload's hash does not match (corrupt)");
  EXPECT_FALSE(decode_book(std::span(bytes).first(10), &error));
  EXPECT_EQ(error, "opening book: the file is shorter than its header");
}

// A payload rewritten behind a valid header reaches the entries' own checks.
std::string refusal_of(Book b) {
  const auto bytes = encode_book(b);
  std::string error;
  EXPECT_FALSE(decode_book(bytes, &error));
  return error;
}

TEST(DraughtsBookFile, AnIllegalMoveAPositionOffTheBoardOrOutOfOrderIsRefused) {
  Book b = small_book();
  b.entries[0].moves[0].move.to = b.entries[0].moves[0].move.from;
  EXPECT_EQ(refusal_of(b), "opening book: entry 0: a move is not legal in its position");
  b = small_book();
  b.entries[0].pos.black |= b.entries[0].pos.white & -b.entries[0].pos.white;
  EXPECT_EQ(refusal_of(b), "opening book: entry 0: both sides have a piece on one square");
  b = small_book();
  std::swap(b.entries[0], b.entries[1]);
  EXPECT_EQ(refusal_of(b), "opening book: entry 1: the positions are not in increasing order");
  b = small_book();
  b.entries[1].moves[0].value = BOOK_MAX_VALUE + 1;
  EXPECT_EQ(refusal_of(b), "opening book: entry 1: a value beyond ±30 men");
}

// The committed book.

TEST(DraughtsBook, TheCompiledInBookHoldsEveryStandardOpeningsPositions) {
  std::string error;
  ASSERT_TRUE(decode_book(builtin_book_file(), &error)) << error;
  EXPECT_GT(book().depth, 0);
  for (const Opening& o : standard_openings()) {
    Position pos = start_position();
    for (const Move& m : o.moves) {
      const std::vector<BookMove> moves = book_moves(book(), pos);
      ASSERT_FALSE(moves.empty()) << o.en << ": " << to_fen(pos);
      EXPECT_TRUE(
          std::any_of(moves.begin(), moves.end(), [&](const BookMove& b) { return b.move == m; }));
      pos = play(pos, m);
    }
    EXPECT_FALSE(book_moves(book(), o.tabiya).empty()) << o.en;
  }
}

// Where a book move leads out of the book, its value is the tool's search of the position it leads
// to: the same search made again (level 5 to the book's depth, a fresh 16 MB table, no book,
// counters zero) gives the same value, negated.
TEST(DraughtsBook, AMoveLeavingTheBookIsWorthTheSearchOfItsPosition) {
  Engine engine(16);
  Request request = level5(0);
  request.max_nodes = 0;
  request.max_depth = book().depth;
  int checked = 0;
  const std::size_t step = std::max<std::size_t>(1, book().entries.size() / 6);
  for (std::size_t i = 0; i < book().entries.size(); i += step) {
    const BookEntry& e = book().entries[i];
    for (const BookMove& m : book_moves(book(), e.pos)) {
      const Position child = book_tool::book_key(play(e.pos, m.move));
      if (!book_moves(book(), child).empty()) continue;
      engine.clear();
      const double searched = engine.choose(child, request).thinking.score;
      EXPECT_EQ(m.value, -int(std::lround(searched * 100)))
          << "entry " << i << " " << to_fen(e.pos);
      ++checked;
      break;
    }
  }
  EXPECT_GE(checked, 4);
}

// Level 5, the hints and the match.

TEST(DraughtsBookPlay, Level5PlaysTheBooksBestMoveAtOnceAtTheStart) {
  Engine engine(1);
  const Decision d = engine.choose(start_position(), level5(1));
  EXPECT_TRUE(d.thinking.book);
  EXPECT_EQ(d.thinking.nodes, 0u);
  const std::vector<BookMove> moves = book_moves(book(), start_position());
  EXPECT_EQ(d.move, moves[0].move);
  EXPECT_EQ(d.thinking.score, moves[0].value / 100.0);
  ASSERT_GT(d.thinking.pv.size(), 1u);
  Position line = start_position();
  for (const Move& m : d.thinking.pv) {
    ASSERT_EQ(m, book_moves(book(), line)[0].move);
    line = play(line, m);
  }
  EXPECT_TRUE(book_moves(book(), line).empty()) << "the line ends where the book does";
}

TEST(DraughtsBookPlay, TheBookIsOnUnlessTheOptionTurnsItOffAndOnlyLevel5UsesIt) {
  Engine engine(1);
  Request unset = level5(1);
  unset.options = {};
  EXPECT_TRUE(engine.choose(start_position(), unset).thinking.book);
  const Decision searched = engine.choose(start_position(), level5(0));
  EXPECT_FALSE(searched.thinking.book);
  EXPECT_GT(searched.thinking.nodes, 0u);
  Request level4 = level5(1);
  level4.level = ply::testing::level(Engine::LADDER, "classic");
  EXPECT_FALSE(engine.choose(start_position(), level4).thinking.book);
}

TEST(DraughtsBookPlay, TheHintsGiveEveryBookMoveItsBookValue) {
  Engine engine(1);
  const Analysis<Move> a = engine.analyse(start_position(), level5(1));
  const std::vector<BookMove> moves = book_moves(book(), start_position());
  ASSERT_EQ(a.moves.size(), moves.size());
  for (const auto& v : a.moves) {
    EXPECT_TRUE(v.book);
    const auto in_book = std::find_if(moves.begin(), moves.end(),
                                      [&](const BookMove& m) { return m.move == v.move; });
    ASSERT_NE(in_book, moves.end());
    EXPECT_EQ(v.value, in_book->value / 100.0);
  }
  EXPECT_EQ(a.moves[0].value, moves[0].value / 100.0);
  EXPECT_EQ(a.nodes, 0u);
}

TEST(DraughtsBookPlay, AMatchPlaysWithoutTheBookUnlessASideAsksForIt) {
  const char* argv[] = {"ply", "match", "draughts",   "--a",   "max",
                        "--b", "max",   "--b-option", "book=1"};
  const cli::Args args = cli::parse_args(int(std::size(argv)), const_cast<char**>(argv), 3);
  cli::MatchPlayer<Traits> a, b;
  cli::read_player<Traits>(args, "a", LEVEL_TOP, a);
  cli::read_player<Traits>(args, "b", LEVEL_TOP, b);
  EXPECT_EQ(a.request.options.get(BOOK.name), 0.0);
  EXPECT_FALSE(a.engine.choose(start_position(), a.request).thinking.book);
  EXPECT_TRUE(b.engine.choose(start_position(), b.request).thinking.book);
}

}  // namespace
}  // namespace ply::draughts
