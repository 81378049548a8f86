#!/usr/bin/env bash
# Install what is missing, build, and open the GUI on the default profile.
# Without a display, print the default profile's plan with the CLI instead.
# Extra arguments pass through to the program.
set -euo pipefail
cd "$(dirname "$0")"
source .ci/setup-common.sh
cp_install_missing
cp_build build

default_profile=data/profiles/fire-flyer-2.json
if [[ -z "${DISPLAY:-}" && -z "${WAYLAND_DISPLAY:-}" ]]; then
  echo "No display (\$DISPLAY and \$WAYLAND_DISPLAY are unset): printing the plan instead."
  echo "For the GUI, run ./run.sh from a desktop session (or under xvfb-run)."
  echo
  if (($# == 0)); then set -- plan "$default_profile"; fi
  exec build/app/clusterplanner-cli "$@"
fi
if (($# == 0)); then set -- "$default_profile"; fi
exec build/app/clusterplanner "$@"
