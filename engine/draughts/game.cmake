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
# Data files (cmake/data_files.cmake): the endgame databases of up to four pieces (egdb.h), which the CLI reads
# from a directory instead (--egdb DIR), level 5's opening book (book.h), and the standard openings it is built
# from, which `ply match` plays from and the page names a game's opening by (openings.h), in the page's module too.
ply_data_file(egdb egdb/egdb4.pack.gz PAGE)
ply_data_file(book book/russian.book EMBED PAGE)
ply_data_file(openings book/openings.tsv EMBED MODULE)
# Its command line: its declaration (cli/draughts/game_cli.cpp), no commands of its own; its self-play
# (cli/draughts/selfplay_rules.cpp, `ply selfplay draughts`) and its fitting (cli/draughts/fit_rules.cpp,
# `ply fit draughts`).
list(APPEND PLY_CLI_SOURCES cli/draughts/game_cli.cpp cli/draughts/selfplay_rules.cpp cli/draughts/fit_rules.cpp)
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
)
# libFuzzer targets: tests/fuzz/<name>_fuzz.cpp, seeds in tests/fuzz/corpus/<name>/.
list(APPEND PLY_FUZZ_TARGETS draughts_fen draughts_move draughts_pdn draughts_egdb draughts_book draughts_openings
                             draughts_samples)
# The fitting's reader of self-play positions (`ply fit draughts`), outside the engine.
set(PLY_FUZZ_SOURCES_draughts_samples cli/draughts/fit_rules.cpp cli/fit.cpp cli/fit_texel.cpp)
list(APPEND PLY_BENCH_SOURCES tests/bench/draughts_bench.cpp)
