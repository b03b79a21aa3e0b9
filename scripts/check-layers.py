#!/usr/bin/env python3
"""Checks what the compiler cannot about the library's layers (docs/architecture.md).

The library is five SwiftPM modules, each importing only the ones before it (MODULES), so a use of a higher module
does not compile. Inside a module the folders are layers too (LAYERS, lowest first): this reads the names each
folder declares at the top level (types, functions, constants) and the names each file uses, leaving out comments
and string literals, and prints every use of a name declared in a higher folder of the same module. Members that
an extension adds (`String.trimmed`) are not seen: their names are too common to tell apart, so such an extension
belongs in the lowest folder that uses it, which a reviewer checks by eye. It also prints every read or change of
the environment anywhere in the library (the host passes what the library needs), and every call that changes a
setting of the whole process (signals, locale, malloc, the working folder, fontconfig's current configuration,
Pango's font class) outside the two places the host's setup value makes them (PROCESS_WIDE_ALLOWED, said in
ReportKit.docc's WhatIsProcessWide). Exit 1 when there is a problem.
"""
import os
import re
import sys

# Lowest first: the modules, and in each its folders; a folder may use the folders before it, never one after it.
MODULES = [
    ("ReportCore", ["Core", "Model", "Read", "Figures", "Text", "Session", "Story"]),
    ("ReportNative", ["Scene", "TextScene", "Native", "Health"]),
    ("ReportRender", ["Layout", "Render", "Charts", "Documents"]),
    ("ReportOutputs", ["Jobs", "Outputs/Stats", "Outputs/Chart", "Outputs/Card", "Outputs/Summary", "Outputs/Reflection",
                       "Outputs/Email/Mail", "Outputs/Email", "Outputs/Site", "Outputs/Sample", "Outputs/Batch"]),
    ("ReportKit", ["Report"]),
]
LAYERS = [folder for _, folders in MODULES for folder in folders]
MODULE_OF = {folder: module for module, folders in MODULES for folder in folders}

DECLARATION = re.compile(
    r"^(?:@\w+(?:\([^)]*\))?\s+)*"
    r"(?:(?:public|internal|private|fileprivate|package|final|indirect|open|nonisolated(?:\(unsafe\))?)\s+)*"
    r"(?:struct|class|enum|protocol|typealias|actor|func|let|var)\s+([A-Za-z_]\w*)")
ENVIRONMENT = re.compile(r"\b(getenv|setenv|unsetenv|putenv|environ|processInfo\.environment)\b")
PROCESS_WIDE = re.compile(
    r"(?<![.\w])(FcConfigSetCurrent|setlocale|uselocale|signal|sigaction|sigprocmask|pthread_sigmask|mallopt|umask|chdir|"
    r"fchdir|setrlimit|tzset|setvbuf|pango_cairo_font_map_set_default)\s*\(|\.(get_metrics)\s*=(?!=)")
# The two process-wide changes a host makes, each through its ReportHost: fontconfig's current configuration, only
# for a host made with `makesFontsCurrent` (the command line's), and the lock around Pango's metrics call.
PROCESS_WIDE_ALLOWED = {"Native/PrivateFontConfig.swift": {"FcConfigSetCurrent"}, "Native/PangoMetricsLock.swift": {"get_metrics"}}
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


def library_sources(sources):
    """Every Swift file of the library's modules beneath `sources` (Sources/), by its path relative to its module's
    folder (`Outputs/Site/SiteJob.swift`), with its text; check-voice.py reads them through this too."""
    files = {}
    for module, _ in MODULES:
        root = os.path.join(sources, module)
        for path, text in swift_sources(root).items():
            files[os.path.relpath(path, root)] = text
    return files


def main(sources):
    files = {path: strip(text) for path, text in library_sources(sources).items()}
    rank = {layer: i for i, layer in enumerate(LAYERS)}
    problems = []
    layer_of = {}
    for path in files:
        folder = os.path.dirname(path)
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
                if owner in rank and rank[owner] > mine and MODULE_OF[owner] == MODULE_OF.get(layer_of[path]):
                    above.setdefault(owner, []).append(name)
        for owner, names in sorted(above.items()):
            problems.append(f"{path} uses {owner} (above it): {', '.join(sorted(names))}")
        # The environment is the host's: the library is handed what it needs (a zone, a folder), never reads it.
        for call in ENVIRONMENT.findall(code):
            problems.append(f"{path} reads or changes the environment ({call}); let the host pass the value in")
        # A setting of the whole process is the host's: the library changes none behind its back.
        for match in PROCESS_WIDE.finditer(code):
            call = match.group(1) or match.group(2)
            if call not in PROCESS_WIDE_ALLOWED.get(path, set()):
                problems.append(f"{path} changes a setting of the whole process ({call}); leave it to the host, or make it through ReportHost and say so in WhatIsProcessWide")
    for problem in problems:
        print(problem)
    if problems:
        print(f"check-layers: {len(problems)} problems (a use of a higher folder, of the environment, or of a process-wide setting); see docs/architecture.md", file=sys.stderr)
        return 1
    print(f"check-layers: {len(files)} files in {len(LAYERS)} folders of {len(MODULES)} modules, each folder using only the folders below it in its module")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1] if len(sys.argv) > 1 else os.path.join(os.path.dirname(__file__), "..", "Sources")))
