// What every game offers the layers around its engine (the wasm session, the CLI, the benchmarks):
// its name, its texts, its board, how a game of it ends and how it is written down. One traits type
// per game (engine/<game>/traits.h), listed once in engine/games.h; everything generic is written
// here once.
#pragma once

#include <concepts>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "analysis.h"
#include "player.h"
#include "refusal.h"
#include "variants.h"

namespace ply {

// Columns a, b, c, ... and rows 1, 2, ...; every game's board fits 19x19.
struct BoardShape {
  int files = 8;
  int ranks = 8;
};
constexpr int MAX_BOARD_SIDE = 19;

// The state of play in game-neutral terms: what the page and the match need to know. `reason` and
// `summary` mean what the game says (e.g. "no-moves"; discs or pieces of each side).
struct Outcome {
  bool over = false;
  int to_move = 0;  // 0: the side that moves first in the game
  int winner = -1;  // when over: 0, 1, or -1 for a draw
  std::string reason;
  std::vector<int> summary;
};

// What a move does on the board, in game-neutral terms: what the page draws, animates and words a
// move by.
struct MoveShape {
  // squares as squares() indexes them: a drop's one, or the piece's own then each
  std::vector<int> path;
  // square it stops on (a draughts capture's every landing); [] for a pass
  bool capture = false;  // it takes a piece (draughts, chess: en passant too)
  bool pass = false;     // it places and moves nothing (Reversi's pass)
  // what it chooses beyond its path: a chess promotion's piece, 'q'; '' otherwise
  std::string choice{};
};

// A game as a record: where it starts and the legal moves played from there.
template <typename Position, typename Move>
struct Record {
  Position start;
  std::vector<Move> moves;
};

// A game's answer to `ply solve` where it is a verdict rather than a score (gomoku: "win h8 13",
// "loss", "unknown"): the last line printed, whether it is an answer (else the command exits with
// 1), and the work it took.
struct SolveAnswer {
  bool complete = false;
  std::string text;
  u64 nodes = 0;
};

// A traits type T, with T::Position, T::Move, T::MoveList and T::Engine (its computer player),
// offers (each line: the member, then what it is):
//   NAME, POSITION_HELP            "reversi"; one line describing its position text
//   start()                        the standard start position
//   parse_position(text, error)    a position from its text; position_text(pos) writes it
//   squares(pos), board(pos)       one character per square, a1 first, row by row; the board's size
//   setup(like, squares, to_move, extra, refusal)   the position a player set up (the page's
//   editor):
//                                  squares() letters, side 0 or 1 to move, the game's own fields in
//                                  `extra` (chess: castling and en passant, "KQkq -"), on the board
//                                  and rules of `like`; or why the rules cannot play it
//                                  (BAD_POSITION with the game's cause)
//   legal_moves(pos, list)         by the rules alone (what the session lists and plays)
//   parse_move(pos, text, refusal) a legal move from its text, or why it is not one (refusal.h)
//   move_text(pos, move)           how history and the search's lines write a move
//   move_input(pos, move)          what legalMoves() lists and the page plays back (may say more)
//   move_shape(pos, move)          its squares, whether it captures or passes (MoveShape)
//   outcome(history)               the state of play after the positions of a game, oldest first
//   repetition_keys(history)       the keys the search compares for repetition ({} where none)
//   export_game(history, moves), import_game(text, refusal)   whole games as text
//   perft(pos, depth)
//   OPENING_PLIES, OPENING_RANK_DEPTH   the match's openings: distinct positions so many plies in,
//                                  ranked most even by a level-5 search to that depth
//   MAX_GAME_PLIES                 a match game still going then is scored a draw
//   BENCH_PERFT_DEPTH, BENCH_POSITIONS, BENCH_SEARCH_DEPTH   `ply bench`
// and optionally:
//   start_like(pos)                the start position of pos's variant (default: start())
//   solve_answer(pos, time_ms)     `ply solve`'s verdict (SolveAnswer); Reversi has solve() instead
//   opening_moves(pos, list)       the moves of the match's openings (default: legal_moves)
//   opening_key(pos)               one string for the positions that are one opening (gomoku: any
//                                  order of the stones; gomoku, Reversi: the board's mirror images)
//   MATCH_OPENINGS                 position texts the match plays instead where they start with its
//                                  start's text (most even first; gomoku: Rapfi's choice)
//   named_openings(start)          the positions of the game's named openings from `start`, which
//                                  the match ranks and plays instead (draughts' standard openings)
//   named_opening(history, moves)  the named opening a game begins with (core/named_openings.h), or
//                                  nullptr: what the page names it
//   OPTIONS                        its player's options (options.h: gomoku's aggressiveness)
//   VARIANTS, variant_start(values, seed), variant_values(start)   its variants (core/variants.h)
//   Boards, board_of(words, text)  the traits of each board it is played on (with_board below)
template <typename T>
concept GameTraits = requires(const typename T::Position& pos, const typename T::Move& move,
                              typename T::MoveList& list, std::string_view text, std::string* error,
                              Refusal* refusal, std::span<const typename T::Position> history,
                              std::span<const typename T::Move> moves) {
  { T::NAME } -> std::convertible_to<std::string_view>;
  { T::POSITION_HELP } -> std::convertible_to<std::string_view>;
  { T::start() } -> std::same_as<typename T::Position>;
  { T::parse_position(text, error) } -> std::same_as<std::optional<typename T::Position>>;
  { T::position_text(pos) } -> std::same_as<std::string>;
  { T::squares(pos) } -> std::same_as<std::string>;
  { T::setup(pos, text, 0, text, refusal) } -> std::same_as<std::optional<typename T::Position>>;
  { T::board(pos) } -> std::same_as<BoardShape>;
  { T::legal_moves(pos, list) } -> std::same_as<void>;
  { T::play(pos, move) } -> std::same_as<typename T::Position>;
  { T::parse_move(pos, text, refusal) } -> std::same_as<std::optional<typename T::Move>>;
  { T::move_text(pos, move) } -> std::same_as<std::string>;
  { T::move_input(pos, move) } -> std::same_as<std::string>;
  { T::move_shape(pos, move) } -> std::same_as<MoveShape>;
  { T::outcome(history) } -> std::same_as<Outcome>;
  { T::repetition_keys(history) } -> std::same_as<std::vector<u64>>;
  { T::export_game(history, moves) } -> std::same_as<std::string>;
  {
    T::import_game(text, refusal)
    } -> std::same_as<std::optional<Record<typename T::Position, typename T::Move>>>;
  { T::perft(pos, 1) } -> std::same_as<u64>;
  { T::OPENING_PLIES } -> std::convertible_to<int>;
  { T::OPENING_RANK_DEPTH } -> std::convertible_to<int>;
  { T::MAX_GAME_PLIES } -> std::convertible_to<int>;
  { T::BENCH_PERFT_DEPTH } -> std::convertible_to<int>;
  { T::BENCH_SEARCH_DEPTH } -> std::convertible_to<int>;
  {std::span<const char* const>(T::BENCH_POSITIONS)};
};

// The start position of the game `pos` is played in, for games whose start depends on a variant
// (T::start_like(pos): gomoku's board size and rule); T::start() otherwise.
template <GameTraits T>
typename T::Position start_like(const typename T::Position& pos) {
  if constexpr (requires {
                  { T::start_like(pos) } -> std::same_as<typename T::Position>;
                })
    return T::start_like(pos);
  else
    return T::start();
}

// The types of the boards one game is played on, its registry traits first (Reversi: 6x6 and 8x8 on
// bitboards, then 10x10 and 12x12 on a wider set of its own).
template <typename... B>
struct BoardTypes {};

// Calls f.template operator()<B>() with the traits of the board a variant's words (`--variant`) or
// a position's text are played on: where the game lists several (T::Boards), the one
// T::board_of(words, text) picks by its index; T itself otherwise.
template <GameTraits T, typename F>
void with_board(std::string_view words, std::string_view text, F&& f) {
  if constexpr (requires { typename T::Boards; }) {
    const int index = T::board_of(words, text);
    [&]<typename... B>(BoardTypes<B...>) {
      int i = 0;
      (void)((i++ == index ? (f.template operator()<B>(), true) : false) || ...);
    }(typename T::Boards{});
  } else {
    f.template operator()<T>();
  }
}

// The options a game declares (T::OPTIONS); none where it has no such member.
template <GameTraits T>
constexpr std::span<const OptionSpec> options_of() {
  if constexpr (requires { T::OPTIONS; })
    return T::OPTIONS;
  else
    return {};
}

// The variants a game declares (T::VARIANTS); none where it has no such member.
template <GameTraits T>
constexpr std::span<const VariantChoice> variants_of() {
  if constexpr (requires { T::VARIANTS; })
    return T::VARIANTS;
  else
    return {};
}

// The positions of a game: its start, then the position after each move.
template <GameTraits T>
std::vector<typename T::Position> replay(const typename T::Position& start,
                                         std::span<const typename T::Move> moves) {
  std::vector<typename T::Position> positions{start};
  for (const auto& m : moves) positions.push_back(T::play(positions.back(), m));
  return positions;
}

// A line of moves from `pos` (a principal variation), each move written by `write(position, move)`
// in the position it is played in.
template <GameTraits T, class Write>
std::vector<std::string> line_text(typename T::Position pos, std::span<const typename T::Move> line,
                                   const Write& write) {
  std::vector<std::string> text;
  for (const auto& m : line) {
    text.push_back(write(pos, m));
    pos = T::play(pos, m);
  }
  return text;
}

// The same in the game's notation.
template <GameTraits T>
std::vector<std::string> line_text(typename T::Position pos,
                                   std::span<const typename T::Move> line) {
  return line_text<T>(pos, line, [](const auto& p, const auto& m) { return T::move_text(p, m); });
}

// The computer's move at `request.level` after the positions of `history` (the game goes on).
template <GameTraits T>
Decision<typename T::Move> computer_move(typename T::Engine& engine,
                                         std::span<const typename T::Position> history,
                                         const Request& request,
                                         const ProgressFn<typename T::Move>& progress = {}) {
  const std::vector<u64> earlier = T::repetition_keys(history.first(history.size() - 1));
  return engine.choose(history.back(), request, progress, earlier);
}

// The analysis of the last position of `history` (the game goes on): every move's value, or the
// best.
template <GameTraits T>
Analysis<typename T::Move> computer_analysis(typename T::Engine& engine,
                                             std::span<const typename T::Position> history,
                                             const Request& request,
                                             const AnalysisFn<typename T::Move>& report = {}) {
  const std::vector<u64> earlier = T::repetition_keys(history.first(history.size() - 1));
  return engine.analyse(history.back(), request, report, earlier);
}

}  // namespace ply
