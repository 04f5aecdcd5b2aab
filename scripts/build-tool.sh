# shellcheck shell=bash
# Sourced by the fitting scripts (fit-reversi-eval.sh, fit-reversi-probcut.sh, tune-chess.sh): goes to
# the repository's root and builds the native preset's target named by its argument, so that the
# script runs its tool as the sources are now.
#
#   source "$(dirname "${BASH_SOURCE[0]}")/build-tool.sh" TARGET
cd "$(dirname "${BASH_SOURCE[0]}")/.." || exit
cmake --preset native >/dev/null
cmake --build --preset native -j2 --target "$1"
