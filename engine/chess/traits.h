// Chess for the layers around its engine (core/traits.h): texts, board, outcome, PGN games.
#pragma once

#include "chess/data_files.h"
#include "chess/engine.h"
#include "chess/game.h"
#include "chess/notation.h"
#include "chess/options.h"
#include "chess/record.h"
#include "chess/rules.h"
#include "core/text.h"
#include "core/traits.h"

namespace ply::chess {

struct Traits {
  static constexpr std::string_view NAME = "chess";
  static constexpr std::string_view POSITION_HELP =
      "FEN, e.g. \"rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1\", or startpos";
  using Position = chess::Position;
  using Move = chess::Move;
  using MoveList = chess::MoveList;
  using Engine = chess::Engine;
  // Level 5's network (game.cmake's ply_data_file line; not handed to the page's module).
  static constexpr std::span<const DataFile> DATA_FILES = chess::DATA_FILES;
  static constexpr std::span<const OptionSpec> OPTIONS = chess::OPTIONS;
  // `ply bench` searches its positions on the network too (native = wasm holds for it).
  static constexpr std::string_view BENCH_ALSO = "network";

  static Position start() { return start_position(); }
  static std::optional<Position> parse_position(std::string_view text, std::string* error) {
    if (trim(text) == "startpos") return start_position();
    return parse_fen(text, error);
  }
  static std::string position_text(const Position& pos) { return to_fen(pos); }
  // The editor's position: squares() letters, and `extra` the castling rights and the en passant
  // square as FEN writes them ("KQkq -", "- e3"; empty: none); read_fen's causes.
  static std::optional<Position> setup(const Position&, std::string_view squares, int to_move,
                                       std::string_view extra, Refusal* refusal) {
    if (squares.size() != 64 ||
        squares.find_first_not_of("PNBRQKpnbrqk-") != std::string_view::npos)
      return refuse(refusal, Reason::UNREADABLE,
                    "a chess board is 64 squares of PNBRQK, pnbrqk or -"),
             std::nullopt;
    std::string fen;
    for (int rank = 7; rank >= 0; --rank) {
      int run = 0;
      for (int file = 0; file < 8; ++file) {
        const char c = squares[rank * 8 + file];
        if (c == '-') {
          ++run;
          continue;
        }
        if (run) fen += char('0' + run);
        run = 0;
        fen += c;
      }
      if (run) fen += char('0' + run);
      if (rank) fen += '/';
    }
    const std::string_view fields = trim(extra);
    fen += to_move == 0 ? " w " : " b ";
    fen += fields.empty() ? "- -" : std::string(fields);
    return read_fen(fen + " 0 1", refusal);
  }
  // 'PNBRQK' white, 'pnbrqk' black, '-' empty.
  static std::string squares(const Position& pos) {
    std::string s(64, '-');
    for (Square sq = 0; sq < 64; ++sq) {
      const Piece p = pos.piece_on(sq);
      if (p == NO_PIECE) continue;
      const char letter = "PNBRQK"[type_of(p)];
      s[sq] = color_of(p) == WHITE ? letter : char(letter | 0x20);
    }
    return s;
  }
  static BoardShape board(const Position&) { return {8, 8}; }
  static void legal_moves(const Position& pos, MoveList& list) { generate_legal(pos, list); }
  static Position play(const Position& pos, Move m) { return chess::play(pos, m); }
  // UCI (e2e4, e7e8q, e1g1) or SAN (Nf3, O-O, e8=Q).
  static std::optional<Move> parse_move(const Position& pos, std::string_view text,
                                        Refusal* refusal) {
    if (const auto m = parse_uci_move(pos, trim(text), nullptr)) return m;
    return parse_san(pos, text, refusal);
  }
  static std::string move_text(const Position& pos, Move m) { return to_san(pos, m); }
  // The page plays squares then the promotion piece: e2e4, e7e8q, castling as the king's move e1g1.
  static std::string move_input(const Position&, Move m) { return uci_move(m); }
  // Castling is the king's move (e1 → g1); the rook's follows from it.
  static MoveShape move_shape(const Position& pos, Move m) {
    MoveShape shape{.path = {from_square(m), to_square(m)}};
    shape.capture = pos.piece_on(to_square(m)) != NO_PIECE || kind_of(m) == EN_PASSANT;
    if (kind_of(m) == PROMOTION) shape.choice = std::string(1, "nbrq"[promotion_type(m) - KNIGHT]);
    return shape;
  }

  // The summary is the material of White and Black in pawns (P 1, N 3, B 3, R 5, Q 9).
  static Outcome outcome(std::span<const Position> history) {
    const Position& pos = history.back();
    const EndReason end = game_end(history);
    Outcome o;
    o.over = end != EndReason::NONE;
    o.to_move = pos.side == WHITE ? 0 : 1;
    o.winner = end == EndReason::CHECKMATE ? (pos.side == WHITE ? 1 : 0) : -1;
    o.reason = std::string(reason_code(end));
    static constexpr int PAWNS[PIECE_TYPES] = {1, 3, 3, 5, 9, 0};
    for (const Color c : {WHITE, BLACK}) {
      int material = 0;
      for (int t = PAWN; t < KING; ++t)
        material += PAWNS[t] * popcount(pos.pieces(c, PieceType(t)));
      o.summary.push_back(material);
    }
    return o;
  }
  static std::vector<u64> repetition_keys(std::span<const Position> history) {
    std::vector<u64> keys;
    for (const Position& pos : history) keys.push_back(pos.key);
    return keys;
  }

  static std::string export_game(std::span<const Position> history, std::span<const Move> moves) {
    const Outcome o = outcome(history);
    const std::string_view result = !o.over         ? "*"
                                    : o.winner == 0 ? "1-0"
                                    : o.winner == 1 ? "0-1"
                                                    : "1/2-1/2";
    return write_pgn(history.front(), moves, result);
  }
  static std::optional<Record<Position, Move>> import_game(std::string_view text,
                                                           Refusal* refusal) {
    const auto game = read_pgn(text, refusal);
    if (!game) return std::nullopt;
    return Record<Position, Move>{game->start, game->moves};
  }

  static u64 perft(const Position& pos, int depth) { return chess::perft(pos, depth); }

  static constexpr int OPENING_PLIES = 2;
  static constexpr int OPENING_RANK_DEPTH = 4;
  static constexpr int MAX_GAME_PLIES = 600;

  // Kiwipete and two middlegames of the chessprogramming wiki's perft positions.
  static constexpr int BENCH_PERFT_DEPTH = 4;
  static constexpr int BENCH_SEARCH_DEPTH = 7;
  static constexpr const char* BENCH_POSITIONS[] = {
      "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
      "r4rk1/1pp1qppp/p1np1n2/2b1p1B1/2B1P1b1/P1NP1N2/1PP1QPPP/R4RK1 w - - 0 10",
      "rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPP1NnPP/RNBQK2R w KQ - 1 8",
  };
};

}  // namespace ply::chess
