# ply-fit-gomoku (scripts/fit-gomoku-eval.sh's tool): `positions` keeps every other ply of each game from
# the fourth, the first game Black's turns, the next White's, and none where a side has a five to make;
# `fit` turns labelled positions into one weight a term, and refuses input without any.
# Run by ctest as: cmake -DFIT=<path to ply-fit-gomoku> -DWORK=<a scratch directory> -P gomoku_fit.cmake
set(games "${WORK}/gomoku_fit_games.txt")
# The first game's 14th stone gives Black the five-point j4 (f8 g7 h6 i5 on the diagonal): no position there.
file(WRITE "${games}" "win a=first 10 freestyle: e5 f5 g7 f6 f4 g6 h6 e4 h7 f7 f8 h5 i5 e9 j4
not a game line
win a=second 10 freestyle: e5 f5 g7 f6 f7 e7 g6 g5 d8 h5 h4
")
execute_process(COMMAND "${FIT}" positions INPUT_FILE "${games}" RESULT_VARIABLE status OUTPUT_VARIABLE out)
set(expected "10 freestyle: e5 f5 g7 f6
10 freestyle: e5 f5 g7 f6 f4 g6
10 freestyle: e5 f5 g7 f6 f4 g6 h6 e4
10 freestyle: e5 f5 g7 f6 f4 g6 h6 e4 h7 f7
10 freestyle: e5 f5 g7 f6 f4 g6 h6 e4 h7 f7 f8 h5
10 freestyle: e5 f5 g7 f6 f7
10 freestyle: e5 f5 g7 f6 f7 e7 g6
10 freestyle: e5 f5 g7 f6 f7 e7 g6 g5 d8
")
if(NOT status EQUAL 0 OR NOT out STREQUAL expected)
  message(FATAL_ERROR "positions: exit ${status}, got:\n${out}\nexpected:\n${expected}")
endif()

# Labels as scripts/gomoku-openings.mjs writes them: "<eval>\t<depth>\t<position>", a forced win as M<n>.
string(REPLACE "\n" ";" positions "${out}")
set(labelled "")
set(evals "30;-M7;120;M9;-45;10;-200;55")
foreach(position eval IN ZIP_LISTS positions evals)
  if(position)
    string(APPEND labelled "${eval}\t12\t${position}\n")
  endif()
endforeach()
file(WRITE "${WORK}/gomoku_fit_labelled.txt" "${labelled}")
execute_process(COMMAND "${FIT}" fit --iterations 50 INPUT_FILE "${WORK}/gomoku_fit_labelled.txt"
                RESULT_VARIABLE status OUTPUT_VARIABLE out ERROR_VARIABLE err)
string(REGEX MATCHALL "\n-?[0-9]+,  // " weights "${out}")
list(LENGTH weights count)
if(NOT status EQUAL 0 OR NOT count EQUAL 27 OR NOT err MATCHES "mean squared error")
  message(FATAL_ERROR "fit: exit ${status}, ${count} weights (27 terms), stderr '${err}':\n${out}")
endif()

file(WRITE "${WORK}/gomoku_fit_empty.txt" "no labels here\n")
execute_process(COMMAND "${FIT}" fit INPUT_FILE "${WORK}/gomoku_fit_empty.txt"
                RESULT_VARIABLE status OUTPUT_VARIABLE out ERROR_VARIABLE err)
if(NOT status EQUAL 1 OR NOT err STREQUAL "no labelled positions\n" OR out)
  message(FATAL_ERROR "fit without labels: exit ${status}, stderr '${err}', stdout '${out}'")
endif()
