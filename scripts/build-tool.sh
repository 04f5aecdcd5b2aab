# shellcheck shell=bash
# Sourced by the fitting scripts (fit-reversi-eval.sh, fit-reversi-probcut.sh, tune-chess.sh,
# fit-gomoku-eval.sh, fit-draughts-eval.sh, train-chess-net.sh; their self-play is the target ply's
# `ply selfplay <game>`): goes to the repository's root and builds the native preset's targets named by its
# arguments, so that the script runs its tools as the sources are now.
#
#   source "$(dirname "${BASH_SOURCE[0]}")/build-tool.sh" TARGET [TARGET ...]
cd "$(dirname "${BASH_SOURCE[0]}")/.." || exit
cmake --preset native >/dev/null
cmake --build --preset native -j2 --target "$@"
