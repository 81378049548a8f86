#!/usr/bin/env bash
# Install what is missing, build, and run every test. Exits non-zero on any failure.
set -euo pipefail
cd "$(dirname "$0")"
source .ci/setup-common.sh
cp_install_missing
cp_build build
export QT_QPA_PLATFORM=offscreen
cd build
ctest --output-on-failure --timeout 600 --parallel "$(nproc)" "$@"  # labels: core, cli, gui, slow (ctest -L / -LE)
