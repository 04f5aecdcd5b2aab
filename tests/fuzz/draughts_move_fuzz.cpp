// Draughts move text: "<FEN>\n<move>". A move the text names is legal, and its own short and full
// texts name it again; every legal move of the position reads back from its own texts.
#include "draughts_checks.h"

using namespace ply::draughts;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const std::string_view text = ply::fuzz::text_of(data, size);
  const std::size_t newline = text.find('\n');
  if (newline == std::string_view::npos) return 0;
  const auto pos = parse_fen(text.substr(0, newline));
  if (!pos) return 0;
  ply::fuzz::check_draughts_position(*pos);
  ply::Refusal refusal;
  const auto move = parse_move(*pos, text.substr(newline + 1), &refusal);
  if (!move) {
    FUZZ_CHECK(!refusal.text.empty(), "a rejected move gives a reason");
    return 0;
  }
  MoveList list;
  generate_moves(*pos, list);
  bool listed = false;
  for (const Move& m : list) listed = listed || m == *move;
  FUZZ_CHECK(listed, "the move read is not a legal move");
  FUZZ_CHECK(parse_move(*pos, move_to_string(*pos, *move)) == move,
             "short text names another move");
  FUZZ_CHECK(parse_move(*pos, move_to_path_string(*pos, *move)) == move,
             "full path names another move");
  return 0;
}
