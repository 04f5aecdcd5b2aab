// Reversi variant words (`--variant`, and before a colon in a position): what parses writes back to
// the same variant, and the variant's start reads back as a position of that variant, on every
// board size.
#include "fuzz_check.h"
#include "reversi/notation.h"
#include "reversi/variant.h"
#include "reversi/wide/board.h"

using namespace ply::reversi;

namespace {

// The start of `variant` on its board: four discs, the ring of a board inside a larger one blocked,
// the black hole where the words put it, and text that reads back as the same start.
template <typename P, typename Bits>
void check_start(const Variant& variant, const std::string& words, const P& start, Bits ring,
                 Bits hole_bit, auto parse) {
  FUZZ_CHECK(popcount(start.player | start.opponent) == 4, "a start has four discs");
  FUZZ_CHECK((start.blocked & ring) == ring, "a smaller board's ring is blocked");
  const Bits holes = start.blocked & ~ring;
  FUZZ_CHECK(popcount(holes) == (variant.black_hole ? 1 : 0), "a black hole is one square");
  const bool named = variant.hole != Variant::NO_HOLE;
  FUZZ_CHECK(!named || holes == hole_bit, "the black hole moved");
  FUZZ_CHECK(parse(to_string(start)) == start, "the start reads back differently");
  const Variant seen = variant_of(start);
  FUZZ_CHECK(seen.start == variant.start && seen.anti == variant.anti &&
                 seen.black_hole == variant.black_hole,
             "the start shows another variant");
  if (!variant.black_hole || named)
    FUZZ_CHECK(parse(words + ":") == start, "the words and a colon are not the variant's start");
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const std::string_view text = ply::fuzz::text_of(data, size);
  const auto variant = parse_variant(text);
  if (!variant) return 0;
  const std::string words = to_string(*variant);
  const auto again = parse_variant(words);
  FUZZ_CHECK(again.has_value(), "the written variant does not read back");
  FUZZ_CHECK(to_string(*again) == words, "the variant written twice differs");
  FUZZ_CHECK(again->anti == variant->anti && again->black_hole == variant->black_hole &&
                 again->hole == variant->hole && again->start == variant->start &&
                 (again->size ? again->size : 8) == (variant->size ? variant->size : 8),
             "the variant changed on the round trip");
  const bool named = variant->hole != Variant::NO_HOLE;
  if (is_wide(variant->size)) {
    const WidePosition start = wide_start_position(*variant, size);
    check_start(*variant, words, start, start.size == 10 ? wide::RING : WideBits{},
                named ? wide_bit(variant->hole) : WideBits{},
                [](const std::string& t) { return parse_wide_position(t); });
  } else {
    const Position start = start_position(*variant, size);
    check_start(*variant, words, start, start.size == 6 ? RING : Bitboard(0),
                named ? bit(variant->hole) : Bitboard(0),
                [](const std::string& t) { return parse_position(t); });
  }
  return 0;
}
