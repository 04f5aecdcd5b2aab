// Reversi for the layers around its engine (core/traits.h): texts, board, outcome, game records.
#pragma once

#include "core/text.h"
#include "core/traits.h"
#include "endgame.h"
#include "engine.h"
#include "game.h"
#include "ggf.h"
#include "notation.h"
#include "perft.h"
#include "variant.h"

namespace ply::reversi {

struct Traits {
  static constexpr std::string_view NAME = "reversi";
  static constexpr std::string_view POSITION_HELP =
      "64 characters a1..h8 row by row (36 on 6x6; X black, O white, - empty, # the black hole), a space, X or "
      "O to move; a variant's words may lead with a colon: 'parallel anti: <squares> X', or alone: '6x6 anti:'";
  using Position = reversi::Position;
  using Move = Reversi::Move;
  using MoveList = Reversi::MoveList;
  using Engine = reversi::Engine;

  static Position start() { return start_position(); }
  // A new game in the variant of `pos`: its start, its rules and its black hole.
  static Position start_like(const Position& pos) { return start_position(variant_of(pos), 0); }
  // `--variant <words>` in the CLI: the variant's start (a black hole without a square drawn from
  // `seed`), or the position `text` read as if the words led it.
  static std::optional<Position> variant_position(std::string_view words, const std::string* text, u64 seed,
                                                  std::string* error) {
    if (text) {
      const bool has_words = text->find(':') != std::string::npos;
      return parse_position(std::string(words) + (has_words ? " " : ": ") + *text, error);
    }
    const auto variant = parse_variant(words, error);
    if (!variant) return std::nullopt;
    return start_position(*variant, seed);
  }
  static std::optional<Position> parse_position(std::string_view text, std::string* error) {
    return reversi::parse_position(text, error);
  }
  static std::string position_text(const Position& pos) { return to_string(pos); }
  static std::string squares(const Position& pos) { return squares_string(pos); }
  static BoardShape board(const Position& pos) { return {pos.size, pos.size}; }
  static void legal_moves(const Position& pos, MoveList& list) { Reversi::generate_moves(pos, list); }
  static Position play(const Position& pos, Move m) { return reversi::play(pos, m); }

  static std::optional<Move> parse_move(const Position& pos, std::string_view text, std::string* error) {
    const auto move = reversi::parse_move(text, pos.size);
    const std::string quoted = "'" + std::string(text) + "'";
    std::string why;
    if (!move) why = "not a move: " + quoted + " (expected a square such as d3, or pass)";
    else if (is_over(pos)) why = "the game is over";
    else if (*move == PASS) why = must_pass(pos) ? "" : "cannot pass: a move is available";
    else if (pos.blocked & bit(*move)) why = "illegal move " + quoted + ": the black hole is never played";
    else if ((pos.empties() & bit(*move)) == 0) why = "illegal move " + quoted + ": the square is taken";
    else if (!flips(*move, pos.player, pos.opponent)) why = "illegal move " + quoted + ": it turns no disc over";
    if (!why.empty()) {
      fail(error, why);
      return std::nullopt;
    }
    return Move(*move);
  }
  static std::string move_text(const Position& pos, Move m) { return move_to_string(m, pos.size); }
  static std::string move_input(const Position& pos, Move m) { return move_to_string(m, pos.size); }

  // Over when neither side can move; the summary is the discs of Black and White. More discs win, fewer
  // in anti-reversi.
  static Outcome outcome(std::span<const Position> history) {
    const Position& pos = history.back();
    const int black = popcount(pos.black()), white = popcount(pos.white());
    Outcome o;
    o.over = is_over(pos);
    o.to_move = pos.black_to_move ? 0 : 1;
    o.winner = !o.over || black == white ? -1 : (black > white) != pos.anti ? 0 : 1;
    o.reason = o.over ? "no-moves" : "";
    o.summary = {black, white};
    return o;
  }
  // No Reversi position can come twice: every move adds a disc.
  static std::vector<u64> repetition_keys(std::span<const Position>) { return {}; }

  static std::string export_game(std::span<const Position> history, std::span<const Move> moves) {
    return to_string(Transcript{history.front(), {moves.begin(), moves.end()}});
  }
  static std::optional<Record<Position, Move>> import_game(std::string_view text, std::string* error) {
    const auto game = parse_transcript(text, error);
    if (!game) return std::nullopt;
    return Record<Position, Move>{game->start, {game->moves.begin(), game->moves.end()}};
  }

  // NBoard engines in `ply match`: the game so far as GGF, and their answer ("F5", "PA") as a move. GGF
  // and the engines know the standard rules only.
  static bool nboard_plays(const Position& pos) { return !pos.anti && !pos.blocked; }
  static std::string nboard_game(std::span<const Position> history, std::span<const Move> moves) {
    return to_ggf(Transcript{history.front(), {moves.begin(), moves.end()}});
  }
  static std::optional<Move> parse_nboard_answer(const Position& pos, std::string_view text) {
    const auto move = parse_nboard_move(text);
    if (!move || is_over(pos)) return std::nullopt;
    if (*move == PASS ? !must_pass(pos) : (reversi::legal_moves(pos) & bit(*move)) == 0) return std::nullopt;
    return Move(*move);
  }

  static u64 perft(const Position& pos, int depth) { return reversi::perft(pos, depth); }

  // The exact final disc difference under perfect play (`ply solve`); time_ms 0: no limit.
  static Solution solve(const Position& pos, i64 time_ms) { return reversi::solve(pos, {time_ms, 0, {}}); }
  static int empties(const Position& pos) { return pos.empty_count(); }

  static constexpr int OPENING_PLIES = 6;
  static constexpr int OPENING_RANK_DEPTH = 4;
  static constexpr int MAX_GAME_PLIES = 200;  // never reached: a game lasts at most 60 moves and their passes

  // Midgame positions (20 to 34 random plies from the start, seeds 101-104 of the tests' generator).
  static constexpr int BENCH_PERFT_DEPTH = 10;
  static constexpr int BENCH_SEARCH_DEPTH = 11;
  static constexpr const char* BENCH_POSITIONS[] = {
      "--O-X----OXXX--OO-X-X-O-OXOOXOO-X--OX-------X-------XO---------- X",
      "---OX-----XO-----XXOX-O-XOOOXOO--OOOOOO--O-OXO-----O--O----O---O X",
      "----X----X-XXXX-XXXXXXXO---XXXXO-OOOOOXO--XOOOO---XO-------O---- X",
      "---------O-----OXOOXXXO-XOXOOOXXXXXOOXX---OOXXXOXOXO--XXO--O---- X",
  };
  // FFO #1, #5 and #10 (14-15 empties), solved exactly.
  static constexpr const char* BENCH_SOLVED[] = {
      "--XXXXX--OOOXX-O-OOOXXOX-OXOXOXXOXXXOXXX--XOXOXX-XXXOOO--OOOOO-- X",
      "-OOOOO----OXXO-XXXOXOXX-XXOXOXXOXXOOXOOOXXXXOO-OX-XOOO---XXXXX-- X",
      "-XXXX-----OXXX--XOXOXOXXOXOXXOXXOXXOXOOOXXXOXOOX--OXXO---OOOOO-- O",
  };
};

}  // namespace ply::reversi
