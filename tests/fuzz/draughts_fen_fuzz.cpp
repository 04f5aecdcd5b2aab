// Draughts FEN: what parses writes back to the same position, and every legal move there plays back
// by its own text (short and full forms).
#include "draughts_checks.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const auto pos = ply::draughts::parse_fen(ply::fuzz::text_of(data, size));
  if (pos) ply::fuzz::check_draughts_position(*pos);
  return 0;
}
