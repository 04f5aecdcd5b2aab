#include "reversi/obf.h"

#include <charconv>

#include "core/text.h"
#include "reversi/notation.h"

namespace ply::reversi {

std::optional<ObfProblem> parse_obf(std::string_view line, std::string* error) {
  const auto semicolon = line.find(';');
  if (semicolon == std::string_view::npos) {
    fail(error, "obf: expected '<position>; <move>:<score>; …'");
    return std::nullopt;
  }
  const auto pos = parse_position(line.substr(0, semicolon), error);
  if (!pos) return std::nullopt;
  ObfProblem problem{*pos, 0, {}, {}};
  std::string_view rest = line.substr(semicolon + 1);
  while (!rest.empty()) {
    const auto end = rest.find(';');
    const std::string_view entry = trim(rest.substr(0, end));
    rest = end == std::string_view::npos ? std::string_view() : rest.substr(end + 1);
    if (entry.empty()) continue;
    const auto colon = entry.find(':');
    const auto move =
        colon == std::string_view::npos ? std::nullopt : parse_move(trim(entry.substr(0, colon)));
    std::string_view number = colon == std::string_view::npos ? "" : trim(entry.substr(colon + 1));
    if (!number.empty() && number[0] == '+') number.remove_prefix(1);
    int score = 0;
    const auto [ptr, ec] = std::from_chars(number.data(), number.data() + number.size(), score);
    if (!move || number.empty() || ec != std::errc() || ptr != number.data() + number.size() ||
        score < -64 || score > 64) {
      fail(error, "obf: bad move score '" + std::string(entry) + "' (expected e.g. 'A2:+38')");
      return std::nullopt;
    }
    problem.scored_moves.push_back(*move);
    problem.scores.push_back(score);
  }
  if (problem.scores.empty()) {
    fail(error, "obf: no move score after the position");
    return std::nullopt;
  }
  problem.best_score = problem.scores.front();
  return problem;
}

std::optional<int> listed_score(const ObfProblem& problem, int move) {
  for (std::size_t i = 0; i < problem.scored_moves.size(); ++i)
    if (problem.scored_moves[i] == move) return problem.scores[i];
  return std::nullopt;
}

}  // namespace ply::reversi
