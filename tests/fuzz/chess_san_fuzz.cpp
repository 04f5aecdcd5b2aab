// Chess SAN and UCI moves: any text read as a move in a few positions rich in ambiguity, castling,
// en passant and promotion; a move that reads is legal, and its own SAN and UCI texts read back to
// it.
#include "chess/movegen.h"
#include "chess/notation.h"
#include "fuzz_check.h"

using namespace ply::chess;

namespace {

constexpr const char* POSITIONS[] = {
    "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
    "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
    "r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1",
    "1N2k2N/8/8/3pP3/8/8/1q3q2/R3K2R w KQ d6 0 1",  // two knights, two queens, en passant, castling
};

bool is_legal(const Position& pos, Move m) {
  MoveList moves;
  generate_legal(pos, moves);
  for (const Move legal : moves)
    if (legal == m) return true;
  return false;
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const std::string_view text = ply::fuzz::text_of(data, size);
  for (const char* fen : POSITIONS) {
    const Position pos = *parse_fen(fen, nullptr);
    for (const auto move : {parse_san(pos, text, nullptr), parse_uci_move(pos, text, nullptr)}) {
      if (!move) continue;
      FUZZ_CHECK(is_legal(pos, *move), "a move read from text is not legal");
      FUZZ_CHECK(parse_san(pos, to_san(pos, *move), nullptr) == move,
                 "the move's SAN does not read back");
      FUZZ_CHECK(parse_uci_move(pos, uci_move(*move), nullptr) == move,
                 "the move's UCI text does not read back");
    }
  }
  return 0;
}
