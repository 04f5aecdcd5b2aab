// `ply uci`'s loop (cli/chess/uci.cpp) driven by a whole session of arbitrary lines: it never
// crashes, hangs or races (ASan, UBSan), writes only UCI's own lines, and answers every "go" with
// exactly one "bestmove", the last one when the input ends (as a GUI that goes away ends the search
// under way).
#include <sstream>
#include <string>

#include "chess/uci.h"
#include "fuzz_check.h"

namespace {

// The loop reads its words with >>, so every character isspace() knows parts them (a form feed
// too).
constexpr const char* SPACES = " \t\n\v\f\r";

std::string first_word(const std::string& line) {
  const std::size_t start = line.find_first_not_of(SPACES);
  if (start == std::string::npos) return "";
  return line.substr(start, line.find_first_of(SPACES, start) - start);
}

bool starts_with(const std::string& line, std::string_view prefix) {
  return line.rfind(prefix, 0) == 0;
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  if (size > 4096) return 0;  // a session of some lines; longer inputs only repeat them
  const std::string session(ply::fuzz::text_of(data, size));
  // The commands the loop acts on: those before "quit".
  int searches = 0;
  std::istringstream lines(session);
  for (std::string line; std::getline(lines, line);) {
    const std::string command = first_word(line);
    if (command == "quit") break;
    searches += command == "go";
  }
  std::istringstream in(session);
  std::ostringstream out;
  FUZZ_CHECK(ply::cli::run_uci(in, out) == 0, "the loop ended with a failure");
  int answers = 0;
  std::istringstream written(out.str());
  for (std::string line; std::getline(written, line);) {
    answers += starts_with(line, "bestmove ");
    FUZZ_CHECK(starts_with(line, "id ") || starts_with(line, "option name ") || line == "uciok" ||
                   line == "readyok" || starts_with(line, "info ") ||
                   starts_with(line, "bestmove "),
               "a line that is not UCI's");
  }
  FUZZ_CHECK(answers == searches, "a go without exactly one bestmove");
  return 0;
}
