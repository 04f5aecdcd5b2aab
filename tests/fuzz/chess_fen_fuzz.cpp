// Chess FEN: every read ends; what parses writes back to a FEN that reads as the same position
// (same text, same key), and every legal move there round-trips through SAN and UCI notation.
#include "chess/movegen.h"
#include "chess/notation.h"
#include "fuzz_check.h"

using namespace ply::chess;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  std::string error;
  const auto pos = parse_fen(ply::fuzz::text_of(data, size), &error);
  if (!pos) {
    FUZZ_CHECK(!error.empty(), "a rejected FEN gives a reason");
    return 0;
  }
  const std::string text = to_fen(*pos);
  const auto again = parse_fen(text, &error);
  FUZZ_CHECK(again.has_value(), "the written FEN does not read back");
  FUZZ_CHECK(to_fen(*again) == text, "the FEN changed on the round trip");
  FUZZ_CHECK(again->key == pos->key, "the key changed on the round trip");
  MoveList moves;
  generate_legal(*pos, moves);
  for (const Move m : moves) {
    const auto from_san = parse_san(*pos, to_san(*pos, m), nullptr);
    FUZZ_CHECK(from_san && *from_san == m, "a move's SAN does not read back as the move");
    const auto from_uci = parse_uci_move(*pos, uci_move(m), nullptr);
    FUZZ_CHECK(from_uci && *from_uci == m, "a move's UCI text does not read back as the move");
  }
  return 0;
}
