# `ply match gomoku` against Gomocup (Piskvork) brains, end to end: ply's own `ply gomocup` as a real brain,
# and brains that cheat, crash, complain or hang: each loses every game by forfeit, with the reason on stderr.
# Run by ctest as: cmake -DPLY=<path to ply> -DWORK=<a scratch directory> -P match_gomocup.cmake

include(${CMAKE_CURRENT_LIST_DIR}/match_common.cmake)

# Ply's level 1 against Ply's brain at level 1, on 10x10 from four-stone openings (BOARD) and from the
# stones after them (TURN): whole games, no forfeit.
run_match(gomoku --a 1 --b "gomocup:${PLY} gomocup --level 1" --games 2 --time-ms 20 --position "10 freestyle:")
expect_in("${out}" "level 1 vs gomocup:.* gomocup --level 1: \\+[0-4] =[0-4] -[0-4], score" "a match against ply gomocup")
if(NOT status EQUAL 0 OR err MATCHES "forfeit")
  message(FATAL_ERROR "a match against ply gomocup: exit ${status}: ${err}")
endif()
# The empty board: the brain as Black is asked with BEGIN.
run_match(gomoku --a "gomocup:${PLY} gomocup --level 1" --b 1 --games 1 --time-ms 20 --position "10 freestyle: e5 f6 f5 e6")
if(NOT status EQUAL 0 OR err MATCHES "forfeit")
  message(FATAL_ERROR "a match of ply gomocup from a given opening: exit ${status}: ${err}")
endif()

# A brain that answers every question with the given line (after OK to START).
function(fake_brain name answer)
  file(WRITE "${WORK}/${name}_brain.sh"
    "while read -r command rest; do\n"
    "  case \"$command\" in\n"
    "    START) echo OK ;;\n"
    "    BEGIN|TURN|DONE) ${answer} ;;\n"
    "    END) exit 0 ;;\n"
    "  esac\n"
    "done\n")
endfunction()

fake_brain(cheating "echo 'MESSAGE thinking'; echo '99,99'")
run_match(gomoku --a "gomocup:sh ${WORK}/cheating_brain.sh" --b 1 --games 1 --time-ms 20 --position "10 freestyle:")
expect_in("${out}" "gomocup:.* vs level 1: \\+0 =0 -2" "an illegal move")
expect_in("${err}" "loses by forfeit at ply [12]: illegal move '99,99' in 10 freestyle: " "an illegal move")

fake_brain(crashing "exit 3")
run_match(gomoku --a 1 --b "gomocup:sh ${WORK}/crashing_brain.sh" --games 1 --time-ms 20 --position "10 freestyle:")
expect_in("${out}" "level 1 vs gomocup:.*: \\+2 =0 -0" "a brain that crashes")
expect_in("${err}" "loses by forfeit at ply [12]: it exited \\(status 3\\)" "a brain that crashes")

fake_brain(complaining "echo 'ERROR no such rule'")
run_match(gomoku --a 1 --b "gomocup:sh ${WORK}/complaining_brain.sh" --games 1 --time-ms 20 --position "10 freestyle:")
expect_in("${err}" "loses by forfeit at ply [12]: it said 'ERROR no such rule'" "a brain that answers ERROR")

fake_brain(silent ":")
run_match(gomoku --a 1 --b "gomocup:sh ${WORK}/silent_brain.sh" --games 1 --time-ms 20 --position "10 freestyle:")
expect_in("${out}" "level 1 vs gomocup:.*: \\+2 =0 -0" "a brain that never answers")
expect_in("${err}" "loses by forfeit at ply [12]: no answer within 2020 ms \\(after (BOARD|TURN .*)\\)" "a brain that never answers")

# The protocol has no node budget, and brains play gomoku only.
execute_process(COMMAND ${PLY} match gomoku --a 1 --b "gomocup:${PLY} gomocup" --nodes 1000 RESULT_VARIABLE status
                ERROR_VARIABLE err)
expect_in("${status}:${err}" "^2:ply: match: a Gomocup brain needs a time a move: --time-ms, or --b-option timeout_turn=<ms>\n$"
          "a node budget alone")
execute_process(COMMAND ${PLY} match chess --a 1 --b "gomocup:${PLY} gomocup" RESULT_VARIABLE status ERROR_VARIABLE err)
expect_in("${status}:${err}" "^2:ply: match: Gomocup brains play gomoku, not chess\n$" "a Gomocup brain for chess")
