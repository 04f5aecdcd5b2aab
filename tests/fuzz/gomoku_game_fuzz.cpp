// Gomoku games: the first line imports (Ply's position text or a bare move list), its export
// imports back to the same game; the rest of the input, read as a move there, is an empty cell of a
// game that goes on, and its name reads back to it.
#include "fuzz_check.h"
#include "gomoku/traits.h"

using namespace ply::gomoku;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const std::string_view text = ply::fuzz::text_of(data, size);
  const auto pos = parse_game(text, nullptr);
  if (!pos) return 0;
  const std::string exported = game_text(*pos);
  const auto again = parse_game(exported, nullptr);
  FUZZ_CHECK(again.has_value(), "the exported game does not import");
  FUZZ_CHECK(game_text(*again) == exported, "the game changed on the round trip");
  const auto record = Traits::import_game(exported, nullptr);
  FUZZ_CHECK(record.has_value() && int(record->moves.size()) == pos->count,
             "the record lost moves");

  const std::size_t newline = text.find('\n');
  if (newline == std::string_view::npos) return 0;
  const auto move = parse_move(*pos, text.substr(newline + 1), nullptr);
  if (!move) return 0;
  FUZZ_CHECK(!pos->over() && *move < pos->cell_count() && pos->cells[*move] == EMPTY,
             "an illegal move was read");
  FUZZ_CHECK(parse_move(*pos, cell_name(*pos, *move), nullptr) == move,
             "a move's name reads as another move");
  return 0;
}
