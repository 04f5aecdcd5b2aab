# tools/reversi_fit/fit-eval.sh's tools: `ply selfplay reversi` writes level 5's games, the same file on one thread or
# two and when a file cut short is rerun, and `ply fit reversi` turns them into a weights file that plays (--data
# weights=), and refuses a damaged game with where and why, leaving the weights written before as they were.
# Run by ctest as: cmake -DPLY=<path to ply> -DWORK=<a scratch directory> -P reversi_fit.cmake
set(data "${WORK}/reversi_fit_games.txt")
set(weights "${WORK}/reversi_fit.weights")
file(REMOVE "${data}" "${data}.two" "${weights}")
include(${CMAKE_CURRENT_LIST_DIR}/selfplay_common.cmake)
selfplay_on_one_and_two_threads(reversi "${data}" --games 20 --seed 1 --nodes 500 --solve-empties 10)
if(NOT whole MATCHES "^# ply-fit-reversi games 1 seed=1 nodes=500 solve=10 weights=[0-9a-f]+\n0 "
   OR NOT whole MATCHES "\n19 [^\n]* = [-+][0-9]+\n$")
  message(FATAL_ERROR "selfplay reversi: no header, or not 20 games:\n${whole}")
endif()
# Cut in the middle of game 12's line.
expect_resumed(reversi "${whole}" "\n12 " 20 12 --games 20 --seed 1 --nodes 500 --solve-empties 10)
# Made with other options: refused, the file left as it was.
execute_process(COMMAND "${PLY}" selfplay reversi --out "${WORK}/selfplay_reversi.cut" --games 21 --seed 1 --nodes 500
                        --solve-empties 11
                RESULT_VARIABLE status ERROR_VARIABLE err)
file(READ "${WORK}/selfplay_reversi.cut" after)
if(NOT status EQUAL 1 OR NOT err MATCHES "made with other options" OR NOT after STREQUAL whole)
  message(FATAL_ERROR "selfplay on a file of other options: exit ${status}, stderr '${err}'")
endif()

execute_process(COMMAND "${PLY}" fit reversi --data "${data}" --iterations 5 --out "${weights}"
                RESULT_VARIABLE status OUTPUT_VARIABLE out ERROR_VARIABLE err)
if(NOT status EQUAL 0 OR NOT out MATCHES "phase  empties" OR NOT err MATCHES "20 games read")
  message(FATAL_ERROR "fit: exit ${status}, stdout '${out}', stderr '${err}'")
endif()
execute_process(COMMAND "${PLY}" best reversi --level 5 --nodes 2000 --data "weights=${weights}"
                        --position "---------------------------OX------XO--------------------------- X"
                RESULT_VARIABLE status OUTPUT_VARIABLE out ERROR_VARIABLE err)
if(NOT status EQUAL 0)
  message(FATAL_ERROR "the fitted weights do not play: exit ${status}, stderr '${err}'")
endif()

# The first game's result changed: its line no longer replays to it.
file(READ "${data}" text)
file(READ "${weights}" before HEX)
string(REGEX REPLACE "\n(0 [^\n]*) = [-+][0-9]+\n" "\n\\1 = +99\n" damaged "${text}")
file(WRITE "${WORK}/reversi_fit_damaged.txt" "${damaged}")
execute_process(COMMAND "${PLY}" fit reversi --data "${WORK}/reversi_fit_damaged.txt" --out "${weights}"
                RESULT_VARIABLE status OUTPUT_VARIABLE out ERROR_VARIABLE err)
file(READ "${weights}" after HEX)
if(NOT status EQUAL 1 OR NOT err MATCHES "reversi_fit_damaged.txt:2: the result 99 is not the final position's"
   OR NOT after STREQUAL before)
  message(FATAL_ERROR "fit of a damaged game: exit ${status}, stderr '${err}'")
endif()
