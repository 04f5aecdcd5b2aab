#include "games.h"

#include <algorithm>
#include <atomic>
#include <chrono>
#include <cstdio>
#include <fstream>
#include <map>
#include <mutex>
#include <set>
#include <thread>

#include "core/player.h"
#include "core/rng.h"
#include "reversi/endgame/solve.h"
#include "reversi/engine.h"
#include "reversi/level5_eval.h"
#include "reversi/traits.h"

namespace ply::reversi::fit {

namespace {

constexpr double PROBCUT_SIGMAS = 1.5;  // level 5's (engine.cpp, PLAN_8X8)

u64 game_seed(u64 seed, u64 index) {
  Rng rng(seed ^ (index * 0x9e3779b97f4a7c15ULL));
  return rng.next();
}

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

GameRecord play_game(u64 index, const GamesOptions& options,
                     const std::vector<std::vector<int>>& openings) {
  Rng rng(game_seed(options.header.seed, index));
  GameRecord game;
  game.index = index;
  Position pos = start_position();
  bool black = true;
  const auto add = [&](int move, Chosen chosen, int score) {
    game.plies.push_back({move, chosen, score});
    pos = play(pos, move);
    black = !black;
  };
  for (int m : openings[index % openings.size()]) add(m, Chosen::OPENING, 0);

  // The plies that get a random move: 1 to random_moves_max of them, distinct.
  std::set<int> random_plies;
  const int wanted = 1 + int(rng.below(u32(options.random_moves_max)));
  const int span = std::max(1, options.random_plies_max - Traits::OPENING_PLIES);
  while (int(random_plies.size()) < std::min(wanted, span))
    random_plies.insert(Traits::OPENING_PLIES + int(rng.below(u32(span))));

  TranspositionTable tt(8);
  Limits limits;
  limits.max_nodes = options.header.nodes;
  limits.probcut_sigmas = PROBCUT_SIGMAS;
  while (!is_over(pos)) {
    const int ply = int(game.plies.size());
    if (must_pass(pos)) {
      add(PASS, Chosen::PASS, 0);
      continue;
    }
    if (pos.empty_count() <= options.header.solve_empties) {
      const Solution s = solve(pos);
      add(s.move, Chosen::EXACT, s.score);
      continue;
    }
    if (random_plies.count(ply)) {
      Reversi::MoveList moves;
      Reversi::generate_moves(pos, moves);
      add(moves[rng.below(u32(moves.size()))], Chosen::RANDOM, 0);
      continue;
    }
    const auto d = search_decision<Reversi, Level5Eval>(tt, pos, limits, {}, Levels::DISPLAY);
    add(d.move, Chosen::SEARCH, int(std::lround(100 * d.thinking.score)));
  }
  const int mover_score = final_score(pos);
  game.result = black ? mover_score : -mover_score;
  return game;
}

bool generate_games(const std::string& path, const GamesOptions& options, std::string* error) {
  const std::string header = header_line(options.header);
  u64 done = 0;
  std::string kept = header + "\n";
  if (std::ifstream in(path); in) {
    std::string line;
    if (!std::getline(in, line) || line != header) {
      *error = path + ": made with other settings (its header is not \"" + header +
               "\"); remove it or choose another file";
      return false;
    }
    // Complete lines only: a line cut by a stopped run is played again.
    std::string text((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
    std::size_t start = 0;
    for (std::size_t end; (end = text.find('\n', start)) != std::string::npos; start = end + 1) {
      const std::string_view l(text.data() + start, end - start);
      std::string why;
      const auto game = parse_record(l, &why);
      if (!game || game->index != done) {
        *error = path + ": game " + std::to_string(done) + ": " + (game ? "out of order" : why);
        return false;
      }
      kept.append(l).push_back('\n');
      ++done;
    }
  }
  {
    std::ofstream out(path, std::ios::binary | std::ios::trunc);
    out << kept;
    if (!out) {
      *error = "cannot write " + path;
      return false;
    }
  }
  if (done >= u64(options.games)) return true;
  const auto openings = opening_lines(std::size_t(options.openings));
  std::FILE* out = std::fopen(path.c_str(), "ab");
  if (!out) {
    *error = "cannot append to " + path;
    return false;
  }

  // Workers take the next index; lines are written in index order as they complete.
  std::atomic<u64> next{done};
  std::mutex mutex;
  std::map<u64, std::string> finished;
  u64 written = done;
  const auto start = std::chrono::steady_clock::now();
  const auto work = [&] {
    for (u64 i; (i = next++) < u64(options.games);) {
      std::string line = record_line(play_game(i, options, openings)) + "\n";
      std::lock_guard lock(mutex);
      finished.emplace(i, std::move(line));
      for (auto it = finished.begin(); it != finished.end() && it->first == written;
           it = finished.erase(it)) {
        std::fputs(it->second.c_str(), out);
        if (++written % 500 == 0) {
          std::fflush(out);
          const double s =
              std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
          std::fprintf(stderr, "games: %llu of %d, %.1f games/s\n",
                       static_cast<unsigned long long>(written), options.games,
                       double(written - done) / s);
        }
      }
    }
  };
  std::vector<std::thread> threads;
  for (int t = 1; t < options.threads; ++t) threads.emplace_back(work);
  work();
  for (auto& t : threads) t.join();
  const bool ok = std::fclose(out) == 0;
  if (!ok) *error = "cannot write " + path;
  return ok;
}

}  // namespace ply::reversi::fit
