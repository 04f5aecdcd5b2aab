# draughts: its own tools and the tests that run them, included by the top-level CMakeLists.txt once the
# engine's targets exist (every engine/<game>/tools.cmake is). Paths are from the repository's root.

# Level 5's evaluation weights fitted to its own games, run by tools/draughts_fit/fit-eval.sh: `ply selfplay
# draughts` (a file cut short resumes, one made with other options is refused) and `ply fit draughts`, which
# refuses a damaged line.
add_test(NAME draughts_fit_tool COMMAND ${CMAKE_COMMAND}
  -DPLY=$<TARGET_FILE:ply> -DWORK=${CMAKE_CURRENT_BINARY_DIR} -P ${CMAKE_SOURCE_DIR}/tests/draughts_fit.cmake)

# Level 5's opening book, from the standard openings and the engine's searches: tools/draughts_book, run by
# tools/draughts_book/build-book.sh.
add_executable(ply_book_draughts tools/draughts_book/main.cpp tools/draughts_book/tree.cpp)
target_include_directories(ply_book_draughts PRIVATE tools/draughts_book)
target_link_libraries(ply_book_draughts PRIVATE ply_engine)
set_target_properties(ply_book_draughts PROPERTIES OUTPUT_NAME ply-book-draughts)

# The endgame databases, by retrograde analysis: tools/draughts_egdb.
add_executable(ply_egdb_draughts tools/draughts_egdb/main.cpp tools/draughts_egdb/solve.cpp)
target_include_directories(ply_egdb_draughts PRIVATE tools)
target_link_libraries(ply_egdb_draughts PRIVATE ply_engine)
set_target_properties(ply_egdb_draughts PROPERTIES OUTPUT_NAME ply-egdb-draughts)
# Generation, resuming, a damaged table refused, the page's pack verified; ply best --egdb.
add_test(NAME draughts_egdb_tool COMMAND ${CMAKE_COMMAND} -DTOOL=$<TARGET_FILE:ply_egdb_draughts> -DPLY=$<TARGET_FILE:ply>
  -DSOURCE=${CMAKE_SOURCE_DIR} -DWORK=${CMAKE_CURRENT_BINARY_DIR} -DPACK=${PLY_GENERATED_DIR}/data/draughts/egdb/egdb4.pack
  -DPAGE_PACK=$<NOT:$<BOOL:${PLY_SANITIZE}>>
  -P ${CMAKE_SOURCE_DIR}/tests/draughts_egdb_tool.cmake)
list(APPEND PLY_TESTED_TOOLS ply_egdb_draughts)
