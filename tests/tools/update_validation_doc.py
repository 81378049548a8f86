#!/usr/bin/env python3
"""Rewrites the generated section of docs/validation.md from `clusterplanner-cli validation --markdown`.

Usage: update_validation_doc.py CLI DOC. test_validation checks the result.
"""
import re
import subprocess
import sys

cli, doc = sys.argv[1], sys.argv[2]
generated = subprocess.run([cli, "validation", "--markdown"], check=True, capture_output=True, text=True).stdout
text = open(doc, encoding="utf-8").read()
block = re.search(r"(<!-- generated: clusterplanner-cli validation --markdown -->\n)[\s\S]*?(<!-- end generated -->)", text)
text = text[: block.start()] + block.group(1) + generated + block.group(2) + text[block.end():]
open(doc, "w", encoding="utf-8").write(text)
