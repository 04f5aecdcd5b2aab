# gomoku: its own tools and the tests that run them, included by the top-level CMakeLists.txt once the engine's
# targets exist (every engine/<game>/tools.cmake is). Paths are from the repository's root.

# Level 5's evaluation weights fitted to its own games, run by tools/gomoku_fit/fit-eval.sh: `ply selfplay gomoku`
# (the same twice for a seed) and `ply fit gomoku`, which refuses a damaged line.
add_test(NAME gomoku_fit_tool COMMAND ${CMAKE_COMMAND}
  -DPLY=$<TARGET_FILE:ply> -DWORK=${CMAKE_CURRENT_BINARY_DIR} -P ${CMAKE_SOURCE_DIR}/tests/gomoku_fit.cmake)

# `ply match gomoku` against Gomocup brains: ply's own `ply gomocup`, and brains that cheat, crash or hang.
add_test(NAME cli_match_gomocup COMMAND ${CMAKE_COMMAND}
  -DPLY=$<TARGET_FILE:ply> -DWORK=${CMAKE_CURRENT_BINARY_DIR} -P ${CMAKE_SOURCE_DIR}/tests/match_gomocup.cmake)
# `ply gomocup` answering a manager's script on stdin.
add_test(NAME cli_gomocup_session COMMAND ${CMAKE_COMMAND}
  -DPLY=$<TARGET_FILE:ply> -DWORK=${CMAKE_CURRENT_BINARY_DIR} -P ${CMAKE_SOURCE_DIR}/tests/gomocup_session.cmake)
