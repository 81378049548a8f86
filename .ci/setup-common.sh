# Sourced by run.sh and test.sh: install missing Debian packages, then configure and build.
# Incremental: build/ is reused; nothing is wiped.

CP_PACKAGES=(g++ cmake qt6-base-dev libqcustomplot-dev libeigen3-dev nlohmann-json3-dev
             libxlsxwriter-dev zlib1g-dev libbenchmark-dev fonts-dejavu-core  # xlsxwriter.pc links -lz; its -dev does not pull zlib1g-dev
             qt6-svg-dev python3-openpyxl
             qt6-tools-dev qt6-l10n-tools qt6-translations-l10n fonts-wqy-microhei
             dpkg-dev file)  # dpkg-shlibdeps and file: the .deb's Depends (cmake/Packaging.cmake)

cp_install_missing() {
  local missing=()
  for p in "${CP_PACKAGES[@]}"; do
    dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
  done
  ((${#missing[@]} == 0)) && return 0
  echo "Installing missing packages: ${missing[*]}"
  local sudo=()
  [[ $(id -u) -ne 0 ]] && sudo=(sudo)
  "${sudo[@]}" apt-get update -qq
  DEBIAN_FRONTEND=noninteractive "${sudo[@]}" apt-get install -y -qq --no-install-recommends "${missing[@]}"
}

cp_build() {
  local build_dir="$1"
  if [[ ! -f "$build_dir/CMakeCache.txt" ]]; then
    cmake -S . -B "$build_dir" -DCMAKE_BUILD_TYPE=Release
  fi
  cmake --build "$build_dir" --parallel "$(nproc)"
}
