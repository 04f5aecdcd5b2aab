// The compile-time interface every game offers the search core. The search is a template over it, so
// each game gets its own instantiation with no virtual call per node (dynamic dispatch lives only at
// the wasm boundary).
#pragma once

#include <concepts>
#include <string>

#include "types.h"

namespace ply {

// A fixed-capacity list on the caller's stack: move generation never allocates.
template <typename Move, int Capacity>
struct MoveList {
  Move moves[Capacity];
  int count = 0;

  void push(Move m) { moves[count++] = m; }
  int size() const { return count; }
  bool empty() const { return count == 0; }
  Move& operator[](int i) { return moves[i]; }
  const Move& operator[](int i) const { return moves[i]; }
  Move* begin() { return moves; }
  Move* end() { return moves + count; }
  const Move* begin() const { return moves; }
  const Move* end() const { return moves + count; }
};

// A game is a type with static functions over plain values (copy-make: play returns the new position).
//   generate_moves  all legal moves; empty only when the game is over (a forced pass is a move)
//   final_score     the result of an ended game for the side to move (see won_by / lost_by)
//   hash            a 64-bit key of the position, including the side to move
//   move_order      a cheap static guess of a move's merit, higher is searched first
//   move_key        a small number identifying a move for the history table, below MOVE_KEYS
// Optional:
//   is_forcing      bool is_forcing(pos): the position must not be evaluated as it stands (a capture
//                   is pending in draughts); the search extends there instead of stopping at depth 0
//   can_repeat      bool can_repeat(pos): the position may stand earlier in the game or the search
//                   line (draughts: kings are on the board); the search then scores a repetition as
//                   a draw, against the game's earlier positions given to run() and its own line
template <typename G>
concept Game = requires(const typename G::Position& pos, typename G::Move move,
                        typename G::MoveList& list, int ply) {
  typename G::Position;
  typename G::Move;
  typename G::MoveList;
  { G::MOVE_KEYS } -> std::convertible_to<int>;
  { G::generate_moves(pos, list) } -> std::same_as<void>;
  { G::play(pos, move) } -> std::same_as<typename G::Position>;
  { G::is_over(pos) } -> std::same_as<bool>;
  { G::final_score(pos, ply) } -> std::same_as<Score>;
  { G::hash(pos) } -> std::same_as<u64>;
  { G::move_order(pos, move) } -> std::same_as<int>;
  { G::move_key(move) } -> std::convertible_to<int>;
  { G::move_to_string(move) } -> std::same_as<std::string>;
};

// An evaluation: a score for the side to move of a position whose game goes on.
template <typename E, typename G>
concept Evaluator = Game<G> && requires(const E& eval, const typename G::Position& pos) {
  { eval(pos) } -> std::same_as<Score>;
};

}  // namespace ply
