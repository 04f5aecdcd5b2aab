# draughts: what the build takes from this game, included by the top-level CMakeLists.txt (every
# engine/<game>/game.cmake is). Paths are from the repository's root.
list(APPEND PLY_ENGINE_SOURCES
  engine/draughts/board.cpp
  engine/draughts/notation.cpp
  engine/draughts/draw.cpp
  engine/draughts/record.cpp
  engine/draughts/eval.cpp
  engine/draughts/engine.cpp
  engine/draughts/egdb_index.cpp
  engine/draughts/egdb.cpp
)
list(APPEND PLY_TEST_SOURCES
  tests/draughts_rules_test.cpp
  tests/draughts_perft_test.cpp
  tests/draughts_notation_test.cpp
  tests/draughts_draw_test.cpp
  tests/draughts_levels_test.cpp
  tests/draughts_search_test.cpp
  tests/draughts_playout_test.cpp
  tests/draughts_egdb_test.cpp
  tools/draughts_egdb/solve.cpp
)
# libFuzzer targets: tests/fuzz/<name>_fuzz.cpp, seeds in tests/fuzz/corpus/<name>/.
list(APPEND PLY_FUZZ_TARGETS draughts_fen draughts_move draughts_pdn draughts_egdb)
list(APPEND PLY_BENCH_SOURCES tests/bench/draughts_bench.cpp)
