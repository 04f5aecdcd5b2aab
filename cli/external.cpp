#include "external.h"

#include <cstdio>
#include <string>

#ifndef __EMSCRIPTEN__
#include <sys/wait.h>
#endif

#include "args.h"

namespace ply::cli {

#ifndef __EMSCRIPTEN__
namespace {

// Positions and paths go to the shell in single quotes; a quote inside is closed, escaped and reopened.
std::string quoted(const std::string& text) {
  std::string q = "'";
  for (char c : text) q += c == '\'' ? std::string("'\\''") : std::string(1, c);
  return q + "'";
}

}  // namespace
#endif

std::string external_best(const std::string& command, const std::string& game, const std::string& position,
                          const Request& request) {
#ifdef __EMSCRIPTEN__
  (void)command, (void)game, (void)position, (void)request;
  fail("match: --a-cmd and --b-cmd need the native build");
#else
  std::string line = quoted(command) + " best " + game + " --position " + quoted(position) + " --level " +
                     std::to_string(request.level) + " --seed " + std::to_string(request.seed);
  if (request.max_nodes) line += " --nodes " + std::to_string(request.max_nodes);
  else line += " --time-ms " + std::to_string(request.time_ms);
  FILE* out = popen(line.c_str(), "r");
  if (!out) fail("match: cannot run " + command);
  std::string last, current;
  for (int c; (c = std::fgetc(out)) != EOF;) {
    if (c != '\n') current += char(c);
    else if (!current.empty()) last = std::move(current), current.clear();
  }
  if (!current.empty()) last = current;
  const int status = pclose(out);
  if (status != 0)
    fail("match: " + command + " best " + game + " failed (" +
         (WIFEXITED(status) ? "exit status " + std::to_string(WEXITSTATUS(status)) : std::string("killed")) +
         ") on the position " + position);
  return last;
#endif
}

}  // namespace ply::cli
