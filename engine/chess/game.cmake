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
  engine/chess/network.cpp
  engine/chess/engine.cpp
)
# Data files (cmake/data_files.cmake): level 5's network (network.h), which plays where the option `network`
# asks (options.h), else the hand-written evaluation (eval.h). The page does not ask, so it is not handed it.
ply_data_file(network weights/net256.nnue EMBED)
# Its command line (cli/chess/): `ply uci`'s loop, which the tests drive through streams; its declaration
# (game_cli.cpp: the commands uci and pgn, UCI engines for `ply match`, `ply best --notation`); its self-play
# (selfplay_rules.cpp, `ply selfplay chess`, and the quiet positions it labels, quiet_leaf.cpp); its fitting
# (fit_rules.cpp, `ply fit chess`, by its own Texel's method, tools/tune/texel.cpp).
list(APPEND PLY_PROTOCOL_SOURCES cli/chess/uci.cpp)
list(APPEND PLY_CLI_SOURCES cli/chess/game_cli.cpp cli/chess/pgn.cpp cli/chess/uci_engines.cpp
  cli/chess/selfplay_rules.cpp cli/chess/quiet_leaf.cpp cli/chess/fit_rules.cpp tools/tune/texel.cpp)
list(APPEND PLY_TEST_SOURCES
  tests/uci_test.cpp
  tests/chess_perft_test.cpp
  tests/chess_rules_test.cpp
  tests/chess_game_test.cpp
  tests/chess_movegen_test.cpp
  tests/chess_classic_games_test.cpp
  tests/chess_mates_test.cpp
  tests/chess_eval_test.cpp
  tests/chess_network_test.cpp
  tests/chess_net_trainer_test.cpp
  tests/chess_tune_test.cpp
)
# libFuzzer targets: tests/fuzz/<name>_fuzz.cpp, seeds in tests/fuzz/corpus/<name>/.
list(APPEND PLY_FUZZ_TARGETS chess_fen chess_san chess_pgn chess_network chess_uci)
list(APPEND PLY_BENCH_SOURCES tests/bench/chess_bench.cpp)
