// One game behind the wasm boundary. This interface is the only dynamic dispatch in Ply: the page
// holds a Session without knowing which game it plays; BasicSession<T> (basic_session.h) implements
// it once for every game's traits.
#pragma once

#include <emscripten/val.h>

#include <string>

namespace ply::wasm {

class Session {
 public:
  virtual ~Session() = default;

  virtual std::string game() const = 0;
  virtual void reset() = 0;
  // '' on success, otherwise the error; the session is unchanged then.
  virtual std::string load(const std::string& position) = 0;
  virtual std::string position() const = 0;
  // The position a player set up (T::setup): '' and it is the session's, with no moves; otherwise
  // the error, refusal() says why, and the session is unchanged.
  virtual std::string setup(const std::string& squares, double to_move,
                            const std::string& extra) = 0;
  virtual std::string start_position() const = 0;
  virtual std::string squares() const = 0;
  virtual emscripten::val board() const = 0;
  virtual emscripten::val legal_moves() const = 0;
  virtual std::string play(const std::string& move) = 0;
  virtual bool undo() = 0;
  virtual emscripten::val history() const = 0;
  // The position after the first `ply` moves of history(), as the page draws it; null for a ply
  // outside 0..history's length (or not a whole number).
  virtual emscripten::val position_after(double ply) const = 0;
  virtual std::string export_game() const = 0;
  // '' on success, otherwise the error; the session is unchanged then.
  virtual std::string import_game(const std::string& text) = 0;
  // Why the last load, setup, play or import_game was refused (core/refusal.h): {reason, cause,
  // moveNumber, move, text}; null when it was not.
  virtual emscripten::val refusal() const = 0;
  virtual emscripten::val status() const = 0;
  // The named opening the game begins with, {en, ru}, or null (core/named_openings.h).
  virtual emscripten::val opening() const = 0;
  // The game's variants (core/variants.h): [{id, values}], the first value the default; [] for
  // none.
  virtual emscripten::val variants() const = 0;
  // The variant a position's text is in, {id: value}; null for a text that is no position, or a
  // game without variants. The session is unchanged.
  virtual emscripten::val variant_of(const std::string& position) const = 0;
  // The start position's text for a value of each choice ({size: '6', rule: 'anti'}; a value
  // missing or unknown is the default), a black hole's square drawn from `seed`; '' for a game
  // without variants. The session is unchanged.
  virtual std::string variant_start(emscripten::val values, double seed) const = 0;
  // variant_start, search, analyse, perft and prepare can fail (a number out of range, an unknown
  // option, the heap full): they then record the error (values.h: report_error), which boundary.js
  // throws once the call has returned, and return null ('' for variant_start, 0 for perft) having
  // changed nothing. None of them throws.
  // The options the game's player takes (core/options.h), for search's `options` and the page's
  // controls.
  virtual emscripten::val options() const = 0;
  // The game's ladder of levels (core/ladder.h), weakest first: search's `level` is a place in it.
  virtual emscripten::val levels() const = 0;
  virtual emscripten::val search(double level, double time_ms, double seed, emscripten::val options,
                                 emscripten::val on_progress) = 0;
  // `lines`: how many of the best moves a game without every move's value (chess, gomoku) gives,
  // each with its line (MultiPV), 1..MAX_LINES.
  virtual emscripten::val analyse(double time_ms, double lines, emscripten::val on_progress) = 0;
  virtual double perft(double depth) const = 0;
  // Does now what the first search would otherwise do inside its budget (the search worker calls it
  // once per session; the page's own sessions, which never search, do not).
  virtual void prepare() = 0;
  // The searches' resources from now on: `threads` (clamped to what the module can start:
  // threads.h) and the table's size in MB (taken by the next prepare() or search). Out of range:
  // recorded as an error, nothing changed.
  virtual void configure(double threads, double table_mb) = 0;
  // What configure() set: {threads, tableMb}.
  virtual emscripten::val resources() const = 0;
};

}  // namespace ply::wasm
