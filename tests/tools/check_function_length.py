#!/usr/bin/env python3
"""Long functions hide several jobs: no function over 80 lines in core/, ui/, app/ or tests/
(one limit for all code). Exceptions are listed below with the reason they stand.

    check_function_length.py SOURCE_DIR

Reads the sources as text: a definition starts at column 0 (this code base does not indent
namespaces), or at column 4 inside a class body, with a line that opens a parameter list, and ends
at the next line that is "}" at the same column. Lines are counted from the signature to that
brace, inclusive.
"""
import pathlib
import re
import sys

LIMIT = 80
FOLDERS = ("core", "ui", "app", "tests")
# file:function -> why it may be longer (keep this empty where possible)
EXCEPTIONS = {}

KEYWORDS = r"Q_[A-Z_]+|namespace|struct|class|enum|union|extern|template|#|//|typedef|using|static_assert|if|for|while|switch|return|else|do|case|catch"
SIGNATURE = re.compile(r"^(?:    )?(?!(?:" + KEYWORDS + r")\b)[A-Za-z_~].*\(")
CLASS_BODY = re.compile(r"^(?:class|struct)\s+\w+[^;]*\{\s*$")
NAME = re.compile(r"([A-Za-z_][A-Za-z_0-9:~]*)\s*\(")


def definitions(path):
    lines = path.read_text(encoding="utf-8", errors="replace").splitlines()
    i = 0
    in_class = False
    while i < len(lines):
        line = lines[i]
        if CLASS_BODY.match(line):
            in_class = True
        elif line.startswith("};"):
            in_class = False
        indent = len(line) - len(line.lstrip(" "))
        code = line.split("//")[0]  # a trailing comment's "(" opens no parameter list
        if (indent == 0 or (indent == 4 and in_class)) and SIGNATURE.match(code) and not code.rstrip().endswith(";"):
            # The body opens on this line or a following continuation line.
            j = i
            while j < len(lines) and "{" not in lines[j] and not lines[j].rstrip().endswith(";"):
                j += 1
            if j < len(lines) and "{" in lines[j] and not lines[j].rstrip().endswith("};"):
                end = j
                closing = " " * indent + "}"
                while end < len(lines) and lines[end].rstrip() != closing and not (end == j and lines[j].rstrip().endswith("}")):
                    end += 1
                name = NAME.search(line)
                yield (name.group(1) if name else line.strip()[:40]), i + 1, end - i + 1
                i = end + 1
                continue
        i += 1


def main(root):
    root = pathlib.Path(root)
    problems = []
    for folder in FOLDERS:
        for path in sorted(root.glob(f"{folder}/**/*.cpp")):
            for name, line, length in definitions(path):
                key = f"{path.relative_to(root)}:{name}"
                if length > LIMIT and key not in EXCEPTIONS:
                    problems.append(f"{path.relative_to(root)}:{line}: {name} is {length} lines (limit {LIMIT})")
    for p in problems:
        print(p)
    print(f"check_function_length: {len(problems)} function(s) over the limit")
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1] if len(sys.argv) > 1 else "."))
