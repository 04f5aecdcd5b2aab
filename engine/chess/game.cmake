# chess: what the build takes from this game, included by the top-level CMakeLists.txt (every
# engine/<game>/game.cmake is). Paths are from the repository's root.
list(APPEND PLY_ENGINE_SOURCES
  engine/chess/bitboard.cpp
  engine/chess/board.cpp
  engine/chess/movegen.cpp
  engine/chess/notation.cpp
  engine/chess/record.cpp
  engine/chess/see.cpp
  engine/chess/eval.cpp
  engine/chess/engine.cpp
)
list(APPEND PLY_TEST_SOURCES
  tests/chess_perft_test.cpp
  tests/chess_rules_test.cpp
  tests/chess_game_test.cpp
  tests/chess_movegen_test.cpp
  tests/chess_classic_games_test.cpp
  tests/chess_mates_test.cpp
  tests/chess_eval_test.cpp
  tests/chess_tune_test.cpp
)
# libFuzzer targets: tests/fuzz/<name>_fuzz.cpp, seeds in tests/fuzz/corpus/<name>/.
list(APPEND PLY_FUZZ_TARGETS chess_fen chess_san chess_pgn)
