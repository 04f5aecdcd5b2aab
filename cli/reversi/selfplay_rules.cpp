#include "reversi/selfplay_rules.h"

#include <algorithm>
#include <charconv>
#include <cmath>

#include "core/data_file.h"
#include "core/player.h"
#include "player_io.h"
#include "reversi/data_files.h"
#include "reversi/endgame/solve.h"
#include "reversi/engine.h"
#include "reversi/level5_eval.h"

namespace ply::cli::reversi_selfplay {

using namespace ply::reversi;
using fit::Chosen;

namespace {

constexpr double PROBCUT_SIGMAS = 1.5;  // level 5's (engine.cpp, PLAN_8X8)

}  // namespace

std::vector<std::vector<int>> opening_lines(std::size_t count) {
  std::vector<std::vector<int>> lines;
  std::set<std::pair<Bitboard, Bitboard>> seen;
  std::vector<int> line;
  const auto collect = [&](const auto& self, const Position& pos, int plies) -> void {
    if (plies == 0) {
      if (seen.insert({pos.player, pos.opponent}).second) lines.push_back(line);
      return;
    }
    Reversi::MoveList moves;
    Reversi::generate_moves(pos, moves);
    for (const auto m : moves) {
      line.push_back(m);
      self(self, play(pos, m), plies - 1);
      line.pop_back();
    }
  };
  collect(collect, start_position(), Traits::OPENING_PLIES);
  TranspositionTable tt(4);
  std::vector<std::pair<double, std::size_t>> ranked;
  for (std::size_t i = 0; i < lines.size(); ++i) {
    Position pos = start_position();
    for (int m : lines[i]) pos = play(pos, m);
    Limits limits;
    limits.max_depth = Traits::OPENING_RANK_DEPTH;
    const auto d = search_decision<Reversi, StrongEval>(tt, pos, limits, {}, Levels::DISPLAY);
    ranked.push_back({std::abs(d.thinking.score), i});
  }
  std::stable_sort(ranked.begin(), ranked.end());
  std::vector<std::vector<int>> out;
  for (std::size_t i = 0; i < count && i < ranked.size(); ++i)
    out.push_back(lines[ranked[i].second]);
  return out;
}

Rules::Rules()
    : weights_hash(data_hash(builtin_weights_file())), openings(opening_lines(OPENINGS)) {}

Rules::Rules(const Args& args) : Rules() {
  solve_empties = int(args.integer("solve-empties", solve_empties, 0, 60));
  weights_hash = played_data_hash<Traits>(args, "weights");
}

std::string Rules::first_line(const SelfplaySettings& settings) const {
  return fit::header_line({settings.seed, settings.nodes, solve_empties, weights_hash});
}

// Every line after the first is a game: "<index> <plies> = <result>".
std::optional<u64> Rules::game_end(std::string_view line) const {
  u64 index = 0;
  const char* end = line.data() + line.size();
  const auto [after, error] = std::from_chars(line.data(), end, index);
  if (error != std::errc() || after == end || *after != ' ') return std::nullopt;
  return index;
}

Rules::Game Rules::new_game(const SelfplaySettings& settings, u64 index, Rng& rng) const {
  Game game{index, settings.nodes, {}};
  // The plies that get a random move: 1 to random_moves_max of them, distinct.
  const int wanted = 1 + int(rng.below(u32(random_moves_max)));
  const int span = std::max(1, random_plies_max - Traits::OPENING_PLIES);
  while (int(game.random_plies.size()) < std::min(wanted, span))
    game.random_plies.insert(Traits::OPENING_PLIES + int(rng.below(u32(span))));
  return game;
}

Position Rules::opening(u64, Rng&, Traits::Engine&) const { return start_position(); }

ChosenMove<int, Rules::Sample> Rules::choose(std::span<const Position> history, int ply, Rng& rng,
                                             Game& game) const {
  const Position& pos = history.back();
  const std::vector<int>& line = openings[game.index % openings.size()];
  if (std::size_t(ply) < line.size())
    return {line[std::size_t(ply)], {line[std::size_t(ply)], Chosen::OPENING, 0}};
  if (must_pass(pos)) return {PASS, {PASS, Chosen::PASS, 0}};
  if (pos.empty_count() <= solve_empties) {
    const Solution s = solve(pos);
    return {s.move, {s.move, Chosen::EXACT, s.score}};
  }
  if (game.random_plies.count(ply)) {
    Reversi::MoveList moves;
    Reversi::generate_moves(pos, moves);
    const int move = moves[rng.below(u32(moves.size()))];
    return {move, {move, Chosen::RANDOM, 0}};
  }
  Limits limits;
  limits.max_nodes = game.nodes;
  limits.probcut_sigmas = PROBCUT_SIGMAS;
  const auto d = search_decision<Reversi, Level5Eval>(*game.tt, pos, limits, {}, Levels::DISPLAY);
  return {d.move, {d.move, Chosen::SEARCH, int(std::lround(100 * d.thinking.score))}};
}

std::string Rules::game_text(u64 index, const std::vector<Sample>& plies, int,
                             const Position& last) const {
  // Black's final disc difference: Black is to move after an even number of plies.
  const int mover_score = final_score(last);
  return fit::record_line({index, plies, plies.size() % 2 == 0 ? mover_score : -mover_score}) +
         "\n";
}

int command(const Args& args) { return selfplay_command<Traits, Rules>(args); }

}  // namespace ply::cli::reversi_selfplay
