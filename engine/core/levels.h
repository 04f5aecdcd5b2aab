// The levels, written once for every game. A game supplies its pieces (LevelPieces): its ladder
// (ladder.h: which rung plays how), the original designs' greedy bot's gain, the evaluation and
// depth of their minimax (or its own shallow bot) and of their classic search (or its own), the
// skill levels' valuation of every move, how scores are shown, and the strong search (Reversi's
// adds its exact endgame solve).
#pragma once

#include <algorithm>
#include <span>

#include "analysis.h"
#include "basic_levels.h"
#include "ladder.h"
#include "player.h"

namespace ply {

// Level 2's gain of a move: greedy_gain(pos, move), or greedy_gain(pos, move, settings) where the
// game's options matter (gomoku's aggressiveness): L::Settings, read once from the request's
// options.
template <typename L>
concept GainTakesSettings = requires(const typename L::Game::Position& pos,
                                     const typename L::Game::Move& move,
                                     const typename L::Settings& settings) {
  requires std::constructible_from<typename L::Settings, const OptionBag&>;
  { L::greedy_gain(pos, move, settings) } -> std::convertible_to<int>;
};

// Level 3: a minimax to MINIMAX_DEPTH on MinimaxEval, or the game's own shallow player
// (shallow_move(pos, request, rng): a legal move, the game going on).
template <typename L>
concept OwnShallowLevel = requires(const typename L::Game::Position& pos, const Request& request,
                                   Rng& rng) {
  { L::shallow_move(pos, request, rng) } -> std::same_as<typename L::Game::Move>;
};

template <typename L>
concept MinimaxLevel = Evaluator<typename L::MinimaxEval, typename L::Game> && requires {
  { L::MINIMAX_DEPTH } -> std::convertible_to<int>;
};

template <typename L>
concept GainOfMove = requires(const typename L::Game::Position& pos,
                              const typename L::Game::Move& move) {
  { L::greedy_gain(pos, move) } -> std::convertible_to<int>;
};

// Level 4: a search to CLASSIC_DEPTH on ClassicEval by the shared node search, or the game's own
// classic search (classic(tt, pos, request, progress, earlier), e.g. over an incremental board).
template <typename L>
concept OwnClassicLevel = requires(const typename L::Game::Position& pos, TranspositionTable& tt,
                                   const Request& request,
                                   const ProgressFn<typename L::Game::Move>& progress,
                                   std::span<const u64> earlier) {
  {
    L::classic(tt, pos, request, progress, earlier)
    } -> std::same_as<Decision<typename L::Game::Move>>;
};

template <typename L>
concept SharedClassicLevel = Evaluator<typename L::ClassicEval, typename L::Game>;

template <typename L>
concept LevelPieces = Game<typename L::Game> &&
    std::convertible_to<decltype(L::LADDER), std::span<const Rung>> &&
    (GainTakesSettings<L> || GainOfMove<L>)&&(OwnShallowLevel<L> || MinimaxLevel<L>)&&requires(
        const typename L::Game::Position& pos, const typename L::Game::Move& move,
        TranspositionTable& tt, const Request& request,
        const ProgressFn<typename L::Game::Move>& progress, std::span<const u64> earlier) {
  requires OwnClassicLevel<L> || SharedClassicLevel<L>;
  { L::CLASSIC_DEPTH } -> std::convertible_to<int>;
  { L::DISPLAY } -> std::convertible_to<ScoreDisplay>;
  {
    L::strong(tt, pos, request, progress, earlier)
    } -> std::same_as<Decision<typename L::Game::Move>>;
};

// Analysis of every move (the page's hints) by the shared node search on AnalysisEval; a game
// without it shows its strong level's best move instead.
template <typename L>
concept EveryMoveAnalysis = Evaluator<typename L::AnalysisEval, typename L::Game>;

// The game the analysis searches: L::AnalysisGame where the strong level searches a selective form
// of the game (draughts' late-move reductions), so the hints search as it plays; else L::Game.
template <typename L>
struct AnalysisGameOf {
  using type = typename L::Game;
};
template <typename L>
requires requires { typename L::AnalysisGame; }
struct AnalysisGameOf<L> {
  using type = typename L::AnalysisGame;
};

// The skill levels' valuation of every root move (ladder.h: Play::SKILL): the game's own
// skill_analysis(pos, limits, earlier), else the shared search on L::SkillEval (else its
// AnalysisEval) over its AnalysisGame, each move to the rung's depth. No book, no exact solve: a
// weaker player's look at the position.
template <typename L>
concept OwnSkillAnalysis = requires(const typename L::Game::Position& pos, const Limits& limits,
                                    std::span<const u64> earlier) {
  { L::skill_analysis(pos, limits, earlier) } -> std::same_as<Analysis<typename L::Game::Move>>;
};

template <typename L>
struct SkillEvalOf {
  using type = typename L::AnalysisEval;
};
template <typename L>
requires requires { typename L::SkillEval; }
struct SkillEvalOf<L> {
  using type = typename L::SkillEval;
};

// A skill level's table: its own and small, so that its choice depends on the position and the
// seed alone, not on what earlier searches left.
constexpr std::size_t SKILL_TABLE_MEGABYTES = 1;

template <typename L>
Analysis<typename L::Game::Move> skill_analysis(const typename L::Game::Position& pos,
                                                const Limits& limits,
                                                std::span<const u64> earlier) {
  if constexpr (OwnSkillAnalysis<L>) {
    return L::skill_analysis(pos, limits, earlier);
  } else {
    using Searched = typename AnalysisGameOf<L>::type;
    using Eval = typename SkillEvalOf<L>::type;
    TranspositionTable tt(SKILL_TABLE_MEGABYTES);
    const auto make_search = [&tt] { return AlphaBeta<Searched, Eval>(tt, Eval{}); };
    return analyse_moves<Searched>(make_search, pos, limits, L::DISPLAY, {}, earlier);
  }
}

// A game's exact solver for the analysis (ExactFn): exact_value(pos, depth, control).
template <typename L>
concept ExactAnalysis = requires(const typename L::Game::Position& pos, int depth,
                                 SearchControl& control) {
  { L::exact_value(pos, depth, control) } -> std::same_as<std::optional<double>>;
};

// A game's opening book, which level 5 plays from and the analysis values moves by: book(pos,
// options), the book's moves in `pos` best first, each valued in the display unit for the side to
// move, and the depth of the searches behind the values; no moves where the book does not hold
// `pos` or the options turn it off.
template <typename Move>
struct BookMoves {
  int depth = 0;
  std::vector<std::pair<Move, double>> moves;
};

template <typename L>
concept OpeningBook = requires(const typename L::Game::Position& pos, const OptionBag& options) {
  { L::book(pos, options) } -> std::same_as<BookMoves<typename L::Game::Move>>;
};

// The book's line from `pos`: its best move while the book holds the position reached (the hints
// and the thinking show it as the line a book move leads to). Capped: a book may hold positions a
// king could cycle.
template <OpeningBook L>
std::vector<typename L::Game::Move> book_line(typename L::Game::Position pos,
                                              const OptionBag& options) {
  std::vector<typename L::Game::Move> line;
  for (BookMoves<typename L::Game::Move> b;
       line.size() < 64 && !(b = L::book(pos, options)).moves.empty();) {
    line.push_back(b.moves[0].first);
    pos = L::Game::play(pos, b.moves[0].first);
  }
  return line;
}

// Level 5 in its book: the book's best move at once, its value from searches deeper than a move's
// budget.
template <OpeningBook L>
Decision<typename L::Game::Move> book_decision(const typename L::Game::Position& pos,
                                               const BookMoves<typename L::Game::Move>& book,
                                               const OptionBag& options,
                                               const ProgressFn<typename L::Game::Move>& progress) {
  Decision<typename L::Game::Move> d;
  d.move = book.moves[0].first;
  d.thinking.depth = book.depth;
  d.thinking.score = book.moves[0].second;
  d.thinking.pv = book_line<L>(pos, options);
  d.thinking.book = true;
  if (progress) progress(d.thinking);
  return d;
}

// The analysis's values of the book's moves (MoveValue::book set), each with the book's line after
// it.
template <OpeningBook L>
std::vector<MoveValue<typename L::Game::Move>> book_values(const typename L::Game::Position& pos,
                                                           const OptionBag& options) {
  std::vector<MoveValue<typename L::Game::Move>> values;
  for (const auto& [move, value] : L::book(pos, options).moves) {
    MoveValue<typename L::Game::Move> v{move, value, false, {move}, true};
    const auto after = book_line<L>(L::Game::play(pos, move), options);
    v.pv.insert(v.pv.end(), after.begin(), after.end());
    values.push_back(std::move(v));
  }
  return values;
}

// Level 2's move: the greatest gain, ties drawn at random.
template <LevelPieces L>
typename L::Game::Move greedy_level_move(const typename L::Game::Position& pos,
                                         const Request& request, Rng& rng) {
  using G = typename L::Game;
  if constexpr (GainTakesSettings<L>) {
    const typename L::Settings settings{request.options};
    return *greedy_move<G>(
        pos, [&](const auto& p, const auto& m) { return L::greedy_gain(p, m, settings); }, rng);
  } else {
    return *greedy_move<G>(
        pos, [](const auto& p, const auto& m) { return L::greedy_gain(p, m); }, rng);
  }
}

// Level 3 in a position with a legal move.
template <LevelPieces L>
Decision<typename L::Game::Move> shallow_decision(
    const typename L::Game::Position& pos, const Request& request, Rng& rng,
    const ProgressFn<typename L::Game::Move>& progress) {
  Decision<typename L::Game::Move> d;
  if constexpr (OwnShallowLevel<L>) {
    d.move = L::shallow_move(pos, request, rng);
  } else {
    const auto best =
        *minimax_move<typename L::Game>(pos, L::MINIMAX_DEPTH, typename L::MinimaxEval{}, rng);
    d.move = best.move;
    d.thinking.depth = L::MINIMAX_DEPTH;
    d.thinking.score = L::DISPLAY.value(best.score);
    d.thinking.exact = L::DISPLAY.decisive_is_exact && is_decisive(best.score);
  }
  d.thinking.pv = {d.move};
  if (progress) progress(d.thinking);
  return d;
}

// A skill level's move (Play::SKILL): every move valued to the rung's depth within the request's
// budget, then one drawn by skill_choice, weighted by how much it trails the best.
template <LevelPieces L>
Decision<typename L::Game::Move> skill_decision(const typename L::Game::Position& pos,
                                                const Request& request, const Rung& rung, Rng& rng,
                                                const ProgressFn<typename L::Game::Move>& progress,
                                                std::span<const u64> earlier) {
  Limits limits = level_limits(request, 0, 0);
  // An iteration of depth n searches each move's position n plies deep.
  limits.max_depth = (request.max_depth ? request.max_depth : rung.depth) + 1;
  const auto analysis = skill_analysis<L>(pos, limits, earlier);
  Decision<typename L::Game::Move> d;
  if (analysis.moves.empty()) return d;
  std::vector<double> values;
  for (const auto& v : analysis.moves) values.push_back(v.value);
  const auto& chosen =
      analysis.moves[skill_choice(values, rung.temperature, unit_draw(rng.next()))];
  d.move = chosen.move;
  d.thinking.depth = analysis.depth;
  d.thinking.score = chosen.value;
  d.thinking.exact = chosen.exact;
  d.thinking.nodes = analysis.nodes;
  d.thinking.time_ms = analysis.time_ms;
  d.thinking.pv = chosen.pv;
  if (progress) progress(d.thinking);
  return d;
}

// The move the request's level plays in `pos`, and what it thought. With no legal move (the game is
// over) the decision has no move: an empty pv and a default move. A position the rules have ended
// while moves remain (a draw by rule) still gets a legal move: the search's, else the first one.
template <LevelPieces L>
Decision<typename L::Game::Move> choose_at_level(TranspositionTable& tt,
                                                 const typename L::Game::Position& pos,
                                                 const Request& request,
                                                 const ProgressFn<typename L::Game::Move>& progress,
                                                 std::span<const u64> earlier) {
  using G = typename L::Game;
  Decision<typename G::Move> d;
  typename G::MoveList moves;
  G::generate_moves(pos, moves);
  if (moves.empty()) {
    d.thinking.score = L::DISPLAY.value(G::no_move_score(pos, 0));
    d.thinking.exact = true;
    return d;
  }
  Rng rng(request.seed);
  const Rung& rung = rung_of(L::LADDER, request.level);
  switch (rung.play) {
    case Play::RANDOM:
      d.move = *random_move<G>(pos, rng);
      d.thinking.pv = {d.move};
      break;
    case Play::GREEDY:
      d.move = greedy_level_move<L>(pos, request, rng);
      d.thinking.pv = {d.move};
      break;
    case Play::SHALLOW:
      d = shallow_decision<L>(pos, request, rng, progress);
      break;
    case Play::CLASSIC:
      if constexpr (OwnClassicLevel<L>)
        d = L::classic(tt, pos, request, progress, earlier);
      else
        d = search_decision<G, typename L::ClassicEval>(
            tt, pos, level_limits(request, L::CLASSIC_DEPTH, 0), progress, L::DISPLAY, earlier);
      break;
    case Play::SKILL:
      // A first-time player moves now and then without looking (gomoku's first rungs: a random
      // mover is so weak that a player who looks at every move is far above it).
      if (rung.careless > 0 && unit_draw(rng.next()) < rung.careless) {
        d.move = *random_move<G>(pos, rng);
        d.thinking.pv = {d.move};
      } else {
        d = skill_decision<L>(pos, request, rung, rng, progress, earlier);
      }
      break;
    case Play::STRONG:
      if constexpr (OpeningBook<L>) {
        if (const auto book = L::book(pos, request.options); !book.moves.empty()) {
          d = book_decision<L>(pos, book, request.options, progress);
          break;
        }
      }
      if (rung.nodes && (!request.max_nodes || request.max_nodes > rung.nodes)) {
        Request budget = request;
        budget.max_nodes = rung.nodes;
        d = L::strong(tt, pos, budget, progress, earlier);
      } else {
        d = L::strong(tt, pos, request, progress, earlier);
      }
  }
  if (d.thinking.pv.empty()) {
    // The search saw the game ended by rule at the root: any legal move will do.
    d.move = moves[0];
    d.thinking.pv = {d.move};
  }
  return d;
}

// A game's computer player: the five levels over its pieces, with a transposition table that lives
// as long as the player, across searches. Each game names its own: `using Engine =
// LevelEngine<Levels>`.
template <LevelPieces L>
class LevelEngine {
 public:
  using Position = typename L::Game::Position;
  using Move = typename L::Game::Move;
  static constexpr std::span<const Rung> LADDER = L::LADDER;
  static constexpr double MISTAKE = L::MISTAKE;

  explicit LevelEngine(std::size_t tt_megabytes = 16) : tt_(tt_megabytes) {}

  // The move the level plays (choose_at_level; no move when the game is over). `earlier` are the
  // hashes (G::hash) of the game's positions before this one: the searching levels count a return
  // to one of them as a draw where the game can repeat.
  Decision<Move> choose(const Position& pos, const Request& request,
                        const ProgressFn<Move>& progress = {}, std::span<const u64> earlier = {}) {
    return choose_at_level<L>(tt_, pos, request, progress, earlier);
  }

  // The value of every legal move in `pos` (games with EveryMoveAnalysis), else the strong level's
  // best request.lines moves (MultiPV), each with its line, reported as each iteration completes;
  // within the request's budget and stop signal (its level is ignored). No move when the game is
  // over.
  Analysis<Move> analyse(const Position& pos, const Request& request,
                         const AnalysisFn<Move>& report = {}, std::span<const u64> earlier = {}) {
    using G = typename L::Game;
    if constexpr (EveryMoveAnalysis<L>) {
      using Searched = typename AnalysisGameOf<L>::type;
      const auto make_search = [this] {
        return AlphaBeta<Searched, typename L::AnalysisEval>(tt_, typename L::AnalysisEval{});
      };
      ExactFn<Move, Position> exact;
      if constexpr (ExactAnalysis<L>) exact = &L::exact_value;
      std::vector<MoveValue<Move>> known;
      if constexpr (OpeningBook<L>) known = book_values<L>(pos, request.options);
      return analyse_moves<Searched>(make_search, pos,
                                     level_limits(request, 0, ANALYSIS_UNBOUNDED_DEPTH), L::DISPLAY,
                                     report, earlier, exact, known);
    } else {
      typename G::MoveList list;
      G::generate_moves(pos, list);
      if (list.empty()) return {};
      const auto progress = [&](const Thinking<Move>& t) {
        return !report || report(best_lines_analysis(t));
      };
      return best_lines_analysis(L::strong(tt_, pos, request, progress, earlier).thinking);
    }
  }

  // Every move's value as the skill levels see it, `depth` plies after each move (within the
  // request's budget): the yardstick `ply levels --errors` measures each level's losses by.
  Analysis<Move> value_moves(const Position& pos, int depth, const Request& request) {
    Limits limits = level_limits(request, 0, 0);
    limits.max_depth = depth + 1;
    return skill_analysis<L>(pos, limits, {});
  }

  // Forget what earlier searches learned (for reproducible benchmarks and matches).
  void clear() { tt_.clear(); }
  // The table's size for the searches to come (TranspositionTable::set_megabytes):
  // memory_to_prepare() then says what it will take.
  void set_table_megabytes(std::size_t megabytes) { tt_.set_megabytes(megabytes); }
  std::size_t table_megabytes() const { return tt_.megabytes(); }
  // What the first search would otherwise pay for inside its budget, done before any clock starts:
  // the table's memory taken (TranspositionTable::allocate) and the levels' own data readied
  // (L::prepare(), where a game has it: Reversi decodes its learned weights).
  void prepare() {
    tt_.allocate();
    if constexpr (requires { L::prepare(); }) L::prepare();
  }
  // The memory prepare() (or the first search) is still to take for the table: 0 once it has it.
  std::size_t memory_to_prepare() const { return tt_.bytes_to_allocate(); }

 private:
  // An analysis asked for no budget at all stops at this depth.
  static constexpr int ANALYSIS_UNBOUNDED_DEPTH = 8;

  TranspositionTable tt_;
};

}  // namespace ply
