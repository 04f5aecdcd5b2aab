# gomoku: what the build takes from this game, included by the top-level CMakeLists.txt (every
# engine/<game>/game.cmake is). Paths are from the repository's root.
list(APPEND PLY_ENGINE_SOURCES
  engine/gomoku/board.cpp
  engine/gomoku/renju.cpp
  engine/gomoku/notation.cpp
  engine/gomoku/gomocup_coordinates.cpp
  engine/gomoku/original.cpp
  engine/gomoku/patterns.cpp
  engine/gomoku/pattern_board.cpp
  engine/gomoku/eval.cpp
  engine/gomoku/threats.cpp
  engine/gomoku/pattern_game.cpp
  engine/gomoku/search_eval.cpp
  engine/gomoku/solve.cpp
  engine/gomoku/engine.cpp
)
# Its command line (cli/gomoku/): `ply gomocup`'s loop, which the tests drive through streams; its declaration
# (game_cli.cpp: the command gomocup, Gomocup brains for `ply match`); its self-play (selfplay_rules.cpp,
# `ply selfplay gomoku`, and the quiet positions it labels and the fit reads, quiet.h); its fitting
# (fit_rules.cpp, `ply fit gomoku`).
list(APPEND PLY_PROTOCOL_SOURCES cli/gomoku/gomocup.cpp)
list(APPEND PLY_CLI_SOURCES cli/gomoku/game_cli.cpp cli/gomoku/gomocup_brains.cpp cli/gomoku/selfplay_rules.cpp
  cli/gomoku/fit_rules.cpp)
list(APPEND PLY_TEST_SOURCES
  tests/gomoku_rules_test.cpp
  tests/gomoku_renju_test.cpp
  tests/gomoku_notation_test.cpp
  tests/gomoku_original_test.cpp
  tests/gomocup_test.cpp
  tests/gomoku_search_test.cpp
  tests/gomoku_eval_test.cpp
  tests/gomoku_fit_test.cpp
)
# libFuzzer targets: tests/fuzz/<name>_fuzz.cpp, seeds in tests/fuzz/corpus/<name>/.
list(APPEND PLY_FUZZ_TARGETS gomoku_position gomoku_game gomoku_gomocup gomoku_brain gomoku_samples)
# The fitting's reader of self-play positions (`ply fit gomoku`), outside the engine.
set(PLY_FUZZ_SOURCES_gomoku_samples cli/gomoku/fit_rules.cpp cli/fit.cpp cli/fit_texel.cpp)
list(APPEND PLY_BENCH_SOURCES tests/bench/gomoku_bench.cpp)
