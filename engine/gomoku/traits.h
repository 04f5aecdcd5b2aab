// Gomoku for the layers around its engine (core/traits.h): texts, board, outcome, game records.
#pragma once

#include "core/text.h"
#include "core/traits.h"
#include "gomoku/engine.h"
#include "gomoku/game.h"
#include "gomoku/gomocup_coordinates.h"
#include "gomoku/match_openings.h"
#include "gomoku/notation.h"
#include "gomoku/options.h"
#include "gomoku/solve.h"

namespace ply::gomoku {

struct Traits {
  static constexpr std::string_view NAME = "gomoku";
  static constexpr std::string_view POSITION_HELP =
      "the size (5 to 19), the rule (freestyle, standard or renju), a colon and the moves, e.g. "
      "\"15 freestyle: h8 i9\"";
  using Position = gomoku::Position;
  using Move = Cell;
  using MoveList = Gomoku::MoveList;
  using Engine = gomoku::Engine;

  static constexpr std::span<const OptionSpec> OPTIONS = gomoku::OPTIONS;

  static Position start() { return empty_board(15, Rule::FREESTYLE); }

  // The new game's choices (core/variants.h): 15x15 (the standard board) and 10x10 (the original
  // design's), freestyle (five or more wins), standard (exactly five) or renju, on 15x15 only.
  static constexpr std::string_view SIZES[] = {"15", "10"};
  static constexpr std::string_view RULES[] = {"freestyle", "standard", "renju"};
  static constexpr VariantChoice VARIANTS[] = {{"size", SIZES}, {"rule", RULES}};
  // "15 renju:", "10 standard:".
  static std::string variant_start(const VariantValues& wanted, u64) {
    const VariantValues v = known_values(VARIANTS, wanted);
    return (v[1] == "renju" ? std::string("15") : v[0]) + " " + v[1] + ":";
  }
  static VariantValues variant_values(const Position& start) {
    return {std::to_string(start.size), std::string(rule_name(start.rule))};
  }
  // The empty board of the same size and rule.
  static Position start_like(const Position& pos) { return empty_board(pos.size, pos.rule); }
  static std::optional<Position> parse_position(std::string_view text, std::string* error) {
    return gomoku::parse_position(text, error);
  }
  static std::string position_text(const Position& pos) { return gomoku::position_text(pos); }
  static std::optional<Position> setup(const Position& like, std::string_view squares, int to_move,
                                       std::string_view, Refusal* refusal) {
    return setup_position(like, squares, to_move, refusal);
  }
  static std::string squares(const Position& pos) {
    std::string s(pos.cell_count(), '-');
    for (int c = 0; c < pos.cell_count(); ++c) s[c] = "-XO"[pos.cells[c]];
    return s;
  }
  static BoardShape board(const Position& pos) { return {pos.size, pos.size}; }
  // Every empty cell, while the game goes on, but Black's fouls under renju.
  static void legal_moves(const Position& pos, MoveList& list) {
    if (pos.over()) return;
    for (int c = 0; c < pos.cell_count(); ++c)
      if (pos.cells[c] == EMPTY && !forbidden(pos, Cell(c))) list.push(Cell(c));
  }
  // Under renju Black may find every empty cell a foul: Ply has no pass, and the game is drawn.
  static bool black_is_stuck(const Position& pos) {
    if (pos.over() || pos.rule != Rule::RENJU || pos.to_move() != BLACK) return false;
    MoveList moves;
    legal_moves(pos, moves);
    return moves.empty();
  }
  static Position play(const Position& pos, Move m) { return gomoku::play(pos, m); }
  static std::optional<Move> parse_move(const Position& pos, std::string_view text,
                                        Refusal* refusal) {
    return gomoku::parse_move(pos, text, refusal);
  }
  static std::string move_text(const Position& pos, Move m) { return cell_name(pos, m); }
  static std::string move_input(const Position& pos, Move m) { return cell_name(pos, m); }
  static MoveShape move_shape(const Position&, Move m) { return {.path = {int(m)}}; }

  // Over after a five ("five", won by the side that made it), on a full board ("full", a draw) or
  // with only fouls left to Black ("fouls", a draw); the summary is the winning line's cells.
  static Outcome outcome(std::span<const Position> history) {
    const Position& pos = history.back();
    Outcome o;
    const bool stuck = black_is_stuck(pos);
    o.over = pos.over() || stuck;
    o.to_move = pos.to_move() == BLACK ? 0 : 1;
    o.winner = pos.five ? 1 - o.to_move : -1;
    o.reason = pos.five ? "five" : pos.full() ? "full" : stuck ? "fouls" : "";
    const Line line = winning_line(pos);
    o.summary.assign(line.cells.begin(), line.cells.begin() + line.length);
    return o;
  }
  // No gomoku position can come twice: every move adds a stone.
  static std::vector<u64> repetition_keys(std::span<const Position>) { return {}; }

  // The last position holds every move from the empty board.
  static std::string export_game(std::span<const Position> history, std::span<const Move>) {
    return game_text(history.back());
  }
  static std::optional<Record<Position, Move>> import_game(std::string_view text,
                                                           Refusal* refusal) {
    const auto pos = parse_game(text, refusal);
    if (!pos) return std::nullopt;
    Record<Position, Move> record{empty_board(pos->size, pos->rule), {}};
    record.moves.assign(pos->moves.begin(), pos->moves.begin() + pos->count);
    return record;
  }

  // `ply solve`: "win <move> <plies>", "loss" or "unknown" (not complete) for the side to move.
  static SolveAnswer solve_answer(const Position& pos, i64 time_ms) {
    const Verdict v = solve(pos, time_ms);
    SolveAnswer a;
    a.nodes = v.nodes;
    a.complete = v.kind != Verdict::UNKNOWN;
    a.text = v.kind == Verdict::WIN
                 ? "win " + cell_name(pos, v.move) + " " + std::to_string(v.plies)
             : v.kind == Verdict::LOSS ? "loss"
                                       : "unknown";
    return a;
  }

  // `ply match` against a Gomocup brain: the protocol's rule, the stones in the order played, and
  // the cell its answer names when that is a legal move.
  static int gomocup_rule(const Position& pos) {
    return pos.rule == Rule::STANDARD ? 1 : pos.rule == Rule::RENJU ? 4 : 0;
  }
  static std::vector<std::string> gomocup_stones(const Position& pos) {
    std::vector<std::string> stones;
    for (int i = 0; i < pos.count; ++i) stones.push_back(gomocup_xy(pos, pos.moves[i]));
    return stones;
  }
  static std::optional<Move> parse_gomocup_answer(const Position& pos, std::string_view text) {
    const auto c = parse_gomocup_xy(pos, text);
    if (!c || pos.over() || pos.cells[*c] != EMPTY || forbidden(pos, *c)) return std::nullopt;
    return c;
  }

  static u64 perft(const Position& pos, int depth) {
    if (depth == 0) return 1;
    MoveList moves;
    legal_moves(pos, moves);
    if (depth == 1) return u64(moves.size());
    u64 leaves = 0;
    for (const Cell c : moves) leaves += perft(gomoku::play(pos, c), depth - 1);
    return leaves;
  }

  // The match's openings where MATCH_OPENINGS has none: stones on the cells around the centre.
  // The same for one game: the stones, whatever the order they were played in, as the least of the
  // board's eight images (the rules know no direction), with the side to move.
  static std::string opening_key(const Position& pos) {
    std::string least;
    const int last = pos.size - 1;
    for (int symmetry = 0; symmetry < 8; ++symmetry) {
      std::string image(std::size_t(pos.cell_count()) + 1, '-');
      image.back() = pos.to_move() == BLACK ? 'X' : 'O';
      for (int row = 0; row < pos.size; ++row)
        for (int column = 0; column < pos.size; ++column) {
          int c = symmetry & 1 ? last - column : column, r = symmetry & 2 ? last - row : row;
          if (symmetry & 4) std::swap(c, r);
          const Stone stone = pos.at(column, row);
          image[std::size_t(r * pos.size + c)] = stone == BLACK ? 'X' : stone == WHITE ? 'O' : '-';
        }
      if (symmetry == 0 || image < least) least = image;
    }
    return least;
  }
  static void opening_moves(const Position& pos, MoveList& list) {
    if (pos.over()) return;
    const int centre = pos.size / 2;
    for (int row = centre - 1; row <= centre + 1; ++row)
      for (int column = centre - 1; column <= centre + 1; ++column)
        if (pos.at(column, row) == EMPTY) list.push(pos.cell(column, row));
  }
  static constexpr int OPENING_PLIES = 4;
  static constexpr int OPENING_RANK_DEPTH = 2;
  // 10x10 freestyle's openings instead, the most even first by Rapfi's judgement
  // (match_openings.h).
  static constexpr auto& MATCH_OPENINGS = gomoku::MATCH_OPENINGS;
  static constexpr int MAX_GAME_PLIES = MAX_CELLS;  // a full board ends every game

  // Middle games of 10x10 and 15x15, and the 15x15 one under renju (Black's fouls checked at every
  // node).
  static constexpr int BENCH_PERFT_DEPTH = 3;
  static constexpr int BENCH_SEARCH_DEPTH = 4;
  static constexpr const char* BENCH_POSITIONS[] = {
      "15 freestyle: h8 i9 h9 h10 g8 i8 i10 g10 j9",
      "10 freestyle: e5 f6 f5 d5 e6 e4 g6 h7 e7 e8",
      "15 renju: h8 i9 h9 h10 g8 i8 i10 g10 j9",
  };
};

}  // namespace ply::gomoku
