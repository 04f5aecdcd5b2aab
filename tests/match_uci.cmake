# `ply match chess` against UCI engines, end to end: ply's own `ply uci` as a real engine, and engines
# that crash, answer an illegal move or never answer: each of those loses every game by forfeit, with
# the reason on stderr, and the match still ends with its score.
# Run by ctest as: cmake -DPLY=<path to ply> -DFAKE=<tests/fake_uci_engine.sh> -P match_uci.cmake

include(${CMAKE_CURRENT_LIST_DIR}/match_common.cmake)

# Ply's level 1 against Ply's UCI loop at level 5 (a few thousand nodes a move): whole games, no forfeit.
run_match(chess --a 1 --b "uci:${PLY} uci" --games 1 --nodes 3000)
expect_in("${out}" "level 1 vs uci:.* uci: \\+[0-2] =[0-2] -[0-2], score" "a match against ply uci")
if(NOT status EQUAL 0 OR err MATCHES "forfeit")
  message(FATAL_ERROR "a match against ply uci: exit ${status}: ${err}")
endif()

# An engine that is not there is refused before the match (cli_errors.cmake); one that exits at once
# loses both games, as Black and as White.
run_match(chess --a 1 --b "uci:false" --games 1 --nodes 100)
expect_in("${out}" "level 1 vs uci:.*: \\+2 =0 -0" "an engine that exits at once")
expect_in("${err}" "loses by forfeit: it exited \\(status 1\\)" "an engine that exits at once")

# An illegal answer is named, with the position it was given in.
run_match(chess --a "uci:${FAKE} illegal" --b 1 --games 1 --nodes 100)
expect_in("${out}" "uci:.* vs level 1: \\+0 =0 -2" "an illegal move")
expect_in("${err}" "loses by forfeit at ply [12]: illegal move 'a1a1' in " "an illegal move")

# Silence: no bestmove within the move's time and the grace after it.
run_match(chess --a 1 --b "uci:${FAKE} silent" --games 1 --time-ms 50)
expect_in("${out}" "\\+2 =0 -0" "a silent engine")
expect_in("${err}" "loses by forfeit at ply [12]: no answer within [0-9]+ ms \\(after go movetime 50\\)" "a silent engine")

# The options go to the engine, one NAME=VALUE each; a UCI engine plays chess only.
execute_process(COMMAND ${PLY} match chess --a 1 --b "uci:${FAKE}" --b-option Hash RESULT_VARIABLE status
                ERROR_VARIABLE err)
expect_in("${status}:${err}" "^2:ply: match: --b-option Hash is not NAME=VALUE\n$" "an option without a value")
execute_process(COMMAND ${PLY} match reversi --a 1 --b "uci:${FAKE}" RESULT_VARIABLE status ERROR_VARIABLE err)
expect_in("${status}:${err}" "^2:ply: match: UCI engines play chess, not reversi\n$" "a UCI engine for reversi")
