// ply-reversi-accuracy: the accuracy yardstick's positions (cli/reversi/accuracy_positions.h), each
// with every legal move's exact value from Ply's own solver:
//
//   ply-reversi-accuracy --out <file> [--positions <n>] [--seed <n>] [--nodes <n>] [--empties
//   <list>]
//                        [--weights <file>]
//
// Game i is the fitting's self-play game i (`ply selfplay reversi`, cli/reversi/selfplay_rules.h:
// level 5 at --nodes a move on the --weights, by default those compiled in, from the most balanced
// openings, one or two random moves early, the solver's from 14 empties); its position at empties[i
// % size] is kept when the side to move has two moves or more and no earlier line holds it. Every
// move is then played and the position after it solved (a pass included): its value is the negated
// score. One thread; a rerun with the same settings appends to the file until it holds --positions
// (a torn last line is made again).
#include <chrono>
#include <cstdio>
#include <ctime>
#include <fstream>
#include <iterator>
#include <set>
#include <sstream>
#include <string>

#include "reversi/accuracy_positions.h"
#include "reversi/endgame/solve.h"
#include "reversi/selfplay_rules.h"
#include "reversi_weights.h"
#include "tool_options.h"

using namespace ply;
using namespace ply::reversi;

namespace {

struct Settings {
  std::string out;
  int positions = 500;
  u64 seed = 1;
  u64 nodes = 10000;
  std::vector<int> empties{20, 21, 22, 23, 24, 25, 26};
  std::string weights;  // the file level 5 plays the games with; "" for the weights compiled in
  u64 weights_hash = 0;
};

[[noreturn]] void usage(const std::string& why) {
  std::fprintf(
      stderr,
      "ply-reversi-accuracy: %s\n"
      "usage: ply-reversi-accuracy --out <file> [--positions <n>] [--seed <n>] [--nodes <n>]\n"
      "                            [--empties <e,e,...>]  (empties counts, game i takes the (i mod "
      "n)th)\n"
      "                            [--weights <file>]  (level 5's weights for the games)\n",
      why.c_str());
  std::exit(2);
}

std::string empties_text(const std::vector<int>& empties) {
  std::string text;
  for (int e : empties) text += (text.empty() ? "" : ",") + std::to_string(e);
  return text;
}

// The line a file made with other settings would not have: a rerun resumes only the same recipe.
std::string settings_line(const Settings& s) {
  return "# ply-reversi-accuracy 1 seed=" + std::to_string(s.seed) +
         " nodes=" + std::to_string(s.nodes) + " empties=" + empties_text(s.empties) +
         " weights=" + hex_hash(s.weights_hash);
}

Settings read_settings(int argc, char** argv) {
  // name_values reads from argv[2]: the tool has no subcommand, so argv[0] stands in for one.
  const auto args = tools::name_values(argc + 1, argv - 1, usage);
  Settings s;
  for (const auto& [name, value] : args) {
    try {
      if (name == "out")
        s.out = value;
      else if (name == "positions")
        s.positions = std::stoi(value);
      else if (name == "seed")
        s.seed = std::stoull(value);
      else if (name == "nodes")
        s.nodes = std::stoull(value);
      else if (name == "weights")
        s.weights = value;
      else if (name == "empties") {
        s.empties.clear();
        std::stringstream list(value);
        for (std::string e; std::getline(list, e, ',');) s.empties.push_back(std::stoi(e));
      } else
        usage("unknown option --" + name);
    } catch (const std::exception&) {
      usage("bad value '" + value + "' for --" + name);
    }
  }
  if (s.out.empty()) usage("--out is required");
  for (int e : s.empties)
    if (e < 1 || e > 40) usage("--empties: " + std::to_string(e) + " is not in 1..40");
  if (s.empties.empty() || s.positions < 1 || s.nodes < 1)
    usage("--positions, --nodes and --empties must be positive");
  if (s.weights.empty()) {
    s.weights_hash = data_hash(builtin_weights_file());
  } else {
    const auto hash = tools::play_with_weights(s.weights);
    if (!hash) std::exit(1);
    s.weights_hash = *hash;
  }
  return s;
}

// Every legal move of `pos` with its exact value for the side to move.
AccuracyPosition valued(const Position& pos, u64 game) {
  AccuracyPosition out{pos, {}, game};
  for (Bitboard legal = legal_moves(pos); legal; legal &= legal - 1) {
    const int move = first_square(legal);
    out.moves.push_back({move, -solve(play(pos, move)).score});
  }
  return out;
}

// The position of the game at `empties` with two moves or more to choose from, if the game reaches
// it.
std::optional<Position> position_at(const fit::GameRecord& game, int empties) {
  Position pos = start_position();
  for (const auto& ply : game.plies) {
    if (pos.empty_count() == empties && popcount(legal_moves(pos)) >= 2) return pos;
    if (pos.empty_count() < empties) return std::nullopt;
    pos = play(pos, ply.move);
  }
  return std::nullopt;
}

std::string utc_now() {
  const std::time_t now = std::time(nullptr);
  char text[32];
  std::strftime(text, sizeof text, "%Y-%m-%d %H:%M UTC", std::gmtime(&now));
  return text;
}

}  // namespace

int main(int argc, char** argv) {
  const Settings s = read_settings(argc, argv);
  const std::string header = settings_line(s);

  // What a run before this one left: its complete lines.
  std::string kept;
  std::vector<AccuracyPosition> done;
  if (std::ifstream in(s.out, std::ios::binary); in) {
    std::string text((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
    if (text.compare(0, header.size() + 1, header + "\n") != 0) {
      std::fprintf(stderr, "%s: made with other settings (its first line is not \"%s\")\n",
                   s.out.c_str(), header.c_str());
      return 1;
    }
    kept = text.substr(0, text.rfind('\n') + 1);
    std::string why;
    auto positions = parse_accuracy_file(kept, &why);
    if (!positions) {
      std::fprintf(stderr, "%s: %s\n", s.out.c_str(), why.c_str());
      return 1;
    }
    done = std::move(*positions);
  } else {
    kept = header + "\n# Reversi positions at " + std::to_string(s.empties.front()) + ".." +
           std::to_string(s.empties.back()) +
           " empties from level 5's self-play, every legal move's exact value\n"
           "# source: Ply's own exact solver (engine/reversi/endgame/solve.h), made by "
           "tools/reversi_accuracy\n"
           "# recipe: nice -n 5 build/native/ply-reversi-accuracy --out " +
           s.out + " --positions " + std::to_string(s.positions) + " --seed " +
           std::to_string(s.seed) + " --nodes " + std::to_string(s.nodes) + " --empties " +
           empties_text(s.empties) + (s.weights.empty() ? "" : " --weights " + s.weights) +
           "\n# started: " + utc_now() + "\n";
  }
  if (std::ofstream out(s.out, std::ios::binary | std::ios::trunc); !(out << kept)) {
    std::fprintf(stderr, "cannot write %s\n", s.out.c_str());
    return 1;
  }
  if (int(done.size()) >= s.positions) return 0;

  std::set<std::pair<Bitboard, Bitboard>> seen;
  for (const auto& p : done) seen.insert({p.pos.player, p.pos.opponent});
  cli::reversi_selfplay::Rules games;
  games.solve_empties = 14;  // past every position taken: cheap solves end the games
  games.random_plies_max = 20;
  games.random_moves_max = 2;
  cli::SelfplaySettings settings;
  settings.seed = s.seed;
  settings.nodes = s.nodes;
  Traits::Engine engine;

  std::FILE* out = std::fopen(s.out.c_str(), "ab");
  if (!out) {
    std::fprintf(stderr, "cannot append to %s\n", s.out.c_str());
    return 1;
  }
  const auto start = std::chrono::steady_clock::now();
  const auto seconds = [&] {
    return std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  };
  int count = int(done.size());
  const int before = count;
  for (u64 game = done.empty() ? 0 : done.back().game + 1; count < s.positions; ++game) {
    const int empties = s.empties[game % s.empties.size()];
    Rng rng(cli::game_seed(s.seed, game));
    const std::string line = cli::play_selfplay_game<Traits>(settings, games, game, rng, engine);
    const auto record = fit::parse_record(std::string_view(line).substr(0, line.size() - 1));
    const auto pos = record ? position_at(*record, empties) : std::nullopt;
    if (!pos || !seen.insert({pos->player, pos->opponent}).second) continue;
    const double solving_from = seconds();
    const AccuracyPosition position = valued(*pos, game);
    std::fprintf(out, "%s\n", accuracy_line(position).c_str());
    std::fflush(out);
    ++count;
    std::fprintf(
        stderr,
        "position %d of %d: game %llu, %d empties, %zu moves solved in %.1f s (%.0f s in all)\n",
        count, s.positions, (unsigned long long)game, empties, position.moves.size(),
        seconds() - solving_from, seconds());
  }
  std::fprintf(out, "# %d positions added in %.0f s of one thread, ended %s\n", count - before,
               seconds(), utc_now().c_str());
  return std::fclose(out) == 0 ? 0 : 1;
}
