#!/usr/bin/env python3
"""Checks the Markdown pages of the repository (the README, docs/, the folders' READMEs and the DocC articles; not
the goldens in Tests/Fixtures/summaries, which are outputs). Run by `make test`.

1. Every relative link and picture (`[text](path)`, `![alt](path)`, `[name]: path`, `href="…"`, `src="…"`) names a
   file that exists, and a link into a Markdown file with #anchor a heading that gives that anchor (as GitHub
   makes them): docs moved or renamed must not leave a link behind. Links to the web (http:, https:, mailto:)
   and DocC's (doc:) are not followed.
2. The README is a front page (issue 38): at most 200 lines, at least one picture, a link to every page of docs/
   and to bench/README.md, and no measured time or speed-up (figures with their date and machine belong in
   bench/README.md, where a new measurement does not need the front page changed).
3. docs/cli.md's list of what `make` installs on Debian is the Makefile's APT_PACKAGES.
4. Stale names (issue 38): a Swift file named with its folder anywhere in the text of the repository exists, and
   where the fuzz targets are counted, the count is Fuzz/Package.swift's."""
import os
import re
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
# Build folders (.build, .git and the other hidden ones but CI's), the demo's and the benchmarks' outputs and the
# fuzzer's work are not the repository's text.
SKIP = {"out", os.path.join("bench", "out"), os.path.join("Fuzz", "work")}


def repository_files():
    """Every file of the repository, as paths from its root."""
    found = []
    for folder, subfolders, names in os.walk(ROOT):
        rel = os.path.relpath(folder, ROOT)
        subfolders[:] = sorted(d for d in subfolders if (not d.startswith(".") or d == ".ci")
                               and os.path.normpath(os.path.join(rel, d)) not in SKIP)
        found += [os.path.normpath(os.path.join(rel, name)) for name in names]
    return sorted(found)


FILES = repository_files()
# The summaries' goldens are outputs, not pages.
PAGES = [p for p in FILES if p.endswith(".md") and not p.startswith(os.path.join("Tests", "Fixtures", "summaries") + os.sep)]

FENCE = re.compile(r"^\s*(```|~~~)")
CODE_SPAN = re.compile(r"`[^`]*`")
MD_LINK = re.compile(r"\]\(([^)\s]+)\)")
HTML_LINK = re.compile(r"""(?:src|href)="([^"]+)\"""")
REF_LINK = re.compile(r"^\s{0,3}\[[^\]]+\]:\s*<?([^>\s]+)>?")
PICTURE = re.compile(r"""!\[[^\]]*\]\(|<img\s[^>]*src=""")
# A measured time (25.2 ms, 1.85 s, 4 min) or speed-up (2.2×, 17x faster), as benchmark tables and sentences give
# them; not a scale (PNG at 2×) nor a size (1080×1350).
MEASURED = re.compile(r"\b\d+(\.\d+)?\s?(ms|µs|ns|s|sec|seconds|min|minutes)\b|\b\d+\.\d+\s?[×x](?!\s*\d)|\b\d+(\.\d+)?\s?[×x] (faster|slower)")
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
        for target in MD_LINK.findall(line) + HTML_LINK.findall(line) + REF_LINK.findall(line):
            if re.match(r"^[a-z][a-z0-9+.-]*:", target):
                continue
            file_part, _, anchor = target.partition("#")
            resolved = page_path if not file_part else os.path.normpath(os.path.join(os.path.dirname(page_path), file_part))
            if not os.path.exists(resolved):
                problems.append(f"{page}:{number}: {target}: no such file")
            elif anchor and resolved.endswith(".md") and anchor not in anchors(resolved):
                problems.append(f"{page}:{number}: {target}: no heading gives #{anchor}")

with open(os.path.join(ROOT, "README.md"), encoding="utf-8") as f:
    readme = f.read()
lines = readme.rstrip("\n").split("\n")
if len(lines) > 200:
    problems.append(f"README.md: {len(lines)} lines; a front page is at most about 200 (the rest belongs in docs/)")
if not any(PICTURE.search(line) for _, line in prose_lines(readme)):
    problems.append("README.md: no picture of an output (docs/images/, made by `make pictures`)")
linked = {os.path.normpath(target.partition("#")[0]) for _, line in prose_lines(readme)
          for target in MD_LINK.findall(CODE_SPAN.sub("", line)) + HTML_LINK.findall(line)}
for page in PAGES:
    if (page.startswith("docs" + os.sep) or page == os.path.join("bench", "README.md")) and page not in linked:
        problems.append(f"README.md: no link to {page}")
for number, line in prose_lines(readme):
    m = MEASURED.search(CODE_SPAN.sub("", line))
    if m:
        problems.append(f"README.md:{number}: '{m.group(0)}': a measured figure; it belongs in bench/README.md with its date and machine")

# docs/cli.md#installing names what `make` installs: the Makefile's APT_PACKAGES, no more and no fewer.
with open(os.path.join(ROOT, "Makefile"), encoding="utf-8") as f:
    makefile = f.read().replace("\\\n", " ")
apt = set()
for m in re.finditer(r"^APT_PACKAGES\s*:?\+?=\s*(.*)$", makefile, re.M):
    apt |= set(m.group(1).split())
with open(os.path.join(ROOT, "docs", "cli.md"), encoding="utf-8") as f:
    cli = f.read()
installing = cli[cli.index("## Installing"):].split("\n## ")[0]
named = set(re.findall(r"`([a-z0-9][a-z0-9.+-]*)`", installing.split(" installs ", 1)[1].split("when they are missing")[0]))
for p in sorted(apt - named):
    problems.append(f"docs/cli.md: #installing does not name {p}, which the Makefile installs")
for p in sorted(named - apt):
    problems.append(f"docs/cli.md: #installing names {p}, which the Makefile does not install")

# A Swift file named with its folder (`Native/ZlibDeflate.swift`) in the manifests, the Makefile, CI, the scripts,
# a page or a comment of the sources is a file of the repository (Package.swift once named a scanner file,
# Native/XMLRecordScanner, that did not exist). check-voice.py is left out: its self-test plants files.
SWIFT_PATH = re.compile(r"(?<![\w/.+-])((?:[\w+-]+/)+[\w+-]+\.swift)\b")
named_in = [p for p in FILES if (p.endswith((".swift", ".md", ".sh", ".py", ".inc")) or os.path.basename(p) == "Makefile"
                                 or p == os.path.join(".ci", "run"))
            and not p.startswith(os.path.join("Tests", "Fixtures") + os.sep) and p != os.path.join("scripts", "check-voice.py")]
swift_files = [p for p in FILES if p.endswith(".swift")]
for page in named_in:
    with open(os.path.join(ROOT, page), encoding="utf-8", errors="replace") as f:
        for number, line in enumerate(f, 1):
            for name in SWIFT_PATH.findall(line):
                if not any(p == name or p.endswith(os.sep + name) for p in swift_files):
                    problems.append(f"{page}:{number}: {name}: no such Swift file")

# The fuzz targets are counted where they are named ("the three fuzz targets"): as many as Fuzz/Package.swift has.
with open(os.path.join(ROOT, "Fuzz", "Package.swift"), encoding="utf-8") as f:
    fuzz_targets = len(re.findall(r"\.executableTarget\(", f.read()))
NUMBERS = {"one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "both": 2}
COUNTED = re.compile(r"\b(one|two|three|four|five|six|both)\s+(?:of\s+the\s+)?(?:libFuzzer\s+|fuzz\s+)targets\b", re.I)
for page in (p for p in named_in if not p.endswith(".swift")):
    with open(os.path.join(ROOT, page), encoding="utf-8") as f:
        for number, line in enumerate(f, 1):
            for word in COUNTED.findall(line):
                if NUMBERS[word.lower()] != fuzz_targets:
                    problems.append(f"{page}:{number}: '{word} … targets': Fuzz/Package.swift has {fuzz_targets}")

for problem in problems:
    print(f"check-links: {problem}", file=sys.stderr)
sys.exit(1 if problems else 0)
