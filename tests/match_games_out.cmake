# `ply match --games-out`: one line a game, its result for player a, a's colour and the game's last position.
# Run by ctest as: cmake -DPLY=<path to ply> -DWORK=<a scratch directory> -P match_games_out.cmake
set(out "${WORK}/match_games_out.txt")
file(REMOVE "${out}")
execute_process(COMMAND "${PLY}" match gomoku --a 1 --b 1 --games 2 --nodes 100 --position "10 freestyle:"
                        --games-out "${out}"
                RESULT_VARIABLE status OUTPUT_QUIET ERROR_QUIET)
if(NOT status EQUAL 0)
  message(FATAL_ERROR "ply match --games-out exited with ${status}")
endif()
file(STRINGS "${out}" lines)
list(LENGTH lines count)
if(NOT count EQUAL 4)
  message(FATAL_ERROR "2 openings x 2 colours should give 4 lines, got ${count}: ${lines}")
endif()
foreach(line IN LISTS lines)
  if(NOT line MATCHES "^(win|draw|loss) a=(first|second) 10 freestyle:( [a-j]([1-9]|10))+$")
    message(FATAL_ERROR "not a game line: '${line}'")
  endif()
endforeach()
