// Draughts' list of standard openings (openings.h): named_openings_check.h.
#include "draughts/traits.h"
#include "named_openings_check.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  check_named_openings<ply::draughts::Traits>(data, size);
  return 0;
}
