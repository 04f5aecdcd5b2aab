// Level 5's learned evaluation (engine/draughts/pattern_eval.h) and the tool that fits it
// (`ply fit draughts`, cli/draughts/fit_rules.h): the evaluation sees a position as its side to
// move does, the windows read the men where they stand, the self-play data (`ply selfplay
// draughts`, cli/draughts/selfplay_rules.h) is the same for the same seed, and the fit's reader
// refuses what is no quiet position.
#include <gtest/gtest.h>

#include <algorithm>
#include <sstream>
#include <string>

#include "draughts/egdb.h"
#include "draughts/egdb_index.h"
#include "draughts/engine.h"
#include "draughts/fit_rules.h"
#include "draughts/notation.h"
#include "draughts/options.h"
#include "draughts/pattern_eval.h"
#include "draughts/selfplay_rules.h"
#include "draughts_egdb/solve.h"
#include "scratch_files.h"
#include "selfplay.h"

namespace ply::draughts {
namespace {

Position fen(const char* text) { return *parse_fen(text); }

int window_state(const Position& pos, int window) {
  for (const auto [feature, value] : evaluation_features(pos))
    if (feature >= window_feature(window, 0) && feature < window_feature(window + 1, 0))
      return feature - window_feature(window, 0);
  return -1;
}

TEST(DraughtsPatternEval, TheSameColoursSwappedAndTheBoardTurnedScoreTheSame) {
  for (const char* text :
       {"B:Wd4,f4,a3,e3,b2,f2,h2,e1,g1:Bb8,d8,h8,g7,b6,d6,h6,a5,c5,h4",
        "W:Wd4,f4,a3,e3,b2,f2,h2,e1,g1:Bb8,d8,h8,g7,b6,d6,h6,a5,c5,h4", "W:WKa1,c3,e3:BKh8,f6"}) {
    SCOPED_TRACE(text);
    const Position pos = fen(text);
    EXPECT_EQ(PatternEval{}(pos), PatternEval{}(mirrored(pos)));
  }
}

TEST(DraughtsPatternEval, AWindowCountsTheSideToMovesMenOneAndTheOpponentsTwoSquareBySquare) {
  // Window 0 is a1-d4: its dark squares a1, b2, c1, d2, a3, b4, c3, d4 are the base-3 digits 0
  // to 7.
  EXPECT_EQ(window_state(fen("W:Wa1:Bh8"), 0), 1);
  EXPECT_EQ(window_state(fen("W:Wb2:Bh8"), 0), 3);
  EXPECT_EQ(window_state(fen("W:Wh2:Bd4"), 0), 2 * 2187);
  // Black to move sees the board turned: its man on h8 stands on its a1.
  EXPECT_EQ(window_state(fen("B:Wh2:Bh8"), 0), 1);
  // Kings are not in the windows.
  EXPECT_EQ(window_state(fen("W:WKa1:Bh8"), 0), 0);
}

TEST(DraughtsPatternEval, AManMoreIsWorthAboutAMan) {
  const Score even = PatternEval{}(fen("W:Wa3,c3,e3:Bb6,d6,f6"));
  const Score man_up = PatternEval{}(fen("W:Wa3,c3,e3,g3:Bb6,d6,f6"));
  EXPECT_GT(man_up - even, 50);
  EXPECT_LT(man_up - even, 200);
}

TEST(DraughtsPatternEval, Level5SearchesWithItAndTheOptionEvalZeroWithTheHandWrittenOne) {
  const Position pos = fen("B:Wd4,f4,a3,e3,b2,f2,h2,e1,g1:Bb8,d8,h8,g7,b6,d6,h6,a5,c5,h4");
  Request request;
  request.level = LEVEL_TOP;
  request.max_depth = 6;
  request.options.set(BOOK.name, 0);
  const auto level5_score = [&](int eval_option) {
    Engine engine(1);
    request.options.set(EVAL.name, eval_option);
    return engine.choose(pos, request).thinking.score;
  };
  const auto searched_score = [&]<typename Eval>(Eval) {
    TranspositionTable tt(1);
    Limits limits;
    limits.max_depth = 6;
    return search_decision<SelectiveDraughts, Eval>(tt, pos, limits, {}, Levels::DISPLAY, {})
        .thinking.score;
  };
  EXPECT_EQ(level5_score(1), searched_score(PatternEval{}));
  EXPECT_EQ(level5_score(0), searched_score(StrongEval{}));
  EXPECT_NE(level5_score(1), level5_score(0));
}

std::string scratch(const std::string& name) {
  return test::scratch_file("ply_draughts_fit_" + name);
}

struct SelfplayOptions {
  int games = 0;
  u64 seed = 5;
  u64 nodes = 2000;
};

// `ply selfplay draughts --out <path> --games .. --seed .. --nodes ..`.
int run_selfplay(const SelfplayOptions& o, const std::string& path) {
  cli::draughts_selfplay::Rules rules;
  return cli::selfplay<Traits>({o.games, o.seed, o.nodes, path}, rules);
}

SelfplayOptions small_games(int games) {
  SelfplayOptions o;
  o.games = games;
  return o;
}

TEST(DraughtsFitSelfplay, TheSameSeedPlaysTheSameGamesFromTheStandardOpenings) {
  const std::string first = scratch("same_1"), second = scratch("same_2");
  ASSERT_EQ(run_selfplay(small_games(2), first), 0);
  ASSERT_EQ(run_selfplay(small_games(2), second), 0);
  const std::string text = test::file_contents(first);
  EXPECT_EQ(text, test::file_contents(second));
  EXPECT_NE(text.find("# game 1 "), std::string::npos);
  // Game 0 starts from the first opening of the list, the City game (1.c3-d4 d6-c5 2.b2-c3 f6-g5).
  EXPECT_NE(
      text.find("\tW:Wa1,c1,e1,g1,d2,f2,h2,a3,c3,e3,g3,d4:Bc5,g5,b6,h6,a7,c7,e7,g7,b8,d8,f8,h8\n"),
      std::string::npos);
  SelfplayOptions other = small_games(2);
  other.seed = 6;
  const std::string third = scratch("same_3");
  ASSERT_EQ(run_selfplay(other, third), 0);
  EXPECT_NE(test::file_contents(third), text);
}

TEST(DraughtsFitSelfplay, AGameEndsWhereTheDatabasesHoldItsPositionWithTheirResult) {
  Egdb& db = endgame_databases();
  const Egdb kept = db;
  db = Egdb{};
  for (const Material& m : egdb_tool::materials_up_to(3)) egdb_tool::solve(m, db);
  const std::string path = scratch("egdb");
  const int status = run_selfplay(small_games(10), path);
  std::vector<std::string> ends;
  std::istringstream lines(test::file_contents(path));
  for (std::string line; std::getline(lines, line);)
    if (line.starts_with("# game ")) ends.push_back(line);
  const Egdb three = db;
  db = kept;
  ASSERT_EQ(status, 0);
  EXPECT_EQ(test::file_contents(path).rfind(
                "# ply-fit-draughts selfplay seed 5 nodes 2000 egdb 3 pieces eval learned\n", 0),
            0u);
  ASSERT_EQ(ends.size(), 10u);
  int by_databases = 0;
  for (const std::string& end : ends) {
    SCOPED_TRACE(end);
    // "# game <i> <result for White> <FEN>"
    std::istringstream fields(end.substr(7));
    int index;
    std::string result, final_fen;
    fields >> index >> result >> final_fen;
    const Position last = fen(final_fen.c_str());
    const auto entry = three.probe(last);
    if (!entry) continue;  // ended by the rules before the databases' material
    ++by_databases;
    const Wdl white = last.side == WHITE        ? entry->wdl
                      : entry->wdl == Wdl::WIN  ? Wdl::LOSS
                      : entry->wdl == Wdl::LOSS ? Wdl::WIN
                                                : Wdl::DRAW;
    EXPECT_EQ(result, white == Wdl::WIN ? "1" : white == Wdl::LOSS ? "0" : "0.5");
  }
  EXPECT_GT(by_databases, 0);  // some games reach three pieces undecided
}

TEST(DraughtsFitSamples, QuietPositionsAreReadIntoOpeningAndEndingFeatures) {
  ply::fit::Sample s{};
  std::vector<ply::fit::Feature> features;
  // 24 pieces: the opening weights alone.
  ASSERT_EQ(cli::draughts_fit::Rules::position_features(
                "W:Wa1,c1,e1,g1,b2,d2,f2,h2,a3,c3,e3,g3:Bb6,d6,f6,h6,a7,c7,e7,g7,b8,d8,f8,h8", s,
                features),
            "");
  EXPECT_EQ(s.phase, 24);
  EXPECT_TRUE(std::all_of(features.begin(), features.end(),
                          [](const ply::fit::Feature& f) { return f.index % 2 == 0; }));
  // Four pieces: both, a sixth and five sixths.
  features.clear();
  ASSERT_EQ(cli::draughts_fit::Rules::position_features("W:Wa3,c3:Bf6,h6", s, features), "");
  EXPECT_EQ(s.phase, 4);
  EXPECT_FLOAT_EQ(features[0].value, 4.0f / 24);
  EXPECT_FLOAT_EQ(features[1].value, 20.0f / 24);
}

TEST(DraughtsFitSamples, APositionWithACaptureToMakeOrNoMoveOrNoFenIsRefused) {
  for (const char* line : {"W:Wc3:Bd4,h8", "W:Wa1:Bb2,c3", "W:Wz9:Bh8", "W:Wa1"}) {
    SCOPED_TRACE(line);
    ply::fit::Sample s{};
    std::vector<ply::fit::Feature> features;
    EXPECT_NE(cli::draughts_fit::Rules::position_features(line, s, features), "");
  }
}

}  // namespace
}  // namespace ply::draughts
