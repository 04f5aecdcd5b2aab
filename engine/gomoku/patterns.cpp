#include "gomoku/patterns.h"

#include <array>
#include <vector>

namespace ply::gomoku {

namespace {

constexpr int LINE = 2 * HALF_LINE + 1, CENTRE = HALF_LINE;
enum Mark : u8 { M_EMPTY, M_OWN, M_BLOCKED };
using Line = std::array<Mark, LINE>;

// The run of own stones through the centre wins (five, or more where an overline wins).
bool is_five(bool overline_wins, const Line& line) {
  int back = CENTRE, forward = CENTRE;
  while (back > 0 && line[back - 1] == M_OWN) --back;
  while (forward < LINE - 1 && line[forward + 1] == M_OWN) ++forward;
  const int length = forward - back + 1;
  return overline_wins ? length >= WIN_LENGTH : length == WIN_LENGTH;
}

// How many empty cells would each complete a five through the centre.
int five_points(bool overline_wins, Line line) {
  int count = 0;
  for (int i = 0; i < LINE; ++i) {
    if (line[i] != M_EMPTY) continue;
    line[i] = M_OWN;
    count += is_five(overline_wins, line);
    line[i] = M_EMPTY;
  }
  return count;
}

// The pattern of a line whose centre holds the new stone: a five, a four by its five-points, else
// the best a further stone makes, one step down (F4 -> F3, B4 -> B3, F3 -> F2, B3 -> B2).
Pattern classify(bool overline_wins, Line line, int steps_left) {
  if (is_five(overline_wins, line)) return FIVE;
  const int points = five_points(overline_wins, line);
  if (points >= 2) return F4;
  if (points == 1) return B4;
  if (steps_left == 0) return NONE;
  Pattern best = NONE;
  for (int i = 0; i < LINE; ++i) {
    if (line[i] != M_EMPTY) continue;
    line[i] = M_OWN;
    const Pattern next = classify(overline_wins, line, steps_left - 1);
    line[i] = M_EMPTY;
    const Pattern down = next == F4   ? F3
                         : next == B4 ? B3
                         : next == F3 ? F2
                         : next == B3 ? B2
                                      : NONE;
    if (down > best) best = down;
  }
  return best;
}

struct Tables {
  // [an overline wins][side - 1][key]
  std::vector<Pattern> patterns = std::vector<Pattern>(2 * 2 * 65536);
  Tables() {
    for (int overline_wins = 0; overline_wins < 2; ++overline_wins)
      for (int side = 0; side < 2; ++side) {
        // Many keys read alike once a line is cut at its first blocked cell: classify each once.
        std::vector<int> memo(6561, -1);
        for (int key = 0; key < 65536; ++key) {
          Line line{};
          line[CENTRE] = M_OWN;
          int code = 0;
          for (int dir = -1; dir <= 1; dir += 2) {
            bool blocked = false;
            for (int k = 1; k <= HALF_LINE; ++k) {
              const int n = (key >> key_shift(dir * k)) & 3;
              const bool own = n == side + 1;
              if (!blocked && n != N_EMPTY && !own) blocked = true;
              const Mark m = blocked ? M_BLOCKED : own ? M_OWN : M_EMPTY;
              line[CENTRE + dir * k] = m;
              code = code * 3 + m;
            }
          }
          int& known = memo[code];
          if (known < 0) known = classify(overline_wins, line, 2);
          patterns[(overline_wins * 2 + side) * 65536 + key] = Pattern(known);
        }
      }
  }
};

const Tables& tables() {
  static const Tables t;
  return t;
}

}  // namespace

const Pattern* pattern_table(Rule rule, Stone side) {
  return tables().patterns.data() + (int(overline_wins(rule, side)) * 2 + (side - 1)) * 65536;
}

}  // namespace ply::gomoku
