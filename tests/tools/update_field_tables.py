#!/usr/bin/env python3
"""Rewrites the generated field tables of docs/profile-format.md from `clusterplanner-cli fields --markdown`.

Usage: update_field_tables.py CLI DOC. A table already in DOC is replaced in place; a new section's
table is inserted after the table of the section before it in the declaration order, under a
heading of its own. test_profile_schema checks the result.
"""
import re
import subprocess
import sys

BLOCK = re.compile(r"<!-- fields (\S+) -->\n[\s\S]*?<!-- end fields -->")

cli, doc = sys.argv[1], sys.argv[2]
generated = subprocess.run([cli, "fields", "--markdown"], check=True, capture_output=True, text=True).stdout
blocks = [(m.group(1), m.group(0)) for m in BLOCK.finditer(generated)]
text = open(doc, encoding="utf-8").read()
previous = None
for section, block in blocks:
    existing = re.search(r"<!-- fields " + re.escape(section) + r" -->\n[\s\S]*?<!-- end fields -->", text)
    if existing:
        text = text[: existing.start()] + block + text[existing.end():]
    else:
        after = re.search(r"<!-- fields " + re.escape(previous) + r" -->\n[\s\S]*?<!-- end fields -->", text)
        text = text[: after.end()] + "\n\n### `" + section + "`\n\n" + block + text[after.end():]
    previous = section
open(doc, "w", encoding="utf-8").write(text)
