// The accuracy yardstick's lines (cli/reversi/accuracy_positions.h): any text is refused with a
// reason or read as a position whose every legal move has one even value, which writes back to a
// line reading the same.
#include "fuzz_check.h"
#include "reversi/accuracy_positions.h"

using namespace ply::reversi;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const auto text = ply::fuzz::text_of(data, size);
  std::string error;
  const auto p = parse_accuracy_line(text, &error);
  if (!p) {
    FUZZ_CHECK(!error.empty(), "a refused line has no reason");
    return 0;
  }
  FUZZ_CHECK(!p->moves.empty() && int(p->moves.size()) == popcount(legal_moves(p->pos)),
             "a line read without every legal move");
  for (const auto& m : p->moves) FUZZ_CHECK(m.value % 2 == 0, "an odd value was read");
  FUZZ_CHECK(disc_loss(*p, p->moves.front().move) == 0, "the first move is not a best one");
  const std::string written = accuracy_line(*p);
  const auto again = parse_accuracy_line(written, &error);
  FUZZ_CHECK(again.has_value(), "the written line does not read back");
  FUZZ_CHECK(*again == *p, "the position changed on the round trip");
  FUZZ_CHECK(accuracy_line(*again) == written, "the line written twice differs");
  return 0;
}
