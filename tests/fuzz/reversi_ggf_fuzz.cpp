// Reversi games in GGF (what NBoard sends with "set game"): what parses writes back to the same
// game.
#include "fuzz_check.h"
#include "reversi/record.h"

using namespace ply::reversi;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const auto game = parse_ggf(ply::fuzz::text_of(data, size));
  if (!game) return 0;
  const std::string text = to_ggf(*game);
  std::string error;
  const auto again = parse_ggf(text, &error);
  FUZZ_CHECK(again.has_value(), "the written GGF does not read back");
  FUZZ_CHECK(again->start == game->start, "the start position changed on the round trip");
  FUZZ_CHECK(again->moves == game->moves, "the moves changed on the round trip");
  FUZZ_CHECK(to_ggf(*again) == text, "the GGF written twice differs");
  return 0;
}
