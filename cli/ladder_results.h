// A ladder's results file (`ply ladder`, `ply match --results`): its reader, its writer and the fit
// of every player in it. Plain text, a line a batch of games.
#pragma once

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <istream>
#include <optional>
#include <span>
#include <sstream>
#include <string>
#include <utility>
#include <vector>

#include "core/ladder.h"
#include "ratings.h"

namespace ply::cli {

// The results file: a line a batch of games, "<player> <player> <first's wins> <draws> <first's
// losses>", a player being a level (its name; its number in an old file) or an outside engine under
// a name of its own (`ply match --results`, e.g. stockfish-1500); and "elo <player> <value>" lines,
// the Elo an outside engine is given, which place the scale (chess on Stockfish's UCI_Elo). `#`
// starts a comment. Players: the levels 0..levels-1, then the outside ones in order of appearance.
struct LadderResults {
  std::vector<std::string> outside;
  std::vector<Pairing> pairings;
  std::vector<std::pair<std::size_t, double>> given;
};

// The file's text read, or none with the first damaged line's number and why in `error`.
inline std::optional<LadderResults> parse_ladder_results(std::istream& in,
                                                         std::span<const Rung> ladder,
                                                         std::string* error) {
  LadderResults results;
  const auto player = [&](const std::string& word) {
    if (const auto level = level_named(ladder, word)) return std::size_t(*level - 1);
    const auto known = std::size_t(std::find(results.outside.begin(), results.outside.end(), word) -
                                   results.outside.begin());
    if (known == results.outside.size()) results.outside.push_back(word);
    return ladder.size() + known;
  };
  std::string line;
  for (int number = 1; std::getline(in, line); ++number) {
    if (line.empty() || line[0] == '#') continue;
    std::istringstream words(line);
    std::string a, b, rest;
    const auto refuse = [&] {
      if (error)
        *error =
            "line " + std::to_string(number) +
            " is not '<player> <player> <wins> <draws> <losses>' nor 'elo <player> <value>': '" +
            line + "'";
      return std::nullopt;
    };
    if (!(words >> a >> b) || a[0] == '#') return refuse();
    if (a == "elo") {
      double elo = 0;
      if (!(words >> elo) || (words >> rest) || !std::isfinite(elo) || level_named(ladder, b))
        return refuse();
      results.given.emplace_back(player(b), elo);
      continue;
    }
    Pairing p{player(a), player(b)};
    if (!(words >> p.wins >> p.draws >> p.losses) || (words >> rest) || p.a == p.b || p.wins < 0 ||
        p.draws < 0 || p.losses < 0)
      return refuse();
    results.pairings.push_back(p);
  }
  return results;
}

// A player's word in the file: a level's name, or the outside engine's own.
inline std::string player_word(const LadderResults& results, std::span<const Rung> ladder,
                               std::size_t player) {
  return player < ladder.size() ? std::string(ladder[player].name)
                                : results.outside[player - ladder.size()];
}

// A batch's line, as the file keeps it (counts written to read back the same).
inline std::string result_line(const std::string& a, const std::string& b, const Pairing& p) {
  std::ostringstream line;
  line.precision(17);
  line << a << ' ' << b << ' ' << p.wins << ' ' << p.draws << ' ' << p.losses << '\n';
  return line.str();
}

// The results as the file's text: the given Elos, then the pairings, levels by name.
inline std::string ladder_results_text(const LadderResults& results, std::span<const Rung> ladder) {
  std::ostringstream text;
  text.precision(17);
  for (const auto& [player, elo] : results.given)
    text << "elo " << player_word(results, ladder, player) << ' ' << elo << '\n';
  for (const Pairing& p : results.pairings)
    text << result_line(player_word(results, ladder, p.a), player_word(results, ladder, p.b), p);
  return text.str();
}

// The games between players a and b in the results.
inline double games_between(const std::vector<Pairing>& pairings, std::size_t a, std::size_t b) {
  double games = 0;
  for (const Pairing& p : pairings)
    if ((p.a == a && p.b == b) || (p.a == b && p.b == a)) games += p.wins + p.draws + p.losses;
  return games;
}

// Every player's Elo: the levels', then the outside players'; none where the games do not join them
// all to the anchors. The anchor is the random mover, level 1, at 0, unless outside players are
// given their Elo ("elo" lines): then they are the anchors, pinned there, and every level falls
// where its games put it between them (chess's levels on Stockfish's UCI_Elo).
inline std::optional<std::vector<Rating>> fit_ladder(const LadderResults& results,
                                                     std::size_t levels) {
  // Only the players that played: a level not met yet has no place on the scale.
  std::vector<std::size_t> index(levels + results.outside.size(), SIZE_MAX);
  std::vector<std::size_t> players;
  for (const Pairing& p : results.pairings)
    for (const std::size_t i : {p.a, p.b})
      if (index[i] == SIZE_MAX) index[i] = players.size(), players.push_back(i);
  if (index[0] == SIZE_MAX) return std::nullopt;
  std::vector<Pairing> pairings = results.pairings;
  for (Pairing& p : pairings) p.a = index[p.a], p.b = index[p.b];
  RatingOptions options;
  options.anchor = index[0];
  for (const auto& [player, elo] : results.given)
    if (index[player] != SIZE_MAX) options.pinned.emplace_back(index[player], elo);
  const auto fitted = fit_ratings(players.size(), pairings, options);
  if (!fitted) return std::nullopt;
  std::vector<Rating> out(index.size(), Rating{.elo = NAN});
  for (std::size_t i = 0; i < index.size(); ++i)
    if (index[i] != SIZE_MAX) out[i] = (*fitted)[index[i]];
  return out;
}

}  // namespace ply::cli
