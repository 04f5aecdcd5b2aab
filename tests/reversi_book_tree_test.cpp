// The opening book's tree while it is built (tools/reversi_book/tree.h): values negamaxed from the
// leaves, growth best-first within the margin, and the book written from it.
#include <gtest/gtest.h>

#include <algorithm>
#include <set>

#include "reversi_book/tree.h"

namespace ply::reversi::book {
namespace {

// The replies to the first move, each once, in the order of their squares.
std::vector<Key> replies() {
  std::vector<Key> out;
  for (const auto& [sq, child] : children(children(start_key())[0].second))
    if (std::find(out.begin(), out.end(), child) == out.end()) out.push_back(child);
  return out;
}

// The first move's position valued 0.5 discs, and the three replies these values (hundredths of a
// disc, for the side to move after each).
Tree valued_to_ply_two(int first, int second, int third) {
  Tree tree;
  tree.add(children(start_key())[0].second, 50);
  const int values[3] = {first, second, third};
  for (std::size_t i = 0; i < 3; ++i) tree.add(replies().at(i), values[i]);
  return tree;
}

TEST(ReversiBookTree, TheFourFirstMovesAreOnePositionAndItsRepliesThree) {
  const auto first = children(start_key());
  ASSERT_EQ(first.size(), 4u);
  for (const auto& [sq, key] : first) EXPECT_EQ(key, first[0].second) << sq;
  std::set<Key> replies;
  for (const auto& [sq, key] : children(first[0].second)) replies.insert(key);
  EXPECT_EQ(replies.size(), 3u);
}

TEST(ReversiBookTree, AnExpandedPositionIsWorthItsBestChildNegated) {
  Tree tree = valued_to_ply_two(-120, 300, 40);
  const Key first = children(start_key())[0].second;
  EXPECT_TRUE(tree.expanded(first));
  // The side to move after the first move takes the reply worst for the other side: -(-120).
  EXPECT_EQ(tree.value(first), 120);
  EXPECT_EQ(tree.value(start_key()), -120);
  // Unexpanded, a position keeps its own search's value.
  const Key reply = children(first)[0].second;
  EXPECT_FALSE(tree.expanded(reply));
  EXPECT_EQ(tree.value(reply), tree.valued.at(reply));
}

TEST(ReversiBookTree, GrowthFollowsOnlyMovesWithinTheMarginLeastLossFirst) {
  Tree tree = valued_to_ply_two(-120, 300, 40);
  Growth growth;
  // In discs: the best reply gives up nothing, the one worth 0.4 after it gives up 1.6, the one
  // worth 3 gives up 4.2.
  growth.margin = 2;
  EXPECT_EQ(tree.to_expand(growth), (std::vector<Key>{replies()[0], replies()[2]}));
  growth.margin = 5;
  EXPECT_EQ(tree.to_expand(growth), (std::vector<Key>{replies()[0], replies()[2], replies()[1]}));
  growth.plies = 2;
  EXPECT_TRUE(tree.to_expand(growth).empty())
      << "positions two plies from the start are not expanded at plies 2";
}

TEST(ReversiBookTree, TheBookHoldsEveryExpandedPositionWithItsMovesValues) {
  Tree tree = valued_to_ply_two(-120, 300, 40);
  const Book book = tree.book(7);
  EXPECT_EQ(book.depth, 7);
  ASSERT_EQ(book.entries.size(), 2u);  // the start and the position after the first move
  std::string error;
  ASSERT_TRUE(decode_book(encode_book(book), &error)) << error;
  const std::vector<BookMove> start = book_moves(book, start_position());
  ASSERT_EQ(start.size(), 4u);
  for (const BookMove& m : start) EXPECT_EQ(m.value, -120);
  const std::vector<BookMove> after = book_moves(book, play(start_position(), start[0].square));
  ASSERT_EQ(after.size(), 3u);
  EXPECT_EQ(after[0].value, 120);
}

}  // namespace
}  // namespace ply::reversi::book
