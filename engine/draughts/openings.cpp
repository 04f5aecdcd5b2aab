#include "draughts/openings.h"

#include <algorithm>

#include "core/text.h"
#include "draughts/data_files.h"
#include "draughts/notation.h"

namespace ply::draughts {

std::optional<std::vector<Opening>> parse_openings(std::string_view text, std::string* error) {
  std::vector<Opening> openings;
  int number = 0;
  for (std::string_view line : split(text, '\n')) {
    ++number;
    const auto refuse = [&](const std::string& why) -> std::optional<std::vector<Opening>> {
      if (error) *error = "openings, line " + std::to_string(number) + ": " + why;
      return std::nullopt;
    };
    if (!line.empty() && line.back() == '\r') line.remove_suffix(1);
    if (line.empty() || line.front() == '#') continue;
    const std::vector<std::string_view> fields = split(line, '\t');
    if (fields.size() != 4 || fields[0].empty() || fields[1].empty() || fields[2].empty())
      return refuse("expected moves, English name, Russian name and source, separated by tabs");
    Opening o{std::string(fields[1]), std::string(fields[2]), {}, start_position()};
    for (std::string_view word : split(fields[0], ' ')) {
      if (word.empty()) continue;
      std::string why;
      const auto move = parse_move(o.tabiya, word, &why);
      if (!move) return refuse(std::string(word) + ": " + why);
      o.moves.push_back(*move);
      o.tabiya = play(o.tabiya, *move);
    }
    if (o.moves.empty()) return refuse("no moves");
    const auto same = [&](const Opening& other) { return other.moves == o.moves; };
    if (std::any_of(openings.begin(), openings.end(), same))
      return refuse("the same moves as an earlier opening");
    openings.push_back(std::move(o));
  }
  return openings;
}

namespace {
std::optional<std::vector<Opening>> decode_openings(std::span<const std::uint8_t> bytes,
                                                    std::string* error) {
  return parse_openings(std::string_view(reinterpret_cast<const char*>(bytes.data()), bytes.size()),
                        error);
}
using OpeningsData = LoadedData<std::vector<Opening>, decode_openings, builtin_openings_file>;
}  // namespace

const std::vector<Opening>& standard_openings() {
  static const std::vector<Opening> none;
  const std::vector<Opening>* openings = OpeningsData::current();
  return openings ? *openings : none;
}

bool load_openings(std::span<const std::uint8_t> bytes, std::string* error) {
  return OpeningsData::load(bytes, error);
}

}  // namespace ply::draughts
