# reversi: what the build takes from this game, included by the top-level CMakeLists.txt (every
# engine/<game>/game.cmake is). Paths are from the repository's root.
list(APPEND PLY_ENGINE_SOURCES
  engine/reversi/notation.cpp
  engine/reversi/variant.cpp
  engine/reversi/record.cpp
  engine/reversi/eval.cpp
  engine/reversi/pattern_eval.cpp
  engine/reversi/pattern_weights.cpp
  engine/reversi/book.cpp
  engine/reversi/openings.cpp
  engine/reversi/endgame/solve.cpp
  engine/reversi/obf.cpp
  engine/reversi/engine.cpp
  engine/reversi/wide/eval.cpp
)
# Data files (cmake/data_files.cmake): level 5's learned weights (pattern_weights.h), which the hints, the
# review and the appraisal share, its opening book for the standard game (book.h), and the openings' names
# (openings.h), in the page's module too.
ply_data_file(weights weights/pattern8.weights EMBED PAGE)
ply_data_file(book book/book8.book EMBED PAGE)
ply_data_file(openings book/openings.tsv EMBED MODULE)
# Its command line (cli/reversi/): `ply nboard`'s loop and the accuracy file's reader, which the tests drive; its
# declaration (game_cli.cpp: the commands nboard and accuracy, `ply bench --ffo`, NBoard engines for `ply match`,
# PLY_REVERSI_WEIGHTS).
list(APPEND PLY_PROTOCOL_SOURCES cli/reversi/nboard.cpp cli/reversi/accuracy_positions.cpp)
list(APPEND PLY_CLI_SOURCES cli/reversi/game_cli.cpp cli/reversi/accuracy.cpp cli/reversi/ffo.cpp
  cli/reversi/nboard_engines.cpp)
# Its self-play (cli/reversi/selfplay_rules.cpp, `ply selfplay reversi`) and fitting (cli/reversi/fit_rules.cpp,
# `ply fit reversi`): its games' records (tools/reversi_fit/record.cpp), their positions labelled, and its own
# method, least squares by phase (tools/reversi_fit/).
list(APPEND PLY_CLI_SOURCES cli/reversi/selfplay_rules.cpp cli/reversi/fit_rules.cpp tools/reversi_fit/record.cpp
  tools/reversi_fit/samples.cpp tools/reversi_fit/least_squares.cpp)
list(APPEND PLY_TEST_SOURCES
  tests/reversi_rules_test.cpp
  tests/reversi_nboard_test.cpp
  tests/reversi_perft_test.cpp
  tests/reversi_notation_test.cpp
  tests/reversi_openings_test.cpp
  tests/reversi_levels_test.cpp
  tests/reversi_endgame_test.cpp
  tests/reversi_variants_test.cpp
  tests/reversi_six_solver_test.cpp
  tests/reversi_wide_test.cpp
  tests/reversi_playout_test.cpp
  tests/reversi_pattern_eval_test.cpp
  tests/reversi_fit_record_test.cpp
  tests/reversi_accuracy_test.cpp
  tests/reversi_book_test.cpp
  tests/reversi_book_tree_test.cpp
  tools/reversi_book/tree.cpp
)
# libFuzzer targets: tests/fuzz/<name>_fuzz.cpp, seeds in tests/fuzz/corpus/<name>/; PLY_FUZZ_SOURCES_<name>:
# a reader that lives outside the engine and the CLI's library (the fitting tool's games file).
list(APPEND PLY_FUZZ_TARGETS reversi_position reversi_variant reversi_transcript reversi_ggf reversi_weights
  reversi_book reversi_games reversi_accuracy reversi_nboard reversi_openings)
set(PLY_FUZZ_SOURCES_reversi_games tools/reversi_fit/record.cpp)
list(APPEND PLY_BENCH_SOURCES tests/bench/reversi_bench.cpp)
