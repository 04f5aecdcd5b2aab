# chess: its own tools and the tests that run them, included by the top-level CMakeLists.txt once the engine's
# targets exist (every engine/<game>/tools.cmake is). Paths are from the repository's root.

# Level 5's network learned from the engine's own games: tools/chess_net, run by tools/chess_net/train-net.sh.
# The library is also what the trainer's tests link.
add_library(ply_chess_net_lib STATIC tools/chess_net/samples.cpp tools/chess_net/trainer.cpp)
target_include_directories(ply_chess_net_lib PUBLIC tools/chess_net)
target_link_libraries(ply_chess_net_lib PUBLIC ply_engine Threads::Threads)
add_executable(ply_chess_net tools/chess_net/main.cpp)
target_link_libraries(ply_chess_net PRIVATE ply_chess_net_lib)
set_target_properties(ply_chess_net PROPERTIES OUTPUT_NAME ply-chess-net)
list(APPEND PLY_TEST_LIBRARIES ply_chess_net_lib)
# `ply fit chess` (the evaluation fitted to `ply selfplay chess`'s games, tools/tune/tune-eval.sh) writes the
# weights' header, and refuses a damaged line with where and why.
add_test(NAME chess_fit_tool COMMAND ${CMAKE_COMMAND}
  -DPLY=$<TARGET_FILE:ply> -DWORK=${CMAKE_CURRENT_BINARY_DIR} -P ${CMAKE_SOURCE_DIR}/tests/chess_fit.cmake)

# `ply match chess` against UCI engines: ply's own, and engines that crash, cheat or hang.
add_test(NAME cli_match_uci COMMAND ${CMAKE_COMMAND} -DPLY=$<TARGET_FILE:ply>
  -DFAKE=${CMAKE_SOURCE_DIR}/tests/fake_uci_engine.sh -P ${CMAKE_SOURCE_DIR}/tests/match_uci.cmake)
