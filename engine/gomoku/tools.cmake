# gomoku: its own tools and the tests that run them, included by the top-level CMakeLists.txt once the engine's
# targets exist (every engine/<game>/tools.cmake is). Paths are from the repository's root.

# Level 5's evaluation weights fitted to its own games (`ply selfplay gomoku`): tools/gomoku_fit, run by
# tools/gomoku_fit/fit-eval.sh. It reads the positions its self-play labels as its self-play tells them
# (cli/gomoku/quiet.h).
add_executable(ply_fit_gomoku tools/gomoku_fit/main.cpp tools/gomoku_fit/samples.cpp tools/gomoku_fit/fit.cpp)
target_include_directories(ply_fit_gomoku PRIVATE cli)
target_link_libraries(ply_fit_gomoku PRIVATE ply_engine ply_fit_lib)
set_target_properties(ply_fit_gomoku PROPERTIES OUTPUT_NAME ply-fit-gomoku)
# `ply selfplay gomoku` (the same twice for a seed) and the fit, which refuses a damaged line.
add_test(NAME gomoku_fit_tool COMMAND ${CMAKE_COMMAND}
  -DFIT=$<TARGET_FILE:ply_fit_gomoku> -DPLY=$<TARGET_FILE:ply> -DWORK=${CMAKE_CURRENT_BINARY_DIR} -P ${CMAKE_SOURCE_DIR}/tests/gomoku_fit.cmake)
list(APPEND PLY_TESTED_TOOLS ply_fit_gomoku)

# `ply match gomoku` against Gomocup brains: ply's own `ply gomocup`, and brains that cheat, crash or hang.
add_test(NAME cli_match_gomocup COMMAND ${CMAKE_COMMAND}
  -DPLY=$<TARGET_FILE:ply> -DWORK=${CMAKE_CURRENT_BINARY_DIR} -P ${CMAKE_SOURCE_DIR}/tests/match_gomocup.cmake)
# `ply gomocup` answering a manager's script on stdin.
add_test(NAME cli_gomocup_session COMMAND ${CMAKE_COMMAND}
  -DPLY=$<TARGET_FILE:ply> -DWORK=${CMAKE_CURRENT_BINARY_DIR} -P ${CMAKE_SOURCE_DIR}/tests/gomocup_session.cmake)
