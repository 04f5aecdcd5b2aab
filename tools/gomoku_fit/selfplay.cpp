#include "selfplay.h"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <memory>
#include <vector>

#include "core/rng.h"
#include "fit/samples.h"
#include "fit/selfplay_file.h"
#include "gomoku/engine.h"
#include "gomoku/notation.h"
#include "gomoku/pattern_board.h"
#include "gomoku/pattern_game.h"
#include "quiet.h"

namespace ply::gomoku::fit {

namespace {

// The opening: 3 to 5 stones at random on the 5x5 cells around the centre (Black's and White's in
// turn), so that either side may be to move and neither starts far ahead.
constexpr int OPENING_MIN = 3, OPENING_MAX = 5, OPENING_RADIUS = 2;
// For the first plies after the opening a move is, half the time, one of the few the move ordering
// likes best instead of the search's: the games part ways early and stay plausible.
constexpr int RANDOM_PLIES = 6, RANDOM_CHOICES = 3;

u64 game_seed(u64 seed, u64 index) {
  Rng rng(seed ^ (index * 0x9e3779b97f4a7c15ULL));
  return rng.next();
}

std::string header(const SelfplayOptions& o) {
  return "# ply-fit-gomoku selfplay seed " + std::to_string(o.seed) + " nodes " +
         std::to_string(o.nodes) + " size " + std::to_string(o.size) + " rule " +
         std::string(rule_name(o.rule));
}

Position random_opening(const SelfplayOptions& o, Rng& rng) {
  Position pos = empty_board(o.size, o.rule);
  const int stones = OPENING_MIN + int(rng.below(OPENING_MAX - OPENING_MIN + 1));
  const int centre = o.size / 2, side = 2 * OPENING_RADIUS + 1;
  while (pos.count < stones) {
    const Cell c = pos.cell(centre - OPENING_RADIUS + int(rng.below(u32(side))),
                            centre - OPENING_RADIUS + int(rng.below(u32(side))));
    if (pos.cells[c] == EMPTY && !makes_five(pos, c, pos.to_move())) pos = play(pos, c);
  }
  return pos;
}

std::string score_text(const Thinking& t) {
  if (t.exact) {
    const int plies = int(WIN_SCORE - std::abs(t.score) + 0.5);
    return ply::fit::proven_label(t.score > 0, plies);
  }
  return std::to_string(std::lround(t.score * 100));
}

// One of the RANDOM_CHOICES moves the ordering values most, where no five is to make or stop.
Cell varied_move(const Position& pos, Cell searched, Rng& rng) {
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

struct Labelled {
  std::string score;
  Stone to_move;
  std::string position;
};

std::string play_game(const SelfplayOptions& o, u64 index, Engine& engine) {
  Rng rng(game_seed(o.seed, index));
  Position pos = random_opening(o, rng);
  const int opening = pos.count;
  std::vector<Labelled> positions;
  engine.clear();
  Request request;
  request.level = LEVEL_MAX;
  request.max_nodes = o.nodes;
  request.threads = 1;
  while (!pos.over()) {
    const Decision d = engine.choose(pos, request);
    if (is_quiet(pos))
      positions.push_back({score_text(d.thinking), pos.to_move(), position_text(pos)});
    const Cell move = pos.count < opening + RANDOM_PLIES ? varied_move(pos, d.move, rng) : d.move;
    pos = play(pos, move);
  }
  // The last stone's side made five, or the board filled: a draw.
  const Stone winner = pos.five ? opponent(pos.to_move()) : EMPTY;
  const auto result = [&](Stone side) {
    return winner == EMPTY ? "0.5" : winner == side ? "1" : "0";
  };
  std::string text;
  for (const Labelled& l : positions)
    text += l.score + "\t" + result(l.to_move) + "\t" + l.position + "\n";
  text += "# game " + std::to_string(index) + " " + result(BLACK) + " " + position_text(pos) + "\n";
  return text;
}

}  // namespace

int selfplay(const SelfplayOptions& o, const std::string& path) {
  Engine engine;
  return ply::fit::append_games(path, header(o), o.games,
                                [&](u64 index) { return play_game(o, index, engine); });
}

}  // namespace ply::gomoku::fit
