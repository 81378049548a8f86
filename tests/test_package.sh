#!/usr/bin/env bash
# CTest package_install (label package): builds the .deb with CPack, unpacks it and runs what
# it installed the way a user would: no CLUSTERPLANNER_DATA_DIR, from another folder.
#   test_package.sh CMAKE CPACK BUILD_DIR VERSION
# Fails with a message naming the first check that did not hold.
#
# cpack by itself first builds the whole tree ("preinstall": every test executable too), which
# would make this test rebuild anything stale and spend ~20 s checking the rest. So the install
# rules run through `cmake --install --strip` into a staging folder, and cpack packs that folder
# with the build's own CPackConfig.cmake (control fields, dpkg-shlibdeps). `cpack -G DEB` and
# `--target package` run the same install rules after building.
set -uo pipefail

cmake=$1 cpack=$2 build=$3 version=$4
scratch=$build/package_test
root=$scratch/root
fail() { echo "FAIL: $*" >&2; exit 1; }
pass() { echo "ok: $*"; }

rm -rf "$scratch" && mkdir -p "$scratch/out" "$scratch/elsewhere" || fail "cannot make $scratch"
"$cmake" --install "$build" --prefix "$scratch/stage/usr" --strip > "$scratch/install.log" 2>&1 ||
  { cat "$scratch/install.log"; fail "cmake --install"; }
(cd "$scratch" && "$cpack" -G DEB --config "$build/CPackConfig.cmake" -B "$scratch/out" \
   -D CPACK_INSTALL_CMAKE_PROJECTS= -D "CPACK_INSTALLED_DIRECTORIES=$scratch/stage;.") > "$scratch/cpack.log" 2>&1 ||
  { cat "$scratch/cpack.log"; fail "cpack -G DEB"; }
shopt -s nullglob
debs=("$scratch"/out/clusterplanner_"$version"_*.deb)
((${#debs[@]} == 1)) || fail "expected one clusterplanner_${version}_ARCH.deb in $scratch/out, found: $(ls "$scratch/out")"
deb=${debs[0]}
pass "built $(basename "$deb") ($(du -k "$deb" | cut -f1) KiB)"

# Control fields.
field() { dpkg-deb -f "$deb" "$1"; }
[[ $(field Package) == clusterplanner ]] || fail "Package: $(field Package)"
[[ $(field Version) == "$version" ]] || fail "Version: $(field Version)"
[[ $(field Section) == science ]] || fail "Section: $(field Section)"
for dep in libqt6widgets6 libqt6svg6 libqcustomplot2.1-qt6 libxlsxwriter4 qt6-qpa-plugins; do
  [[ $(field Depends) == *"$dep"* ]] || fail "Depends lacks $dep: $(field Depends)"
done
pass "control: Depends: $(field Depends)"

# Contents: what must be there, and what must not (the static core, tests, headers).
dpkg-deb -c "$deb" > "$scratch/contents.txt" || fail "dpkg-deb -c"
dpkg-deb -x "$deb" "$root" || fail "dpkg-deb -x"
for f in usr/bin/clusterplanner-cli usr/bin/clusterplanner usr/bin/clusterplanner-report \
         usr/share/clusterplanner/catalog/switches.json usr/share/clusterplanner/profiles/fire-flyer-2.json \
         usr/share/clusterplanner/templates/blank.json usr/share/clusterplanner/studies/switches-vs-gpus.json \
         usr/share/applications/clusterplanner.desktop usr/share/mime/packages/clusterplanner.xml \
         usr/share/icons/hicolor/16x16/apps/clusterplanner.png usr/share/icons/hicolor/256x256/apps/clusterplanner.png \
         usr/share/icons/hicolor/scalable/apps/clusterplanner.svg \
         usr/share/bash-completion/completions/clusterplanner-cli \
         usr/share/doc/clusterplanner/LICENSE usr/share/doc/clusterplanner/docs/packaging.md; do
  [[ -f $root/$f ]] || fail "not in the package: /$f"
done
[[ -x $root/usr/bin/clusterplanner-cli && -x $root/usr/bin/clusterplanner && -x $root/usr/bin/clusterplanner-report ]] ||
  fail "executables lack the x bit"
# Every file of the source tree's data/ (the last fallback of the data lookup) is installed.
source_data=$(cd "$(dirname "$0")/../data" && pwd) || fail "no source data/ beside the test"
while IFS= read -r f; do
  cmp -s "$source_data/$f" "$root/usr/share/clusterplanner/$f" || fail "data/$f is not installed as it is in the source tree"
done < <(cd "$source_data" && find . -type f)
if grep -E '\.a$|/include/|/test_|/bench|_core' "$scratch/contents.txt"; then fail "the package ships build-only files (above)"; fi
grep -q '^MimeType=application/x-clusterplanner+json;$' "$root/usr/share/applications/clusterplanner.desktop" || fail "desktop file MimeType"
grep -q '^Icon=clusterplanner$' "$root/usr/share/applications/clusterplanner.desktop" || fail "desktop file Icon"
grep -q 'pattern="\*.cplan.json"' "$root/usr/share/mime/packages/clusterplanner.xml" || fail "MIME glob *.cplan.json"
pass "contents: $(wc -l < "$scratch/contents.txt") entries, nothing build-only"

# Run the installed CLI as a user would. The data must come from the package, not from the
# source tree compiled in as the last fallback: rename a part in the unpacked catalog only.
cd "$scratch/elsewhere" || fail "cd"
unset CLUSTERPLANNER_DATA_DIR
cli=$root/usr/bin/clusterplanner-cli
out=$("$cli" plan "$root/usr/share/clusterplanner/profiles/fire-flyer-2.json" 2>&1) || fail "installed plan: $out"
grep -Eq '^  Switches +122$' <<< "$out" || fail "installed plan does not give 122 switches: $(grep -i switches <<< "$out")"
pass "installed clusterplanner-cli plan fire-flyer-2.json: 122 switches"
# The CLI links no Qt library; --report runs clusterplanner-report from beside it.
ldd "$cli" | grep -q 'libQt6' && fail "the installed CLI links Qt"
out=$(QT_QPA_PLATFORM=offscreen "$cli" plan "$root/usr/share/clusterplanner/profiles/fire-flyer-2.json" --report "$scratch/r.pdf" 2>&1 >/dev/null) ||
  fail "installed plan --report: $out"
# (Qt may print platform notes before it; the last line is the CLI's.)
[[ $(tail -n 1 <<< "$out") == "wrote "*" pages to $scratch/r.pdf" && -s $scratch/r.pdf ]] || fail "installed plan --report printed: $out"
pass "installed clusterplanner-cli links no Qt; plan --report: $(tail -n 1 <<< "$out")"

marker="PACKAGE-TEST-MARKER-$$"
sed -i "s/\"NVIDIA Quantum QM8700 (HDR InfiniBand)\"/\"$marker\"/" "$root/usr/share/clusterplanner/catalog/switches.json"
grep -q "$marker" "$root/usr/share/clusterplanner/catalog/switches.json" || fail "could not mark the unpacked catalog"
out=$("$cli" catalog 2>&1) || fail "installed catalog: $out"
grep -q "$marker" <<< "$out" || fail "the installed CLI did not read the installed catalog (share/clusterplanner)"
# The check can fail: the same binary pointed at the source tree's data does not show the marker.
out=$(CLUSTERPLANNER_DATA_DIR=$source_data "$cli" catalog 2>&1) || fail "catalog with CLUSTERPLANNER_DATA_DIR: $out"
! grep -q "$marker" <<< "$out" || fail "CLUSTERPLANNER_DATA_DIR did not take precedence"
pass "the installed CLI reads <exe>/../share/clusterplanner; CLUSTERPLANNER_DATA_DIR overrides it"

# A missing profile is an input error (exit 1), not a crash.
"$cli" plan "$scratch/elsewhere/missing.json" > /dev/null 2>&1
rc=$?
((rc == 1)) || fail "plan of a missing file exited $rc, expected 1"

version_re="^clusterplanner(-cli)? ${version//./\\.} \\(rev ([0-9a-f]{4,}(-dirty)?|unknown)\\)$"
for exe in clusterplanner-cli clusterplanner; do
  out=$(env -u DISPLAY -u WAYLAND_DISPLAY "$root/usr/bin/$exe" --version 2>&1) || fail "$exe --version: $out"
  [[ $out =~ $version_re && $out == "$exe "* ]] || fail "$exe --version printed: $out"
  pass "$out"
done

# Bash completion, sourced from the package.
completion=$root/usr/share/bash-completion/completions/clusterplanner-cli
bash --norc --noprofile -c '
  source "$1" || exit 1
  [[ $(complete -p clusterplanner-cli) == "complete -F _clusterplanner_cli clusterplanner-cli" ]] || { echo "complete -p: $(complete -p clusterplanner-cli)"; exit 1; }
  reply() { COMP_WORDS=("$@"); COMP_CWORD=$((${#COMP_WORDS[@]} - 1)); COMPREPLY=(); _clusterplanner_cli; echo "${COMPREPLY[*]}"; }
  [[ $(reply clusterplanner-cli pl) == plan ]] || { echo "pl<TAB>: $(reply clusterplanner-cli pl)"; exit 1; }
  [[ $(reply clusterplanner-cli sweep s.json --metr) == "--metrics --metric" ]] || { echo "--metr<TAB>: $(reply clusterplanner-cli sweep s.json --metr)"; exit 1; }
  [[ $(reply clusterplanner-cli sweep s.json --metrics /cost/capex_usd,/training/gpu) == /cost/capex_usd,/training/gpu_hours ]] || { echo "metrics list"; exit 1; }
  cd "$2" && [[ $(reply clusterplanner-cli plan fire-flyer-2) == fire-flyer-2.json ]] || { echo "profile file: $(reply clusterplanner-cli plan fire-flyer-2)"; exit 1; }
  [[ -z $(reply clusterplanner-cli frobnicate "") ]] || { echo "unknown command offered something"; exit 1; }
' _ "$completion" "$root/usr/share/clusterplanner/profiles" || fail "bash completion"
pass "bash completion: commands, options, metrics, profile files"

echo "package_install: all checks passed"
