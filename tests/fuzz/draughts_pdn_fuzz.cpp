// Draughts PDN games: every read ends; what parses writes back to the same game; each position of
// the game passes the position checks.
#include "draughts/record.h"
#include "draughts_checks.h"

using namespace ply::draughts;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  ply::Refusal refusal;
  const auto game = parse_pdn(ply::fuzz::text_of(data, size), &refusal);
  if (!game) {
    FUZZ_CHECK(refusal.text.rfind("PDN: ", 0) == 0, "a rejected game gives a reason");
    FUZZ_CHECK(refusal.move_number == 0 || !refusal.move.empty(), "a refused move is not quoted");
    return 0;
  }
  const std::string text = to_pdn(*game);
  const auto again = parse_pdn(text, nullptr);
  FUZZ_CHECK(again.has_value(), "the written PDN does not read back");
  FUZZ_CHECK(again->tags == game->tags, "the tags changed on the round trip");
  FUZZ_CHECK(again->start == game->start, "the start position changed on the round trip");
  FUZZ_CHECK(again->moves == game->moves, "the moves changed on the round trip");
  FUZZ_CHECK(again->result == game->result, "the result changed on the round trip");
  for (const Position& pos : positions_of(*game)) ply::fuzz::check_draughts_position(pos);
  return 0;
}
