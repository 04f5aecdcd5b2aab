// Reversi transcripts (a start position, then moves): what parses writes back to the same game.
#include "fuzz_check.h"
#include "reversi/notation.h"

using namespace ply::reversi;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const std::string input(ply::fuzz::text_of(data, size));
  if (const auto wide = parse_wide_transcript(input)) {
    const auto again = parse_wide_transcript(to_string(*wide));
    FUZZ_CHECK(again.has_value(), "the written wide transcript does not read back");
    FUZZ_CHECK(again->start == wide->start && again->moves == wide->moves,
               "the wide game changed on the round trip");
  }
  const auto game = parse_transcript(input);
  if (!game) return 0;
  const std::string text = to_string(*game);
  const auto again = parse_transcript(text);
  FUZZ_CHECK(again.has_value(), "the written transcript does not read back");
  FUZZ_CHECK(again->start == game->start, "the start position changed on the round trip");
  FUZZ_CHECK(again->moves == game->moves, "the moves changed on the round trip");
  return 0;
}
