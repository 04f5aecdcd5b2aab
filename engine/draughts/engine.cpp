#include "draughts/engine.h"

#include "core/levels.h"
#include "draughts/book.h"
#include "draughts/egdb.h"
#include "draughts/eval.h"
#include "draughts/game.h"
#include "draughts/options.h"

namespace ply::draughts {

namespace {

// Level 5 asked for no budget at all searches this deep.
constexpr int UNBOUNDED_DEPTH = 14;

double to_men(Score s) {
  if (is_decisive(s)) return s > 0 ? WIN_SCORE : -WIN_SCORE;
  return s / 100.0;
}

constexpr ScoreDisplay MEN = {to_men, true};

// The databases' value of the position for its side to move, counters applied (a draw by the rules
// is one).
std::optional<double> databases_value(const Position& pos) {
  const auto entry = endgame_databases().probe(pos);
  if (!entry) return std::nullopt;
  return entry->wdl == Wdl::WIN ? WIN_SCORE : entry->wdl == Wdl::LOSS ? -WIN_SCORE : 0.0;
}

}  // namespace

const ScoreDisplay Levels::DISPLAY = MEN;

Decision Levels::strong(TranspositionTable& tt, const Position& pos, const Request& request,
                        const ProgressFn& progress, std::span<const u64> earlier) {
  const Limits limits = level_limits(request, 0, UNBOUNDED_DEPTH);
  Decision d =
      request.options.get(EVAL.name, EVAL.default_value) != 0
          ? search_decision<SelectiveDraughts, PatternEval>(tt, pos, limits, progress, MEN, earlier)
          : search_decision<SelectiveDraughts, StrongEval>(tt, pos, limits, progress, MEN, earlier);
  // The search asks the databases below the root only: where they hold the position itself, its
  // value is theirs and proven (a draw too, which no search result could call exact).
  if (const std::optional<double> proven = databases_value(pos)) {
    d.thinking.score = *proven;
    d.thinking.exact = true;
  }
  return d;
}

std::optional<double> Levels::exact_value(const Position& pos, int, SearchControl&) {
  return databases_value(pos);
}

BookMoves<Move> Levels::book(const Position& pos, const OptionBag& options) {
  BookMoves<Move> b;
  const Book* book = opening_book();
  if (!book || options.get(BOOK.name, BOOK.default_value) == 0) return b;
  b.depth = book->depth;
  for (const BookMove& m : book_moves(*book, pos)) b.moves.push_back({m.move, m.value / 100.0});
  return b;
}

}  // namespace ply::draughts

template class ply::LevelEngine<ply::draughts::Levels>;
