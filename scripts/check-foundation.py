#!/usr/bin/env python3
"""Keeps full Foundation (FoundationInternationalization and ICU's 30 MB of data) out of coach-report (issue 26).

1. Every Swift file of the binary (ReportKit, the command line, the vendored swift-mustache, the example) that
   imports Foundation does so only as the fallback of `#if canImport(FoundationEssentials)`, i.e. right after
   the `#else`; no file imports FoundationInternationalization, FoundationNetworking or FoundationXML.
2. With a binary named (`make test` passes the debug build's), it needs no libFoundation.so or
   libFoundationInternationalization.so (a dependency that imported Foundation would add them).

Run from the repository's root: python3 scripts/check-foundation.py [.build/debug/coach-report]
"""
import pathlib
import re
import subprocess
import sys

FOLDERS = ["Sources/ReportCore", "Sources/ReportNative", "Sources/ReportRender", "Sources/ReportOutputs", "Sources/ReportKit", "Sources/coach-report", "Vendor/swift-mustache/Sources", "Examples"]
IMPORT = re.compile(r"^\s*(@_exported\s+)?import\s+(class\s+|struct\s+|enum\s+|func\s+)?(Foundation(\.\w+)?|FoundationInternationalization|FoundationNetworking|FoundationXML)\b")
FULL = ("libFoundation.so", "libFoundationInternationalization.so", "lib_FoundationICU.so")

problems = []
for folder in FOLDERS:
    for path in sorted(pathlib.Path(folder).rglob("*.swift")):
        if any(part.startswith(".build") for part in path.parts):
            continue  # Examples/ is a package: its build folders hold the checkouts of its dependencies
        lines = path.read_text(encoding="utf-8").splitlines()
        for i, line in enumerate(lines):
            m = IMPORT.match(line)
            if not m:
                continue
            fallback = (m.group(3) == "Foundation" and i >= 3 and lines[i - 1].strip() == "#else"
                        and lines[i - 2].strip() == "import FoundationEssentials"
                        and lines[i - 3].strip() == "#if canImport(FoundationEssentials)")
            if not fallback:
                problems.append(f"{path}:{i + 1}: `{line.strip()}`: import FoundationEssentials, with Foundation only "
                                f"after `#else` (#if canImport(FoundationEssentials) … #else … #endif)")

if len(sys.argv) > 1:
    binary = sys.argv[1]
    needed = subprocess.run(["readelf", "-d", binary], capture_output=True, text=True, check=True).stdout
    for lib in FULL:
        if f"[{lib}" in needed:
            problems.append(f"{binary} needs {lib}: something it is built from imports full Foundation")

for p in problems:
    print("check-foundation: " + p, file=sys.stderr)
if problems:
    sys.exit(1)
print(f"check-foundation: FoundationEssentials alone in {', '.join(FOLDERS)}" + (f" and {sys.argv[1]}" if len(sys.argv) > 1 else ""))
