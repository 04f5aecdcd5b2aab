// `ply gomocup`'s brain (cli/gomoku/gomocup.cpp) given arbitrary lines from a manager, each search
// bounded by nodes: it never crashes (ASan, UBSan); it writes only the protocol's answers; each
// move it answers is then the last stone on the board it plays on.
#include <sstream>
#include <string>

#include "fuzz_check.h"
#include "gomoku/gomocup.h"
#include "gomoku/gomocup_coordinates.h"

using namespace ply;

namespace {

bool starts_with(const std::string& line, std::string_view prefix) {
  return line.rfind(prefix, 0) == 0;
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  if (size < 1 || size > 4096) return 0;
  Request request;
  request.level = 1 + int(data[0] % gomoku::Engine::LADDER.size());
  request.max_nodes = 2000;  // the searches stay short: the protocol is under test, not the search
  cli::GomocupBrain brain(request);
  std::istringstream lines(std::string(fuzz::text_of(data + 1, size - 1)));
  for (std::string line; std::getline(lines, line) && !brain.ended();) {
    for (const std::string& reply : brain.answer(line)) {
      if (reply == "OK" || starts_with(reply, "ERROR ") || starts_with(reply, "MESSAGE ") ||
          starts_with(reply, "UNKNOWN ") || starts_with(reply, "DEBUG ") ||
          starts_with(reply, "name="))
        continue;
      const auto& now = brain.position();
      FUZZ_CHECK(now.has_value(), "a move answered without a board");
      const auto cell = gomoku::parse_gomocup_xy(*now, reply);
      FUZZ_CHECK(cell.has_value(), "a line that is not the protocol's");
      FUZZ_CHECK(now->count >= 1 && now->last() == *cell,
                 "the answered move is not the board's last stone");
    }
  }
  return 0;
}
