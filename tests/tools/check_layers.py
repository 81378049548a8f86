#!/usr/bin/env python3
"""Layers only look down: fails with file:line and the include when a source includes a folder
of a higher layer (README.md, Layout of the code). Folders of one layer may include each other.

    check_layers.py core CORE_DIR   common < catalog, profile < each stage in pipeline order
                                    < calibration < plan < explore < io; every stage is a layer
                                    of its own, so a stage never includes a later one
    check_layers.py ui UI_DIR       base < views < editor < the panels < explore, export < shell

An include names a folder of the checked tree when that folder is one of the tree's layers (for
ui/, and the file exists there: ui/ also includes core headers such as "catalog/catalog.h").
"""
import pathlib
import sys

CORE_LAYERS = [
    {"common"},
    {"catalog", "profile"},
    # The stages, in pipeline order: each sees only the results of earlier ones.
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

UI_LAYERS = [
    {"base"},  # the document, atomic save, translations, settings, display units, message boxes
    {"views"},  # result views and charts
    {"editor"},  # the Design panel
    {"catalog", "dialogs", "calibration", "topology"},  # panels built from views and the editor
    {"explore", "export"},  # Trade-offs, Compare, Optimize; the PDF report (draws the topology)
    {"shell"},  # the main window: the top
]

# ui/ includes core headers through folder names it shares with core (catalog/, explore/): there an
# include counts only when the file exists in ui/.
TREES = {"core": (CORE_LAYERS, False), "ui": (UI_LAYERS, True)}


def include_target(line):
    """'#include "folder/file.h"' -> ("folder", "folder/file.h"), else None."""
    stripped = line.strip()
    if not stripped.startswith("#"):
        return None
    body = stripped[1:].strip()
    if not body.startswith("include"):
        return None
    rest = body[len("include"):].strip()
    if not rest.startswith('"'):
        return None
    target = rest[1:rest.find('"', 1)]
    return (target.split("/")[0], target) if "/" in target else None


def main(tree, root_dir):
    layers, must_exist = TREES[tree]
    rank = {folder: r for r, folders in enumerate(layers) for folder in folders}
    root = pathlib.Path(root_dir)
    sources = sorted(p for p in root.rglob("*") if p.suffix in (".h", ".cpp", ".in") and p.is_file())
    if not sources:
        print(f"no {tree} sources found under {root}")
        return 1
    problems = []
    for path in sources:
        relative = path.relative_to(root)
        if len(relative.parts) < 2:
            continue  # files at the tree's top (none in core/; ui/ has only CMakeLists.txt)
        folder = relative.parts[0]
        if folder not in rank:
            problems.append(f"{path}: folder {folder}/ has no layer: add it to the {tree} layers in {__file__}")
            continue
        for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), start=1):
            found = include_target(line)
            if not found or found[0] not in rank or (must_exist and not (root / found[1]).is_file()):
                continue  # system, third-party and (from ui/) core headers
            if rank[found[0]] > rank[folder]:
                problems.append(f'{path}:{number}: {folder}/ includes "{found[1]}", a higher layer ({found[0]}/)')
    order = " < ".join(", ".join(sorted(folders)) for folders in layers)
    if problems:
        print(f"{tree} layers must only look down ({order}):")
        print("\n".join(problems))
        return 1
    print(f"checked {len(sources)} {tree} sources: every include looks down")
    return 0


if __name__ == "__main__":
    if len(sys.argv) != 3 or sys.argv[1] not in TREES:
        print(__doc__)
        sys.exit(2)
    sys.exit(main(sys.argv[1], sys.argv[2]))
