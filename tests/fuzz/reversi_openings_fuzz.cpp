// Reversi's list of named openings (openings.h): named_openings_check.h.
#include "named_openings_check.h"
#include "reversi/traits.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  check_named_openings<ply::reversi::Traits>(data, size);
  return 0;
}
