#include "gomoku/selfplay_rules.h"

#include <algorithm>
#include <cmath>
#include <memory>
#include <utility>

#include "gomoku/notation.h"
#include "gomoku/pattern_board.h"
#include "gomoku/pattern_game.h"
#include "gomoku/quiet.h"
#include "selfplay.h"

namespace ply::cli::gomoku_selfplay {

using namespace ply::gomoku;

namespace {

// The opening: 3 to 5 stones at random on the 5x5 cells around the centre (Black's and White's in
// turn), so that either side may be to move and neither starts far ahead.
constexpr int OPENING_MIN = 3, OPENING_MAX = 5, OPENING_RADIUS = 2;
// The moves the ordering likes best that a varied move is one of.
constexpr int RANDOM_CHOICES = 3;

}  // namespace

Rules::Rules(const Args& args) {
  size = int(args.integer("size", 15, 9, MAX_SIZE));
  if (args.has("rule")) {
    const auto pos = parse_position("15 " + args.text("rule") + ":", nullptr);
    if (!pos)
      fail("selfplay: --rule must be freestyle, standard or renju, not '" +
           excerpt(args.text("rule")) + "'");
    rule = pos->rule;
  }
}

std::string Rules::header() const {
  return "size " + std::to_string(size) + " rule " + std::string(rule_name(rule));
}

Position Rules::opening(u64, Rng& rng, gomoku::Engine&) const {
  Position pos = empty_board(size, rule);
  const int stones = OPENING_MIN + int(rng.below(OPENING_MAX - OPENING_MIN + 1));
  const int centre = size / 2, side = 2 * OPENING_RADIUS + 1;
  while (pos.count < stones) {
    const Cell c = pos.cell(centre - OPENING_RADIUS + int(rng.below(u32(side))),
                            centre - OPENING_RADIUS + int(rng.below(u32(side))));
    if (pos.cells[c] == EMPTY && !makes_five(pos, c, pos.to_move())) pos = play(pos, c);
  }
  return pos;
}

std::optional<Rules::Sample> Rules::sample(const Position& pos,
                                           const ply::Thinking<Cell>& t) const {
  if (!is_quiet(pos)) return std::nullopt;
  std::string score;
  if (t.exact) {
    const int plies = int(WIN_SCORE - std::abs(t.score) + 0.5);
    score = proven_label(t.score > 0, plies);
  } else {
    score = std::to_string(std::lround(t.score * 100));
  }
  return Sample{score, pos.to_move() == BLACK ? 0 : 1, position_text(pos)};
}

// One of the RANDOM_CHOICES moves the ordering values most, where no five is to make or stop.
Cell Rules::vary(const Position& pos, Cell searched, Rng& rng) const {
  const auto board = std::make_unique<PatternBoard>(pos);
  if (board->has_five_point(BLACK) || board->has_five_point(WHITE) || rng.below(2)) return searched;
  std::vector<std::pair<int, Cell>> ranked;
  board->for_each_move(pos.to_move(), [&](Cell c) {
    ranked.push_back({-move_value(*board, c, pos.to_move()), c});
  });
  std::sort(ranked.begin(), ranked.end());
  const u32 choices = u32(std::min<std::size_t>(RANDOM_CHOICES, ranked.size()));
  return choices ? ranked[rng.below(choices)].second : searched;
}

std::string Rules::game_text(u64 index, const std::vector<Sample>& samples, int winner,
                             const Position& last) const {
  // winner: the last stone's side, which made five; -1 where the board filled (a draw).
  std::string text;
  for (const Sample& s : samples)
    text += s.score + "\t" + result_label(winner, s.side) + "\t" + s.position + "\n";
  text += "# game " + std::to_string(index) + " " + result_label(winner, 0) + " " +
          position_text(last) + "\n";
  return text;
}

int command(const Args& args) { return selfplay_command<Traits, Rules>(args); }

}  // namespace ply::cli::gomoku_selfplay
