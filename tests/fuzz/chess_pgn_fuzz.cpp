// Chess PGN: every read ends; each game read writes back to PGN that reads as the same game (start,
// moves, result) and writes the same text again; and the whole text `ply pgn` writes (each game,
// then
// "; final FEN <fen>"), after a byte-order mark, reads back as the same games.
#include "chess/notation.h"
#include "chess/record.h"
#include "fuzz_check.h"

using namespace ply::chess;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  ply::Refusal refusal;
  const auto games = read_pgn_games(ply::fuzz::text_of(data, size), &refusal);
  if (!games) {
    FUZZ_CHECK(refusal.text.rfind("game ", 0) == 0 || (refusal.text == "no PGN game in the text" &&
                                                       refusal.reason == ply::Reason::EMPTY),
               "a rejected text names the game");
    FUZZ_CHECK(refusal.move_number == 0 || !refusal.move.empty(), "a refused move is not quoted");
    return 0;
  }
  for (const PgnGame& game : *games) {
    const std::string text = write_pgn(game);
    const auto again = read_pgn_games(text, nullptr);
    FUZZ_CHECK(again.has_value(), "the written game does not read back");
    FUZZ_CHECK(again->size() == 1, "one written game reads as several");
    const PgnGame& read = again->front();
    FUZZ_CHECK(to_fen(read.start) == to_fen(game.start), "the start changed on the round trip");
    FUZZ_CHECK(read.moves == game.moves, "the moves changed on the round trip");
    FUZZ_CHECK(read.result == game.result, "the result changed on the round trip");
    FUZZ_CHECK(write_pgn(read) == text, "the written text changed on a second round trip");
  }
  std::string database = "\xEF\xBB\xBF";
  for (std::size_t i = 0; i < games->size(); ++i) {
    const PgnGame& game = (*games)[i];
    Position pos = game.start;
    for (const Move m : game.moves) pos = play(pos, m);
    database += (i ? "\n" : "") + write_pgn(game) + "; final FEN " + to_fen(pos) + "\n";
  }
  const auto again = read_pgn_games(database, nullptr);
  FUZZ_CHECK(again.has_value(), "ply pgn's output does not read back");
  FUZZ_CHECK(again->size() == games->size(), "ply pgn's output reads as another number of games");
  for (std::size_t i = 0; i < games->size(); ++i)
    FUZZ_CHECK(write_pgn((*again)[i]) == write_pgn((*games)[i]),
               "a game changed on ply pgn's round trip");
  return 0;
}
