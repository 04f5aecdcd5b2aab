// The openings of `ply match gomoku` on 10x10 freestyle (Traits::MATCH_OPENINGS; cli/match.h plays
// them in this order, the first N for --games N), chosen by an independent judge: Rapfi
// (github.com/dhbloo/rapfi, commit 3aedf3a2ab0a, built from its source as README's Command line
// section shows: its built-in classical evaluation, one thread).
//
// The candidates are the openings `ply match` generates itself (two black and two white stones on
// the 3x3 cells around the centre, Black to move): 756 positions, 348 games (the board's symmetries
// map the others onto these). Rapfi evaluated each for Black after a search of 100,000 nodes, then
// the 40 nearest even again after 1,000,000 nodes; these are the 25 of those with the smallest
// |evaluation| (ties in the first search's order). The number after each is that evaluation, for
// Black, in Rapfi's scale (200: 73% to win). No match result was looked at. To redo (Rapfi's
// node-limited search is deterministic), with G="node tools/gomoku_openings/openings.mjs" and R its
// pbrain-rapfi:
//   $G candidates 10 | $G evaluate $R 100000 | $G nearest 40 | $G evaluate $R 1000000 | $G nearest
//   25 --cpp
#pragma once

namespace ply::gomoku {

inline constexpr const char* MATCH_OPENINGS[] = {
    "10 freestyle: e5 f5 g7 f6",  // 1
    "10 freestyle: g5 e5 g7 g6",  // 19
    "10 freestyle: g5 f6 e7 g6",  // 30
    "10 freestyle: g5 f6 g7 g6",  // 34
    "10 freestyle: g6 g5 g7 f7",  // 35
    "10 freestyle: g5 f5 e7 f6",  // 35
    "10 freestyle: f5 f6 f7 g6",  // 41
    "10 freestyle: f6 e5 g7 g6",  // 42
    "10 freestyle: g5 e5 e7 f6",  // 43
    "10 freestyle: g6 g5 g7 e6",  // 46
    "10 freestyle: e5 f6 g7 g6",  // 47
    "10 freestyle: g5 g6 g7 e7",  // 48
    "10 freestyle: g5 f5 g7 f7",  // 50
    "10 freestyle: g5 f6 e7 g7",  // 51
    "10 freestyle: g5 f5 g7 e6",  // 51
    "10 freestyle: g5 g6 g7 f7",  // 52
    "10 freestyle: g5 f5 g7 g6",  // 53
    "10 freestyle: g5 f5 g6 g7",  // 53
    "10 freestyle: f5 g5 g7 e6",  // 53
    "10 freestyle: g5 e6 f7 f6",  // 55
    "10 freestyle: g5 f5 f7 g6",  // 56
    "10 freestyle: f5 e6 g7 f7",  // 62
    "10 freestyle: g5 f6 f7 g6",  // 69
    "10 freestyle: g6 f5 g7 g5",  // 70
    "10 freestyle: g5 f5 f7 e6",  // 70
};

}  // namespace ply::gomoku
