// Draughts' list of openings (openings.h): any text is refused with the line and its reason, or
// read as openings whose every move is legal where it is played and whose last position is the one
// recorded.
#include <algorithm>

#include "draughts/openings.h"
#include "fuzz_check.h"

using namespace ply::draughts;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const std::string_view text(reinterpret_cast<const char*>(data), size);
  std::string error;
  const auto openings = parse_openings(text, &error);
  if (!openings) {
    FUZZ_CHECK(error.starts_with("openings, line "), "a refused list has no reason");
    return 0;
  }
  for (const Opening& o : *openings) {
    FUZZ_CHECK(!o.moves.empty() && !o.name_en.empty() && !o.name_ru.empty(),
               "an opening without moves or names");
    Position pos = start_position();
    for (const Move& m : o.moves) {
      MoveList legal;
      generate_moves(pos, legal);
      FUZZ_CHECK(std::find(legal.begin(), legal.end(), m) != legal.end(),
                 "an illegal opening move");
      pos = play(pos, m);
    }
    FUZZ_CHECK(pos == o.tabiya, "the last position is not the moves'");
  }
  return 0;
}
