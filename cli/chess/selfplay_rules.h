// Chess's self-play (cli/selfplay.h): level 5's own games from random balanced openings, each
// position not in check labelled by the game's result and White's search score: the data Texel's
// method fits the hand-written evaluation to (tools/tune, tools/tune/tune-eval.sh) and the network
// is trained on (tools/chess_net, tools/chess_net/train-net.sh).
//
// An opening is 4 to 9 random plies from the start, kept only if a short search finds it balanced.
// A game is adjudicated won when both sides' searches see one side far ahead for several plies, and
// drawn when they see it level for long after move 40; one still going at MAX_PLIES is a draw. Each
// line is "<White's result> <White's score in centipawns> <FEN>" (result 1, 0.5 or 0; the score,
// capped at ±2000, the search's when the move was chosen; the FEN that of the quiet position the
// capture search ends in, quiet_leaf.h), e.g. "0.5 31 rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR
// b KQkq - 0 1"), each game closed by "# game <index> <White's result> <final FEN>". Level 5 plays
// its hand-written evaluation (--eval classic, as it does by default) or its network (--eval
// network: the one compiled in, or --network's file). The file's first line names the options and,
// with the network, its hash: a file made with others is refused, one cut short resumes, and game
// i's random choices are its own stream's (before 2026-12, the file had no header, no game lines,
// and its games drew from one stream: docs/strength/chess.md).
#pragma once

#include <array>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "args.h"
#include "chess/traits.h"
#include "core/rng.h"
#include "selfplay.h"

namespace ply::cli::chess_selfplay {

using chess::Position;

struct Rules {
  static constexpr std::array<std::string_view, 2> OPTIONS = {"eval", "network"};
  static constexpr int GAMES = 1000;
  static constexpr u64 NODES = 5000;
  static constexpr int RANDOM_PLIES = 0;  // the opening is random enough
  static constexpr int MAX_PLIES = 400;

  // A position the game went through, with White's search score there in centipawns.
  struct Sample {
    Position pos;
    int white_score;
  };

  // The adjudication's count of plies: both searches seeing a side won, or the game level.
  struct Game {
    int won_streak = 0, drawn_streak = 0;
    double last_white_score = 0;
  };

  bool network = false;  // level 5 plays its network (the option `network`), else the hand-written
                         // evaluation
  u64 network_hash = 0;  // of the network it plays

  Rules() = default;
  explicit Rules(const Args& args);

  std::string header() const;
  Game new_game(const SelfplaySettings&, u64, Rng&) const { return {}; }
  Position opening(u64 index, Rng& rng, chess::Engine& engine) const;
  void configure(Request& request) const;
  std::optional<int> adjudicate(std::span<const Position> history, int ply,
                                const Thinking<chess::Move>& t, Game& game) const;
  std::optional<Sample> sample(const Position& pos, const Thinking<chess::Move>& t) const;
  chess::Move vary(const Position&, chess::Move move, Rng&) const { return move; }
  std::string game_text(u64 index, const std::vector<Sample>& samples, int winner,
                        const Position& last) const;
};

// `ply selfplay chess ...`.
int command(const Args& args);

}  // namespace ply::cli::chess_selfplay
