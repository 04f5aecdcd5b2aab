// Chess PGN: every read ends; each game read writes back to PGN that reads as the same game (start,
// moves, result) and writes the same text again.
#include "chess/fen.h"
#include "chess/pgn.h"
#include "fuzz_check.h"

using namespace ply::chess;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  std::string error;
  const auto games = read_pgn_games(ply::fuzz::text_of(data, size), &error);
  if (!games) {
    FUZZ_CHECK(error.rfind("game ", 0) == 0 || error == "no PGN game in the text", "a rejected text names the game");
    return 0;
  }
  for (const PgnGame& game : *games) {
    const std::string text = write_pgn(game);
    const auto again = read_pgn_games(text, &error);
    FUZZ_CHECK(again.has_value(), "the written game does not read back");
    FUZZ_CHECK(again->size() == 1, "one written game reads as several");
    const PgnGame& read = again->front();
    FUZZ_CHECK(to_fen(read.start) == to_fen(game.start), "the start changed on the round trip");
    FUZZ_CHECK(read.moves == game.moves, "the moves changed on the round trip");
    FUZZ_CHECK(read.result == game.result, "the result changed on the round trip");
    FUZZ_CHECK(write_pgn(read) == text, "the written text changed on a second round trip");
  }
  return 0;
}
