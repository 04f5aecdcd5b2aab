# tools/gomoku_fit/fit-eval.sh's tools: `ply selfplay gomoku` writes level 5's games, the same twice for the same
# seed, and refuses a file made with other options; `ply fit gomoku` turns them into eval_weights.h (27
# terms, 2 x 330 combinations), and refuses a damaged line with where and why.
# Run by ctest as: cmake -DPLY=<path to ply> -DWORK=<a scratch directory> -P gomoku_fit.cmake
set(data "${WORK}/gomoku_fit_selfplay.txt")
file(REMOVE "${data}" "${data}.again" "${WORK}/gomoku_fit_damaged.h")
foreach(out "${data}" "${data}.again")
  execute_process(COMMAND "${PLY}" selfplay gomoku --out "${out}" --games 10 --seed 3 --nodes 1000 --size 10
                  RESULT_VARIABLE status ERROR_VARIABLE err)
  if(NOT status EQUAL 0)
    message(FATAL_ERROR "selfplay: exit ${status}: ${err}")
  endif()
endforeach()
file(READ "${data}" first)
file(READ "${data}.again" second)
if(NOT first STREQUAL second OR NOT first MATCHES "# game 9 ")
  message(FATAL_ERROR "selfplay: two runs differ, or not 10 games:\n${first}")
endif()
# Another rule than the file's: refused, the file left as it was.
execute_process(COMMAND "${PLY}" selfplay gomoku --out "${data}.again" --games 11 --seed 3 --nodes 1000 --size 10
                        --rule renju
                RESULT_VARIABLE status ERROR_VARIABLE err)
file(READ "${data}.again" after)
if(NOT status EQUAL 1 OR NOT err MATCHES "made with other options" OR NOT after STREQUAL first)
  message(FATAL_ERROR "selfplay on a file of other options: exit ${status}, stderr '${err}'")
endif()

execute_process(COMMAND "${PLY}" fit gomoku --data "${data}" --iterations 20 --out "${WORK}/gomoku_fit_weights.h"
                RESULT_VARIABLE status ERROR_VARIABLE err)
file(READ "${WORK}/gomoku_fit_weights.h" out)
string(REGEX MATCHALL "\n +-?[0-9]+,  // " weights "${out}")
list(LENGTH weights count)
if(NOT status EQUAL 0 OR NOT count EQUAL 687 OR NOT err MATCHES "held-out mean squared error")
  message(FATAL_ERROR "fit: exit ${status}, ${count} weights (27 terms, 660 combinations), stderr '${err}':\n${out}")
endif()

file(WRITE "${WORK}/gomoku_fit_damaged.txt" "120\t1\t10 freestyle: e5 f6\n120\tlost\t10 freestyle: e5 f6\n")
execute_process(COMMAND "${PLY}" fit gomoku --data "${WORK}/gomoku_fit_damaged.txt" --out "${WORK}/gomoku_fit_damaged.h"
                RESULT_VARIABLE status OUTPUT_VARIABLE out ERROR_VARIABLE err)
if(NOT status EQUAL 1 OR NOT err MATCHES "gomoku_fit_damaged.txt:2: the result 'lost' is not 1, 0.5 or 0\n" OR out
   OR EXISTS "${WORK}/gomoku_fit_damaged.h")
  message(FATAL_ERROR "fit of a damaged line: exit ${status}, stderr '${err}', stdout '${out}'")
endif()
