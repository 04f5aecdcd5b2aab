#include "gomoku/engine.h"

#include <algorithm>
#include <climits>
#include <memory>
#include <vector>

#include "core/alpha_beta.h"
#include "gomoku/pattern_game.h"
#include "gomoku/search_eval.h"
#include "gomoku/solve.h"

namespace ply::gomoku {

namespace {

// Level 5 asked for no budget at all searches this deep, its threat searches this many nodes each.
constexpr int UNBOUNDED_DEPTH = 8;
constexpr u64 UNTIMED_THREAT_NODES = 2'000'000;
// The budget's shares: the search for a win of our own, the check of each move against the
// opponent's.
constexpr i64 THREAT_SHARE_DENOMINATOR = 100, ATTACK_SHARE = 15, DEFENCE_SHARE = 10,
              THREATENING_SHARE = 10;
// The shares are of at most this much time: an analysis with no end but the player's (the page's,
// an hour) shows its first line within seconds, not after a third of its hour.
constexpr i64 THREAT_BUDGET_CAP_MS = 30'000;
// How many threes a VCT may use: ours, and the opponent's when checking our moves.
constexpr int DEFENCE_VCT_THREES = 2;
// A move after which we would win by threats if the opponent passed (a threat to win) counts this
// much more at the root: the levels below miss such threats, and a balanced board they hold is a
// draw. Each move's look gives up after so many nodes.
constexpr Score THREATENING_BONUS = 60;
constexpr int THREATENING_THREES = 2;
constexpr u64 THREATENING_NODES = 3000;
// Evaluation units per stone shown: an open three is about five.
constexpr double UNITS_PER_STONE = 100;

double to_stones(Score s) {
  if (!is_decisive(s)) return s / UNITS_PER_STONE;
  const int plies = SCORE_WIN - (s > 0 ? s : -s);
  return s > 0 ? WIN_SCORE - plies : -(WIN_SCORE - plies);
}

// Picks uniformly among the cells with the highest value.
template <typename Value>
Cell best_at_random(const Gomoku::MoveList& cells, Value value, Rng& rng) {
  Gomoku::MoveList best;
  long long best_value = LLONG_MIN;
  for (const Cell c : cells) {
    const long long v = value(c);
    if (v > best_value) {
      best.clear();
      best_value = v;
    }
    if (v == best_value) best.push(c);
  }
  return best[int(rng.below(u32(best.size())))];
}

// Level 5's node search: the shared one over the board it plays on, whose evaluation looks for a
// win by fours at its leaves on that same board (in the threat table given, if any), searching only
// the root's `candidates` and favouring the ones `threatening` a win.
struct StrongSearch : AlphaBeta<StrongGame, StrongEval> {
  ThreatSearch leaf;
  StrongSearch(TranspositionTable& tt, PatternBoard& board, ThreatTable* threat_table,
               StrongEval eval, std::span<const Cell> candidates, std::span<const Cell> threatening)
      : AlphaBeta(tt, eval), leaf(board, control(), threat_table) {
    evaluation().leaf_threats = &leaf;
    restrict_root(candidates);
    favour_root(threatening, THREATENING_BONUS);
  }
};

}  // namespace

const ScoreDisplay Levels::DISPLAY = {to_stones, true};

Cell Levels::shallow_move(const Position& pos, const Request& request, Rng& rng) {
  const int aggressiveness = Settings(request.options).aggressiveness_percent;
  const Stone me = pos.to_move();
  Gomoku::MoveList candidates, wins, blocks;
  Gomoku::generate_moves(pos, candidates);
  for (const Cell c : candidates) {
    if (makes_five(pos, c, me)) wins.push(c);
    if (makes_five(pos, c, opponent(me))) blocks.push(c);
  }
  if (!wins.empty()) return wins[int(rng.below(u32(wins.size())))];
  // A five the opponent threatens must be stopped; when there are two, the game is lost anyway.
  const Gomoku::MoveList& choices = blocks.empty() ? candidates : blocks;
  return best_at_random(
      choices,
      [&](Cell c) {
        const Position next = play(pos, c);
        Gomoku::MoveList replies;
        Gomoku::generate_moves(next, replies);
        long long best_reply = 0;
        for (const Cell r : replies) {
          if (makes_five(next, r, opponent(me))) return LLONG_MIN / 2;  // a win in one allowed
          best_reply = std::max<long long>(best_reply, original_score(next, r, aggressiveness));
        }
        return original_score(pos, c, aggressiveness) - best_reply;
      },
      rng);
}

Decision Levels::classic(TranspositionTable& tt, const Position& pos, const Request& request,
                         const ProgressFn& progress, std::span<const u64> earlier) {
  // The board is large (its line and window tables): on the heap, not a small stack.
  const auto board = std::make_unique<PatternBoard>(pos);
  AlphaBeta<ClassicGame, ClassicEval> search(tt, ClassicEval{});
  return decision_by<ClassicGame>(search, *board, level_limits(request, CLASSIC_DEPTH, 0), progress,
                                  DISPLAY, earlier);
}

Analysis<Cell> Levels::skill_analysis(const Position& pos, const Limits& limits,
                                      std::span<const u64>) {
  TranspositionTable tt(SKILL_TABLE_MEGABYTES);
  const auto board = std::make_unique<PatternBoard>(pos);
  AlphaBeta<ClassicGame, ClassicEval> search(tt, ClassicEval{});
  SearchControl& control = search.control();
  control.start(limits);
  ClassicGame::MoveList list;
  ClassicGame::generate_moves(*board, list);
  std::vector<MoveValue<Cell>> values;
  for (const Cell c : list) values.push_back({c, 0, false, {c}});
  Analysis<Cell> best;
  for (int depth = 1; depth < limits.max_depth && !values.empty(); ++depth) {
    control.allow_stop(depth > 1);
    for (MoveValue<Cell>& v : values) {
      ClassicGame::do_move(*board, v.move);
      search.start(*board, {});
      const Score score = -search.search_root(*board, depth, -SCORE_INFINITE, SCORE_INFINITE);
      const std::span<const Cell> line = search.pv();
      ClassicGame::undo_move(*board, v.move);
      if (control.stopped()) break;
      v = {v.move, DISPLAY.value(score), is_decisive(score), {v.move}};
      v.pv.insert(v.pv.end(), line.begin(), line.end());
    }
    if (control.stopped()) break;
    std::stable_sort(values.begin(), values.end(),
                     [](const auto& a, const auto& b) { return a.value > b.value; });
    best.depth = depth + 1;
    best.moves = values;
  }
  best.nodes = control.nodes();
  best.time_ms = control.elapsed_ms();
  return best;
}

Decision Levels::strong(TranspositionTable& tt, const Position& pos, const Request& request,
                        const ProgressFn& progress, std::span<const u64> earlier) {
  const Clock clock;
  const Limits limits = level_limits(request, 0, UNBOUNDED_DEPTH);
  const auto owned = std::make_unique<PatternBoard>(pos);
  PatternBoard& board = *owned;
  const Stone me = pos.to_move(), op = opponent(me);

  // A forced win by threats for either side, each within its share of the budget.
  const auto share = [&](i64 numerator) {
    Limits l;
    // At least 1 ms of a budget: 0 would be none.
    const i64 budget = std::min(limits.time_ms, THREAT_BUDGET_CAP_MS);
    l.time_ms = budget ? std::max<i64>(1, budget * numerator / THREAT_SHARE_DENOMINATOR) : 0;
    l.stop_signal = limits.stop_signal;
    l.max_nodes = limits.max_nodes ? limits.max_nodes * numerator / THREAT_SHARE_DENOMINATOR
                  : limits.time_ms ? 0
                                   : UNTIMED_THREAT_NODES;
    return l;
  };
  SearchControl attack_control, defence_control;
  attack_control.start(share(ATTACK_SHARE));
  attack_control.allow_stop(true);
  // The main thread's threat searches share one table: what one proved, the next finds.
  ThreatTable threat_table = new_threat_table();
  ThreatSearch attack(board, attack_control, &threat_table);
  const auto proven = [&](Cell move, int plies) {
    Decision d;
    d.move = move;
    d.thinking.depth = plies;
    d.thinking.score = DISPLAY.value(won_by(0, plies));
    d.thinking.exact = true;
    d.thinking.nodes = attack.nodes();
    d.thinking.time_ms = clock.elapsed_ms();
    d.thinking.pv = {move};
    if (progress) progress(d.thinking);
    return d;
  };
  if (const int plies = attack.vcf(me)) return proven(attack.winning_move(), plies);
  for (int threes = 1; threes <= MAX_VCT_THREES && !attack_control.stopped(); ++threes)
    if (const int plies = attack.vct(me, threes)) return proven(attack.winning_move(), plies);

  // The moves after which the opponent has no forced win by fours (or, where the budget allows, by
  // threes). A stone of ours never helps the opponent, so when the opponent could not win even with
  // a move to spare, every move is safe.
  defence_control.start(share(DEFENCE_SHARE));
  defence_control.allow_stop(true);
  ThreatSearch defence(board, defence_control, &threat_table);
  std::vector<Cell> candidates, safe;
  u64 threat_nodes = 0;
  board.for_each_move(me, [&](Cell c) { candidates.push_back(c); });
  for (const bool by_threes : {false, true}) {
    const auto wins = [&] {
      return by_threes ? defence.vct(op, DEFENCE_VCT_THREES) : defence.vcf(op);
    };
    if (!wins() || defence_control.stopped()) continue;
    safe.clear();
    for (const Cell c : candidates) {
      board.play(c, me);
      const bool lost = wins() > 0;
      board.undo();
      if (defence_control.stopped()) {
        safe.clear();  // unfinished: keep the last complete filter
        break;
      }
      if (!lost) safe.push_back(c);
    }
    if (defence_control.stopped()) break;
    if (!safe.empty()) candidates = safe;
  }

  // The moves that threaten a win by threats (an open three among them), while nothing of the
  // opponent's must be blocked first.
  std::vector<Cell> threatening;
  if (!board.has_five_point(op)) {
    SearchControl threatening_control;
    threatening_control.start(share(THREATENING_SHARE));
    threatening_control.allow_stop(true);
    ThreatSearch probe(board, threatening_control, &threat_table);
    threatening = probe.threatening_moves(me, candidates, THREATENING_THREES, THREATENING_NODES);
    threat_nodes += probe.nodes();
  }

  // Each thread's search (lazy_smp.h) on its own board, with its own leaf threat search on it; the
  // main thread's shares the table of the threat searches above, a helper's keeps its own.
  const auto make_search = [&](PatternBoard& on) {
    return StrongSearch(tt, on, &on == &board ? &threat_table : nullptr, StrongEval{me, pos.count},
                        candidates, threatening);
  };

  Limits rest = limits;
  // A twentieth of the budget is kept for the last iteration's unwinding and the answer.
  if (rest.time_ms) rest.time_ms = std::max<i64>(1, limits.time_ms * 19 / 20 - clock.elapsed_ms());
  Decision d = decision_of<StrongGame>(
      lazy_smp<StrongGame>(make_search, board, rest, progress_report<StrongGame>(progress, DISPLAY),
                           earlier),
      DISPLAY);
  d.thinking.nodes += attack.nodes() + defence.nodes() + threat_nodes;
  d.thinking.time_ms = clock.elapsed_ms();
  return d;
}

}  // namespace ply::gomoku

template class ply::LevelEngine<ply::gomoku::Levels>;
