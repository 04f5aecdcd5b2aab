#include "gomoku/gomocup_coordinates.h"

#include <charconv>

#include "core/text.h"

namespace ply::gomoku {

std::string gomocup_xy(const Position& pos, Cell c) {
  return std::to_string(pos.column(c)) + "," + std::to_string(pos.size - 1 - pos.row(c));
}

std::optional<Cell> gomocup_cell(const Position& pos, i64 x, i64 y) {
  if (x < 0 || y < 0 || x >= pos.size || y >= pos.size) return std::nullopt;
  return pos.cell(int(x), pos.size - 1 - int(y));
}

std::optional<Cell> parse_gomocup_xy(const Position& pos, std::string_view text) {
  const std::size_t comma = text.find(',');
  if (comma == std::string_view::npos) return std::nullopt;
  i64 xy[2] = {0, 0};
  const std::string_view parts[2] = {trim(text.substr(0, comma)), trim(text.substr(comma + 1))};
  for (int i = 0; i < 2; ++i) {
    const auto [end, error] =
        std::from_chars(parts[i].data(), parts[i].data() + parts[i].size(), xy[i]);
    if (parts[i].empty() || error != std::errc() || end != parts[i].data() + parts[i].size())
      return std::nullopt;
  }
  return gomocup_cell(pos, xy[0], xy[1]);
}

}  // namespace ply::gomoku
