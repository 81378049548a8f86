#!/usr/bin/env python3
"""Every system file the build used must come from a package the set-up installs.

    check_packages.py BUILD_DIR PACKAGE...            check a finished build against the list
    check_packages.py --omit PKG BUILD_DIR PACKAGE... self-test: succeeds only if dropping PKG
                                                      from the list makes the check fail naming PKG

Reads what the build itself recorded, so no second build is needed:
  - the compiler's dependency files (*.o.d): every header each object included;
  - CMake's link lines (link.txt): every library given by path or as -lNAME.
Each file outside the source and build trees is mapped to its Debian package with dpkg's
file lists (what `dpkg -S` reads). The allowed packages are PACKAGE... (CP_PACKAGES in
.ci/setup-common.sh) with everything they depend on (Depends and Pre-Depends, as apt
installs them with --no-install-recommends), plus the Essential set every Debian root has.
A file from any other package, or from no package, fails with the file, who used it and
the package to add. (Issue 18: libxlsxwriter's pkg-config file links -lz, and zlib1g-dev
was never listed; CI passed only because the build machine happened to have it.)
"""
import glob
import os
import re
import shlex
import subprocess
import sys

STATUS = "/var/lib/dpkg/status"
INFO = "/var/lib/dpkg/info"


def read_status():
    """Installed packages: name -> {depends: [[alternatives]], provides: [...], essential}."""
    packages = {}
    with open(STATUS, encoding="utf-8", errors="replace") as f:
        for stanza in f.read().split("\n\n"):
            fields, key = {}, None
            for line in stanza.splitlines():
                if line.startswith((" ", "\t")) and key:
                    fields[key] += " " + line.strip()
                elif ":" in line:
                    key, _, value = line.partition(":")
                    fields[key] = value.strip()
            if "Package" not in fields or "install ok installed" not in fields.get("Status", ""):
                continue
            depends = []
            for field in ("Pre-Depends", "Depends"):
                for clause in filter(None, (c.strip() for c in fields.get(field, "").split(","))):
                    depends.append([bare_name(a) for a in clause.split("|")])
            provides = [bare_name(p) for p in fields.get("Provides", "").split(",") if p.strip()]
            packages[fields["Package"]] = {
                "depends": depends,
                "provides": provides,
                "essential": fields.get("Essential", "") == "yes",
            }
    return packages


def bare_name(text):
    """'libfoo-dev:amd64 (>= 1.2)' -> 'libfoo-dev'."""
    return re.split(r"[\s(:]", text.strip(), maxsplit=1)[0]


def closure(roots, packages):
    """The packages apt would install for `roots`: first installed alternative of each clause."""
    providers = {}
    for name, info in packages.items():
        for virtual in info["provides"]:
            providers.setdefault(virtual, []).append(name)

    def resolve(alternative):
        if alternative in packages:
            return [alternative]
        return sorted(providers.get(alternative, []))

    seen, todo = set(), list(roots)
    while todo:
        name = todo.pop()
        if name in seen or name not in packages:
            continue
        seen.add(name)
        for clause in packages[name]["depends"]:
            for alternative in clause:
                chosen = resolve(alternative)
                if chosen:
                    todo.extend(chosen)
                    break
    return seen


def file_owners():
    """path -> package, from dpkg's file lists (the data behind `dpkg -S`)."""
    owners = {}
    for listing in glob.glob(os.path.join(INFO, "*.list")):
        package = bare_name(os.path.basename(listing)[: -len(".list")])
        with open(listing, encoding="utf-8", errors="replace") as f:
            for path in f.read().splitlines():
                owners.setdefault(path, package)
    return owners


def owner_of(path, owners):
    """The package of `path`, trying its merged-/usr and symlink-resolved spellings."""
    candidates = [path, os.path.normpath(path), os.path.realpath(path)]
    for c in list(candidates):
        if c.startswith("/usr/"):
            candidates.append(c[4:])  # dpkg may record /lib/... on merged-/usr systems
        else:
            candidates.append("/usr" + c)
    for c in candidates:
        if c in owners:
            return owners[c]
    return None


def headers_used(build_dir, inside):
    """header -> one object file that included it, from the compiler's .d files."""
    used = {}
    for depfile in glob.glob(os.path.join(build_dir, "**", "*.o.d"), recursive=True):
        with open(depfile, encoding="utf-8", errors="replace") as f:
            text = f.read().replace("\\\n", " ")
        _, _, deps = text.partition(": ")
        for path in deps.split():
            if os.path.isabs(path) and not inside(path):
                used.setdefault(path, os.path.relpath(depfile, build_dir)[: -len(".d")])
    return used


def library_search_dirs():
    out = subprocess.run(["c++", "-print-search-dirs"], capture_output=True, text=True, check=True).stdout
    for line in out.splitlines():
        if line.startswith("libraries: ="):
            return [os.path.normpath(d) for d in line[len("libraries: ="):].split(":") if d]
    return []


def libraries_used(build_dir, inside):
    """library file -> (target, how it was named), from CMake's link lines."""
    used, unresolved = {}, []
    default_dirs = library_search_dirs()
    for link_txt in glob.glob(os.path.join(build_dir, "**", "link.txt"), recursive=True):
        target = os.path.basename(os.path.dirname(link_txt))[: -len(".dir")]
        with open(link_txt, encoding="utf-8") as f:
            for line in f:
                words = shlex.split(line)
                if not words or os.path.basename(words[0]) in ("ar", "ranlib"):
                    continue
                search = [w[2:] for w in words if w.startswith("-L")] + default_dirs
                for w in words[1:]:
                    if w.startswith("-l") and len(w) > 2:
                        name = w[2:]
                        found = next((os.path.join(d, f"lib{name}{ext}") for d in search for ext in (".so", ".a")
                                      if os.path.exists(os.path.join(d, f"lib{name}{ext}"))), None)
                        if found:
                            used.setdefault(found, (target, w))
                        else:
                            unresolved.append((target, w))
                    elif os.path.isabs(w) and re.search(r"\.(so(\.\d+)*|a)$", w) and not inside(w):
                        used.setdefault(w, (target, w))
    return used, unresolved


def check(build_dir, listed):
    source_dir = os.path.realpath(os.path.join(os.path.dirname(__file__), ".."))
    build_dir = os.path.realpath(build_dir)

    def inside(path):
        real = os.path.realpath(path)
        return real.startswith(source_dir + os.sep) or real.startswith(build_dir + os.sep)

    packages = read_status()
    unknown = [p for p in listed if p not in packages]
    essential = [name for name, info in packages.items() if info["essential"]]
    allowed = closure(list(listed) + essential, packages)
    owners = file_owners()

    problems = {}  # package (or None) -> [lines]
    headers = headers_used(build_dir, inside)
    libraries, unresolved = libraries_used(build_dir, inside)
    if not headers or not libraries:
        return [f"no dependency files or link lines under {build_dir}: build it first (./test.sh)"], 0, 0
    for path, user in sorted(headers.items()):
        package = owner_of(path, owners)
        if package not in allowed:
            problems.setdefault(package, []).append(f"header {path} (included by {user})")
    for path, (target, named) in sorted(libraries.items()):
        package = owner_of(path, owners)
        if package not in allowed:
            how = f" as {named}" if named != path else ""
            problems.setdefault(package, []).append(f"library {path} (linked by {target}{how})")

    messages = [f"'{p}' is in the package list but not installed on this machine" for p in unknown]
    messages += [f"{target}'s link line names {named}, which no library directory holds" for target, named in unresolved]
    for package, lines in sorted(problems.items(), key=lambda kv: kv[0] or ""):
        shown = lines[:5] + ([f"... and {len(lines) - 5} more"] if len(lines) > 5 else [])
        if package is None:
            messages.append("files from no Debian package (installed by hand?):\n    " + "\n    ".join(shown))
        else:
            messages.append(f"package {package} is used but the set-up does not install it (add it to CP_PACKAGES "
                            f"in .ci/setup-common.sh):\n    " + "\n    ".join(shown))
    return messages, len(headers), len(libraries)


def main(argv):
    omit = None
    if len(argv) >= 2 and argv[0] == "--omit":
        omit, argv = argv[1], argv[2:]
    if len(argv) < 2:
        print(__doc__.strip(), file=sys.stderr)
        return 2
    build_dir, listed = argv[0], argv[1:]
    if omit is not None:
        if omit not in listed:
            print(f"check_packages: --omit {omit}: not in the package list", file=sys.stderr)
            return 2
        messages, _, _ = check(build_dir, [p for p in listed if p != omit])
        caught = any(m.startswith(f"package {omit} ") for m in messages)
        print(f"check_packages self-test: without {omit} the check {'fails as it should' if caught else 'PASSES (wrong)'}")
        return 0 if caught else 1
    messages, header_count, library_count = check(build_dir, listed)
    if messages:
        print("check_packages: the build used files the set-up does not install:", file=sys.stderr)
        for m in messages:
            print("  " + m, file=sys.stderr)
        return 1
    print(f"check_packages: {header_count} system headers and {library_count} libraries all come from "
          f"the {len(listed)} listed packages or their dependencies")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
