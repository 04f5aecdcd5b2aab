#include <vector>

#include "reversi/engine.h"
#include "reversi/game.h"
#include "reversi/notation.h"
#include "reversi/perft.h"
#include "session.h"

namespace ply::wasm {

using emscripten::val;
using namespace ply::reversi;

namespace {

val string_array(const std::vector<std::string>& items) {
  val array = val::array();
  for (const auto& s : items) array.call<void>("push", s);
  return array;
}

val thinking_object(const Thinking& t) {
  val o = val::object();
  o.set("depth", t.depth);
  o.set("score", t.score);
  o.set("exact", t.exact);
  o.set("nodes", double(t.nodes));
  std::vector<std::string> pv;
  for (int m : t.pv) pv.push_back(move_to_string(m));
  o.set("pv", string_array(pv));
  return o;
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
    val o = val::object();
    o.set("over", over);
    o.set("toMove", pos.black_to_move ? 0 : 1);
    o.set("winner", !over || black == white ? -1 : black > white ? 0 : 1);
    val counts = val::array();
    counts.call<void>("push", black);
    counts.call<void>("push", white);
    o.set("counts", counts);
    o.set("mustPass", must_pass(pos));
    o.set("reason", std::string(over ? "no-moves" : ""));
    return o;
  }

  val search(int level, double time_ms, double seed, val on_progress) override {
    const Position& pos = current();
    if (reversi::is_over(pos)) return val::null();
    Request request;
    request.level = level;
    request.time_ms = time_ms > 0 ? i64(time_ms) : 0;
    request.seed = u64(seed >= 0 ? seed : -seed);
    const bool has_callback = on_progress.typeOf().as<std::string>() == "function";
    const Decision d = engine_.choose(pos, request, [&](const Thinking& t) {
      if (!has_callback) return true;
      const val keep = on_progress(thinking_object(t));
      return keep.isUndefined() || keep.isNull() || keep.as<bool>();
    });
    val result = thinking_object(d.thinking);
    result.set("move", move_to_string(d.move));
    result.set("timeMs", double(d.thinking.time_ms));
    return result;
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
