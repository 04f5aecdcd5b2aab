# `ply match` gives each side what it is told: --b-time-ms is b's time a move and not a's, and --b-option
# NAME=VALUE reaches another build (--b-cmd) as a flag of its `best`. The other build here is ply itself
# behind a script that writes down its arguments.
# Run by ctest as: cmake -DPLY=<path to ply> -DWORK=<a scratch directory> -P match_side_options.cmake
include(${CMAKE_CURRENT_LIST_DIR}/match_common.cmake)

set(log "${WORK}/match_side_options.log")
set(other "${WORK}/match_side_options_ply.sh")
file(REMOVE "${log}")
file(WRITE "${other}" "#!/bin/sh\necho \"$*\" >> '${log}'\nexec '${PLY}' \"$@\"\n")
file(CHMOD "${other}" PERMISSIONS OWNER_READ OWNER_WRITE OWNER_EXECUTE)

run_match(draughts --a 1 --b 2 --b-cmd "${other}" --b-option book=0 --games 1 --time-ms 40 --b-time-ms 25)
if(NOT status EQUAL 0)
  message(FATAL_ERROR "ply match with --b-time-ms and --b-option for --b-cmd exited with ${status}:\n${err}")
endif()
expect_in("${out}" "level 2 \\([^)]*match_side_options_ply.sh\\) \\(book=0\\)" "b's name and option")
file(STRINGS "${log}" asked)
list(LENGTH asked count)
if(count EQUAL 0)
  message(FATAL_ERROR "the other build was never asked for a move")
endif()
foreach(line IN LISTS asked)
  expect_in("${line}" "^best draughts --position .* --level 2 --seed [0-9]+ --time-ms 25 --book 0$" "the other build's arguments")
endforeach()

# Refused before any game: a side's time with a node budget, and a level's option `best` does not have.
run_match(draughts --a 1 --b 1 --nodes 100 --b-time-ms 25)
expect_in("${err}" "give --b-time-ms or --nodes, not both" "--b-time-ms with --nodes")
run_match(draughts --a 1 --b 1 --b-cmd "${other}" --b-option predicted-iterations=0)
expect_in("${err}" "predicted-iterations is for this build's levels" "predicted-iterations for --b-cmd")
