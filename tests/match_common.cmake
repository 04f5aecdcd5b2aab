# What the end-to-end match scripts share: run `ply match <game>` and look for a pattern in what it printed.

# Runs `${PLY} match <game> <args…>`; sets status, out and err in the caller.
function(run_match game)
  execute_process(COMMAND ${PLY} match ${game} ${ARGN} RESULT_VARIABLE status OUTPUT_VARIABLE out
                  ERROR_VARIABLE err TIMEOUT 120)
  set(status "${status}" PARENT_SCOPE)
  set(out "${out}" PARENT_SCOPE)
  set(err "${err}" PARENT_SCOPE)
endfunction()

function(expect_in text pattern what)
  string(REGEX MATCH "${pattern}" found "${text}")
  if(found STREQUAL "")
    message(FATAL_ERROR "${what}: expected '${pattern}' in:\n${text}")
  endif()
endfunction()
