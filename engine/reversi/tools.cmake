# reversi: its own tools, included by the top-level CMakeLists.txt once the engine's targets exist (every
# engine/<game>/tools.cmake is). Paths are from the repository's root.

# The Multi-ProbCut table fitted on the engine's own games: tools/mpc/main.cpp, run by
# tools/mpc/fit-probcut.sh.
add_executable(ply_mpc tools/mpc/main.cpp)
target_link_libraries(ply_mpc PRIVATE ply_engine)
set_target_properties(ply_mpc PROPERTIES OUTPUT_NAME ply-mpc)
# Level 5's opening book grown by the engine's own searches: tools/reversi_book, run by
# tools/reversi_book/build-book.sh.
add_executable(ply_book_reversi tools/reversi_book/main.cpp tools/reversi_book/tree.cpp)
target_include_directories(ply_book_reversi PRIVATE tools/reversi_book)
target_link_libraries(ply_book_reversi PRIVATE ply_engine)
set_target_properties(ply_book_reversi PROPERTIES OUTPUT_NAME ply-book-reversi)
# The accuracy yardstick's positions, every move solved (tests/data/reversi/accuracy.txt): the fitting's
# self-play games (`ply selfplay reversi`'s), a position taken from each.
add_executable(ply_reversi_accuracy tools/reversi_accuracy/main.cpp)
target_link_libraries(ply_reversi_accuracy PRIVATE ply_cli)
set_target_properties(ply_reversi_accuracy PROPERTIES OUTPUT_NAME ply-reversi-accuracy)

# `ply match reversi` against NBoard engines: ply's own `ply nboard`, and one that cheats.
add_test(NAME cli_match_nboard COMMAND ${CMAKE_COMMAND}
  -DPLY=$<TARGET_FILE:ply> -DWORK=${CMAKE_CURRENT_BINARY_DIR} -P ${CMAKE_SOURCE_DIR}/tests/match_nboard.cmake)
# `ply selfplay reversi` (the same file on one thread or two, a file cut short resumed) and `ply fit reversi` on its
# games: the weights file written, a damaged game refused.
add_test(NAME reversi_fit_tool COMMAND ${CMAKE_COMMAND}
  -DPLY=$<TARGET_FILE:ply> -DWORK=${CMAKE_CURRENT_BINARY_DIR} -P ${CMAKE_SOURCE_DIR}/tests/reversi_fit.cmake)
