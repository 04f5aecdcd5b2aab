// Reversi's pattern weights file (what the engine reads at start): any bytes are refused with a
// reason or read as a table that writes back to a file reading the same. The first byte chooses
// whether the rest is the whole file (the header's checks) or a payload given a valid header (the
// decoder behind the hash, which random bytes would never get past).
#include "fuzz_check.h"
#include "reversi/pattern_weights.h"

using namespace ply::reversi;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  if (size == 0) return 0;
  const std::span<const std::uint8_t> rest(data + 1, size - 1);
  const std::vector<std::uint8_t> file =
      data[0] & 1 ? weights_file(rest) : std::vector<std::uint8_t>(rest.begin(), rest.end());
  std::string error;
  const auto table = decode_weights(file, &error);
  if (!table) {
    FUZZ_CHECK(error.starts_with("pattern weights: "), "a refused file has no reason");
    return 0;
  }
  FUZZ_CHECK(table->size() == std::size_t(PHASE_COUNT) * WEIGHTS_PER_PHASE,
             "a table of the wrong size was read");
  const std::vector<std::uint8_t> written = encode_weights(*table);
  const auto again = decode_weights(written, &error);
  FUZZ_CHECK(again.has_value(), "the written weights do not read back");
  FUZZ_CHECK(*again == *table, "the weights changed on the round trip");
  FUZZ_CHECK(encode_weights(*again) == written, "the weights written twice differ");
  return 0;
}
