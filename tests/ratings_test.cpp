#include <gtest/gtest.h>

#include <cmath>

#include "../cli/elo.h"
#include "../cli/ratings.h"

namespace ply::cli {
namespace {

// The expected score of a player `d` Elo above its opponent, on the logistic curve.
double expected(double d) { return 1 / (1 + std::pow(10.0, -d / 400)); }

// `n` games between players of ratings ra and rb, scored as the model expects (fractional counts).
Pairing expected_games(std::size_t a, std::size_t b, double ra, double rb, double n) {
  const double p = expected(ra - rb);
  return {a, b, n * p, 0, n * (1 - p)};
}

TEST(Ratings, TwoPlayersAreRatedByTheirScoreAsOneMatchIs) {
  // 60 points of 100: elo_of(0.6) = 400 log10(1.5), the match's own figure.
  const auto r = fit_ratings(2, {{0, 1, 50, 20, 30}}, {.prior_draws = 0});
  ASSERT_TRUE(r);
  EXPECT_NEAR((*r)[0].elo, 0, 1e-9);
  EXPECT_NEAR((*r)[0].elo - (*r)[1].elo, elo_of(0.6), 1e-6);
  EXPECT_EQ((*r)[0].margin, 0) << "the anchor's rating is given";
  EXPECT_NEAR((*r)[1].margin, 1.96 * 400 / std::log(10.0) / std::sqrt(100 * 0.6 * 0.4), 1e-6);
  EXPECT_EQ((*r)[1].games, 100);
}

TEST(Ratings, ALadderIsRecoveredFromTheGamesItsRatingsPredict) {
  const double truth[] = {0, 180, 390, 640};
  std::vector<Pairing> games;
  for (std::size_t a = 0; a < 4; ++a)
    for (std::size_t b = a + 1; b < 4; ++b)
      games.push_back(expected_games(a, b, truth[a], truth[b], 200));
  const auto r = fit_ratings(4, games, {.prior_draws = 0});
  ASSERT_TRUE(r);
  for (std::size_t i = 0; i < 4; ++i) EXPECT_NEAR((*r)[i].elo, truth[i], 1e-4) << i;
}

TEST(Ratings, APlayerIsPlacedThroughGamesNotAgainstTheAnchor) {
  // 0 met only 1, 2 met only 1: 2 is placed by way of 1, on the anchor's scale (0 at 1500).
  const auto r =
      fit_ratings(3, {expected_games(0, 1, 1500, 1700, 400), expected_games(1, 2, 1700, 1850, 400)},
                  {.anchor = 0, .anchor_elo = 1500, .prior_draws = 0});
  ASSERT_TRUE(r);
  EXPECT_NEAR((*r)[1].elo, 1700, 1e-4);
  EXPECT_NEAR((*r)[2].elo, 1850, 1e-4);
  EXPECT_GT((*r)[2].margin, (*r)[1].margin) << "two links of uncertainty, not one";
}

TEST(Ratings, PlayersNotJoinedToTheAnchorHaveNoRating) {
  EXPECT_FALSE(fit_ratings(4, {{0, 1, 5, 0, 5}, {2, 3, 5, 0, 5}}));
  EXPECT_FALSE(fit_ratings(2, {{0, 0, 5, 0, 5}}));
  EXPECT_FALSE(fit_ratings(2, {{0, 2, 5, 0, 5}}));
}

TEST(Ratings, APlayerWhoWonEveryGameIsAboveButFiniteUnderThePrior) {
  const auto r = fit_ratings(2, {{0, 1, 0, 0, 20}});
  ASSERT_TRUE(r);
  // 1 won all 20 against the anchor: with one virtual draw, 20.5 points of 21, about +643.
  EXPECT_NEAR((*r)[1].elo, elo_of(20.5 / 21), 1e-6);
  EXPECT_TRUE(std::isfinite((*r)[1].margin));
}

}  // namespace
}  // namespace ply::cli
