// Reversi variant words (`--variant`, and before a colon in a position): what parses writes back to the
// same variant, and the variant's start reads back as a position of that variant.
#include "fuzz_check.h"
#include "reversi/notation.h"
#include "reversi/variant.h"

using namespace ply::reversi;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const std::string_view text = ply::fuzz::text_of(data, size);
  const auto variant = parse_variant(text);
  if (!variant) return 0;
  const std::string words = to_string(*variant);
  const auto again = parse_variant(words);
  FUZZ_CHECK(again.has_value(), "the written variant does not read back");
  FUZZ_CHECK(to_string(*again) == words, "the variant written twice differs");
  FUZZ_CHECK(again->anti == variant->anti && again->black_hole == variant->black_hole &&
                 again->hole == variant->hole && again->start == variant->start,
             "the variant changed on the round trip");
  const Position start = start_position(*variant, size);
  FUZZ_CHECK(popcount(start.player | start.opponent) == 4, "a start has four discs");
  const Bitboard ring = start.size == 6 ? RING : 0;
  FUZZ_CHECK((start.blocked & ring) == ring, "a 6x6 board's ring is blocked");
  FUZZ_CHECK(popcount(start.blocked & ~ring) == (variant->black_hole ? 1 : 0), "a black hole is one square");
  FUZZ_CHECK(!variant->hole || (start.blocked & ~ring) == variant->hole, "the black hole moved");
  FUZZ_CHECK(parse_position(to_string(start)) == start, "the start reads back differently");
  const Variant seen = variant_of(start);
  FUZZ_CHECK(seen.start == variant->start && seen.anti == variant->anti && seen.black_hole == variant->black_hole,
             "the start shows another variant");
  if (!variant->black_hole || variant->hole)
    FUZZ_CHECK(parse_position(words + ":") == start, "the words and a colon are not the variant's start");
  return 0;
}
