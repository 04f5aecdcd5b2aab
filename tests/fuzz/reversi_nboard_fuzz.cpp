// `ply nboard`'s engine (cli/reversi/nboard.cpp) given arbitrary lines, each search bounded by
// nodes: it never crashes (ASan, UBSan); a refused command leaves the game as it was; "ping n" is
// answered "pong n"; a "go" answers a move legal in the game's position and leaves the game to the
// GUI (which sends the move back).
#include <sstream>
#include <string>

#include "fuzz_check.h"
#include "reversi/board.h"
#include "reversi/nboard.h"
#include "reversi/record.h"

using namespace ply;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  if (size < 1 || size > 4096) return 0;
  Request request;
  request.level = 1 + int(data[0] % reversi::Engine::LADDER.size());
  request.max_nodes = 2000;  // the searches stay short: the protocol is under test, not the search
  std::ostringstream errors;
  cli::NboardEngine engine(request, errors);
  std::istringstream lines(std::string(fuzz::text_of(data + 1, size - 1)));
  for (std::string line; std::getline(lines, line) && !engine.quit();) {
    const reversi::Position before = engine.position();
    const std::size_t moves_before = engine.game().moves.size();
    const std::string errors_before = errors.str();
    const std::vector<std::string> replies = engine.answer(line);
    const std::size_t start = line.find_first_not_of(" \t\r");
    const std::string command =
        start == std::string::npos ? ""
                                   : line.substr(start, line.find_first_of(" \t\r", start) - start);
    if (errors.str() != errors_before && command != "set" && command != "nboard")
      FUZZ_CHECK(engine.game().moves.size() == moves_before && engine.position() == before,
                 "a refused command changed the game");
    if (command == "go" || command == "hint" || command == "ping")
      FUZZ_CHECK(engine.game().moves.size() == moves_before,
                 "the engine played into the GUI's game");
    for (const std::string& reply : replies) {
      if (reply.rfind("=== ", 0) != 0) continue;
      const std::string move_text = reply.substr(4, reply.find('/') - 4);
      const auto move = reversi::parse_nboard_move(move_text);
      FUZZ_CHECK(move.has_value(), "the answer's move does not read as NBoard's");
      FUZZ_CHECK(*move == reversi::PASS ? reversi::must_pass(before)
                                        : (reversi::legal_moves(before) & reversi::bit(*move)) != 0,
                 "the answer's move is not legal in the position");
    }
  }
  return 0;
}
