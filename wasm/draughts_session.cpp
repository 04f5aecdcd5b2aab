#include <vector>

#include "draughts/draw.h"
#include "draughts/engine.h"
#include "draughts/game.h"
#include "draughts/notation.h"
#include "draughts/pdn.h"
#include "draughts/perft.h"
#include "session.h"
#include "values.h"

namespace ply::wasm {

using emscripten::val;
using namespace ply::draughts;

namespace {

std::vector<std::string> line_text(Position pos, const std::vector<Move>& line) {
  std::vector<std::string> text;
  for (const Move& m : line) {
    text.push_back(move_to_string(pos, m));
    pos = play(pos, m);
  }
  return text;
}

const char* reason_name(EndReason reason) {
  switch (reason) {
    case EndReason::NO_MOVES: return "no-moves";
    case EndReason::REPETITION: return "repetition";
    case EndReason::DRAW_RULE: return "draw-rule";
    default: return "";
  }
}

class DraughtsSession final : public Session {
 public:
  DraughtsSession() : engine_(16) { reset(); }

  std::string game() const override { return "draughts"; }

  void reset() override { replay({}); }

  std::string load(const std::string& text) override {
    std::string error;
    const auto pos = parse_fen(text, &error);
    if (!pos) return error;
    PdnGame game;
    game.start = *pos;
    replay(game);
    return "";
  }

  std::string position() const override { return to_fen(current()); }
  std::string squares() const override { return squares_string(current()); }

  val legal_moves() const override {
    if (ended()) return val::array();
    std::vector<std::string> moves;
    draughts::MoveList list;
    generate_moves(current(), list);
    for (const Move& m : list) moves.push_back(move_to_path_string(current(), m));
    return string_array(moves);
  }

  std::string play(const std::string& text) override {
    if (ended()) return "the game is over";
    std::string error;
    const auto move = parse_move(current(), text, &error);
    if (!move) return error;
    moves_.push_back(*move);
    positions_.push_back(draughts::play(current(), *move));
    return "";
  }

  bool undo() override {
    if (moves_.empty()) return false;
    positions_.pop_back();
    moves_.pop_back();
    return true;
  }

  val history() const override {
    std::vector<std::string> texts;
    for (std::size_t i = 0; i < moves_.size(); ++i) texts.push_back(move_to_string(positions_[i], moves_[i]));
    return string_array(texts);
  }

  // PDN: GameType 25, a FEN tag when the game did not begin at the start, the result so far.
  std::string export_game() const override {
    PdnGame game;
    game.start = positions_.front();
    game.moves = moves_;
    switch (game_end(positions_).result) {
      case Result::WHITE_WINS: game.result = "2-0"; break;
      case Result::BLACK_WINS: game.result = "0-2"; break;
      case Result::DRAW: game.result = "1-1"; break;
      default: game.result = "*";
    }
    return to_pdn(game);
  }

  std::string import_game(const std::string& text) override {
    std::string error;
    const auto game = parse_pdn(text, &error);
    if (!game) return error;
    replay(*game);
    return "";
  }

  val status() const override {
    const GameEnd end = game_end(positions_);
    const Position& pos = current();
    Status s;
    s.over = end.result != Result::ONGOING;
    s.to_move = pos.side == WHITE ? 0 : 1;
    s.winner = end.result == Result::WHITE_WINS ? 0 : end.result == Result::BLACK_WINS ? 1 : -1;
    s.counts[0] = popcount(pos.white);
    s.counts[1] = popcount(pos.black);
    s.reason = reason_name(end.reason);
    return status_object(s);
  }

  val search(int level, double time_ms, double seed, val on_progress) override {
    if (ended()) return val::null();
    const Position& pos = current();
    return run_search(
        engine_, pos, level, time_ms, seed, on_progress,
        [&](const std::vector<Move>& line) { return line_text(pos, line); },
        [&](const Move& m) { return move_to_path_string(pos, m); }, earlier_hashes());
  }

  double perft(int depth) const override { return double(draughts::perft(current(), depth)); }

 private:
  const Position& current() const { return positions_.back(); }
  std::vector<u64> earlier_hashes() const {
    std::vector<u64> hashes;
    for (std::size_t i = 0; i + 1 < positions_.size(); ++i) hashes.push_back(Draughts::hash(positions_[i]));
    return hashes;
  }
  void replay(const PdnGame& game) {
    positions_ = positions_of(game);
    moves_ = game.moves;
  }
  bool ended() const { return game_end(positions_).result != Result::ONGOING; }

  Engine engine_;
  std::vector<Position> positions_;  // the start, then the position after each move
  std::vector<Move> moves_;
};

}  // namespace

std::unique_ptr<Session> make_draughts_session() { return std::make_unique<DraughtsSession>(); }

}  // namespace ply::wasm
