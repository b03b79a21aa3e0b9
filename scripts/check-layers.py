#!/usr/bin/env python3
"""Checks that each folder of Sources/ReportKit uses only the folders below it (see its README.md).

The compiler sees one module and will not tell, so this reads the names each folder declares at the top
level (types, functions, constants) and the names each file uses, leaving out comments and string
literals, and prints every use of a name declared in a folder higher in LAYERS. Exit 1 when there is one.
Members that an extension adds (`String.trimmed`) are not seen: their names are too common to tell apart,
so such an extension belongs in the lowest folder that uses it, which a reviewer checks by eye.
"""
import os
import re
import sys

# Lowest first: a folder may use the folders before it in this list, never one after it.
LAYERS = [
    "Core", "Model", "Read", "Figures", "Text", "Session", "Story",
    "Scene", "TextScene", "Native", "Health", "Layout", "Render", "Charts", "Documents", "Jobs",
    "Outputs/Stats", "Outputs/Chart", "Outputs/Card", "Outputs/Summary", "Outputs/Reflection", "Outputs/Email/Mail", "Outputs/Email",
    "Outputs/Site", "Outputs/Sample", "Outputs/Batch", "Report",
]

DECLARATION = re.compile(
    r"^(?:@\w+(?:\([^)]*\))?\s+)*"
    r"(?:(?:public|internal|private|fileprivate|package|final|indirect|open|nonisolated(?:\(unsafe\))?)\s+)*"
    r"(?:struct|class|enum|protocol|typealias|actor|func|let|var)\s+([A-Za-z_]\w*)")
ENVIRONMENT = re.compile(r"\b(getenv|setenv|unsetenv|putenv|environ|processInfo\.environment)\b")
NAME = re.compile(r"\b[A-Za-z_]\w*\b")


def strip(source):
    """The code without comments and string literals (multi-line ones included)."""
    source = re.sub(r'"""[\s\S]*?"""', '""', source)
    source = re.sub(r"/\*[\s\S]*?\*/", " ", source)
    source = re.sub(r"//.*", "", source)
    return re.sub(r'"(?:[^"\\\n]|\\.)*"', '""', source)


def swift_sources(root):
    """Every Swift file beneath `root`, by its path, with its text (check-voice.py reads them through this too)."""
    files = {}
    for folder, _, names in os.walk(root):
        for name in names:
            if name.endswith(".swift"):
                path = os.path.join(folder, name)
                with open(path, encoding="utf-8") as f:
                    files[path] = f.read()
    return files


def main(root):
    files = {path: strip(text) for path, text in swift_sources(root).items()}
    rank = {layer: i for i, layer in enumerate(LAYERS)}
    problems = []
    layer_of = {}
    for path in files:
        folder = os.path.relpath(os.path.dirname(path), root)
        if folder not in rank:
            problems.append(f"{path}: the folder {folder} is not in LAYERS (scripts/check-layers.py)")
        layer_of[path] = folder
    owners = {}
    for path, code in files.items():
        for line in code.split("\n"):
            match = DECLARATION.match(line)  # top level only: an indented line is inside a type
            if match:
                owners.setdefault(match.group(1), set()).add(layer_of[path])
    for path, code in sorted(files.items()):
        mine = rank.get(layer_of[path], -1)
        above = {}
        for name in set(NAME.findall(code)):
            for owner in owners.get(name, ()):
                if owner in rank and rank[owner] > mine:
                    above.setdefault(owner, []).append(name)
        for owner, names in sorted(above.items()):
            problems.append(f"{os.path.relpath(path, root)} uses {owner} (above it): {', '.join(sorted(names))}")
        # The environment is the host's: the library is handed what it needs (a zone, a folder), never reads it.
        for call in ENVIRONMENT.findall(code):
            problems.append(f"{os.path.relpath(path, root)} reads or changes the environment ({call}); let the host pass the value in")
    for problem in problems:
        print(problem)
    if problems:
        print(f"check-layers: {len(problems)} problems (a use of a higher folder, or of the environment); see Sources/ReportKit/README.md", file=sys.stderr)
        return 1
    print(f"check-layers: {len(files)} files in {len(LAYERS)} folders, each using only the folders below it")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1] if len(sys.argv) > 1 else os.path.join(os.path.dirname(__file__), "..", "Sources", "ReportKit")))
