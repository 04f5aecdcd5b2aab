#include "record.h"

#include <charconv>
#include <cinttypes>
#include <cstdio>

#include "reversi/notation.h"

namespace ply::reversi::fit {

namespace {

constexpr std::string_view HEADER_PREFIX = "# ply-fit-reversi games 1 ";

bool fail(std::string* error, std::string why) {
  if (error) *error = std::move(why);
  return false;
}

std::vector<std::string_view> words(std::string_view text) {
  std::vector<std::string_view> out;
  std::size_t i = 0;
  while (i < text.size()) {
    while (i < text.size() && text[i] == ' ') ++i;
    const std::size_t start = i;
    while (i < text.size() && text[i] != ' ') ++i;
    if (i > start) out.push_back(text.substr(start, i - start));
  }
  return out;
}

template <typename T>
bool number(std::string_view text, T& value, int base = 10) {
  if (!text.empty() && text[0] == '+') text.remove_prefix(1);
  const auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), value, base);
  return ec == std::errc() && end == text.data() + text.size();
}

// "key=value" with the expected key.
template <typename T>
bool field(std::string_view word, std::string_view key, T& value, int base = 10) {
  if (word.size() <= key.size() + 1 || word.substr(0, key.size()) != key || word[key.size()] != '=')
    return false;
  return number(word.substr(key.size() + 1), value, base);
}

}  // namespace

std::string header_line(const GamesHeader& h) {
  char line[160];
  std::snprintf(line, sizeof line,
                "%sseed=%" PRIu64 " nodes=%" PRIu64 " solve=%d weights=%016" PRIx64,
                HEADER_PREFIX.data(), h.seed, h.nodes, h.solve_empties, h.weights_hash);
  return line;
}

std::optional<GamesHeader> parse_header(std::string_view line, std::string* error) {
  if (line.substr(0, HEADER_PREFIX.size()) != HEADER_PREFIX) {
    fail(error, "not a games file of this version (its first line must start \"" +
                    std::string(HEADER_PREFIX) + "\")");
    return std::nullopt;
  }
  const auto w = words(line.substr(HEADER_PREFIX.size()));
  GamesHeader h;
  if (w.size() != 4 || !field(w[0], "seed", h.seed) || !field(w[1], "nodes", h.nodes) ||
      !field(w[2], "solve", h.solve_empties) || !field(w[3], "weights", h.weights_hash, 16)) {
    fail(error, "the header's fields are not seed=, nodes=, solve=, weights=");
    return std::nullopt;
  }
  return h;
}

std::string record_line(const GameRecord& game) {
  std::string line = std::to_string(game.index);
  for (const RecordedPly& p : game.plies) {
    line += ' ';
    if (p.chosen == Chosen::PASS) {
      line += "pass";
      continue;
    }
    line += move_to_string(p.move);
    line += char(p.chosen);
    if (p.chosen == Chosen::SEARCH || p.chosen == Chosen::EXACT) {
      if (p.score >= 0) line += '+';
      line += std::to_string(p.score);
    }
  }
  line += " = ";
  if (game.result >= 0) line += '+';
  line += std::to_string(game.result);
  return line;
}

std::optional<GameRecord> parse_record(std::string_view line, std::string* error) {
  const auto w = words(line);
  GameRecord game;
  if (w.size() < 3 || w[w.size() - 2] != "=" || !number(w[0], game.index) ||
      !number(w.back(), game.result)) {
    fail(error, "a game is \"<index> <plies> = <result>\"");
    return std::nullopt;
  }
  Position pos = start_position();
  bool black = true;
  for (std::size_t i = 1; i + 2 < w.size(); ++i) {
    const std::string_view word = w[i];
    const std::string where = "ply " + std::to_string(i) + " (" + std::string(word) + "): ";
    RecordedPly p;
    if (word == "pass") {
      if (!must_pass(pos)) {
        fail(error, where + "a pass where a move is possible or the game is over");
        return std::nullopt;
      }
    } else {
      const auto square = word.size() >= 3 ? parse_move(word.substr(0, 2)) : std::nullopt;
      p.chosen = word.size() >= 3 ? Chosen(word[2]) : Chosen::PASS;
      const bool scored = p.chosen == Chosen::SEARCH || p.chosen == Chosen::EXACT;
      const bool known = scored || p.chosen == Chosen::OPENING || p.chosen == Chosen::RANDOM;
      if (!square || *square == PASS || !known ||
          (scored ? !number(word.substr(3), p.score) : word.size() != 3)) {
        fail(error, where + "not a square with how it was chosen (o, r, s<score>, x<score>)");
        return std::nullopt;
      }
      if (!(legal_moves(pos) & bit(*square))) {
        fail(error, where + "not a legal move");
        return std::nullopt;
      }
      p.move = *square;
    }
    game.plies.push_back(p);
    pos = play(pos, p.move);
    black = !black;
  }
  if (!is_over(pos)) {
    fail(error, "the game is not over after its last ply");
    return std::nullopt;
  }
  const int black_result = black ? final_score(pos) : -final_score(pos);
  if (black_result != game.result) {
    fail(error, "the result " + std::to_string(game.result) + " is not the final position's " +
                    std::to_string(black_result));
    return std::nullopt;
  }
  // The solver's moves are perfect play: each exact score is the result for the side that moved.
  bool mover_black = true;
  for (std::size_t i = 0; i < game.plies.size(); ++i, mover_black = !mover_black) {
    const RecordedPly& p = game.plies[i];
    if (p.chosen == Chosen::EXACT && p.score != (mover_black ? game.result : -game.result)) {
      fail(error, "ply " + std::to_string(i + 1) + ": the exact score " + std::to_string(p.score) +
                      " contradicts the result");
      return std::nullopt;
    }
  }
  return game;
}

}  // namespace ply::reversi::fit
