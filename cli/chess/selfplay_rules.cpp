#include "chess/selfplay_rules.h"

#include <algorithm>
#include <cmath>

#include "chess/notation.h"
#include "chess/options.h"
#include "chess/quiet_leaf.h"
#include "player_io.h"
#include "selfplay.h"

namespace ply::cli::chess_selfplay {

namespace {

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
// Beyond this the search score says "won" and no more: a mate's distance is no evaluation.
constexpr int SCORE_CAP = 2000;

double white_score(const Position& pos, const Thinking<chess::Move>& t) {
  return pos.side == chess::WHITE ? t.score : -t.score;
}

}  // namespace

Rules::Rules(const Args& args) {
  const std::string eval = args.text("eval", "classic");
  if (eval != "classic" && eval != "network")
    fail("selfplay: --eval must be classic or network, not '" + excerpt(eval) + "'");
  network = eval == "network";
  if (args.has("network"))
    load_data_file_from<chess::Traits>("network", args.text("network"), "--network");
  if (network)
    network_hash = played_data_hash<chess::Traits>(args, "network", args.text("network"));
}

std::string Rules::header() const {
  return network ? "eval network " + hex_hash(network_hash) : "eval classic";
}

void Rules::configure(Request& request) const {
  if (network) request.options.set(chess::NETWORK.name, 1);
}

Position Rules::opening(u64, Rng& rng, chess::Engine& engine) const {
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
    Request balance;
    balance.level = LEVEL_TOP;
    balance.max_depth = BALANCE_DEPTH;
    configure(balance);
    if (std::abs(engine.choose(pos, balance).thinking.score) <= BALANCED_PAWNS) return pos;
  }
}

std::optional<int> Rules::adjudicate(std::span<const Position> history, int ply,
                                     const Thinking<chess::Move>& t, Game& game) const {
  const double score = white_score(history.back(), t);
  game.won_streak =
      std::abs(score) >= WON_PAWNS && (game.won_streak == 0 || score * game.last_white_score > 0)
          ? game.won_streak + 1
          : 0;
  game.drawn_streak = std::abs(score) <= DRAWN_PAWNS ? game.drawn_streak + 1 : 0;
  game.last_white_score = score;
  if (game.won_streak >= WON_PLIES) return score > 0 ? 0 : 1;
  if (game.drawn_streak >= DRAWN_PLIES &&
      ply + int(history.front().fullmove) * 2 >= DRAW_ADJUDICATION_FROM_PLY)
    return -1;
  return std::nullopt;
}

std::optional<Rules::Sample> Rules::sample(const Position& pos,
                                           const Thinking<chess::Move>& t) const {
  if (pos.in_check()) return std::nullopt;
  return Sample{pos,
                std::clamp(int(std::lround(white_score(pos, t) * 100)), -SCORE_CAP, SCORE_CAP)};
}

std::string Rules::game_text(u64 index, const std::vector<Sample>& samples, int winner,
                             const Position& last) const {
  const std::string label = result_label(winner, 0);
  std::string text;
  for (const Sample& s : samples) {
    const Position leaf = quiet_leaf(s.pos);
    if (leaf.in_check()) continue;
    text += label + " " + std::to_string(s.white_score) + " " + chess::to_fen(leaf) + "\n";
  }
  return text + "# game " + std::to_string(index) + " " + label + " " + chess::to_fen(last) + "\n";
}

int command(const Args& args) { return selfplay_command<chess::Traits, Rules>(args); }

}  // namespace ply::cli::chess_selfplay
