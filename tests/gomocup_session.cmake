# `ply gomocup` end to end: a manager's script on stdin (CR LF line ends, as Piskvork sends them) and the
# answers on stdout, MESSAGE lines aside. Every move asked for here is forced, so the answers are fixed.
# Run by ctest as: cmake -DPLY=<path to ply> -DWORK=<a scratch directory> -P gomocup_session.cmake
set(commands
  "ABOUT"
  "INFO timeout_match 300000" "INFO timeout_turn 1000" "INFO max_memory 83886080" "INFO game_type 1"
  "INFO rule 0" "INFO folder C:\\gomocup"
  "START 15"
  # Own stones x = 0..3 on row y = 7, against the left edge: only 4,7 makes five.
  "BOARD" "0,7,1" "0,0,2" "1,7,1" "2,0,2" "2,7,1" "4,0,2" "3,7,1" "6,0,2" "DONE"
  "RESTART"
  # The empty board: the centre.
  "BEGIN"
  "TAKEBACK 7,7"
  # The opponent's four x = 0..3 on row y = 5 against the edge: Ply (White, one stone fewer) must block 4,5.
  "RESTART"
  "BOARD" "0,5,2" "10,0,1" "1,5,2" "12,0,1" "2,5,2" "14,0,1" "3,5,2" "DONE"
  "TURN 4,5"
  "FROBNICATE"
  "INFO rule 8"
  "RESTART"
  # Renju: Ply is Black; 4,7 would join x = 0..3 and 5..6 on row 7 into seven, an overline, no five for
  # Black (in freestyle, a five): Black's only five is 10,4 on the column x = 10.
  "INFO rule 4"
  "RESTART"
  "BOARD" "0,7,1" "0,14,2" "1,7,1" "2,14,2" "2,7,1" "4,14,2" "3,7,1" "6,14,2" "5,7,1" "8,14,2" "6,7,1" "10,14,2"
  "10,0,1" "12,14,2" "10,1,1" "14,14,2" "10,2,1" "0,12,2" "10,3,1" "2,12,2" "DONE"
  "END"
  "ABOUT")
set(expected
  "OK" "4,7" "OK" "7,7" "OK" "OK" "4,5"
  "ERROR TURN 4,5: the cell is taken"
  "UNKNOWN FROBNICATE is not a command Ply knows"
  "ERROR rule 8 is not supported (Ply plays 0, five or more, 1, exactly five, and 4, renju)"
  "OK" "10,4")

set(script "")
foreach(line IN LISTS commands)
  string(APPEND script "${line}\r\n")
endforeach()
file(WRITE "${WORK}/gomocup_session.txt" "${script}")
execute_process(COMMAND ${PLY} gomocup INPUT_FILE "${WORK}/gomocup_session.txt" RESULT_VARIABLE status
                OUTPUT_VARIABLE out ERROR_VARIABLE err TIMEOUT 60)
if(NOT status EQUAL 0)
  message(FATAL_ERROR "ply gomocup: exit ${status}: ${err}")
endif()
string(REGEX REPLACE "\n$" "" out "${out}")
string(REPLACE "\n" ";" lines "${out}")
set(answers "")
foreach(line IN LISTS lines)
  if(NOT line MATCHES "^MESSAGE ")
    list(APPEND answers "${line}")
  endif()
endforeach()
list(POP_FRONT answers about)
if(NOT about MATCHES "^name=\"Ply\", version=\"[^\"]+\", author=\"[^\"]+\", country=\"[^\"]+\"$")
  message(FATAL_ERROR "ply gomocup: ABOUT answered '${about}'")
endif()
if(NOT answers STREQUAL expected)
  message(FATAL_ERROR "ply gomocup: expected the answers\n  ${expected}\ngot\n  ${answers}\n(all output: ${out})")
endif()
