# tools/draughts_fit/fit-eval.sh's tools: `ply selfplay draughts` writes level 5's games, the same again when a file
# cut short is rerun, and refuses a file made with other options; `ply fit draughts` turns them into
# pattern_weights.h (17 terms and 9 x 6561 window states, an opening and an ending weight each), measured on
# held-out files if given, and refuses a damaged line with where and why.
# Run by ctest as: cmake -DPLY=<path to ply> -DWORK=<a scratch directory> -P draughts_fit.cmake
set(data "${WORK}/draughts_fit_selfplay.txt")
set(held "${WORK}/draughts_fit_held_out.txt")
file(REMOVE "${data}" "${held}")
foreach(run "${data}|1|10" "${held}|2|3")
  string(REPLACE "|" ";" parts "${run}")
  list(GET parts 0 out)
  list(GET parts 1 seed)
  list(GET parts 2 games)
  execute_process(COMMAND "${PLY}" selfplay draughts --out "${out}" --games ${games} --seed ${seed} --nodes 1000
                          --eval hand
                  RESULT_VARIABLE status ERROR_VARIABLE err)
  if(NOT status EQUAL 0)
    message(FATAL_ERROR "selfplay: exit ${status}: ${err}")
  endif()
endforeach()

# The held-out file cut in the middle of its last game's closing line, rerun: the same file again.
file(READ "${held}" whole)
string(FIND "${whole}" "# game 2 " cut)
math(EXPR cut "${cut} + 5")
string(SUBSTRING "${whole}" 0 ${cut} part)
file(WRITE "${held}.cut" "${part}")
execute_process(COMMAND "${PLY}" selfplay draughts --out "${held}.cut" --games 3 --seed 2 --nodes 1000 --eval hand
                RESULT_VARIABLE status ERROR_VARIABLE err)
file(READ "${held}.cut" resumed)
if(NOT status EQUAL 0 OR NOT resumed STREQUAL whole OR NOT err MATCHES "2 games already, resuming")
  message(FATAL_ERROR "selfplay of a file cut short: exit ${status}, stderr '${err}', the file not the whole one")
endif()
# Made with other options (the learned evaluation): refused, the file left as it was.
execute_process(COMMAND "${PLY}" selfplay draughts --out "${held}.cut" --games 4 --seed 2 --nodes 1000
                RESULT_VARIABLE status ERROR_VARIABLE err)
file(READ "${held}.cut" after)
if(NOT status EQUAL 1 OR NOT err MATCHES "made with other options" OR NOT after STREQUAL whole)
  message(FATAL_ERROR "selfplay on a file of other options: exit ${status}, stderr '${err}'")
endif()

execute_process(COMMAND "${PLY}" fit draughts --data "${data}" --held-out "${held}" --iterations 20 --out "${WORK}/draughts_fit_weights.h"
                RESULT_VARIABLE status ERROR_VARIABLE err)
file(READ "${WORK}/draughts_fit_weights.h" out)
set(weights_text "${out}")
string(REGEX MATCHALL "{-?[0-9]+, -?[0-9]+}" weights "${out}")
list(LENGTH weights count)
if(NOT status EQUAL 0 OR NOT count EQUAL 59066 OR NOT err MATCHES "10 games, [0-9]+ positions fitted, [0-9]+ held out"
   OR NOT out MATCHES "eval hand" OR NOT out MATCHES "\n//   ply fit draughts --data ")
  message(FATAL_ERROR "fit: exit ${status}, ${count} weight pairs (17 terms, 59049 window states), stderr '${err}'")
endif()

file(WRITE "${WORK}/draughts_fit_damaged.txt" "12\t1\tW:Wa3,c3:Bf6,h6\n12\t1\tW:Wc3:Bd4,h8\n")
# Refused, and the weights written before left as they were.
execute_process(COMMAND "${PLY}" fit draughts --data "${WORK}/draughts_fit_damaged.txt" --out "${WORK}/draughts_fit_weights.h"
                RESULT_VARIABLE status OUTPUT_VARIABLE out ERROR_VARIABLE err)
file(READ "${WORK}/draughts_fit_weights.h" after)
if(NOT status EQUAL 1 OR NOT err MATCHES "draughts_fit_damaged.txt:2: not a quiet position" OR out
   OR NOT after STREQUAL weights_text)
  message(FATAL_ERROR "fit of a damaged line: exit ${status}, stderr '${err}', stdout '${out}'")
endif()
