# tools/tune/tune-eval.sh's tools: `ply selfplay chess` writes level 5's games, the same on one thread or two and when
# a file cut short is rerun, and `ply fit chess` turns them into
# eval_weights.h (one {middlegame, endgame} pair a term of eval_terms.h), and refuses a damaged line with where and
# why, leaving the weights written before as they were.
# Run by ctest as: cmake -DPLY=<path to ply> -DWORK=<a scratch directory> -P chess_fit.cmake
set(data "${WORK}/chess_fit_selfplay.txt")
set(weights "${WORK}/chess_fit_weights.h")
file(REMOVE "${data}" "${weights}")
include(${CMAKE_CURRENT_LIST_DIR}/selfplay_common.cmake)
selfplay_on_one_and_two_threads(chess "${data}" --games 4 --seed 1 --nodes 500)
if(NOT whole MATCHES "^# ply-fit-chess selfplay seed 1 nodes 500 eval classic\n" OR NOT whole MATCHES "# game 3 ")
  message(FATAL_ERROR "selfplay chess: no header, or not 4 games:\n${whole}")
endif()
expect_resumed(chess "${whole}" "# game 2 " 5 2 --games 4 --seed 1 --nodes 500)

execute_process(COMMAND "${PLY}" fit chess --data "${data}" --iterations 20 --out "${weights}"
                RESULT_VARIABLE status ERROR_VARIABLE err)
file(READ "${weights}" out)
string(REGEX MATCHALL " {-?[0-9]+, -?[0-9]+}," pairs "${out}")
list(LENGTH pairs count)
if(NOT status EQUAL 0 OR count LESS 500 OR NOT out MATCHES "EVAL_WEIGHTS\\[term::COUNT\\]"
   OR NOT err MATCHES "held-out loss")
  message(FATAL_ERROR "fit: exit ${status}, ${count} weight pairs, stderr '${err}'")
endif()

file(WRITE "${WORK}/chess_fit_damaged.txt"
     "1 31 rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1\nwon 31 rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1\n")
execute_process(COMMAND "${PLY}" fit chess --data "${WORK}/chess_fit_damaged.txt" --out "${weights}"
                RESULT_VARIABLE status OUTPUT_VARIABLE stdout ERROR_VARIABLE err)
file(READ "${weights}" after)
if(NOT status EQUAL 1 OR NOT err MATCHES "chess_fit_damaged.txt:2: expected '<1\\|0.5\\|0> \\[<score>\\] <fen>'"
   OR stdout OR NOT after STREQUAL out)
  message(FATAL_ERROR "fit of a damaged line: exit ${status}, stderr '${err}', stdout '${stdout}'")
endif()
