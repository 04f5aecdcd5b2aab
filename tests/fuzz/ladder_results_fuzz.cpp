// A ladder's results file (cli/ladder_results.h): any text is refused with the damaged line's
// number, or read as pairings and given Elos that write back to a text reading the same.
#include <sstream>
#include <string>
#include <tuple>
#include <vector>

#include "fuzz_check.h"
#include "ladder_results.h"
#include "reversi/ladder.h"

using namespace ply;
using namespace ply::cli;

namespace {

// The results with every player by its word: the same file whatever order its players came in.
auto by_word(const LadderResults& r) {
  std::vector<std::tuple<std::string, std::string, double, double, double>> pairings;
  for (const Pairing& p : r.pairings)
    pairings.emplace_back(player_word(r, reversi::LADDER, p.a),
                          player_word(r, reversi::LADDER, p.b), p.wins, p.draws, p.losses);
  std::vector<std::pair<std::string, double>> given;
  for (const auto& [player, elo] : r.given)
    given.emplace_back(player_word(r, reversi::LADDER, player), elo);
  return std::pair{pairings, given};
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  std::istringstream in{std::string(fuzz::text_of(data, size))};
  std::string error;
  const auto results = parse_ladder_results(in, reversi::LADDER, &error);
  if (!results) {
    FUZZ_CHECK(error.rfind("line ", 0) == 0, "a refusal names no line");
    return 0;
  }
  for (const Pairing& p : results->pairings)
    FUZZ_CHECK(p.a != p.b && p.wins >= 0 && p.draws >= 0 && p.losses >= 0,
               "a pairing of a player with itself or a negative count was read");
  const std::string written = ladder_results_text(*results, reversi::LADDER);
  std::istringstream again_in(written);
  const auto again = parse_ladder_results(again_in, reversi::LADDER, &error);
  FUZZ_CHECK(again.has_value(), "the written results do not read back");
  FUZZ_CHECK(by_word(*again) == by_word(*results), "the results changed on the round trip");
  FUZZ_CHECK(ladder_results_text(*again, reversi::LADDER) == written,
             "the results written twice differ");
  return 0;
}
