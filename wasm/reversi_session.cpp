#include <vector>

#include "reversi/engine.h"
#include "reversi/game.h"
#include "reversi/notation.h"
#include "reversi/perft.h"
#include "session.h"
#include "values.h"

namespace ply::wasm {

using emscripten::val;
using namespace ply::reversi;

namespace {

std::vector<std::string> line_text(const std::vector<Reversi::Move>& line) {
  std::vector<std::string> text;
  for (int m : line) text.push_back(move_to_string(m));
  return text;
}

class ReversiSession final : public Session {
 public:
  ReversiSession() { reset(); }

  std::string game() const override { return "reversi"; }

  void reset() override { replay({}); }

  std::string load(const std::string& text) override {
    std::string error;
    const auto pos = parse_position(text, &error);
    if (!pos) return error;
    replay({*pos, {}});
    return "";
  }

  std::string position() const override { return to_string(current()); }
  std::string squares() const override { return squares_string(current()); }

  val legal_moves() const override {
    std::vector<std::string> moves;
    Reversi::MoveList list;
    Reversi::generate_moves(current(), list);
    for (auto m : list) moves.push_back(move_to_string(m));
    return string_array(moves);
  }

  std::string play(const std::string& text) override {
    const auto move = parse_move(text);
    if (!move) return "not a move: '" + text + "' (expected a square such as d3, or pass)";
    const Position& pos = current();
    if (reversi::is_over(pos)) return "the game is over";
    if (*move == PASS) {
      if (!must_pass(pos)) return "cannot pass: a move is available";
    } else if ((pos.empties() & bit(*move)) == 0) {
      return "illegal move " + text + ": the square is taken";
    } else if (!flips(*move, pos.player, pos.opponent)) {
      return "illegal move " + text + ": it turns no disc over";
    }
    positions_.push_back(reversi::play(pos, *move));
    game_.moves.push_back(*move);
    return "";
  }

  bool undo() override {
    if (game_.moves.empty()) return false;
    positions_.pop_back();
    game_.moves.pop_back();
    return true;
  }

  val history() const override {
    std::vector<std::string> moves;
    for (int m : game_.moves) moves.push_back(move_to_string(m));
    return string_array(moves);
  }

  std::string export_game() const override { return to_string(game_); }

  std::string import_game(const std::string& text) override {
    std::string error;
    const auto game = parse_transcript(text, &error);
    if (!game) return error;
    replay(*game);
    return "";
  }

  val status() const override {
    const Position& pos = current();
    const bool over = reversi::is_over(pos);
    const int black = popcount(pos.black()), white = popcount(pos.white());
    Status s;
    s.over = over;
    s.to_move = pos.black_to_move ? 0 : 1;
    s.winner = !over || black == white ? -1 : black > white ? 0 : 1;
    s.counts[0] = black;
    s.counts[1] = white;
    s.must_pass = must_pass(pos);
    s.reason = over ? "no-moves" : "";
    return status_object(s);
  }

  val search(int level, double time_ms, double seed, val on_progress) override {
    const Position& pos = current();
    if (reversi::is_over(pos)) return val::null();
    return run_search(engine_, pos, level, time_ms, seed, on_progress, line_text,
                      [](int m) { return move_to_string(m); });
  }

  double perft(int depth) const override { return double(reversi::perft(current(), depth)); }

 private:
  const Position& current() const { return positions_.back(); }

  // Takes a game whose moves are known to be legal.
  void replay(const Transcript& game) {
    game_ = game;
    positions_ = {game.start};
    for (int m : game.moves) positions_.push_back(reversi::play(positions_.back(), m));
  }

  Engine engine_;  // its transposition table lives as long as the session, across searches
  Transcript game_;
  std::vector<Position> positions_;  // the start, then the position after each move
};

}  // namespace

std::unique_ptr<Session> make_reversi_session() { return std::make_unique<ReversiSession>(); }

}  // namespace ply::wasm
