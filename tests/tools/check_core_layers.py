#!/usr/bin/env python3
"""The core's layers only look down: fails with file:line and the include when a core source
includes a folder of a higher layer (README.md, Layout of the code: common < catalog, profile < each
stage in pipeline order < calibration < plan < explore < io). Folders of one layer may include each
other; every stage is a layer of its own, so a stage never includes a later one.

    check_core_layers.py CORE_DIR
"""
import pathlib
import re
import sys

LAYERS = [
    {"common"},
    {"catalog", "profile"},
    # The stages, in the order plan/evaluate.cpp runs them: each sees only the results of earlier ones.
    {"compute"},  # GPUs, nodes, peaks
    {"floor"},  # racks, rows and halls; the fabric needs a rack's node capacity (leaf per rack)
    {"fabric"},  # switches and links per tier
    {"layout"},  # cabling: where each switch goes, cable lengths and media
    {"performance"},  # step time on the fabric
    {"bom"},  # parts and counts
    {"power"},  # IT and facility power of the BOM
    {"reliability"},  # failure inventory, checkpoints, goodput
    {"cost"},  # capex, opex, TCO: needs power and goodput
    {"training"},  # days, GPU-hours, run energy and cost: needs all of the above
    {"calibration"},  # fits the performance stage's catalog values to measurements; no stage uses it
    {"plan"},
    {"explore"},
    {"io"},
]
STAGES = [next(iter(f)) for f in LAYERS[2:12]]
RANK = {folder: rank for rank, folders in enumerate(LAYERS) for folder in folders}

# Includes the layering allows, each with its reason (none: loading a profile no longer
# evaluates it; plan/validate.h does that from above).
ALLOWED = {}

INCLUDE = re.compile(r'^\s*#\s*include\s*"([^"/]+)/([^"]+)"')


def main(core_dir):
    core = pathlib.Path(core_dir)
    sources = sorted(p for p in core.rglob("*") if p.suffix in (".h", ".cpp", ".in") and p.is_file())
    if not sources:
        print(f"no core sources found under {core}")
        return 1
    problems = []
    for path in sources:
        relative = path.relative_to(core)
        folder = relative.parts[0]
        if folder not in RANK:
            problems.append(f"{path}: folder {folder}/ has no layer: add it to LAYERS in {__file__}")
            continue
        for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), start=1):
            match = INCLUDE.match(line)
            if not match or match.group(1) not in RANK:
                continue  # system and third-party headers
            target = f"{match.group(1)}/{match.group(2)}"
            if RANK[match.group(1)] > RANK[folder] and (relative.as_posix(), target) not in ALLOWED:
                problems.append(f'{path}:{number}: {folder}/ includes "{target}", a higher layer ({match.group(1)}/)')
    if problems:
        print("core layers must only look down (common < catalog, profile < " + " < ".join(STAGES) + " < calibration < plan < explore < io):")
        print("\n".join(problems))
        return 1
    print(f"checked {len(sources)} core sources: every include looks down")
    return 0


if __name__ == "__main__":
    if len(sys.argv) != 2:
        print(__doc__)
        sys.exit(2)
    sys.exit(main(sys.argv[1]))
