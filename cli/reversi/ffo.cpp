// `ply bench --ffo <file.obf> [--first N --last M]`: exact solves of FFO-style endgame problems,
// one thread, a fresh table each. Each line: the problem's number, empties, the score found and the
// one the file gives, the move, time and nodes; then the totals. A score that differs from the
// file's, or a move the file scores lower than the best, is an error (exit 1) after every problem
// has run.
#include <cctype>
#include <chrono>
#include <cstdio>
#include <sstream>
#include <string>

#include "commands.h"
#include "reversi/endgame/solve.h"
#include "reversi/ffo.h"
#include "reversi/notation.h"
#include "reversi/obf.h"

namespace ply::cli {

namespace {

// Like a limit that stops a solve, a wrong answer is exit 1: the command ran, the result is not
// good.
constexpr int EXIT_WRONG_ANSWER = 1;

// The number of the file's first problem: the first number in its name (ffo40-59.obf: 40), else 1.
int first_number_in_name(const std::string& path) {
  const std::string name = path.substr(path.find_last_of('/') + 1);
  std::size_t i = 0;
  while (i < name.size() && !std::isdigit(static_cast<unsigned char>(name[i]))) ++i;
  if (i == name.size()) return 1;
  int n = 0;
  for (; i < name.size() && std::isdigit(static_cast<unsigned char>(name[i])) && n < 100000; ++i)
    n = n * 10 + (name[i] - '0');
  return n;
}

}  // namespace

int run_ffo_bench(const Args& args) {
  using namespace reversi;
  allow_only(args, {"ffo", "first", "last"});
  if (!args.positional.empty()) fail("bench: unexpected argument '" + args.positional[0] + "'");
  const std::string path = args.text("ffo");
  std::istringstream in(read_input_file(path, "bench"));
  const int number_of_first_line = first_number_in_name(path);
  const i64 first = args.integer("first", number_of_first_line, 0, 1 << 30);
  const i64 last = args.integer("last", 1 << 30, 0, 1 << 30);

  u64 total_nodes = 0;
  double total_seconds = 0;
  int solved = 0, wrong = 0;
  int number = number_of_first_line - 1;
  for (std::string line; std::getline(in, line);) {
    if (line.empty() || line[0] == '%') continue;
    ++number;
    if (number < first || number > last) continue;
    std::string error;
    const auto problem = parse_obf(line, &error);
    if (!problem)
      fail("bench: " + excerpt(path) + " problem #" + std::to_string(number) + ": " + error);

    const auto start = std::chrono::steady_clock::now();
    const Solution s = solve(problem->pos);
    const double seconds = seconds_since(start);
    const auto move_score = listed_score(*problem, s.move);
    const bool right = s.score == problem->best_score && (!move_score || *move_score == s.score);
    std::printf(
        "#%-3d %2d empties  score %+3d  expected %+3d  move %-4s %9.3f s %13llu nodes %6.1f M "
        "nodes/s%s\n",
        number, problem->pos.empty_count(), s.score, problem->best_score,
        move_to_string(s.move).c_str(), seconds, (unsigned long long)s.nodes,
        seconds > 0 ? s.nodes / seconds / 1e6 : 0.0, right ? "" : "  WRONG");
    std::fflush(stdout);  // long runs show each problem as it ends
    total_nodes += s.nodes;
    total_seconds += seconds;
    ++solved;
    wrong += !right;
  }
  std::printf("Problems solved : %d (%d wrong)\n", solved, wrong);
  std::printf("Total time (s)  : %.3f\n", total_seconds);
  std::printf("Nodes/second    : %.0f\n",
              total_seconds > 0 ? double(total_nodes) / total_seconds : 0);
  std::printf("Total nodes     : %llu\n", (unsigned long long)total_nodes);
  if (solved == 0)
    fail("bench: no problem of " + excerpt(path) + " in #" + std::to_string(first) + "-#" +
         std::to_string(last));
  return wrong ? EXIT_WRONG_ANSWER : EXIT_OK;
}

}  // namespace ply::cli
