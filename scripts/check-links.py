#!/usr/bin/env python3
"""Checks that every relative link in the README and the docs names a file that exists, and, for a link into a
Markdown file with #anchor, a heading that gives that anchor (as GitHub makes them). Run by `make test`: docs
moved or renamed must not leave a link behind. Links to the web (http:, https:, mailto:) are not followed."""
import os
import re
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
PAGES = ["README.md", "bench/README.md", "Sources/ReportKit/README.md"] + sorted(
    os.path.join("docs", name) for name in os.listdir(os.path.join(ROOT, "docs")) if name.endswith(".md"))

FENCE = re.compile(r"^\s*(```|~~~)")
CODE_SPAN = re.compile(r"`[^`]*`")
MD_LINK = re.compile(r"\]\(([^)\s]+)\)")
HTML_LINK = re.compile(r"""(?:src|href)="([^"]+)\"""")
HEADING = re.compile(r"^#{1,6}\s+(.*?)\s*#*\s*$")


def prose_lines(text):
    """The lines outside fenced code blocks, with code spans taken out."""
    inside = False
    for number, line in enumerate(text.split("\n"), 1):
        if FENCE.match(line):
            inside = not inside
            continue
        if not inside:
            yield number, line


def anchors(path, cache={}):
    """The anchors GitHub gives the headings of a Markdown file."""
    if path not in cache:
        seen, found = {}, set()
        with open(path, encoding="utf-8") as f:
            for _, line in prose_lines(f.read()):
                m = HEADING.match(line)
                if not m:
                    continue
                slug = re.sub(r"[^\w\- ]", "", m.group(1).replace("`", "").strip().lower()).replace(" ", "-")
                n = seen.get(slug, 0)
                seen[slug] = n + 1
                found.add(slug if n == 0 else f"{slug}-{n}")
        cache[path] = found
    return cache[path]


problems = []
for page in PAGES:
    page_path = os.path.join(ROOT, page)
    with open(page_path, encoding="utf-8") as f:
        text = f.read()
    for number, line in prose_lines(text):
        line = CODE_SPAN.sub("", line)
        for target in MD_LINK.findall(line) + HTML_LINK.findall(line):
            if re.match(r"^[a-z][a-z0-9+.-]*:", target):
                continue
            file_part, _, anchor = target.partition("#")
            resolved = page_path if not file_part else os.path.normpath(os.path.join(os.path.dirname(page_path), file_part))
            if not os.path.exists(resolved):
                problems.append(f"{page}:{number}: {target}: no such file")
            elif anchor and resolved.endswith(".md") and anchor not in anchors(resolved):
                problems.append(f"{page}:{number}: {target}: no heading gives #{anchor}")

for problem in problems:
    print(f"check-links: {problem}", file=sys.stderr)
sys.exit(1 if problems else 0)
