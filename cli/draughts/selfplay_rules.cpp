#include "draughts/selfplay_rules.h"

#include <cmath>

#include "draughts/egdb.h"
#include "draughts/notation.h"
#include "draughts/openings.h"
#include "draughts/options.h"
#include "selfplay.h"

namespace ply::cli::draughts_selfplay {

using namespace ply::draughts;

Rules::Rules(const Args& args) {
  const std::string eval = args.text("eval", "learned");
  if (eval != "learned" && eval != "hand")
    fail("selfplay: --eval must be learned or hand, not '" + excerpt(eval) + "'");
  learned_eval = eval == "learned";
}

std::string Rules::header() const {
  return "egdb " + std::to_string(endgame_databases().max_pieces()) + " pieces eval " +
         (learned_eval ? "learned" : "hand");
}

Position Rules::opening(u64 index, Rng&, draughts::Engine&) const {
  const auto& openings = standard_openings();
  return openings[index % openings.size()].tabiya;
}

void Rules::configure(Request& request) const {
  request.options.set(BOOK.name, 0);
  request.options.set(EVAL.name, learned_eval ? 1 : 0);
}

std::optional<int> Rules::decided(std::span<const Position> history) const {
  const Position& pos = history.back();
  const auto entry = endgame_databases().probe(pos);
  if (!entry) return std::nullopt;
  if (entry->wdl == Wdl::DRAW) return -1;
  const Color winner = entry->wdl == Wdl::WIN ? pos.side : ~pos.side;
  return winner == WHITE ? 0 : 1;
}

std::optional<Rules::Sample> Rules::sample(const Position& pos,
                                           const ply::Thinking<Move>& t) const {
  if (has_capture(pos)) return std::nullopt;
  const std::string score = t.exact && t.score != 0 ? proven_label(t.score > 0, 0)
                                                    : std::to_string(std::lround(t.score * 100));
  return Sample{score, pos.side == WHITE ? 0 : 1, to_fen(pos)};
}

Move Rules::vary(const Position& pos, const Move& move, Rng& rng) const {
  if (rng.below(3) != 0) return move;
  draughts::MoveList moves;
  generate_moves(pos, moves);
  return moves[rng.below(u32(moves.size()))];
}

std::string Rules::game_text(u64 index, const std::vector<Sample>& samples, int winner,
                             const Position& last) const {
  std::string text;
  for (const Sample& s : samples)
    text += s.score + "\t" + result_label(winner, s.side) + "\t" + s.fen + "\n";
  text +=
      "# game " + std::to_string(index) + " " + result_label(winner, 0) + " " + to_fen(last) + "\n";
  return text;
}

int command(const Args& args) { return selfplay_command<Traits, Rules>(args); }

}  // namespace ply::cli::draughts_selfplay
