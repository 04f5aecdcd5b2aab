#include "selfplay.h"

#include <algorithm>
#include <cmath>
#include <string>
#include <vector>

#include "chess/options.h"
#include "chess/traits.h"
#include "core/rng.h"
#include "quiet.h"

namespace ply::tune {

namespace {

using chess::Position;
using Traits = chess::Traits;

// Openings: this many random plies from the start, kept only if a short search finds them balanced,
// so that the games are varied but their results still say something about the positions reached.
constexpr int RANDOM_PLIES_MIN = 4, RANDOM_PLIES_MAX = 9;
constexpr int BALANCE_DEPTH = 6;
constexpr double BALANCED_PAWNS = 1.5;
// Adjudication saves the plies of a decided or dead game, which teach little: a side this far ahead
// in both sides' searches for this many plies wins; a score this near zero this long after this ply
// is a draw.
constexpr double WON_PAWNS = 8;
constexpr int WON_PLIES = 6;
constexpr double DRAWN_PAWNS = 0.1;
constexpr int DRAWN_PLIES = 12, DRAW_ADJUDICATION_FROM_PLY = 80;
constexpr int MAX_PLIES = 400;

Request level5(bool network, u64 nodes, int depth = 0) {
  Request r;
  r.level = LEVEL_MAX;
  r.max_nodes = nodes;
  r.max_depth = depth;
  if (network) r.options.set(chess::NETWORK.name, 1);
  return r;
}

Position random_opening(Rng& rng, chess::Engine& engine, bool network) {
  for (;;) {
    Position pos = chess::start_position();
    const int plies = RANDOM_PLIES_MIN + int(rng.below(RANDOM_PLIES_MAX - RANDOM_PLIES_MIN + 1));
    bool ok = true;
    for (int i = 0; i < plies && ok; ++i) {
      chess::MoveList moves;
      chess::generate_legal(pos, moves);
      if (moves.empty())
        ok = false;
      else
        pos = chess::play(pos, moves[int(rng.below(u32(moves.size())))]);
    }
    if (!ok) continue;
    chess::MoveList moves;
    chess::generate_legal(pos, moves);
    if (moves.empty()) continue;
    engine.clear();
    const auto d = engine.choose(pos, level5(network, 0, BALANCE_DEPTH));
    if (std::abs(d.thinking.score) <= BALANCED_PAWNS) return pos;
  }
}

// A position the game went through, with White's search score there in centipawns.
struct Seen {
  Position pos;
  int white_score;
};

// Beyond this the search score says "won" and no more: a mate's distance is no evaluation.
constexpr int SCORE_CAP = 2000;

// White's result of one game from `opening`; `seen` receives the positions to label.
double play_game(const Position& opening, u64 nodes, bool network, chess::Engine& engine,
                 std::vector<Seen>& seen) {
  std::vector<Position> history{opening};
  engine.clear();
  int won_streak = 0, drawn_streak = 0;
  double last_white_score = 0;
  for (int ply = 0; ply < MAX_PLIES; ++ply) {
    const Position& pos = history.back();
    const Outcome o = Traits::outcome(history);
    if (o.over) return o.winner == 0 ? 1 : o.winner == 1 ? 0 : 0.5;
    const auto d = computer_move<Traits>(engine, history, level5(network, nodes));
    const double white_score = pos.side == chess::WHITE ? d.thinking.score : -d.thinking.score;
    won_streak = std::abs(white_score) >= WON_PAWNS &&
                         (won_streak == 0 || white_score * last_white_score > 0)
                     ? won_streak + 1
                     : 0;
    drawn_streak = std::abs(white_score) <= DRAWN_PAWNS ? drawn_streak + 1 : 0;
    last_white_score = white_score;
    if (won_streak >= WON_PLIES) return white_score > 0 ? 1 : 0;
    if (drawn_streak >= DRAWN_PLIES &&
        ply + int(opening.fullmove) * 2 >= DRAW_ADJUDICATION_FROM_PLY)
      return 0.5;
    if (!pos.in_check())
      seen.push_back({pos, std::clamp(int(std::lround(white_score * 100)), -SCORE_CAP, SCORE_CAP)});
    history.push_back(chess::play(pos, d.move));
  }
  return 0.5;
}

}  // namespace

void play_games(const SelfPlayOptions& options, std::FILE* out) {
  chess::Engine engine(16);
  Rng rng(options.seed);
  double white_points = 0;
  u64 written = 0;
  for (int g = 0; g < options.games; ++g) {
    const Position opening = random_opening(rng, engine, options.network);
    std::vector<Seen> seen;
    const double result = play_game(opening, options.nodes, options.network, engine, seen);
    white_points += result;
    const char* label = result == 1 ? "1" : result == 0 ? "0" : "0.5";
    for (const Seen& s : seen) {
      const Position leaf = quiet_leaf(s.pos);
      if (leaf.in_check()) continue;
      std::fprintf(out, "%s %d %s\n", label, s.white_score, chess::to_fen(leaf).c_str());
      ++written;
    }
    std::fflush(out);
    std::fprintf(stderr, "\rgame %d/%d: White %.1f, %llu positions", g + 1, options.games,
                 white_points, (unsigned long long)written);
  }
  std::fprintf(stderr, "\n");
}

}  // namespace ply::tune
