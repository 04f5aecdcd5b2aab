#include "selfplay.h"

#include <cmath>
#include <vector>

#include "core/rng.h"
#include "draughts/draw.h"
#include "draughts/egdb.h"
#include "draughts/engine.h"
#include "draughts/notation.h"
#include "draughts/openings.h"
#include "draughts/options.h"
#include "fit/samples.h"
#include "fit/selfplay_file.h"

namespace ply::draughts::fit {

namespace {

// After the opening, the games part ways: a random legal move a third of the time for this many
// plies.
constexpr int RANDOM_PLIES = 8;

u64 game_seed(u64 seed, u64 index) {
  Rng rng(seed ^ (index * 0x9e3779b97f4a7c15ULL));
  return rng.next();
}

std::string header(const SelfplayOptions& o) {
  return "# ply-fit-draughts selfplay seed " + std::to_string(o.seed) + " nodes " +
         std::to_string(o.nodes) + " egdb " + std::to_string(endgame_databases().max_pieces()) +
         " pieces eval " + (o.learned_eval ? "learned" : "hand");
}

std::string score_text(const Thinking& t) {
  if (t.exact && t.score != 0) return ply::fit::proven_label(t.score > 0, 0);
  return std::to_string(std::lround(t.score * 100));
}

struct Labelled {
  std::string score;
  Color side;
  std::string fen;
};

std::string play_game(const SelfplayOptions& o, u64 index, Engine& engine) {
  Rng rng(game_seed(o.seed, index));
  const auto& openings = standard_openings();
  std::vector<Position> history{openings[index % openings.size()].tabiya};
  std::vector<u64> earlier;
  std::vector<Labelled> labelled;
  engine.clear();
  Request request;
  request.level = LEVEL_MAX;
  request.max_nodes = o.nodes;
  request.threads = 1;
  request.options.set(BOOK.name, 0);
  request.options.set(EVAL.name, o.learned_eval ? 1 : 0);
  Result result = Result::ONGOING;
  for (int ply = 0;; ++ply) {
    const Position& pos = history.back();
    if (const GameEnd end = game_end(history); end.result != Result::ONGOING) {
      result = end.result;
      break;
    }
    if (const auto entry = endgame_databases().probe(pos)) {
      const Color winner = entry->wdl == Wdl::WIN ? pos.side : ~pos.side;
      result = entry->wdl == Wdl::DRAW ? Result::DRAW
               : winner == WHITE       ? Result::WHITE_WINS
                                       : Result::BLACK_WINS;
      break;
    }
    const Decision d = engine.choose(pos, request, {}, earlier);
    if (!has_capture(pos)) labelled.push_back({score_text(d.thinking), pos.side, to_fen(pos)});
    Move move = d.move;
    if (ply < RANDOM_PLIES && rng.below(3) == 0) {
      MoveList moves;
      generate_moves(pos, moves);
      move = moves[rng.below(u32(moves.size()))];
    }
    earlier.push_back(Draughts::hash(pos));
    history.push_back(play(pos, move));
  }
  const auto score = [&](Color side) {
    if (result == Result::DRAW) return "0.5";
    return (result == Result::WHITE_WINS) == (side == WHITE) ? "1" : "0";
  };
  std::string text;
  for (const Labelled& l : labelled) text += l.score + "\t" + score(l.side) + "\t" + l.fen + "\n";
  text +=
      "# game " + std::to_string(index) + " " + score(WHITE) + " " + to_fen(history.back()) + "\n";
  return text;
}

}  // namespace

int selfplay(const SelfplayOptions& o, const std::string& path) {
  Engine engine;
  return ply::fit::append_games(path, header(o), o.games,
                                [&](u64 index) { return play_game(o, index, engine); });
}

}  // namespace ply::draughts::fit
