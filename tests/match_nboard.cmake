# `ply match reversi` against NBoard engines, end to end: ply's own `ply nboard` as a real engine, and an
# engine that answers an illegal move: it loses every game by forfeit, with the reason on stderr.
# Run by ctest as: cmake -DPLY=<path to ply> -DWORK=<a scratch directory> -P match_nboard.cmake

include(${CMAKE_CURRENT_LIST_DIR}/match_common.cmake)

# Ply's level 1 against Ply's NBoard loop searching to depth 2: whole games, no forfeit.
run_match(reversi --a 1 --b "nboard:${PLY} nboard" --b-option depth=2 --games 1 --time-ms 20)
expect_in("${out}" "level 1 vs nboard:.* nboard \\(depth=2\\): \\+[0-2] =[0-2] -[0-2], score" "a match against ply nboard")
if(NOT status EQUAL 0 OR err MATCHES "forfeit")
  message(FATAL_ERROR "a match against ply nboard: exit ${status}: ${err}")
endif()

# An engine that answers every "go" with a square that is never legal at the start of a game.
file(WRITE "${WORK}/cheating_nboard.sh"
  "while read -r command rest; do\n"
  "  case \"$command\" in\n"
  "    ping) echo \"pong $rest\" ;;\n"
  "    go) echo '=== A1/0.00/0.0' ;;\n"
  "    quit) exit 0 ;;\n"
  "  esac\n"
  "done\n")
run_match(reversi --a "nboard:sh ${WORK}/cheating_nboard.sh" --b 1 --games 1 --time-ms 20)
expect_in("${out}" "nboard:.* vs level 1: \\+0 =0 -2" "an illegal move")
expect_in("${err}" "loses by forfeit at ply [12]: illegal move 'A1' in " "an illegal move")

# NBoard engines play Reversi only.
execute_process(COMMAND ${PLY} match chess --a 1 --b "nboard:${PLY} nboard" --games 1
                RESULT_VARIABLE status OUTPUT_VARIABLE out ERROR_VARIABLE err TIMEOUT 60)
expect_in("${err}" "NBoard engines play reversi, not chess" "an NBoard engine in a chess match")
