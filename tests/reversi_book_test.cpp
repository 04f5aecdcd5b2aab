// Level 5's opening book (reversi/book.h): the file compiled in, its reader, and level 5 and the
// hints using it.
#include <gtest/gtest.h>

#include <cmath>
#include <cstdio>

#include "core/data_file.h"
#include "ladder_test_util.h"
#include "match.h"
#include "reversi/book.h"
#include "reversi/data_files.h"
#include "reversi/engine.h"
#include "reversi/options.h"
#include "reversi/symmetry.h"
#include "reversi/traits.h"
#include "reversi/variant.h"

namespace ply::reversi {
namespace {

// A book move's value is its child's search to the book's depth where the child is a leaf, so a
// fresh search of the entry's position one ply deeper finds the same best value; where the book
// went on, its value is negamaxed from deeper leaves and may differ by what they saw. On the
// committed book (2,046 positions at depth 12), 12 of the 20 sampled entries agree exactly and the
// others within 3.1 discs.
constexpr double FRESH_SEARCH_MARGIN = 4;

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

TEST(ReversiBook, TheCompiledInBookDecodesAndHoldsTheStart) {
  std::string error;
  ASSERT_TRUE(decode_book(builtin_book_file(), &error)) << error;
  EXPECT_GT(book().depth, 0);
  EXPECT_FALSE(book_moves(book(), start_position()).empty());
}

TEST(ReversiBook, EveryBookMoveIsLegalInItsPosition) {
  ASSERT_FALSE(book().entries.empty());
  for (const BookEntry& e : book().entries) {
    const Position pos{e.player, e.opponent, true};
    for (const BookMove& m : e.moves)
      EXPECT_TRUE(legal_moves(pos) >> m.square & 1) << int(m.square);
    for (const BookMove& m : book_moves(book(), pos))
      EXPECT_TRUE(legal_moves(pos) >> m.square & 1) << int(m.square);
  }
}

TEST(ReversiBook, ItsValuesAgreeWithAFreshSearchOfItsDepth) {
  Engine engine(4);
  const std::size_t step = std::max<std::size_t>(1, book().entries.size() / 20);
  for (std::size_t i = 0; i < book().entries.size(); i += step) {
    const BookEntry& e = book().entries[i];
    const Position pos{e.player, e.opponent, true};
    Request request = level5(0);
    request.max_nodes = 0;
    request.max_depth = book().depth + 1;
    engine.clear();
    const double searched = engine.choose(pos, request).thinking.score;
    const double booked = book_moves(book(), pos)[0].value / 100.0;
    EXPECT_LE(std::abs(searched - booked), FRESH_SEARCH_MARGIN)
        << "entry " << i << ": book " << booked << ", search " << searched;
  }
}

TEST(ReversiBook, AMoveIsMappedBackThroughTheSymmetryOfItsBoard) {
  const Position pos = play(start_position(), 4 * 8 + 5);  // f5
  const std::vector<BookMove> moves = book_moves(book(), pos);
  ASSERT_FALSE(moves.empty());
  for (int s = 1; s < 8; ++s) {
    const Position image{symmetric(pos.player, s), symmetric(pos.opponent, s), pos.black_to_move};
    const std::vector<BookMove> mapped = book_moves(book(), image);
    ASSERT_EQ(mapped.size(), moves.size());
    EXPECT_EQ(mapped[0].value, moves[0].value);
    // Among equal values the lower square comes first, so compare as sets of (square, value).
    for (const BookMove& m : moves)
      EXPECT_NE(std::find(mapped.begin(), mapped.end(),
                          BookMove{std::uint8_t(symmetric_square(m.square, s)), m.value}),
                mapped.end())
          << "symmetry " << s << " square " << int(m.square);
  }
}

TEST(ReversiBook, MovesComeBestFirstAndEqualValuesInIncreasingSquares) {
  for (const BookEntry& e : book().entries) {
    const auto moves = book_moves(book(), Position{e.player, e.opponent, true});
    for (std::size_t i = 1; i < moves.size(); ++i) {
      EXPECT_GE(moves[i - 1].value, moves[i].value);
      if (moves[i - 1].value == moves[i].value) {
        EXPECT_LT(moves[i - 1].square, moves[i].square);
      }
    }
  }
}

TEST(ReversiBook, TheBookHoldsNoVariantsPosition) {
  Position anti = start_position();
  anti.anti = true;
  EXPECT_TRUE(book_moves(book(), anti).empty());
  Position hole = start_position();
  hole.blocked = bit(A1);
  EXPECT_TRUE(book_moves(book(), hole).empty());
}

// The reader.

std::string refusal(const std::vector<std::uint8_t>& bytes) {
  std::string error;
  EXPECT_FALSE(decode_book(bytes, &error));
  return error;
}

TEST(ReversiBookFile, ABookWritesBackTheSameFile) {
  const auto file = builtin_book_file();
  const std::vector<std::uint8_t> bytes(file.begin(), file.end());
  EXPECT_EQ(encode_book(*decode_book(bytes)), bytes);
}

TEST(ReversiBookFile, ATruncatedFileIsRefused) {
  const auto file = builtin_book_file();
  EXPECT_EQ(refusal({file.begin(), file.end() - 1}),
            "opening book: the payload has " + std::to_string(file.size() - 21) +
                " bytes, the header says " + std::to_string(file.size() - 20) + " (truncated?)");
  EXPECT_EQ(refusal({file.begin(), file.begin() + 10}),
            "opening book: the file is shorter than its header");
}

TEST(ReversiBookFile, AnAlteredFileIsRefusedForItsHash) {
  const auto file = builtin_book_file();
  std::vector<std::uint8_t> bytes(file.begin(), file.end());
  bytes[bytes.size() / 2] ^= 0x10;
  EXPECT_EQ(refusal(bytes), "opening book: the payload's hash does not match (corrupt)");
  bytes = {file.begin(), file.end()};
  bytes[4] = 9;
  EXPECT_EQ(refusal(bytes), "opening book: format version 9, expected 1");
  bytes[0] = 'X';
  EXPECT_EQ(refusal(bytes), "opening book: not a book file (no PLYB)");
}

// A book of the start alone (its least image), with these moves.
Book start_book(std::vector<BookMove> moves) {
  const Position start = start_position();
  const Canonical c = canonical(start.player, start.opponent);
  return {10, {{c.player, c.opponent, std::move(moves)}}};
}

TEST(ReversiBookFile, AnIllegalMoveIsRefused) {
  const Position start = start_position();
  const Canonical c = canonical(start.player, start.opponent);
  const int legal = first_square(legal_moves(c.player, c.opponent));
  EXPECT_TRUE(decode_book(encode_book(start_book({{std::uint8_t(legal), 0}}))));
  EXPECT_EQ(refusal(encode_book(start_book({{A1, 0}}))),
            "opening book: entry 0: a move is not legal in its position");
  EXPECT_EQ(refusal(encode_book(start_book({{std::uint8_t(legal), 0}, {std::uint8_t(legal), 0}}))),
            "opening book: entry 0: a position's moves are not in increasing squares");
  EXPECT_EQ(refusal(encode_book(start_book({{std::uint8_t(legal), 6401}}))),
            "opening book: entry 0: a value beyond ±64 discs");
  EXPECT_EQ(refusal(encode_book(start_book({}))), "opening book: entry 0: a position has no move");
}

TEST(ReversiBookFile, APositionNotInItsLeastImageOrOutOfOrderIsRefused) {
  const Position start = start_position();
  const Canonical c = canonical(start.player, start.opponent);
  for (int s = 0; s < 8; ++s) {
    const Bitboard p = symmetric(start.player, s), o = symmetric(start.opponent, s);
    if (p == c.player && o == c.opponent) continue;
    const Book book{10, {{p, o, {{std::uint8_t(first_square(legal_moves(p, o))), 0}}}}};
    EXPECT_EQ(refusal(encode_book(book)),
              "opening book: entry 0: a position is not stored as its least image");
    break;
  }
  Book twice = start_book({{std::uint8_t(first_square(legal_moves(c.player, c.opponent))), 0}});
  twice.entries.push_back(twice.entries[0]);
  EXPECT_EQ(refusal(encode_book(twice)),
            "opening book: entry 1: the positions are not in increasing order");
}

// The data file as the page loads it (the checks of every data file: data_files_test.cpp).

TEST(ReversiBook, TheFileLoadedIsTheBookLevel5PlaysFromAndARefusedOneChangesNothing) {
  const Book* before = opening_book();
  const auto file = builtin_book_file();
  std::string error;
  EXPECT_FALSE(load_book(std::vector<std::uint8_t>(file.begin(), file.end() - 1), &error));
  EXPECT_EQ(opening_book(), before);
  EXPECT_EQ(load_data_file("reversi", DATA_FILES, "book", file), "");
  EXPECT_EQ(*opening_book(), *before);
}

// Level 5 and the hints.

TEST(ReversiBookPlay, Level5PlaysTheBooksBestMoveAtOnceAtTheStart) {
  Engine engine(1);
  const Decision d = engine.choose(start_position(), level5(1));
  EXPECT_TRUE(d.thinking.book);
  EXPECT_EQ(d.thinking.nodes, 0u);
  const std::vector<BookMove> moves = book_moves(book(), start_position());
  EXPECT_EQ(d.move, moves[0].square);
  EXPECT_EQ(d.thinking.score, moves[0].value / 100.0);
  // The line is the book's best moves on from there, each legal in turn.
  ASSERT_GT(d.thinking.pv.size(), 1u);
  EXPECT_EQ(d.thinking.pv[0], d.move);
  Position line = start_position();
  for (const Reversi::Move m : d.thinking.pv) {
    ASSERT_TRUE(legal_moves(line) >> m & 1);
    EXPECT_EQ(int(m), int(book_moves(book(), line)[0].square));
    line = play(line, m);
  }
  EXPECT_TRUE(book_moves(book(), line).empty()) << "the line ends where the book does";
}

TEST(ReversiBookPlay, TheBookIsOnUnlessTheOptionTurnsItOff) {
  Engine engine(1);
  Request unset = level5(1);
  unset.options = {};
  EXPECT_TRUE(engine.choose(start_position(), unset).thinking.book);
  const Decision searched = engine.choose(start_position(), level5(0));
  EXPECT_FALSE(searched.thinking.book);
  EXPECT_GT(searched.thinking.nodes, 0u);
}

TEST(ReversiBookPlay, OnlyLevel5UsesTheBookAndOnlyInTheStandardGame) {
  Engine engine(1);
  Request level4 = level5(1);
  level4.level = ply::testing::level(Engine::LADDER, "classic");
  EXPECT_FALSE(engine.choose(start_position(), level4).thinking.book);
  for (const char* words : {"anti", "6x6"}) {
    const auto variant = parse_variant(words);
    ASSERT_TRUE(variant) << words;
    EXPECT_FALSE(engine.choose(start_position(*variant, 1), level5(1)).thinking.book) << words;
  }
}

TEST(ReversiBookPlay, TheHintsGiveEveryBookMoveItsBookValue) {
  Engine engine(1);
  Request request = level5(1);
  const Analysis<Reversi::Move> a = engine.analyse(start_position(), request);
  const std::vector<BookMove> moves = book_moves(book(), start_position());
  ASSERT_EQ(a.moves.size(), moves.size());
  for (std::size_t i = 0; i < moves.size(); ++i) {
    EXPECT_TRUE(a.moves[i].book);
    EXPECT_FALSE(a.moves[i].exact);
    EXPECT_EQ(a.moves[i].move, moves[i].square);
    EXPECT_EQ(a.moves[i].value, moves[i].value / 100.0);
    EXPECT_EQ(a.moves[i].pv[0], moves[i].square);
  }
  EXPECT_EQ(a.nodes, 0u);
  for (const auto& m : engine.analyse(start_position(), level5(0)).moves) EXPECT_FALSE(m.book);
}

TEST(ReversiBookPlay, AMatchPlaysWithoutTheBookUnlessASideAsksForIt) {
  const char* argv[] = {"ply", "match", "reversi",    "--a",   "max",
                        "--b", "max",   "--b-option", "book=1"};
  const cli::Args args = cli::parse_args(int(std::size(argv)), const_cast<char**>(argv), 3);
  cli::MatchPlayer<Traits> a, b;
  cli::read_player<Traits>(args, "a", LEVEL_TOP, a);
  cli::read_player<Traits>(args, "b", LEVEL_TOP, b);
  EXPECT_EQ(a.request.options.get(BOOK.name), 0.0);
  EXPECT_FALSE(a.engine.choose(start_position(), a.request).thinking.book);
  EXPECT_EQ(b.request.options.get(BOOK.name), 1.0);
  EXPECT_TRUE(b.engine.choose(start_position(), b.request).thinking.book);
}

}  // namespace
}  // namespace ply::reversi
