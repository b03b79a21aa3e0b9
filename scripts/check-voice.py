#!/usr/bin/env python3
"""Checks that Story is the only voice (docs/architecture.md, "One voice"), with no exceptions:

(a) an output imports no other output: no file in Outputs/<X> uses a name declared only in another Outputs/<Y>
    folder. What several outputs share lives below them all: the statements in Story/, the words of a period and
    of a week (SummaryBuilder, SummaryView, SummaryPeriod, WeeklyReflectionBuilder) in TextScene/, and the
    documents one output carries for another (the summary's Markdown, the weekly and period PDFs, the year card,
    which the email attaches and the site writes) in Documents/, as the charts every output draws are in
    Charts/. An Outputs folder holds a command's job and what only that command uses. The one named exception
    is orchestration: Outputs/Batch runs every output's job for many people (ORCHESTRATORS), as Report/, above
    the outputs, runs them for a program;
(b) outside Story/ and the LocalizationTable files, no file uses a key of the table whose English message holds a
    count pair ("{1} of {0} days", "{0} of 7"): every "N of M" a reader sees is a statement Story makes once.

Names and keys are read as check-layers.py reads them (comments and string literals left out for names; keys as
the string literals they are). `--self-test` plants one bad case of each kind in a made-up tree and fails unless
both are caught. Exit 1 on a problem.
"""
import importlib.util
import os
import re
import sys
import tempfile

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
check_layers = __import__("check-layers")

# Outputs that run the other outputs' jobs: they may name them (see the docstring).
ORCHESTRATORS = {"Batch"}
COUNT_PAIR = re.compile(r"(\{\d\}|\d+)\s+(of|av)\s+(\{\d\}|\d+)")
ENTRY = re.compile(r'"([A-Za-z0-9_.]+)"\s*:\s*Entry\(\s*en:\s*"((?:[^"\\]|\\.)*)"')
LITERAL = re.compile(r'"((?:[^"\\\n]|\\.)*)"')


def output_of(folder):
    """`Outputs/Email/Mail` -> `Email`; None outside Outputs/."""
    parts = folder.split(os.sep)
    return parts[1] if len(parts) > 1 and parts[0] == "Outputs" else None


def read(root):
    """Every Swift file of the library beneath `root` (Sources/), by its path relative to its module's folder, as
    check-layers.py reads them; a folder without the modules (the self-test's tree) is read as one module."""
    spec = importlib.util.spec_from_file_location("check_layers", os.path.join(os.path.dirname(os.path.abspath(__file__)), "check-layers.py"))
    layers = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(layers)
    if os.path.isdir(os.path.join(root, layers.MODULES[0][0])):
        return layers.library_sources(root)
    return {os.path.relpath(path, root): text for path, text in layers.swift_sources(root).items()}


def is_table(path):
    return os.path.basename(path).startswith("LocalizationTable")


def check(root):
    files = read(root)
    problems = []
    # (a) outputs use no other output.
    code = {path: check_layers.strip(text) for path, text in files.items()}
    owners = {}
    for path, text in code.items():
        for line in text.split("\n"):
            match = check_layers.DECLARATION.match(line)
            if match:
                owners.setdefault(match.group(1), set()).add(output_of(os.path.dirname(path)))
    for path, text in sorted(code.items()):
        mine = output_of(os.path.dirname(path))
        if mine is None or mine in ORCHESTRATORS:
            continue
        used = {}
        for name in set(check_layers.NAME.findall(text)):
            found = owners.get(name, set())
            if mine in found or None in found:
                continue  # declared here too, or below the outputs
            for other in found:
                used.setdefault(other, set()).add(name)
        for other, names in sorted(used.items()):
            problems.append(
                f"{path} uses Outputs/{other}: {', '.join(sorted(names))} (take the words from Story/ or TextScene/, "
                "a shared document from Documents/)")
    # (b) count pairs are worded in Story only.
    pairs = set()
    for path, text in files.items():
        if is_table(path):
            for key, english in ENTRY.findall(text):
                if COUNT_PAIR.search(english):
                    pairs.add(key)
                    pairs.add(re.sub(r"\.(one|other)$", "", key))
    for path, text in sorted(files.items()):
        if path.startswith("Story" + os.sep) or is_table(path):
            continue
        literals = set(LITERAL.findall(re.sub(r"//.*", "", text)))
        for key in sorted(literals & pairs):
            problems.append(f"{path} words a count pair itself with \"{key}\"; make it a Story statement")
    return problems


def self_test():
    """A made-up tree with one use of another output and one count pair worded outside Story: both are caught, and
    nothing else (a use of the shared TextScene/, a use by Batch, the count pair in Story/).
    """
    with tempfile.TemporaryDirectory() as root:
        planted = {
            "Text/LocalizationTable.swift": 'let t = [\n    "x.days": Entry(en: "{0} of {1} days", nb: "{0} av {1} dager"),\n]\n',
            "Story/Story.swift": 'struct Story {\n    func days() -> String { words("x.days", 1, 2) }\n}\n',
            "Outputs/Summary/SummaryWords.swift": "struct SummaryWords {}\n",
            "Outputs/Site/SiteBuilder.swift": 'struct SiteBuilder {\n    let w = SummaryWords()\n    let s = words("x.days", 1, 2)\n}\n',
            "Outputs/Batch/Batch.swift": "struct Batch {\n    let w = SummaryWords()\n}\n",
            "TextScene/PeriodWords.swift": "struct PeriodWords {}\n",
            "Outputs/Email/EmailBuilder.swift": "struct EmailBuilder {\n    let w = PeriodWords()\n}\n",
        }
        for path, text in planted.items():
            os.makedirs(os.path.join(root, os.path.dirname(path)), exist_ok=True)
            with open(os.path.join(root, path), "w", encoding="utf-8") as f:
                f.write(text)
        problems = check(root)
        expected = [
            "Outputs/Site/SiteBuilder.swift uses Outputs/Summary: SummaryWords (take the words from Story/ or TextScene/, "
            "a shared document from Documents/)",
            'Outputs/Site/SiteBuilder.swift words a count pair itself with "x.days"; make it a Story statement',
        ]
        if problems != expected:
            print("check-voice --self-test: expected", expected, "got", problems, file=sys.stderr)
            return 1
    print("check-voice --self-test: a planted use of another output and a planted count pair are both caught")
    return 0


def main(argv):
    if "--self-test" in argv:
        return self_test()
    root = argv[1] if len(argv) > 1 else os.path.join(os.path.dirname(__file__), "..", "Sources")
    problems = check(root)
    for problem in problems:
        print(problem)
    if problems:
        print(f"check-voice: {len(problems)} problems; see docs/architecture.md (One voice)", file=sys.stderr)
        return 1
    print("check-voice: outputs use no other output's words, and every count pair is worded in Story/")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
