// `ply levels <game>`: the game's ladder (core/ladder.h), a line a level (with --errors, how often
// each level errs). `ply ladder <game>`: its
// Elo measured, each level against the next ones in paired games from balanced openings (match.h),
// every result fitted at once (ratings.h) on a scale whose zero is the random mover. Written once
// for every game.
#pragma once

#include <algorithm>
#include <cstdio>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

#include "args.h"
#include "commands.h"
#include "match.h"
#include "ratings.h"

namespace ply::cli {

// `ply levels <game> --errors <n>`: each level's moves in n positions of play (the balanced
// openings, each taken on by the ladder's middle level a few moves), every move of each position
// valued `--depth` plies deep as the skill levels value them; per level, the mean loss against the
// best move and the share of moves losing more than the game's MISTAKE.
template <GameTraits T>
void print_level_errors(const Args& args) {
  using Engine = typename T::Engine;
  const auto ladder = Engine::LADDER;
  const i64 count = args.integer("errors", 100, 1, 10000);
  const int depth = int(args.integer("depth", 4, 1, 20));
  const auto start = position_option<T>(args);
  const auto openings = balanced_openings<T>(std::size_t(count), start);
  std::vector<typename T::Position> positions;
  Engine engine(16);
  for (std::size_t i = 0; i < openings.size(); ++i) {
    std::vector<typename T::Position> history{openings[i]};
    Request walk;
    walk.level = int(ladder.size() / 2);
    walk.seed = i + 1;
    walk.max_nodes = 20000;
    for (std::size_t ply = 0; ply < i % 16 && !T::outcome(history).over; ++ply)
      history.push_back(T::play(history.back(), computer_move<T>(engine, history, walk).move));
    if (!T::outcome(history).over) positions.push_back(history.back());
  }
  std::vector<Analysis<typename T::Move>> yardstick;
  for (const auto& pos : positions) yardstick.push_back(engine.value_moves(pos, depth, {}));
  std::printf("level name mean-loss share-over-%g (%zu positions, valued %d plies deep)\n",
              Engine::MISTAKE, positions.size(), depth);
  for (std::size_t level = 1; level <= ladder.size(); ++level) {
    double loss = 0, mistakes = 0, moves = 0;
    for (std::size_t i = 0; i < positions.size(); ++i) {
      const auto& values = yardstick[i].moves;
      if (values.empty()) continue;
      Request request;
      request.level = int(level);
      request.seed = i + 1;
      request.time_ms = level == ladder.size() ? 1000 : 0;
      engine.clear();
      const typename T::Position history[] = {positions[i]};
      const auto move = computer_move<T>(engine, history, request).move;
      for (const auto& v : values)
        if (v.move == move) {
          const double lost = std::max(0.0, values[0].value - v.value);
          loss += lost;
          mistakes += lost > Engine::MISTAKE;
          moves += 1;
        }
    }
    std::printf("%zu %s %.2f %.1f%%\n", level, std::string(ladder[level - 1].name).c_str(),
                moves ? loss / moves : 0.0, moves ? 100 * mistakes / moves : 0.0);
  }
}

template <GameTraits T>
int levels_command(const Args& args) {
  allow_only(args, {"variant", "position", "seed", "errors", "depth"});
  expect_positionals(args, "ply levels " + std::string(T::NAME), 0);
  if (args.has("errors")) {
    print_level_errors<T>(args);
    return EXIT_OK;
  }
  const auto ladder = T::Engine::LADDER;
  for (std::size_t i = 0; i < ladder.size(); ++i)
    std::printf("%zu %s %s\n", i + 1, std::string(ladder[i].name).c_str(),
                elo_measured(ladder, i) ? std::to_string(ladder[i].elo).c_str() : "unmeasured");
  return EXIT_OK;
}

// The page's budget of a move at `level`: the top rung thinks for `top_ms`; below it a level's own
// depth or node budget bounds its search, and the time only caps a runaway one.
constexpr i64 LADDER_CAP_MS = 10000;

// A pairing's line in the results file: "<level a> <level b> <a's wins> <draws> <a's losses>".
inline std::vector<Pairing> read_pairings(const std::string& path, std::size_t levels) {
  std::vector<Pairing> pairings;
  std::ifstream in(path);
  std::string line;
  for (int number = 1; std::getline(in, line); ++number) {
    if (line.empty() || line[0] == '#') continue;
    std::istringstream words(line);
    Pairing p;
    if (!(words >> p.a >> p.b >> p.wins >> p.draws >> p.losses) || p.a < 1 || p.b < 1 ||
        p.a > levels || p.b > levels || p.a == p.b)
      fail("ladder: " + excerpt(path) + " line " + std::to_string(number) +
           " is not '<level> <level> <wins> <draws> <losses>' of this ladder: '" + excerpt(line) +
           "'");
    --p.a, --p.b;
    pairings.push_back(p);
  }
  return pairings;
}

// `ply ladder <game> --results <file>`: plays the pairings the file lacks (each level against the
// next --reach levels, --games openings each played with both colours), appending each as it
// ends, so a run stopped resumes; then prints every level's Elo with its 95% margin.
template <GameTraits T>
int ladder_command(const Args& args) {
  std::vector<std::string> flags = {"results", "games",    "reach",   "time-ms", "from",
                                    "to",      "position", "variant", "seed"};
  add_data_flags<T>(flags);
  allow_only(args, flags);
  load_game_data<T>(args);
  expect_positionals(args, "ply ladder " + std::string(T::NAME) + " --results <file>", 0);
  if (!args.has("results"))
    fail("ladder: --results <file> is required (it keeps every game's result)");
  const auto ladder = T::Engine::LADDER;
  const std::size_t levels = ladder.size();
  const std::string path = args.text("results");
  const i64 pairs = args.integer("games", 50, 1, 5000);
  const i64 reach = args.integer("reach", 1, 1, i64(levels) - 1);
  const i64 top_ms = args.integer("time-ms", 2000, 1, 3600 * 1000);
  const int from = read_level(args, ladder, "from", 1),
            to = read_level(args, ladder, "to", int(levels));
  const auto start = position_option<T>(args);

  std::vector<Pairing> pairings = read_pairings(path, levels);
  const auto played = [&](std::size_t a, std::size_t b) {
    for (const Pairing& p : pairings)
      if ((p.a == a && p.b == b) || (p.a == b && p.b == a)) return true;
    return false;
  };
  const auto openings = balanced_openings<T>(std::size_t(pairs), start);
  for (int low = from; low < to; ++low)
    for (int high = low + 1; high <= std::min(to, low + int(reach)); ++high) {
      if (played(std::size_t(high - 1), std::size_t(low - 1))) continue;
      MatchPlayer<T> a, b;
      for (const auto& [player, level] : {std::pair{&a, high}, std::pair{&b, low}}) {
        player->request.level = level;
        player->request.time_ms = level == int(levels) ? top_ms : LADDER_CAP_MS;
        (void)set_option(options_of<T>(), player->request.options, "book", 1);
        player->engine.prepare();
      }
      Pairing p{std::size_t(high - 1), std::size_t(low - 1)};
      for (std::size_t i = 0; i < openings.size(); ++i)
        for (int a_first = 1; a_first >= 0; --a_first) {
          MatchPlayer<T>* players[2] = {&a, &b};
          if (!a_first) std::swap(players[0], players[1]);
          const double first = play_game<T>(openings[i], players, 2 * i + u64(a_first));
          const double result = a_first ? first : 1 - first;
          (result > 0.5 ? p.wins : result < 0.5 ? p.losses : p.draws) += 1;
          std::fprintf(stderr, "\rlevel %d vs %d: opening %zu/%zu +%g =%g -%g", high, low, i + 1,
                       openings.size(), p.wins, p.draws, p.losses);
        }
      std::fprintf(stderr, "\n");
      std::ofstream out(path, std::ios::app);
      out << high << ' ' << low << ' ' << p.wins << ' ' << p.draws << ' ' << p.losses << '\n';
      if (!out.flush()) fail("ladder: cannot write '" + excerpt(path) + "'");
      pairings.push_back(p);
    }

  // The levels up to the highest one measured: those above it are not on the scale yet.
  std::size_t measured = 0;
  for (const Pairing& p : pairings) measured = std::max({measured, p.a + 1, p.b + 1});
  const auto ratings = fit_ratings(measured, pairings);
  if (!ratings) {
    std::printf("the results do not join every level to level 1 yet\n");
    return EXIT_INCOMPLETE;
  }
  for (std::size_t i = 0; i < levels; ++i) {
    if (i >= measured) {
      std::printf("%zu %s unmeasured\n", i + 1, std::string(ladder[i].name).c_str());
      continue;
    }
    std::printf("%zu %s %.0f +-%.0f games %.0f\n", i + 1, std::string(ladder[i].name).c_str(),
                (*ratings)[i].elo, (*ratings)[i].margin, (*ratings)[i].games);
  }
  return EXIT_OK;
}

}  // namespace ply::cli
