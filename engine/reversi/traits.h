// Reversi for the layers around its engine (core/traits.h): texts, board, outcome, game records.
#pragma once

#include "core/text.h"
#include "core/traits.h"
#include "reversi/data_files.h"
#include "reversi/endgame/solve.h"
#include "reversi/engine.h"
#include "reversi/game.h"
#include "reversi/notation.h"
#include "reversi/openings.h"
#include "reversi/options.h"
#include "reversi/perft.h"
#include "reversi/record.h"
#include "reversi/symmetry.h"
#include "reversi/variant.h"
#include "reversi/wide/game.h"

namespace ply::reversi {

// What differs between the 8x8 board (6x6 and 8x8) and the wide one (10x10 and 12x12) for the
// traits below: the rest is written once.
template <typename P>
struct Board;

template <>
struct Board<Position> {
  using Game = Reversi;
  using Engine = reversi::Engine;
  using Transcript = reversi::Transcript;
  static Position start() { return start_position(); }
  static Position start(const Variant& v, u64 seed) { return start_position(v, seed); }
  static std::optional<Position> parse(std::string_view text, std::string* error) {
    return parse_position(text, error);
  }
  static std::optional<Transcript> parse_game(std::string_view text, Refusal* refusal) {
    return parse_transcript(text, refusal);
  }
  static Solution solve(const Position& pos, const SolveLimits& limits) {
    return reversi::solve(pos, limits);
  }
};

template <>
struct Board<WidePosition> {
  using Game = WideReversi;
  using Engine = WideEngine;
  using Transcript = WideTranscript;
  static WidePosition start() { return wide_start_position(Variant{10}, 0); }
  static WidePosition start(const Variant& v, u64 seed) { return wide_start_position(v, seed); }
  static std::optional<WidePosition> parse(std::string_view text, std::string* error) {
    return parse_wide_position(text, error);
  }
  static std::optional<Transcript> parse_game(std::string_view text, Refusal* refusal) {
    return parse_wide_transcript(text, refusal);
  }
  static Solution solve(const WidePosition& pos, const SolveLimits& limits) {
    return reversi::solve(pos, limits);
  }
};

// The benchmarks' positions: `ply bench` runs the 8x8 game's (the wide boards' are `ply bench
// --variant 10x10`).
template <typename P>
struct BenchPositions;

template <>
struct BenchPositions<Position> {
  // Midgame positions (20 to 34 random plies from the start, seeds 101-104 of the tests'
  // generator).
  static constexpr int BENCH_PERFT_DEPTH = 10;
  static constexpr int BENCH_SEARCH_DEPTH = 11;
  static constexpr int VARIANT_SOLVE_EMPTIES = 16;  // `ply bench --variant`'s solve
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

template <>
struct BenchPositions<WidePosition> {
  static constexpr int BENCH_PERFT_DEPTH = 7;
  static constexpr int BENCH_SEARCH_DEPTH = 6;
  static constexpr int VARIANT_SOLVE_EMPTIES = 12;  // the plain solver (wide_endgame.h)
  static constexpr const char* BENCH_POSITIONS[] = {"10x10:", "12x12:"};
};

template <typename P>
struct BasicTraits : BenchPositions<P> {
  static constexpr std::string_view NAME = "reversi";
  static constexpr std::string_view POSITION_HELP =
      "64 characters a1..h8 row by row (36 on 6x6, 100 on 10x10, 144 on 12x12; X black, O white, - "
      "empty, # the "
      "black hole), a space, X or O to move; a variant's words may lead with a colon: 'parallel "
      "anti: <squares> X', "
      "'10x10: <squares> O', or alone: '6x6 anti:'";
  using Position = P;
  using Game = typename Board<P>::Game;
  using Move = typename Game::Move;
  using MoveList = typename Game::MoveList;
  using Engine = typename Board<P>::Engine;
  static constexpr int PASS_MOVE = pass_move(P{});
  static constexpr std::span<const OptionSpec> OPTIONS = reversi::OPTIONS;

  static Position start() { return Board<P>::start(); }

  // The new game's choices (core/variants.h): the board, the start (the cross or side by side) and
  // the rule (a black hole is a square nobody plays).
  static constexpr std::string_view SIZES[] = {"8", "6", "10", "12"};
  static constexpr std::string_view STARTS[] = {"cross", "parallel"};
  static constexpr std::string_view RULES[] = {"normal", "anti", "blackhole", "anti-blackhole"};
  static constexpr VariantChoice VARIANTS[] = {{"size", SIZES}, {"start", STARTS}, {"rule", RULES}};
  // The variant's words before a colon, the board always named ("8x8:", "6x6 parallel anti
  // blackhole=c2:"); a black hole's square drawn from `seed` among those the start leaves empty.
  static std::string variant_start(const VariantValues& wanted, u64 seed) {
    const VariantValues v = known_values(VARIANTS, wanted);
    Variant variant;
    variant.size = std::stoi(v[0]);
    variant.start = v[1] == "parallel" ? Start::PARALLEL : Start::CROSS;
    variant.anti = v[2] == "anti" || v[2] == "anti-blackhole";
    variant.black_hole = v[2] == "blackhole" || v[2] == "anti-blackhole";
    if (variant.black_hole) {
      const Variant drawn = is_wide(variant.size) ? variant_of(wide_start_position(variant, seed))
                                                  : variant_of(start_position(variant, seed));
      variant.hole = drawn.hole;
    }
    const std::string words = to_string(variant);
    const std::string board = v[0] + "x" + v[0];
    return (words.starts_with(board) ? words : words.empty() ? board : board + " " + words) + ":";
  }
  static VariantValues variant_values(const Position& start) {
    const Variant v = variant_of(start);
    const char* rule = v.anti && v.black_hole ? "anti-blackhole"
                       : v.anti               ? "anti"
                       : v.black_hole         ? "blackhole"
                                              : "normal";
    return {std::to_string(start.size), v.start == Start::PARALLEL ? "parallel" : "cross", rule};
  }

  // A new game in the variant of `pos`: its start, its rules and its black hole.
  static Position start_like(const Position& pos) { return Board<P>::start(variant_of(pos), 0); }
  // `--variant <words>` in the CLI: the variant's start (a black hole without a square drawn from
  // `seed`), or the position `text` read as if the words led it.
  static std::optional<Position> variant_position(std::string_view words, const std::string* text,
                                                  u64 seed, std::string* error) {
    if (text) {
      const bool has_words = text->find(':') != std::string::npos;
      return Board<P>::parse(std::string(words) + (has_words ? " " : ": ") + *text, error);
    }
    const auto variant = parse_variant(words, error);
    if (!variant) return std::nullopt;
    if (is_wide(variant->size) != std::is_same_v<P, WidePosition>) {
      fail(error, "variant: " + std::to_string(variant->size) + "x" +
                      std::to_string(variant->size) + " is not played on this board");
      return std::nullopt;
    }
    return Board<P>::start(*variant, seed);
  }
  static std::optional<Position> parse_position(std::string_view text, std::string* error) {
    return Board<P>::parse(text, error);
  }
  static std::string position_text(const Position& pos) { return to_string(pos); }
  static std::string squares(const Position& pos) { return squares_string(pos); }
  // The editor's position: squares() letters on the board and under the rule of `like`, its black
  // hole ('#') where it was (else refused with the cause "black-hole").
  static std::optional<Position> setup(const Position& like, std::string_view squares, int to_move,
                                       std::string_view, Refusal* refusal) {
    const std::string before = squares_string(like);
    if (squares.size() != before.size() ||
        squares.find_first_not_of("XO-#") != std::string_view::npos)
      return refuse(refusal, Reason::UNREADABLE,
                    "the board is " + std::to_string(before.size()) + " squares of X, O, - or #"),
             std::nullopt;
    for (std::size_t i = 0; i < squares.size(); ++i)
      if ((squares[i] == '#') != (before[i] == '#'))
        return refuse(refusal, Reason::BAD_POSITION,
                      "the black hole stays where the variant put it, and holds no disc", {},
                      "black-hole"),
               std::nullopt;
    // The text of `like` with these squares and side: its board and rule words kept.
    const std::string text = to_string(like);
    const std::string words = text.substr(0, text.size() - before.size() - 2);
    std::string error;
    auto pos = Board<P>::parse(words + std::string(squares) + (to_move == 0 ? " X" : " O"), &error);
    if (!pos) return refuse(refusal, Reason::UNREADABLE, error), std::nullopt;
    return pos;
  }
  static BoardShape board(const Position& pos) { return {pos.size, pos.size}; }
  static void legal_moves(const Position& pos, MoveList& list) { Game::generate_moves(pos, list); }
  static Position play(const Position& pos, Move m) { return reversi::play(pos, m); }

  // Refused as ILLEGAL with the cause "pass" (a move is available), "black-hole", "taken" or
  // "no-flip".
  static std::optional<Move> parse_move(const Position& pos, std::string_view text,
                                        Refusal* refusal) {
    const auto move = reversi::parse_move(text, pos.size);
    const auto no = [&](Reason reason, std::string why, std::string_view cause = {}) {
      refuse(refusal, reason, std::move(why), excerpt(text), cause);
      return std::optional<Move>();
    };
    const std::string illegal = "illegal move " + quoted(text) + ": ";
    if (!move)
      return no(Reason::UNREADABLE,
                "not a move: " + quoted(text) + " (expected a square such as d3, or pass)");
    if (is_over(pos)) return no(Reason::AFTER_END, "the game is over");
    if (*move == PASS_MOVE && !must_pass(pos))
      return no(Reason::ILLEGAL, "cannot pass: a move is available", "pass");
    if (*move == PASS_MOVE) return Move(*move);
    if (has(pos.blocked, *move))
      return no(Reason::ILLEGAL, illegal + "the black hole is never played", "black-hole");
    if (!has(pos.empties(), *move))
      return no(Reason::ILLEGAL, illegal + "the square is taken", "taken");
    if (!flips(*move, pos.player, pos.opponent))
      return no(Reason::ILLEGAL, illegal + "it turns no disc over", "no-flip");
    return Move(*move);
  }
  static std::string move_text(const Position& pos, Move m) { return move_to_string(m, pos.size); }
  static std::string move_input(const Position& pos, Move m) { return move_to_string(m, pos.size); }
  // A disc placed on one square; the discs it turns over are the board's business, not the move's.
  static MoveShape move_shape(const Position& pos, Move m) {
    const int square = board_index(m, pos.size);
    if (square < 0) return {.pass = true};
    return {.path = {square}};
  }

  // Over when neither side can move; the summary is the discs of Black and White. More discs win,
  // fewer in anti-reversi.
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
    return to_string(typename Board<P>::Transcript{history.front(), {moves.begin(), moves.end()}});
  }
  static std::optional<Record<Position, Move>> import_game(std::string_view text,
                                                           Refusal* refusal) {
    const auto game = Board<P>::parse_game(text, refusal);
    if (!game) return std::nullopt;
    return Record<Position, Move>{game->start, {game->moves.begin(), game->moves.end()}};
  }

  // NBoard engines in `ply match`: the game so far as GGF, and their answer ("F5", "PA") as a move.
  // GGF and the engines know the standard rules only.
  static bool nboard_plays(const Position& pos) requires std::same_as<P, reversi::Position> {
    return !pos.anti && !pos.blocked;
  }
  static std::string nboard_game(
      std::span<const Position> history,
      std::span<const Move> moves) requires std::same_as<P, reversi::Position> {
    return to_ggf(Transcript{history.front(), {moves.begin(), moves.end()}});
  }
  static std::optional<Move> parse_nboard_answer(
      const Position& pos, std::string_view text) requires std::same_as<P, reversi::Position> {
    const auto move = parse_nboard_move(text);
    if (!move || is_over(pos)) return std::nullopt;
    if (*move == PASS ? !must_pass(pos) : (reversi::legal_moves(pos) & bit(*move)) == 0)
      return std::nullopt;
    return Move(*move);
  }

  // The opening's name, for a game from the standard start (openings.h).
  static const Opening* named_opening(
      std::span<const Position> history,
      std::span<const Move> moves) requires std::same_as<P, reversi::Position> {
    return history.front() == start_position() ? opening_of(moves) : nullptr;
  }

  static u64 perft(const Position& pos, int depth) { return reversi::perft(pos, depth); }

  // The exact final disc difference under perfect play (`ply solve`); time_ms 0: no limit.
  static Solution solve(const Position& pos, i64 time_ms) {
    return Board<P>::solve(pos, {time_ms, 0, {}});
  }
  static int empties(const Position& pos) { return pos.empty_count(); }

  static constexpr int OPENING_PLIES = 6;
  static constexpr int OPENING_RANK_DEPTH = 4;
  // never reached: a game lasts at most 140 moves and their passes
  static constexpr int MAX_GAME_PLIES = 400;
};

// 10x10 and 12x12 (wide_board.h): the same game on the wide bit set.
using WideTraits = BasicTraits<WidePosition>;

// The Reversi of the registry (engine/games.h): 6x6 and 8x8 here, and its wide boards (WideTraits)
// for the positions and variants that name 10x10 or 12x12.
struct Traits : BasicTraits<Position> {
  // The boards (core/traits.h: with_board): these traits', then the wide ones.
  using Boards = BoardTypes<Traits, WideTraits>;
  static constexpr int BOARD_8X8 = 0, BOARD_WIDE = 1;
  // Level 5's data files (game.cmake's ply_data_file lines).
  static constexpr std::span<const DataFile> DATA_FILES = reversi::DATA_FILES;
  // The same for one game (the match's openings): the least of the position's eight images
  // (symmetry.h; the rules know no direction, and a black hole or the 6x6 ring moves with the
  // board).
  static std::string opening_key(const Position& pos) {
    std::string least;
    for (int s = 0; s < 8; ++s) {
      Position image = pos;
      image.player = symmetric(pos.player, s);
      image.opponent = symmetric(pos.opponent, s);
      image.blocked = symmetric(pos.blocked, s);
      const std::string text = to_string(image);
      if (s == 0 || text < least) least = text;
    }
    return least;
  }
  // The board the variant's words or the position text are on: a wide one when either names 10x10
  // or 12x12.
  static int board_of(std::string_view words, std::string_view text) {
    const auto variant = parse_variant(words);
    const bool wide =
        (variant && reversi::is_wide(variant->size)) || reversi::is_wide(board_size(text));
    return wide ? BOARD_WIDE : BOARD_8X8;
  }
};

}  // namespace ply::reversi
