// Russian draughts for the layers around its engine (core/traits.h): texts, board, outcome, PDN
// games.
#pragma once

#include "core/traits.h"
#include "draughts/data_files.h"
#include "draughts/draw.h"
#include "draughts/engine.h"
#include "draughts/game.h"
#include "draughts/notation.h"
#include "draughts/openings.h"
#include "draughts/options.h"
#include "draughts/perft.h"
#include "draughts/record.h"

namespace ply::draughts {

struct Traits {
  static constexpr std::string_view NAME = "draughts";
  static constexpr std::string_view POSITION_HELP =
      "PDN FEN, e.g. \"W:Wa1,c1,Ke5:Bb8,d8\" (side to move, white pieces, black pieces; K king)";
  using Position = draughts::Position;
  using Move = draughts::Move;
  using MoveList = draughts::MoveList;
  using Engine = draughts::Engine;

  // Its data files (game.cmake's ply_data_file lines): the endgame databases, the book, the
  // openings.
  static constexpr std::span<const DataFile> DATA_FILES = draughts::DATA_FILES;
  static constexpr std::span<const OptionSpec> OPTIONS = draughts::OPTIONS;
  // --egdb <dir>: the endgame databases (ply-egdb-draughts generate) the engine plays with.
  static constexpr std::string_view DATA_DIRECTORY_FLAG = "egdb";
  static bool load_data_directory(const std::string& dir, std::string* error) {
    return endgame_databases().load_directory(dir, error);
  }

  static Position start() { return start_position(); }
  static std::optional<Position> parse_position(std::string_view text, std::string* error) {
    return parse_fen(text, error);
  }
  static std::string position_text(const Position& pos) { return to_fen(pos); }
  // The editor's position: squares() letters on the dark squares (placement_allowed's causes).
  static std::optional<Position> setup(const Position&, std::string_view squares, int to_move,
                                       std::string_view, Refusal* refusal) {
    const auto unreadable = [&](std::string why) {
      refuse(refusal, Reason::UNREADABLE, std::move(why));
      return std::nullopt;
    };
    if (squares.size() != 64) return unreadable("a draughts board has 64 squares");
    Position pos;
    pos.side = to_move == 0 ? WHITE : BLACK;
    for (int sq = 0; sq < 64; ++sq) {
      const char c = squares[sq];
      if (c == '-') continue;
      if (!(DARK & bit(sq)) || std::string_view("wWbB").find(c) == std::string_view::npos)
        return unreadable("no piece '" + std::string(1, c) + "' can stand on " + square_name(sq));
      (c == 'w' || c == 'W' ? pos.white : pos.black) |= bit(sq);
      if (c == 'W' || c == 'B') pos.kings |= bit(sq);
    }
    if (!placement_allowed(pos, refusal)) return std::nullopt;
    return pos;
  }
  static std::string squares(const Position& pos) { return squares_string(pos); }
  static BoardShape board(const Position&) { return {8, 8}; }
  static void legal_moves(const Position& pos, MoveList& list) { generate_moves(pos, list); }
  static Position play(const Position& pos, const Move& m) { return draughts::play(pos, m); }
  static std::optional<Move> parse_move(const Position& pos, std::string_view text,
                                        Refusal* refusal) {
    return draughts::parse_move(pos, text, refusal);
  }
  // The shortest form that tells the move apart ("c3:e5"); the page plays the full path
  // ("c3:e5:c7").
  static std::string move_text(const Position& pos, const Move& m) {
    return move_to_string(pos, m);
  }
  static std::string move_input(const Position& pos, const Move& m) {
    return move_to_path_string(pos, m);
  }
  static MoveShape move_shape(const Position& pos, const Move& m) {
    return {.path = move_path(pos, m), .capture = m.is_capture()};
  }

  // The summary is the pieces of White and Black, men and kings together.
  static Outcome outcome(std::span<const Position> history) {
    const GameEnd end = game_end(history);
    const Position& pos = history.back();
    Outcome o;
    o.over = end.result != Result::ONGOING;
    o.to_move = pos.side == WHITE ? 0 : 1;
    o.winner = end.result == Result::WHITE_WINS ? 0 : end.result == Result::BLACK_WINS ? 1 : -1;
    o.reason = reason_code(end.reason);
    o.summary = {popcount(pos.white), popcount(pos.black)};
    return o;
  }
  static std::vector<u64> repetition_keys(std::span<const Position> history) {
    std::vector<u64> keys;
    for (const Position& pos : history) keys.push_back(Draughts::hash(pos));
    return keys;
  }

  // PDN: GameType 25, a FEN tag when the game did not begin at the start, the result so far.
  static std::string export_game(std::span<const Position> history, std::span<const Move> moves) {
    PdnGame game;
    game.start = history.front();
    game.moves.assign(moves.begin(), moves.end());
    switch (game_end(history).result) {
      case Result::WHITE_WINS:
        game.result = "2-0";
        break;
      case Result::BLACK_WINS:
        game.result = "0-2";
        break;
      case Result::DRAW:
        game.result = "1-1";
        break;
      default:
        game.result = "*";
    }
    return to_pdn(game);
  }
  static std::optional<Record<Position, Move>> import_game(std::string_view text,
                                                           Refusal* refusal) {
    const auto game = parse_pdn(text, refusal);
    if (!game) return std::nullopt;
    return Record<Position, Move>{game->start, game->moves};
  }

  // The standard opening the game's moves begin with, for a game from the start (openings.h).
  static const Opening* named_opening(std::span<const Position> history,
                                      std::span<const Move> moves) {
    if (history.front() != start_position()) return nullptr;
    return longest_opening<Position, Move>(standard_openings(), moves);
  }

  static u64 perft(const Position& pos, int depth) { return draughts::perft(pos, depth); }

  // `ply match` plays from the standard Russian openings (openings.h) when a match starts at the
  // start; elsewhere from the positions OPENING_PLIES on.
  static std::vector<Position> named_openings(const Position& start) {
    std::vector<Position> positions;
    if (start == start_position())
      for (const Opening& o : standard_openings()) positions.push_back(o.tabiya);
    return positions;
  }
  static constexpr int OPENING_PLIES = 4;
  static constexpr int OPENING_RANK_DEPTH = 6;
  // A game still going after this many plies is scored a draw (the draw rules end real ones
  // sooner).
  static constexpr int MAX_GAME_PLIES = 400;

  // The start and four of KestoG's perft positions (K1, K4, K6, K10).
  static constexpr int BENCH_PERFT_DEPTH = 10;
  static constexpr int BENCH_SEARCH_DEPTH = 15;
  static constexpr const char* BENCH_POSITIONS[] = {
      "W:W21,22,23,24,25,26,27,28,29,30,31,32:B1,2,3,4,5,6,7,8,9,10,11,12",
      "W:Wa7,a5,b4,c3,f2,h2,g1:Bb8,c7,e7,g7,g5,f4,h4",
      "W:Wc5,b4,d4,f4,a3,f2,h2,g1:Bd8,a7,e7,g7,d6,f6,h6,h4",
      "B:Wb4,d4,f4,a3,e3,g3,b2,d2,f2,a1,e1,g1:Bb8,d8,f8,h8,a7,c7,e7,b6,h6,c5,g5,h4",
      "W:Wd4,f4,a3,c3,e3,d2,f2,h2,c1,e1,g1:Bb8,d8,f8,h8,a7,b6,d6,h6,c5,g5,h4",
  };

 private:
  static const char* reason_code(EndReason reason) {
    switch (reason) {
      case EndReason::NO_MOVES:
        return "no-moves";
      case EndReason::NO_PIECES:
        return "no-pieces";
      case EndReason::REPETITION:
        return "repetition";
      case EndReason::DRAW_RULE:
        return "draw-rule";
      default:
        return "";
    }
  }
};

}  // namespace ply::draughts
