// Gomoku's self-play (`ply selfplay gomoku`, cli/gomoku/selfplay_rules.h) and its fit
// (`ply fit gomoku`, cli/gomoku/fit_rules.h): the self-play data is the same for the same seed and
// resumes where it stopped; the fit's reader refuses damaged lines.
#include <gtest/gtest.h>

#include <fstream>
#include <string>

#include "gomoku/fit_rules.h"
#include "gomoku/selfplay_rules.h"
#include "scratch_files.h"
#include "selfplay.h"

namespace ply::gomoku::fit {
namespace {

std::string scratch(const std::string& name) {
  return test::scratch_file("ply_gomoku_fit_" + name);
}

std::optional<ply::fit::Samples> read_samples(const std::vector<std::string>& paths) {
  return ply::fit::read_samples(paths, cli::gomoku_fit::Rules::position_features);
}

void write(const std::string& path, const std::string& text) {
  std::ofstream(path, std::ios::binary) << text;
}

struct SelfplayOptions {
  int games = 0;
  u64 seed = 5;
  u64 nodes = 1500;
  int size = 10;
};

SelfplayOptions small_games(int games) {
  SelfplayOptions o;
  o.games = games;
  return o;
}

// `ply selfplay gomoku --out <path> --games .. --seed .. --nodes .. --size ..`.
int selfplay(const SelfplayOptions& o, const std::string& path) {
  cli::gomoku_selfplay::Rules rules;
  rules.size = o.size;
  return cli::selfplay<Traits>({o.games, o.seed, o.nodes, path}, rules);
}

TEST(GomokuFitSelfplay, TheSameSeedPlaysTheSameGames) {
  const std::string first = scratch("same_1"), second = scratch("same_2");
  ASSERT_EQ(selfplay(small_games(2), first), 0);
  ASSERT_EQ(selfplay(small_games(2), second), 0);
  const std::string text = test::file_contents(first);
  EXPECT_EQ(text, test::file_contents(second));
  EXPECT_NE(text.find("# game 1 "), std::string::npos);
  SelfplayOptions other = small_games(2);
  other.seed = 6;
  const std::string third = scratch("same_3");
  ASSERT_EQ(selfplay(other, third), 0);
  EXPECT_NE(test::file_contents(third), text);
}

TEST(GomokuFitSelfplay, AFileCutShortResumesToTheSameGames) {
  const std::string whole = scratch("resume_whole"), cut = scratch("resume_cut");
  ASSERT_EQ(selfplay(small_games(3), whole), 0);
  ASSERT_EQ(selfplay(small_games(1), cut), 0);
  // Half a line of the next game, as a run stopped in the middle would leave.
  const std::string full = test::file_contents(whole), one = test::file_contents(cut);
  write(cut, full.substr(0, one.size() + 20));
  ASSERT_EQ(selfplay(small_games(3), cut), 0);
  EXPECT_EQ(test::file_contents(cut), full);
  // Complete: nothing to add.
  ASSERT_EQ(selfplay(small_games(3), cut), 0);
  EXPECT_EQ(test::file_contents(cut), full);
}

TEST(GomokuFitSelfplay, AFileMadeWithOtherOptionsIsRefused) {
  const std::string path = scratch("other");
  ASSERT_EQ(selfplay(small_games(1), path), 0);
  SelfplayOptions more_nodes = small_games(2);
  more_nodes.nodes = 2000;
  EXPECT_NE(selfplay(more_nodes, path), 0);
}

TEST(GomokuFitSamples, LabelledLinesAreReadIntoFeatures) {
  const std::string path = scratch("good");
  write(
      path,
      "# header\n120\t1\t10 freestyle: e5 f6 f5\n-M7\t0\t10 freestyle: e5 f6 f5 d5\n# game 0 1 x\n"
      "-40\t0.5\t10 freestyle: e5 f6\n# game 1 0.5 x\n");
  const auto samples = read_samples({path});
  ASSERT_TRUE(samples);
  ASSERT_EQ(samples->samples.size(), 3u);
  EXPECT_EQ(samples->games, 2);
  EXPECT_TRUE(samples->samples[1].decisive);
  EXPECT_LT(samples->samples[1].score, 0);
  EXPECT_EQ(samples->samples[2].game, 1);
  EXPECT_GT(samples->samples[0].end, samples->samples[0].first);
}

TEST(GomokuFitSamples, DamagedLinesAreRefused) {
  for (const char* line :
       {"120\t1", "12x\t1\t10 freestyle: e5", "M\t1\t10 freestyle: e5", "120\t2\t10 freestyle: e5",
        "120\t1\t10 freestyle: e5 e5", "120\t1\t10 sideways: e5",
        // Black has a five to make: no quiet position.
        "120\t1\t10 freestyle: a1 a10 b1 b10 c1 c10 d1 d10"}) {
    SCOPED_TRACE(line);
    const std::string path = scratch("bad");
    write(path, std::string(line) + "\n");
    EXPECT_FALSE(read_samples({path}));
  }
  EXPECT_FALSE(read_samples({scratch("missing")}));
}

}  // namespace
}  // namespace ply::gomoku::fit
