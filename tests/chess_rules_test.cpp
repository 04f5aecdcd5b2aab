#include <gtest/gtest.h>

#include <algorithm>

#include "chess/movegen.h"
#include "chess/notation.h"
#include "chess/traits.h"

namespace ply::chess {
namespace {

Position fen(const char* text) {
  std::string error;
  const auto pos = parse_fen(text, &error);
  EXPECT_TRUE(pos) << text << ": " << error;
  return pos.value_or(start_position());
}

bool legal(const Position& pos, const char* uci) {
  return parse_uci_move(pos, uci, nullptr).has_value();
}

Position after(Position pos, std::initializer_list<const char*> moves) {
  for (const char* m : moves) {
    const auto move = parse_uci_move(pos, m, nullptr);
    EXPECT_TRUE(move) << m << " in " << to_fen(pos);
    if (move) pos = play(pos, *move);
  }
  return pos;
}

TEST(ChessRules, CastlingOnBothSidesWhenEverythingAllowsIt) {
  const Position pos = fen("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1");
  EXPECT_TRUE(legal(pos, "e1g1"));
  EXPECT_TRUE(legal(pos, "e1c1"));
  const Position castled = after(pos, {"e1c1"});
  EXPECT_EQ(to_fen(castled), "r3k2r/8/8/8/8/8/8/2KR3R b kq - 1 1");
}

TEST(ChessRules, CastlingThroughCheckIsRefused) {
  // The black rook on f8 attacks f1, the square the king passes.
  EXPECT_FALSE(legal(fen("4kr2/8/8/8/8/8/8/4K2R w K - 0 1"), "e1g1"));
  // Long castling: d1 attacked; b1 attacked does not matter.
  EXPECT_FALSE(legal(fen("3rk3/8/8/8/8/8/8/R3K3 w Q - 0 1"), "e1c1"));
  EXPECT_TRUE(legal(fen("1r2k3/8/8/8/8/8/8/R3K3 w Q - 0 1"), "e1c1"));
}

TEST(ChessRules, CastlingOutOfCheckOrIntoCheckIsRefused) {
  EXPECT_FALSE(legal(fen("4r1k1/8/8/8/8/8/8/4K2R w K - 0 1"), "e1g1"));
  EXPECT_FALSE(legal(fen("k5r1/8/8/8/8/8/8/4K2R w K - 0 1"), "e1g1"));
}

TEST(ChessRules, CastlingAfterTheRookMovedIsRefused) {
  const Position pos =
      after(fen("4k3/8/8/8/8/8/8/4K2R w K - 0 1"), {"h1h2", "e8d8", "h2h1", "d8e8"});
  EXPECT_EQ(pos.castling, 0);
  EXPECT_FALSE(legal(pos, "e1g1"));
}

TEST(ChessRules, CastlingWithAPieceBetweenIsRefused) {
  EXPECT_FALSE(legal(fen("4k3/8/8/8/8/8/8/RN2K3 w Q - 0 1"), "e1c1"));
}

TEST(ChessRules, EnPassantOnlyOnTheMoveRightAfterTheDoubleStep) {
  const Position pos = after(fen("4k3/3p4/8/4P3/8/8/8/4K3 b - - 0 1"), {"d7d5"});
  EXPECT_TRUE(legal(pos, "e5d6"));
  EXPECT_EQ(to_fen(after(pos, {"e5d6"})), "4k3/8/3P4/8/8/8/8/4K3 b - - 0 2");
  const Position later = after(pos, {"e1e2", "e8e7"});
  EXPECT_FALSE(legal(later, "e5d6"));
}

TEST(ChessRules, EnPassantThatExposesTheKingIsRefused) {
  // Both pawns leave the fifth rank: the rook on h5 would then attack the king on a5.
  const Position pos = after(fen("4k3/2p5/8/KP5r/8/8/8/8 b - - 0 1"), {"c7c5"});
  EXPECT_FALSE(legal(pos, "b5c6"));
  EXPECT_EQ(pos.en_passant, NO_SQUARE)
      << "no legal capture: no en-passant right (FIDE repetition rule)";
}

TEST(ChessRules, PromotionToEachPiece) {
  const Position pos = fen("8/4P1k1/8/8/8/8/8/4K3 w - - 0 1");
  for (const char* m : {"e7e8q", "e7e8r", "e7e8b", "e7e8n"}) EXPECT_TRUE(legal(pos, m)) << m;
  EXPECT_FALSE(legal(pos, "e7e8"));
  EXPECT_EQ(to_fen(after(pos, {"e7e8n"})), "4N3/6k1/8/8/8/8/8/4K3 b - - 0 1");
}

TEST(ChessRules, APinnedPieceMovesOnlyAlongThePin) {
  const Position pos = fen("4k3/4r3/8/8/8/8/4R3/4K3 w - - 0 1");
  EXPECT_TRUE(legal(pos, "e2e7"));
  EXPECT_TRUE(legal(pos, "e2e5"));
  EXPECT_FALSE(legal(pos, "e2d2"));
}

TEST(ChessRules, InDoubleCheckOnlyTheKingMoves) {
  const Position pos = fen("4k3/8/8/8/1b6/8/3N4/r3K3 w - - 0 1");
  MoveList moves;
  generate_legal(pos, moves);
  for (const Move m : moves) EXPECT_EQ(from_square(m), make_square(4, 0)) << uci_move(m);
}

TEST(ChessNotation, SanUsesTheLeastDisambiguation) {
  EXPECT_EQ(to_san(fen("4k3/8/8/8/8/8/8/1N2KN2 w - - 0 1"),
                   *parse_uci_move(fen("4k3/8/8/8/8/8/8/1N2KN2 w - - 0 1"), "b1d2", nullptr)),
            "Nbd2");
  const Position rooks = fen("k7/8/8/8/8/4R3/8/4RK2 w - - 0 1");
  EXPECT_EQ(to_san(rooks, *parse_uci_move(rooks, "e1e2", nullptr)), "R1e2");
  const Position queens = fen("1k6/8/8/8/4Q2Q/8/K7/7Q w - - 0 1");
  EXPECT_EQ(to_san(queens, *parse_uci_move(queens, "h4e1", nullptr)), "Qh4e1");
  const Position castle = fen("r3k3/8/8/8/8/8/8/3K4 b q - 0 1");
  EXPECT_EQ(to_san(castle, *parse_uci_move(castle, "e8c8", nullptr)), "O-O-O+");
  const Position ep = after(fen("4k3/3p4/8/4P3/8/8/8/4K3 b - - 0 1"), {"d7d5"});
  EXPECT_EQ(to_san(ep, *parse_uci_move(ep, "e5d6", nullptr)), "exd6");
  const Position promote = fen("k7/4P3/8/8/8/8/8/4K3 w - - 0 1");
  EXPECT_EQ(to_san(promote, *parse_uci_move(promote, "e7e8q", nullptr)), "e8=Q+");
  const Position mate = after(start_position(), {"e2e4", "e7e5", "f1c4", "b8c6", "d1h5", "g8f6"});
  EXPECT_EQ(to_san(mate, *parse_uci_move(mate, "h5f7", nullptr)), "Qxf7#");
}

TEST(ChessNotation, SanReaderRefusesAnAmbiguousMoveAsUnreadableAndAnIllegalOneAsIllegal) {
  const Position pos = fen("4k3/8/8/8/8/8/8/1N2KN2 w - - 0 1");
  Refusal refusal;
  EXPECT_FALSE(parse_san(pos, "Nd2", &refusal));
  EXPECT_EQ(refusal.reason, Reason::UNREADABLE);
  EXPECT_EQ(refusal.cause, "ambiguous");
  EXPECT_EQ(refusal.move, "Nd2");
  EXPECT_NE(refusal.text.find("ambiguous"), std::string::npos) << refusal.text;
  EXPECT_FALSE(parse_san(pos, "Nd4", &refusal));
  EXPECT_EQ(refusal.reason, Reason::ILLEGAL);
  EXPECT_EQ(refusal.move, "Nd4");
  EXPECT_NE(refusal.text.find("illegal"), std::string::npos) << refusal.text;
  EXPECT_FALSE(parse_san(pos, "", &refusal));
  EXPECT_EQ(refusal.reason, Reason::UNREADABLE);
  EXPECT_TRUE(parse_san(pos, "Nbd2", nullptr));
  EXPECT_TRUE(parse_san(pos, "Nb1d2", nullptr));
  EXPECT_TRUE(parse_san(after(fen("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1"), {}), "0-0", nullptr));
  EXPECT_TRUE(parse_san(fen("k7/4P3/8/8/8/8/8/4K3 w - - 0 1"), "e8Q", nullptr));
}

TEST(ChessNotation, AMoveAfterMateIsRefusedAsAfterTheEnd) {
  // Fool's mate: White is mated and has no move.
  const Position mated = after(start_position(), {"f2f3", "e7e5", "g2g4", "d8h4"});
  Refusal refusal;
  EXPECT_FALSE(parse_san(mated, "e4", &refusal));
  EXPECT_EQ(refusal.reason, Reason::AFTER_END);
  EXPECT_FALSE(parse_uci_move(mated, "e2e4", &refusal));
  EXPECT_EQ(refusal.reason, Reason::AFTER_END);
}

TEST(ChessNotation, MalformedFenIsRejectedWithItsReason) {
  const char* bad[] = {
      "",
      "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0",     // 5 fields
      "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBN w KQkq - 0 1",    // a short rank
      "rnbqkbnr/pppppppp/9/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",   // a long rank
      "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQXBNR w KQkq - 0 1",   // unknown piece
      "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQ1BNR w kq - 0 1",     // no white king
      "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR x KQkq - 0 1",   // side
      "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBN1 w KQkq - 0 1",   // castling without its rook
      "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq e3 0 1",  // en passant after no double
                                                                    // step
      "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - -1 1",  // counter
      "4k3/8/8/8/8/8/8/4K2r b - - 0 1",  // White, not to move, is in check
      "P3k3/8/8/8/8/8/8/4K3 w - - 0 1",  // a pawn on the last rank
  };
  for (const char* text : bad) {
    std::string error;
    EXPECT_FALSE(parse_fen(text, &error)) << text;
    EXPECT_FALSE(error.empty()) << text;
    EXPECT_EQ(error.find('\n'), std::string::npos) << error;
  }
}

}  // namespace
}  // namespace ply::chess

namespace ply::chess {
namespace {

// The editor's position (Traits::setup): the squares as squares() writes them, a side and FEN's
// castling and en passant fields; or a BAD_POSITION with its cause.
std::string setup_cause(const Position& from, int to_move, const char* extra) {
  Refusal refusal;
  const auto pos = Traits::setup(start_position(), Traits::squares(from), to_move, extra, &refusal);
  EXPECT_FALSE(pos) << Traits::squares(from);
  EXPECT_EQ(refusal.reason, Reason::BAD_POSITION) << refusal.text;
  return refusal.cause;
}

// A board of these pieces, e.g. {{"e1", 'K'}, {"e8", 'k'}}, read by put alone (no rule checked).
Position board_of(std::initializer_list<std::pair<const char*, char>> pieces) {
  Position pos;
  for (const auto& [square, letter] : pieces) {
    const std::size_t type = std::string_view("PNBRQK").find(char(std::toupper(u8(letter))));
    pos.put(make_piece(std::isupper(u8(letter)) ? WHITE : BLACK, PieceType(type)),
            make_square(square[0] - 'a', square[1] - '1'));
  }
  return pos;
}

TEST(ChessSetup, APublishedPositionSetUpSquareBySquareIsItsFen) {
  // Kiwipete (the Chess Programming Wiki's perft position 2) and the start.
  for (const char* text : {"r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
                           "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"}) {
    Refusal refusal;
    const auto pos =
        Traits::setup(start_position(), Traits::squares(fen(text)), 0, "KQkq -", &refusal);
    ASSERT_TRUE(pos) << refusal.text;
    EXPECT_EQ(to_fen(*pos), text);
  }
}

TEST(ChessSetup, AnEnPassantSquareBehindADoubleStepIsKeptWhereTheCaptureIsLegal) {
  const char* text = "4k3/8/8/3Pp3/8/8/8/4K3 w - e6 0 1";
  Refusal refusal;
  const auto pos = Traits::setup(start_position(), Traits::squares(fen(text)), 0, "- e6", &refusal);
  ASSERT_TRUE(pos) << refusal.text;
  EXPECT_EQ(to_fen(*pos), text);
  EXPECT_TRUE(legal(*pos, "d5e6"));
}

TEST(ChessSetup, APositionTheRulesCannotPlayIsRefusedWithItsCause) {
  EXPECT_EQ(setup_cause(board_of({{"e1", 'K'}, {"d1", 'K'}, {"e8", 'k'}}), 0, "- -"), "kings");
  EXPECT_EQ(setup_cause(board_of({{"e1", 'K'}}), 0, "- -"), "kings");
  EXPECT_EQ(setup_cause(board_of({{"e1", 'K'}, {"e8", 'k'}, {"a1", 'P'}}), 0, "- -"), "pawn-rank");
  EXPECT_EQ(setup_cause(board_of({{"e1", 'K'}, {"e8", 'k'}, {"h8", 'p'}}), 1, "- -"), "pawn-rank");
  // White to move while Black's king stands in check from the rook on e2.
  EXPECT_EQ(setup_cause(board_of({{"a1", 'K'}, {"e8", 'k'}, {"e2", 'R'}}), 0, "- -"), "check");
  EXPECT_EQ(setup_cause(board_of({{"e1", 'K'}, {"e8", 'k'}, {"a1", 'R'}}), 0, "K -"), "castling");
  EXPECT_EQ(setup_cause(board_of({{"e1", 'K'}, {"e8", 'k'}}), 0, "- e6"), "en-passant");
}

TEST(ChessSetup, ABareFenImportedSaysWhyItsPositionCannotBePlayed) {
  Refusal refusal;
  EXPECT_FALSE(Traits::import_game("4k3/8/8/8/8/8/8/4KK2 w - - 0 1", &refusal));
  EXPECT_EQ(refusal.reason, Reason::BAD_POSITION);
  EXPECT_EQ(refusal.cause, "kings");
  EXPECT_FALSE(
      Traits::import_game("[FEN \"4k3/8/8/8/8/8/8/P3K3 w - - 0 1\"]\n\n1. Kd2 *", &refusal));
  EXPECT_EQ(refusal.cause, "pawn-rank");
}

}  // namespace
}  // namespace ply::chess
