#include "reversi/openings.h"

#include "reversi/data_files.h"
#include "reversi/symmetry.h"
#include "reversi/traits.h"

namespace ply::reversi {

namespace {

using OpeningsFile = NamedOpeningsFile<Traits, builtin_openings_file>;

// The symmetries (symmetry.h) that keep the start: the identity, the a1-h8 and a8-h1 diagonals'
// mirrors and the half turn.
constexpr int START_SYMMETRIES[] = {0, 4, 7, 3};
constexpr int F5 = 4 * 8 + 5, F6 = 5 * 8 + 5, E6 = 5 * 8 + 4;
constexpr int A1_H8_MIRROR = 4;

using Move = Reversi::Move;

std::vector<Move> turned(std::span<const Move> moves, int symmetry, std::size_t from = 0) {
  std::vector<Move> out(moves.begin(), moves.end());
  for (std::size_t i = from; i < out.size(); ++i)
    if (out[i] != PASS) out[i] = Move(symmetric_square(out[i], symmetry));
  return out;
}

}  // namespace

const std::vector<Opening>& named_openings() { return OpeningsFile::current(); }

bool load_openings(std::span<const std::uint8_t> bytes, std::string* error) {
  return OpeningsFile::load(bytes, error);
}

const Opening* opening_of(std::span<const Move> moves) {
  if (moves.empty() || moves[0] == PASS) return nullptr;
  for (const int s : START_SYMMETRIES) {
    if (symmetric_square(moves[0], s) != F5) continue;
    const std::vector<Move> line = turned(moves, s);
    const Opening* found = longest_opening<Position, Move>(named_openings(), line);
    if (line.size() > 3 && line[1] == F6 && line[2] == E6) {
      const std::vector<Move> mirrored = turned(line, A1_H8_MIRROR, 3);
      const Opening* other = longest_opening<Position, Move>(named_openings(), mirrored);
      if (other && (!found || other->moves.size() > found->moves.size())) found = other;
    }
    return found;
  }
  return nullptr;
}

}  // namespace ply::reversi
