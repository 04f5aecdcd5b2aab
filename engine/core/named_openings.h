// A game's named openings, as its players know them: each is the moves that define it from the
// standard start, with its names in English and Russian. The list is a data file of the game's
// (a text file, one opening a line, tab-separated: the moves separated by spaces, the English name,
// the Russian name, a source; '#' starts a comment line), read here for every game.
#pragma once

#include <algorithm>
#include <cstdint>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "core/data_file.h"
#include "core/refusal.h"
#include "core/text.h"

namespace ply {

template <class Position, class Move>
struct NamedOpening {
  std::string en, ru;
  std::vector<Move> moves;  // from the start
  Position tabiya;          // the position after them
};

// The list's openings in its order, or none and why (a line without its four fields, a move that
// is not legal where it stands, no moves, an opening listed twice). T is the game's traits (its
// start, parse_move and play).
template <class T>
std::optional<std::vector<NamedOpening<typename T::Position, typename T::Move>>>
parse_named_openings(std::string_view text, std::string* error) {
  std::vector<NamedOpening<typename T::Position, typename T::Move>> openings;
  int number = 0;
  for (std::string_view line : split(text, '\n')) {
    ++number;
    const auto refuse = [&](const std::string& why) {
      fail(error, "openings, line " + std::to_string(number) + ": " + why);
      return std::nullopt;
    };
    if (!line.empty() && line.back() == '\r') line.remove_suffix(1);
    if (line.empty() || line.front() == '#') continue;
    const std::vector<std::string_view> fields = split(line, '\t');
    if (fields.size() != 4 || fields[0].empty() || fields[1].empty() || fields[2].empty())
      return refuse("expected moves, English name, Russian name and source, separated by tabs");
    NamedOpening<typename T::Position, typename T::Move> o{
        std::string(fields[1]), std::string(fields[2]), {}, T::start()};
    for (std::string_view word : split(fields[0], ' ')) {
      if (word.empty()) continue;
      Refusal why;
      const auto move = T::parse_move(o.tabiya, word, &why);
      if (!move) return refuse(std::string(word) + ": " + why.text);
      o.moves.push_back(*move);
      o.tabiya = T::play(o.tabiya, *move);
    }
    if (o.moves.empty()) return refuse("no moves");
    const auto same = [&](const auto& other) { return other.moves == o.moves; };
    if (std::any_of(openings.begin(), openings.end(), same))
      return refuse("the same moves as an earlier opening");
    openings.push_back(std::move(o));
  }
  return openings;
}

// parse_named_openings of a data file's bytes (core/data_file.h: LoadedData's decoder).
template <class T>
std::optional<std::vector<NamedOpening<typename T::Position, typename T::Move>>>
decode_named_openings(std::span<const std::uint8_t> bytes, std::string* error) {
  return parse_named_openings<T>(
      std::string_view(reinterpret_cast<const char*>(bytes.data()), bytes.size()), error);
}

// A game's named openings as its data file (T's traits; `builtin`, the file compiled in, from its
// generated data_files.h): the last file load() accepted, else the one compiled in; none while
// neither reads.
template <class T, std::span<const std::uint8_t> (*builtin)()>
class NamedOpeningsFile {
 public:
  using Openings = std::vector<NamedOpening<typename T::Position, typename T::Move>>;

  static const Openings& current() {
    static const Openings none;
    const Openings* openings = Data::current();
    return openings ? *openings : none;
  }
  static bool load(std::span<const std::uint8_t> bytes, std::string* error) {
    return Data::load(bytes, error);
  }

 private:
  using Data = LoadedData<Openings, decode_named_openings<T>, builtin>;
};

// The longest of `openings` that the moves begin with; nullptr when they begin none.
template <class Position, class Move>
const NamedOpening<Position, Move>* longest_opening(
    std::span<const NamedOpening<Position, Move>> openings, std::span<const Move> moves) {
  const NamedOpening<Position, Move>* found = nullptr;
  for (const auto& o : openings) {
    const bool begins =
        o.moves.size() <= moves.size() && std::equal(o.moves.begin(), o.moves.end(), moves.begin());
    if (begins && (!found || o.moves.size() > found->moves.size())) found = &o;
  }
  return found;
}

}  // namespace ply
