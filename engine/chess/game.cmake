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
# Level 5's network, versioned in weights/, turned into a byte array at build time (the page's module
# fetches the file instead: wasm/data.cpp).
set(PLY_CHESS_NETWORK "${CMAKE_SOURCE_DIR}/engine/chess/weights/net256.nnue")
set(PLY_CHESS_NETWORK_CPP "${CMAKE_BINARY_DIR}/generated/chess_network_data.cpp")
add_custom_command(OUTPUT "${PLY_CHESS_NETWORK_CPP}"
  COMMAND ${CMAKE_COMMAND} -DINPUT=${PLY_CHESS_NETWORK} -DOUTPUT=${PLY_CHESS_NETWORK_CPP}
          -DHEADER=chess/network.h -DNAMESPACE=chess -DFUNCTION=builtin_network_file
          -P ${CMAKE_SOURCE_DIR}/cmake/embed_weights.cmake
  DEPENDS "${PLY_CHESS_NETWORK}" "${CMAKE_SOURCE_DIR}/cmake/embed_weights.cmake"
  COMMENT "Embedding chess's network")
list(APPEND PLY_DATA_SOURCES "${PLY_CHESS_NETWORK_CPP}")
list(APPEND PLY_TEST_SOURCES
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
