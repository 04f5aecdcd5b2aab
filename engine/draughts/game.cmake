# draughts: what the build takes from this game, included by the top-level CMakeLists.txt (every
# engine/<game>/game.cmake is). Paths are from the repository's root.
list(APPEND PLY_ENGINE_SOURCES
  engine/draughts/board.cpp
  engine/draughts/notation.cpp
  engine/draughts/draw.cpp
  engine/draughts/record.cpp
  engine/draughts/eval.cpp
  engine/draughts/pattern_eval.cpp
  engine/draughts/engine.cpp
  engine/draughts/egdb_index.cpp
  engine/draughts/egdb.cpp
  engine/draughts/book.cpp
  engine/draughts/openings.cpp
)
# The opening book and the list of openings it is built from, turned into byte arrays at build time (the
# page's module fetches the book instead and reads the list itself: wasm/data.cpp).
foreach(embedded IN ITEMS "book/russian.book|draughts/book.h|builtin_book_file|draughts_book_data.cpp"
                          "book/openings.tsv|draughts/openings.h|builtin_openings_file|draughts_openings_data.cpp")
  string(REPLACE "|" ";" parts "${embedded}")
  list(GET parts 0 input)
  list(GET parts 1 header)
  list(GET parts 2 function)
  list(GET parts 3 output)
  add_custom_command(OUTPUT "${CMAKE_BINARY_DIR}/generated/${output}"
    COMMAND ${CMAKE_COMMAND} -DINPUT=${CMAKE_SOURCE_DIR}/engine/draughts/${input}
            -DOUTPUT=${CMAKE_BINARY_DIR}/generated/${output} -DHEADER=${header} -DNAMESPACE=draughts
            -DFUNCTION=${function} -P ${CMAKE_SOURCE_DIR}/cmake/embed_weights.cmake
    DEPENDS "${CMAKE_SOURCE_DIR}/engine/draughts/${input}" "${CMAKE_SOURCE_DIR}/cmake/embed_weights.cmake"
    COMMENT "Embedding draughts' ${input}")
  list(APPEND PLY_DATA_SOURCES "${CMAKE_BINARY_DIR}/generated/${output}")
endforeach()
# The page's endgame pack unpacked, for the tests that play with the databases (tests/draughts_egdb_test.cpp).
add_custom_command(OUTPUT "${CMAKE_BINARY_DIR}/generated/egdb4.pack"
  COMMAND sh -c "gzip -dc \"$0\" > \"$1\"" "${CMAKE_SOURCE_DIR}/engine/draughts/egdb/egdb4.pack.gz"
          "${CMAKE_BINARY_DIR}/generated/egdb4.pack"
  DEPENDS "${CMAKE_SOURCE_DIR}/engine/draughts/egdb/egdb4.pack.gz"
  COMMENT "Unpacking draughts' egdb4.pack.gz for the tests" VERBATIM)
list(APPEND PLY_TEST_GENERATED "${CMAKE_BINARY_DIR}/generated/egdb4.pack")
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
  tests/draughts_book_test.cpp
  tools/draughts_book/tree.cpp
  tests/draughts_fit_test.cpp
  tools/draughts_fit/selfplay.cpp
  tools/draughts_fit/fit.cpp
)
# libFuzzer targets: tests/fuzz/<name>_fuzz.cpp, seeds in tests/fuzz/corpus/<name>/.
list(APPEND PLY_FUZZ_TARGETS draughts_fen draughts_move draughts_pdn draughts_egdb draughts_book draughts_openings
                             draughts_samples)
# The fitting tool's reader of self-play positions, outside the engine.
set(PLY_FUZZ_SOURCES_draughts_samples tools/draughts_fit/fit.cpp)
list(APPEND PLY_BENCH_SOURCES tests/bench/draughts_bench.cpp)
