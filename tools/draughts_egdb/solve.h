// Russian draughts endgame databases by retrograde analysis: each material with the one it mirrors
// into (White to move in one is Black to move in the other), after every material its captures and
// crownings lead to.
#pragma once

#include <functional>
#include <vector>

#include "draughts/egdb.h"

namespace ply::draughts::egdb_tool {

// Every material of 2 to `pieces` pieces (at least one a side), in an order that solves each after
// the materials it converts into: fewer pieces first, then fewer men.
std::vector<Material> materials_up_to(int pieces);

struct SolveStats {
  u64 positions = 0, wins = 0, losses = 0, draws = 0;
  int longest = 0;  // plies to conversion, the most of any position
};

// Solves material m and its mirror and adds both to db, which holds every material they convert
// into.
SolveStats solve(const Material& m, Egdb& db);

// The entry a White-to-move position earns from its moves: `inside` gives the entry of a successor
// of the same material (Black to move), db the entries after a capture or crowning (counter zero).
// A win takes the fewest plies, a loss the most; a draw if no move wins and some move does not
// lose.
EgdbEntry from_successors(const Position& pos, const Egdb& db,
                          const std::function<EgdbEntry(const Position&)>& inside);

// Checks that every entry of material m is what its moves give it (draw.h's rules deciding where
// the game is drawn): at counter zero, at the counters where its result turns into a draw,
// through 7.2.7's first ten plies, or at every counter up to the limit. The first position that is
// not, as FEN and why, or "".
std::string verify(const Material& m, const Egdb& db, bool every_counter = false);

}  // namespace ply::draughts::egdb_tool
