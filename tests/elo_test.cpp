#include <gtest/gtest.h>

#include "../cli/elo.h"

namespace ply::cli {
namespace {

TEST(MatchElo, EvenScoreIsNoDifference) {
  const EloEstimate e = estimate_elo({1, 0, 0.5, 0.5, 1, 0});
  EXPECT_NEAR(e.elo, 0, 1e-9);
  EXPECT_GT(e.margin, 0);
}

TEST(MatchElo, ThreeQuartersIsAbout191Elo) {
  // The logistic Elo curve: 0.75 = 1 / (1 + 10^(-d/400)) gives d = 400 log10(3).
  EXPECT_NEAR(elo_of(0.75), 400 * std::log10(3.0), 1e-9);
  EXPECT_NEAR(elo_of(0.25), -400 * std::log10(3.0), 1e-9);
}

TEST(MatchElo, ErrorBarShrinksWithMoreGames) {
  std::vector<double> few = {1, 1, 1, 0, 0.5, 1, 0, 1};
  std::vector<double> many;
  for (int i = 0; i < 25; ++i) many.insert(many.end(), few.begin(), few.end());
  EXPECT_NEAR(estimate_elo(few).elo, estimate_elo(many).elo, 1e-9);
  EXPECT_LT(estimate_elo(many).margin, estimate_elo(few).margin / 4);
}

TEST(MatchElo, AllGamesWonGivesOnlyALowerBound) {
  const EloEstimate e = estimate_elo(std::vector<double>(100, 1.0));
  EXPECT_TRUE(e.one_sided);
  EXPECT_NEAR(e.bound, elo_of(0.97), 1e-9);
}

TEST(MatchElo, AShortMatchWonOrLostWholeSaysWhichWay) {
  EXPECT_EQ(elo_line(estimate_elo(std::vector<double>(4, 1.0))), "elo > +0 at 95% (no game lost)");
  EXPECT_EQ(elo_line(estimate_elo(std::vector<double>(4, 0.0))), "elo < -0 at 95% (no game won)");
  EXPECT_EQ(elo_line(estimate_elo(std::vector<double>(100, 1.0))),
            "elo > +604 at 95% (no game lost)");
  EXPECT_EQ(elo_line(estimate_elo({1, 0})), "elo +0 +/- 1200 (95%)");
}

}  // namespace
}  // namespace ply::cli
