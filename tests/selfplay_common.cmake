# What the end-to-end self-play scripts share: a file written on one thread and on two, and a file cut short
# completed again.

# Runs `${PLY} selfplay <game> <args…>` writing `out` anew and again on two threads (`out`.two): the two files must
# be the same. Sets `whole` in the caller to the file's text.
function(selfplay_on_one_and_two_threads game out)
  foreach(threads 1 2)
    set(file "${out}")
    if(threads EQUAL 2)
      set(file "${out}.two")
    endif()
    file(REMOVE "${file}")
    execute_process(COMMAND "${PLY}" selfplay ${game} --out "${file}" --threads ${threads} ${ARGN}
                    RESULT_VARIABLE status ERROR_VARIABLE err)
    if(NOT status EQUAL 0)
      message(FATAL_ERROR "selfplay ${game} on ${threads} threads: exit ${status}: ${err}")
    endif()
  endforeach()
  file(READ "${out}" one)
  file(READ "${out}.two" two)
  if(NOT one STREQUAL two)
    message(FATAL_ERROR "selfplay ${game}: one thread and two wrote other files")
  endif()
  set(whole "${one}" PARENT_SCOPE)
endfunction()

# `whole` cut `offset` bytes after `marker` (a game's line), rerun with <args…>: the same file again, `done` games
# kept.
function(expect_resumed game whole marker offset done)
  string(FIND "${whole}" "${marker}" cut)
  math(EXPR cut "${cut} + ${offset}")
  string(SUBSTRING "${whole}" 0 ${cut} part)
  file(WRITE "${WORK}/selfplay_${game}.cut" "${part}")
  execute_process(COMMAND "${PLY}" selfplay ${game} --out "${WORK}/selfplay_${game}.cut" ${ARGN}
                  RESULT_VARIABLE status ERROR_VARIABLE err)
  file(READ "${WORK}/selfplay_${game}.cut" resumed)
  if(NOT status EQUAL 0 OR NOT resumed STREQUAL whole OR NOT err MATCHES "${done} games already, resuming")
    message(FATAL_ERROR "selfplay ${game} of a file cut short: exit ${status}, stderr '${err}', not the whole file")
  endif()
endfunction()
