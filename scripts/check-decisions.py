#!/usr/bin/env python3
"""Keeps docs/decisions.md true (issue 38): each hand-written part has its size, what was measured and the condition
under which a library should take it over, and each size is about today's.

1. The page has a section for each part issue 38 names, and each section a **Size.** paragraph, a paragraph whose
   bold lead says what was measured ("**Measured.**", "**Why and measured.**") and a "**Replace it when**" one.
2. Every size written after a file or folder, `File.swift` (431) or `A.swift` and `B.swift` (640 + 136), is within
   a tenth (at least 5 lines) of what `wc -l` counts now (a folder: all its files); a sum written "= N" or
   followed by ": N lines" adds up. A file is named from the repository's root or by the end of its path, once.

Run from anywhere: python3 scripts/check-decisions.py (`make test` runs it)."""
import os
import re
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
PAGE = os.path.join("docs", "decisions.md")
PARTS = ["JSON reader", "Health XML scanner", "Mustache", "Time zones and plurals", "PNG writer", "SVG writer",
         "Safe folder writing"]

NAME = re.compile(r"`([\w./+-]+)`")
# "(431)", "(431 lines)", "(640 + 136)", "(108 + 39 + 60 + 150 = 357 lines)", "(88, where …)", "(2,718 lines of Swift)"
SIZE = re.compile(r"\((\d[\d,]*(?:\s*\+\s*\d[\d,]*)*)(?:\s*=\s*(\d[\d,]*))?(?:\s+lines\b[^)]*)?[,)]")
TOTAL = re.compile(r"^:\s*(\d[\d,]*)\s+lines\b")


def number(text):
    return int(text.replace(",", ""))


def files():
    """Every file of the repository, as a path from its root, build folders left out."""
    found = []
    for folder, subfolders, names in os.walk(ROOT):
        subfolders[:] = [d for d in subfolders if not d.startswith(".") and d not in ("out", "work")]
        rel = os.path.relpath(folder, ROOT)
        found += [os.path.normpath(os.path.join(rel, n)) for n in names]
    return found


def lines(path):
    with open(os.path.join(ROOT, path), "rb") as f:
        return f.read().count(b"\n")


def size(name, tree):
    """The lines of the file or folder `name` (a path from the root, or the end of one), or a problem."""
    name = name.rstrip("/")
    exact = [p for p in tree if p == name]
    if exact:
        return lines(exact[0]), None
    ends = [p for p in tree if p.endswith(os.sep + name)]
    if len(ends) == 1:
        return lines(ends[0]), None
    if len(ends) > 1:
        return None, f"`{name}` names {len(ends)} files; name it with its folder"
    inside = [p for p in tree if p.startswith(name + os.sep)]
    if not inside:
        folders = {p[:p.index(os.sep + name + os.sep) + len(name) + 1] for p in tree if (os.sep + name + os.sep) in p}
        if len(folders) == 1:
            root = folders.pop()
            inside = [p for p in tree if p.startswith(root + os.sep)]
    if inside:
        return sum(lines(p) for p in inside), None
    return None, f"`{name}`: no such file or folder"


def sections(text):
    """(heading, body) of each `## ` section."""
    parts = re.split(r"^## +(.*)$", text, flags=re.M)
    return list(zip(parts[1::2], parts[2::2]))


def main():
    with open(os.path.join(ROOT, PAGE), encoding="utf-8") as f:
        text = f.read()
    tree = files()
    problems = []
    found = sections(text)
    for part in PARTS:
        if not any(part.lower() in heading.lower() for heading, _ in found):
            problems.append(f"no section for the {part}")
    for heading, body in found:
        paragraphs = [" ".join(p.split()) for p in body.split("\n\n")]
        leads = [re.match(r"\*\*([^*]+)\*\*", p).group(1) for p in paragraphs if re.match(r"\*\*([^*]+)\*\*", p)]
        if not any(lead.startswith("Size") for lead in leads):
            problems.append(f"## {heading}: no **Size.** paragraph")
        if not any("easured" in lead for lead in leads):
            problems.append(f"## {heading}: no paragraph saying what was measured (**Measured.**)")
        if not any(lead.startswith("Replace it when") for lead in leads):
            problems.append(f"## {heading}: no **Replace it when** paragraph")
        for paragraph in paragraphs:
            if not paragraph.startswith("**Size"):
                continue
            pending, counted, at = [], 0, 0
            while True:
                name, sized = NAME.search(paragraph, at), SIZE.search(paragraph, at)
                if name and (not sized or name.start() < sized.start()):
                    pending.append(name.group(1))
                    at = name.end()
                    continue
                if not sized:
                    break
                at = sized.end()
                written = [number(n) for n in re.split(r"\s*\+\s*", sized.group(1))]
                if sized.group(2) and sum(written) != number(sized.group(2)):
                    problems.append(f"## {heading}: {sized.group(0)} does not add up")
                if len(pending) < len(written):
                    problems.append(f"## {heading}: {sized.group(0)}: more sizes than files named before it")
                    pending = []
                    continue
                for name, lines_written in zip(pending[-len(written):], written):
                    now, problem = size(name, tree)
                    if problem:
                        problems.append(f"## {heading}: {problem}")
                    elif abs(now - lines_written) > max(5, now // 10):
                        problems.append(f"## {heading}: `{name}` is {now} lines, not {lines_written}")
                    counted += lines_written
                pending = []
                total = TOTAL.match(paragraph[at:])
                if total and number(total.group(1)) != counted:
                    problems.append(f"## {heading}: ': {total.group(1)} lines' where the sizes before it add up to {counted}")
    for problem in problems:
        print(f"check-decisions: {PAGE}: {problem}", file=sys.stderr)
    if problems:
        sys.exit(1)
    print(f"check-decisions: {len(found)} parts in {PAGE}, each with its size (about today's), measurement and condition")


main()
