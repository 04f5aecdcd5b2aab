// The editor's positions (each game's Traits::setup): any squares, side and extra fields are
// refused as unreadable or as a position the rules cannot play, with a reason, or set up a position
// whose squares are the ones given and which sets up again to the same position. The first byte
// picks the game, the second the side to move; then the squares, and after a '|' the extra fields
// (chess: "KQkq e3").
#include <string>

#include "fuzz_check.h"
#include "games.h"

using namespace ply;

namespace {

template <typename T>
void check(int to_move, std::string_view squares, std::string_view extra) {
  const auto like = T::start();
  Refusal refusal;
  const auto pos = T::setup(like, squares, to_move, extra, &refusal);
  if (!pos) {
    FUZZ_CHECK(refusal.reason == Reason::UNREADABLE || refusal.reason == Reason::BAD_POSITION,
               "a set-up position was refused for a reason that is not the position's");
    FUZZ_CHECK(!refusal.text.empty(), "a set-up position was refused without a reason");
    return;
  }
  FUZZ_CHECK(T::squares(*pos) == squares, "the position set up has other squares than those given");
  const auto again = T::setup(like, T::squares(*pos), to_move, extra, &refusal);
  FUZZ_CHECK(again.has_value(), "a position set up does not set up again");
  FUZZ_CHECK(T::position_text(*again) == T::position_text(*pos),
             "a position set up again is another position");
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  if (size < 2) return 0;
  const std::string_view text = fuzz::text_of(data + 2, size - 2);
  const std::size_t bar = text.find('|');
  const std::string_view squares = text.substr(0, bar);
  const std::string_view extra = bar == std::string_view::npos ? "" : text.substr(bar + 1);
  int game = data[0] % 4;
  for_each_game([&]<typename T>() {
    if (game-- == 0) check<T>(data[1] & 1, squares, extra);
  });
  return 0;
}
