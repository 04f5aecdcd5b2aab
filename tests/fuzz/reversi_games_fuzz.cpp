// The fitting tool's self-play games file (tools/reversi_fit/record.h), a line at a time: any text
// is refused with a reason or read as a legal finished game that writes back to the same line.
#include <string>

#include "fuzz_check.h"
#include "reversi_fit/record.h"

using namespace ply::reversi::fit;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const std::string text(reinterpret_cast<const char*>(data), size);
  std::string error;
  if (const auto header = parse_header(text, &error)) {
    FUZZ_CHECK(parse_header(header_line(*header)) == header,
               "the header changed on the round trip");
  } else {
    FUZZ_CHECK(!error.empty(), "a refused header has no reason");
  }
  const auto game = parse_record(text, &error);
  if (!game) {
    FUZZ_CHECK(!error.empty(), "a refused game has no reason");
    return 0;
  }
  const std::string line = record_line(*game);
  const auto again = parse_record(line, &error);
  FUZZ_CHECK(again.has_value(), "the written game does not read back");
  FUZZ_CHECK(record_line(*again) == line, "the game changed on the round trip");
  return 0;
}
