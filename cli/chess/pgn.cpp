#include "chess/pgn.h"

#include <cstdio>
#include <string>

#include "chess/notation.h"
#include "chess/record.h"
#include "commands.h"

namespace ply::cli {

int run_pgn(const Args& args) {
  allow_only(args, {});
  if (args.positional.empty())
    fail("pgn: name a PGN file, or - for standard input (ply pgn <file|->)");
  if (args.positional.size() > 1)
    fail("pgn: unexpected argument '" + excerpt(args.positional[1]) + "'");
  const std::string text = read_input_file(args.positional[0], "pgn");
  Refusal refusal;
  const auto games = chess::read_pgn_games(text, &refusal);
  if (!games) fail("pgn: " + refusal.text);
  for (std::size_t i = 0; i < games->size(); ++i) {
    const chess::PgnGame& game = (*games)[i];
    chess::Position pos = game.start;
    for (const chess::Move m : game.moves) pos = chess::play(pos, m);
    std::printf("%s%s; final FEN %s\n", i ? "\n" : "", chess::write_pgn(game).c_str(),
                chess::to_fen(pos).c_str());
  }
  return EXIT_OK;
}

}  // namespace ply::cli
