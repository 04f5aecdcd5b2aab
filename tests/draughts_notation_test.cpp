// PDN FEN, move text and whole-game PDN: round trips and the rejection of malformed input.
#include <gtest/gtest.h>

#include "core/rng.h"
#include "draughts/record.h"
#include "draughts/traits.h"
#include "draughts_test_util.h"

namespace ply::draughts {
namespace {

using testing::fen;
using Lines = std::vector<std::string>;

TEST(RussianDraughtsNotation, NumericSquaresFollowPdn) {
  EXPECT_EQ(square_name(*parse_square("1")), "b8");
  EXPECT_EQ(square_name(*parse_square("4")), "h8");
  EXPECT_EQ(square_name(*parse_square("5")), "a7");
  EXPECT_EQ(square_name(*parse_square("22")), "c3");
  EXPECT_EQ(square_name(*parse_square("29")), "a1");
  EXPECT_EQ(square_name(*parse_square("32")), "g1");
  EXPECT_FALSE(parse_square("a2")) << "a light square";
  EXPECT_FALSE(parse_square("33"));
  EXPECT_FALSE(parse_square("i1"));
}

TEST(RussianDraughtsNotation, NumericAndRangeFensGiveTheStartPosition) {
  EXPECT_EQ(fen("W:W21,22,23,24,25,26,27,28,29,30,31,32:B1,2,3,4,5,6,7,8,9,10,11,12"),
            start_position());
  EXPECT_EQ(fen("W:W21,22,23,24,25,26,27,28,29,30,31,32:B1,2,3,4,5,6,7,8,9,10,11,12:H0:F1"),
            start_position())
      << "lidraughts' clock fields";
  EXPECT_EQ(fen("W:B1-12:W21-32"), start_position()) << "ranges, black list first";
  EXPECT_EQ(fen(" W:W21-32:B1-12. "), start_position());
}

TEST(RussianDraughtsNotation, FenRoundTripsWithKingsAndEitherSideToMove) {
  for (const char* text : {"W:Wa1,c1,Ke5:Bb8,d8", "B:WKh2:BKa1,Kc1,e3", "W:W:Bb8", "B:Wd4:B"}) {
    EXPECT_EQ(to_fen(fen(text)), text);
  }
  const Position pos = fen("W:WKe5:Bc7,g3");
  EXPECT_TRUE(pos.kings & bit(*parse_square("e5")));
  EXPECT_EQ(pos.side, WHITE);
}

TEST(RussianDraughtsNotation, MalformedFensAreRejectedWithAReason) {
  for (const char* text : {"", "W", "X:Wa1:Bb8", "W:Wa1", "W:Wa2:Bb8", "W:Wa1,a1:Bb8", "W:Wa1:Ba1",
                           "W:Wb8:Bd8", "B:Wa1:Bc1", "W:Wz9:Bb8", "W:Wa1:Bb8:Wc1", "W:W1-33:B5",
                           "W:W5-1:B9", "W:W1-13:B20", "W:Wa1,:Bb8", "W:Qa1:Bb8"}) {
    std::string error;
    EXPECT_FALSE(parse_fen(text, &error)) << text;
    EXPECT_FALSE(error.empty()) << text;
    EXPECT_EQ(error.find('\n'), std::string::npos) << "one line: " << error;
  }
}

TEST(RussianDraughtsNotation, SquaresStringIsRowMajorFromA1WithPieceLetters) {
  const std::string s = squares_string(fen("W:Wa1,Kc1:Bb8,Kh8"));
  ASSERT_EQ(s.size(), 64u);
  EXPECT_EQ(s[0], 'w');
  EXPECT_EQ(s[2], 'W');
  EXPECT_EQ(s[57], 'b');
  EXPECT_EQ(s[63], 'B');
  EXPECT_EQ(std::count(s.begin(), s.end(), '-'), 60);
}

TEST(RussianDraughtsNotation, QuietMovesReadInAlgebraicOrNumericForm) {
  const Position pos = start_position();
  const Move m = testing::move(pos, "c3-d4");
  EXPECT_EQ(testing::move(pos, "22-18"), m);
  EXPECT_EQ(testing::move(pos, " C3-D4 "), m);
  EXPECT_EQ(move_to_string(pos, m), "c3-d4");
}

TEST(RussianDraughtsNotation, CapturesAreWrittenFromToUnlessTheLandingSquaresAreNeeded) {
  // King d2 can reach a5 by two routes taking different pieces.
  const Position pos = fen("W:WKd2:Be3,d4,e5,b6,e7");
  EXPECT_EQ(testing::legal_texts(pos), (Lines{"d2:f4:a5", "d2:f8", "d2:g5:a5"}));
  Refusal refusal;
  EXPECT_FALSE(parse_move(pos, "d2:a5", &refusal));
  EXPECT_NE(refusal.text.find("ambiguous"), std::string::npos) << refusal.text;
  EXPECT_NE(refusal.text.find("d2:f4:c7:a5"), std::string::npos)
      << "names the full paths: " << refusal.text;
  EXPECT_EQ(refusal.reason, Reason::UNREADABLE);
  EXPECT_EQ(refusal.cause, "ambiguous");
  EXPECT_EQ(testing::move(pos, "d2:f4:c7:a5"), testing::move(pos, "d2:f4:a5")) << "full path";
  EXPECT_EQ(testing::move(pos, "d2xc7xa5"), testing::move(pos, "d2:f4:a5"))
      << "any landing squares";
  EXPECT_EQ(move_to_path_string(pos, testing::move(pos, "d2:f8")), "d2:f4:d6:f8");
}

TEST(RussianDraughtsNotation, EveryLegalMoveReadsBackFromItsShortAndItsFullText) {
  Rng rng(5);
  for (int game = 0; game < 40; ++game) {
    Position pos = start_position();
    for (int ply = 0; ply < 120; ++ply) {
      MoveList list;
      generate_moves(pos, list);
      if (list.empty()) break;
      for (const Move& m : list) {
        EXPECT_EQ(testing::move(pos, move_to_string(pos, m)), m) << to_fen(pos);
        EXPECT_EQ(testing::move(pos, move_to_path_string(pos, m)), m) << to_fen(pos);
      }
      pos = play(pos, list[int(rng.below(u32(list.size())))]);
    }
  }
}

TEST(RussianDraughtsNotation, ACaptureRoundARingIsWrittenWithItsTurningSquare) {
  // King c3 takes d4, f4, f2 and d2 and lands on c3 again: "c3:c3" would say nothing of it.
  const Position pos = fen("W:WKc3,h2:Bd4,f4,f2,d2,a7");
  const Move circle = testing::move(pos, "c3:e5:g3:e1:c3");
  EXPECT_EQ(circle.from, circle.to);
  EXPECT_EQ(move_to_string(pos, circle), "c3:g3:c3");
  EXPECT_EQ(testing::move(pos, "c3:g3:c3"), circle);
  EXPECT_EQ(testing::move(pos, "c3:c3"), circle);  // the old form still reads
}

TEST(RussianDraughtsNotation, AWholePathNamesItsMoveEvenWhereALongerCapturePassesThroughIt) {
  // b8:d6:b4 lands on d6 and b4; a longer capture from b8 to b4 passes d6 on its way.
  // g5:e3:g1 likewise stands inside a longer capture from g5 to g1.
  const std::pair<const char*, const char*> cases[] = {
      {"W:Wh2,Kb8:Bc5,e5,Kg5,c7,e7,g7,h8", "b8:d6:b4"},
      {"B:Wa1,b2,d2,f2,h2,b4,f4:Be5,g5,b6,f6,a7,e7,g7,f8,h8", "g5:e3:g1"}};
  for (const auto& [position, path] : cases) {
    const Position pos = fen(position);
    Refusal refusal;
    const auto m = parse_move(pos, path, &refusal);
    ASSERT_TRUE(m) << position << " " << path << ": " << refusal.text;
    EXPECT_EQ(move_to_path_string(pos, *m), path);
    MoveList list;
    generate_moves(pos, list);
    for (const Move& each : list) {
      EXPECT_EQ(testing::move(pos, move_to_string(pos, each)), each) << position;
      EXPECT_EQ(testing::move(pos, move_to_path_string(pos, each)), each) << position;
    }
  }
}

TEST(RussianDraughtsNotation, MalformedOrIllegalMovesAreRejectedWithAReason) {
  const Position pos = start_position();
  for (const char* text :
       {"", "c3", "c3-", "c3-d5", "c3-e5", "d4-e5", "c3:e5", "b2-a3", "z9-a1", "c3--d4", "33-29"}) {
    Refusal refusal;
    EXPECT_FALSE(parse_move(pos, text, &refusal)) << text;
    EXPECT_FALSE(refusal.text.empty()) << text;
  }
  Refusal refusal;
  EXPECT_FALSE(parse_move(pos, "c3-e5", &refusal));
  EXPECT_EQ(refusal.reason, Reason::ILLEGAL);
  EXPECT_FALSE(parse_move(pos, "z9-a1", &refusal));
  EXPECT_EQ(refusal.reason, Reason::UNREADABLE);
}

TEST(RussianDraughtsNotation, AMoveBySideWithoutAMoveComesAfterTheEnd) {
  // White's man on a1 is blocked by b2's man and c3's behind it: White has no move and has lost.
  Refusal refusal;
  EXPECT_FALSE(parse_move(fen("W:Wa1:Bb2,c3"), "a1-b2", &refusal));
  EXPECT_EQ(refusal.reason, Reason::AFTER_END);
  EXPECT_EQ(refusal.move, "a1-b2");
}

TEST(RussianDraughtsPdn, GameRoundTripsThroughPdnWithTagsNumbersAndResult) {
  PdnGame game;
  game.tags = {{"Event", "Test"}, {"White", "Ply"}, {"Black", "Ply"}};
  Position pos = game.start;
  Rng rng(11);
  for (int ply = 0; ply < 60; ++ply) {
    MoveList list;
    generate_moves(pos, list);
    if (list.empty()) break;
    game.moves.push_back(list[int(rng.below(u32(list.size())))]);
    pos = play(pos, game.moves.back());
  }
  game.result = "1-1";
  const std::string text = to_pdn(game);
  EXPECT_NE(text.find("[GameType \"25\"]"), std::string::npos);
  EXPECT_NE(text.find("1. "), std::string::npos);
  EXPECT_EQ(text.find("[FEN"), std::string::npos) << "the start position needs no FEN tag";
  const auto read = parse_pdn(text);
  ASSERT_TRUE(read) << text;
  EXPECT_EQ(read->moves, game.moves);
  EXPECT_EQ(read->tags, game.tags);
  EXPECT_EQ(read->result, "1-1");
  EXPECT_EQ(to_pdn(*read), text);
}

TEST(RussianDraughtsPdn, AFenAloneIsAGameFromThatPositionWithNoMove) {
  const auto read = parse_pdn(" B:WKe1,c3:Bd6,f6\n");
  ASSERT_TRUE(read);
  EXPECT_EQ(read->start, fen("B:WKe1,c3:Bd6,f6"));
  EXPECT_TRUE(read->moves.empty());
  Refusal refusal;
  EXPECT_FALSE(parse_pdn("W:Wa1,a1:Bb8", &refusal));
  EXPECT_EQ(refusal.reason, Reason::BAD_POSITION) << refusal.text;
}

TEST(RussianDraughtsPdn, GameFromAFenWithBlackToMoveStartsWithAnEllipsis) {
  PdnGame game;
  game.start = fen("B:WKe1,c3:Bd6,f6");
  game.moves.push_back(testing::move(game.start, "d6-c5"));
  game.moves.push_back(testing::move(play(game.start, game.moves[0]), "e1-h4"));
  const std::string text = to_pdn(game);
  EXPECT_NE(text.find("[FEN \"B:WKe1,c3:Bd6,f6\"]"), std::string::npos) << text;
  EXPECT_NE(text.find("1... d6-c5 2. e1-h4 *"), std::string::npos) << text;
  const auto read = parse_pdn(text);
  ASSERT_TRUE(read);
  EXPECT_EQ(read->start, game.start);
  EXPECT_EQ(read->moves, game.moves);
}

TEST(RussianDraughtsPdn, ReadsCommentsNumericMovesGlyphsAndOtherResultForms) {
  const auto game = parse_pdn(
      "[Event \"x\"]\n[GameType \"25,W,8,8,A1,0\"]\n\n1. 22-18 {a comment} 11-15 (1... 12-16) "
      "2.18x11 $1 8x15! 1-0");
  ASSERT_TRUE(game);
  EXPECT_EQ(game->moves.size(), 4u);
  EXPECT_EQ(game->result, "2-0");
}

TEST(RussianDraughtsPdn, MalformedGamesAreRejectedWithAOneLineReason) {
  const std::pair<const char*, Reason> cases[] = {
      {"[GameType \"20\"]\n1. c3-d4 *", Reason::OTHER_GAME},
      {"[FEN \"W:Wz1\"]\n*", Reason::BAD_POSITION},
      {"1. c3-d5 *", Reason::UNREADABLE},  // d5 is a light square
      {"1. c3-d4 {unclosed", Reason::UNREADABLE},
      {"[Event \"x\"\n1. c3-d4", Reason::UNREADABLE},
      {"1. c3-d4 * e7-f6", Reason::UNREADABLE},
      {"1. c3-d4 b6-a5 2. d4-c5 a7-b6 *", Reason::ILLEGAL}};
  for (const auto& [text, reason] : cases) {
    Refusal refusal;
    EXPECT_FALSE(parse_pdn(text, &refusal)) << text;
    EXPECT_EQ(refusal.text.rfind("PDN: ", 0), 0u) << refusal.text;
    EXPECT_EQ(refusal.text.find('\n'), std::string::npos) << refusal.text;
    EXPECT_EQ(refusal.reason, reason) << text;
  }
}

TEST(RussianDraughtsPdn, AnIllegalMoveIsRefusedWithItsMovesNumberAndText) {
  Refusal refusal;
  EXPECT_FALSE(parse_pdn("1. c3-d4 b6-a5 2. d4-c5 a7-b6 *", &refusal));
  EXPECT_EQ(refusal.move_number, 2);
  EXPECT_EQ(refusal.move, "a7-b6");
  EXPECT_EQ(refusal.cause, "capture-compulsory");
}

TEST(RussianDraughtsPdn, MalformedTagPairsEndTheReadWithAnError) {
  // '[A "x]y"' once sent the reader back to the start of the text for ever.
  for (const char* text : {"[A \"x]y\"", "[A \"x]y\"]x", "[A \"x", "[A \"x\"", "[A \"x\" y]",
                           "[ \"x\"]", "[A x]", "[", "[A", "[A]", "[A \"x\\\"]"}) {
    Refusal refusal;
    EXPECT_FALSE(parse_pdn(text, &refusal)) << text;
    EXPECT_EQ(refusal.text.rfind("PDN: ", 0), 0u) << text << ": " << refusal.text;
  }
}

TEST(RussianDraughtsPdn, TagValuesWithQuotesBracketsAndBackslashesRoundTrip) {
  PdnGame game;
  game.tags = {{"Event", "The \"Big\" [one]"}, {"Site", "C:\\games\\"}, {"Round", ""}};
  const std::string text = to_pdn(game);
  EXPECT_NE(text.find("[Event \"The \\\"Big\\\" [one]\"]"), std::string::npos) << text;
  Refusal refusal;
  const auto read = parse_pdn(text, &refusal);
  ASSERT_TRUE(read) << refusal.text;
  EXPECT_EQ(read->tags, game.tags);
}

TEST(RussianDraughtsNotation, ErrorsQuoteOnlyAShortExcerptOfLongInputCutBetweenCharacters) {
  std::string accents;
  for (int i = 0; i < 50000; ++i) accents += "é";
  const std::string long_token = "c3" + std::string(100000, '7');
  std::string error;
  for (const std::string& text : {accents, "x" + accents, "W:Wa1:B" + long_token, "W:" + accents}) {
    EXPECT_FALSE(parse_fen(text, &error));
    EXPECT_LT(error.size(), 200u) << error.substr(0, 300);
    EXPECT_EQ(error.find("\xc3…"), std::string::npos) << "a character cut in two: " << error;
  }
  Refusal refusal;
  for (const std::string& text : {accents, "x" + accents, long_token, "c3-" + long_token}) {
    EXPECT_FALSE(parse_move(start_position(), text, &refusal));
    EXPECT_LT(refusal.text.size(), 200u) << refusal.text.substr(0, 300);
    EXPECT_EQ(refusal.text.find("\xc3…"), std::string::npos)
        << "a character cut in two: " << refusal.text;
    EXPECT_LT(refusal.move.size(), 50u);
  }
  for (const std::string& text : {"1. " + long_token, "* " + accents, "[Event \"" + accents}) {
    EXPECT_FALSE(parse_pdn(text, &refusal));
    EXPECT_LT(refusal.text.size(), 200u) << refusal.text.substr(0, 300);
  }
}

}  // namespace
}  // namespace ply::draughts

namespace ply::draughts {
namespace {

// The editor's position (Traits::setup) from these pieces on squares() letters, or its refusal.
std::optional<Position> set_up(std::initializer_list<std::pair<const char*, char>> pieces,
                               int to_move, Refusal* refusal) {
  std::string squares(64, '-');
  for (const auto& [square, letter] : pieces) squares[std::size_t(*parse_square(square))] = letter;
  return Traits::setup(start_position(), squares, to_move, "", refusal);
}

TEST(RussianDraughtsSetup, TheStartSetUpSquareBySquareIsTheStart) {
  Refusal refusal;
  const auto pos =
      Traits::setup(start_position(), Traits::squares(start_position()), 0, "", &refusal);
  ASSERT_TRUE(pos) << refusal.text;
  EXPECT_EQ(to_fen(*pos), to_fen(start_position()));
}

TEST(RussianDraughtsSetup, KingsMenAndTheSideToMoveAreAsPlaced) {
  Refusal refusal;
  const auto pos = set_up({{"a1", 'W'}, {"c3", 'w'}, {"h8", 'B'}, {"f6", 'b'}}, 1, &refusal);
  ASSERT_TRUE(pos) << refusal.text;
  EXPECT_EQ(to_fen(*pos), "B:WKa1,c3:Bf6,Kh8");
}

TEST(RussianDraughtsSetup, AManOnItsCrowningRowOrThirteenPiecesAreRefusedWithTheirCause) {
  Refusal refusal;
  EXPECT_FALSE(set_up({{"b8", 'w'}, {"a1", 'b'}}, 0, &refusal));
  EXPECT_EQ(refusal.reason, Reason::BAD_POSITION);
  EXPECT_EQ(refusal.cause, "crowning-row");
  EXPECT_FALSE(set_up({{"a1", 'b'}, {"h8", 'w'}}, 0, &refusal));
  EXPECT_EQ(refusal.cause, "crowning-row");
  std::string squares = Traits::squares(start_position());
  squares[std::size_t(*parse_square("d4"))] = 'w';
  EXPECT_FALSE(Traits::setup(start_position(), squares, 0, "", &refusal));
  EXPECT_EQ(refusal.cause, "too-many");
  // A FEN imported says the same.
  EXPECT_FALSE(Traits::import_game("W:Wb8:Ba1", &refusal));
  EXPECT_EQ(refusal.reason, Reason::BAD_POSITION);
  EXPECT_EQ(refusal.cause, "crowning-row");
}

TEST(RussianDraughtsSetup, APieceOnALightSquareIsNoPosition) {
  Refusal refusal;
  std::string squares(64, '-');
  squares[1] = 'w';  // b1, a light square
  EXPECT_FALSE(Traits::setup(start_position(), squares, 0, "", &refusal));
  EXPECT_EQ(refusal.reason, Reason::UNREADABLE);
}

}  // namespace
}  // namespace ply::draughts
