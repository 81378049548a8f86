#!/usr/bin/env bash
# The outputs a user sees, for every shipped profile, template and study, so a refactoring can
# prove it changed none of them (issue 19: byte-identical before and after the schema redesign).
#   outputs.sh write CLI DATA_DIR OUT_DIR      write every output into OUT_DIR
#   outputs.sh check CLI DATA_DIR SUMS_FILE    write them to a temporary folder and compare their
#                                              SHA-256 sums with SUMS_FILE (exit 1 on any difference)
#   outputs.sh sums  CLI DATA_DIR SUMS_FILE    write SUMS_FILE afresh (after an intended change)
set -euo pipefail
mode=$1 cli=$2 data=$3 target=$4

write_all() {
  local out=$1
  mkdir -p "$out"
  for profile in "$data"/profiles/*.json "$data"/templates/*.json; do
    local name
    name=$(basename "$profile" .json)
    "$cli" plan "$profile" >"$out/$name.txt"
    "$cli" plan "$profile" --json >"$out/$name.json"
    "$cli" plan "$profile" --explain --bom "$out/$name.bom.csv" --cables "$out/$name.cables.csv" >"$out/$name.explain.txt"
  done
  for study in "$data"/studies/*.json; do
    "$cli" sweep "$study" --csv "$out/study-$(basename "$study" .json).csv" --threads 1 >/dev/null
  done
  for spec in "$data"/studies/uncertainty/*.json; do
    "$cli" uncertainty "$spec" --json --threads 1 >"$out/uncertainty-$(basename "$spec")"
  done
  "$cli" compare "$data"/profiles/{fire-flyer-2,dgx-a100-10k,fire-flyer-pcie-3tier}.json >"$out/compare.txt"
  "$cli" compare "$data"/profiles/{fire-flyer-2,dgx-a100-10k,fire-flyer-pcie-3tier}.json --json >"$out/compare.json"
  # The catalog listing names its files: drop the checkout's location.
  local where
  where=$(cd "$data" && pwd -P)
  "$cli" catalog | sed "s#$where#DATA#g" >"$out/catalog.txt"
  "$cli" catalog --json | sed "s#$where#DATA#g" >"$out/catalog.json"
}

case $mode in
  write) write_all "$target" ;;
  sums | check)
    tmp=$(mktemp -d)
    trap 'rm -rf "$tmp"' EXIT
    write_all "$tmp"
    (cd "$tmp" && sha256sum -- * | sort -k2) >"$tmp.sums"
    if [[ $mode == sums ]]; then
      mv "$tmp.sums" "$target"
      echo "wrote $(wc -l <"$target") sums to $target"
    elif diff <(sort -k2 "$target") "$tmp.sums" >"$tmp.diff"; then
      echo "all $(wc -l <"$target") outputs are byte-identical to $target"
      rm -f "$tmp.sums"
    else
      echo "outputs differ from $target (< expected, > now):"
      cat "$tmp.diff"
      rm -f "$tmp.sums"
      exit 1
    fi ;;
  *) echo "usage: outputs.sh write|check|sums CLI DATA_DIR TARGET" >&2; exit 2 ;;
esac
