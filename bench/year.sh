#!/usr/bin/env bash
# Issue 37's bench: a year's reflection of a 10-year export, this tree against an older build, in turns (A B A B …)
# on the same export, so both see the same noise on a shared machine. Target: the year (its PDF, and its PDF with the
# summary and both cards) within 1.5 times the older build's time.
#   OLD_BIN=/path/to/old/coach-report bench/year.sh       (BIN: this tree's release build, built when not given)
# The older build is a release build of the commit before issue 37's work (b93fb4a: `git archive b93fb4a | tar -x -C
# DIR`, then `swift build -c release --static-swift-stdlib` there). The 10-year sample is made once by this tree's
# binary and read by both. Prints each command's median and best of ROUNDS (default 15) turns, the ratio of the
# medians, the pages each wrote, and the load average before and after.
set -euo pipefail
cd "$(dirname "$0")/.."
source bench/common.inc
release_binary
ten_year_sample
: "${OLD_BIN:?give OLD_BIN, a release build of the commit before the work of issue 37 (see the top of this script)}"
WORK="$(mktemp -d)"
trap 'rm -rf "$WORK"' EXIT
echo "load average before: $(cut -d' ' -f1-3 /proc/loadavg)"

python3 - "$OLD_BIN" "$BIN" "$SAMPLE" "$WORK" "${ROUNDS:-15}" <<'PY'
import glob, os, statistics, subprocess, sys, time
old, new, sample, work, rounds = sys.argv[1], sys.argv[2], sys.argv[3], sys.argv[4], int(sys.argv[5])
commands = [
    ("reflect --year 2025 --pdf-only", ["--year", "2025", "--pdf-only"]),
    ("reflect --year 2025 --redact full --pdf-only", ["--year", "2025", "--redact", "full", "--pdf-only"]),
    ("reflect --year 2025 (summary, cards)", ["--year", "2025"]),
]

def run(binary, label, args):
    out = os.path.join(work, label)
    start = time.perf_counter()
    subprocess.run([binary, "reflect", sample, *args, "--out", out], stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, check=True)
    return (time.perf_counter() - start) * 1000

def pages(label):
    info = subprocess.run(["pdfinfo", os.path.join(work, label, "2025.pdf")], capture_output=True, text=True).stdout
    return next((line.split()[-1] for line in info.splitlines() if line.startswith("Pages:")), "?")

print(f"{'command':<44} {'old median':>11} {'new median':>11} {'new/old':>8} {'old best':>9} {'new best':>9} {'pages':>7}")
for name, args in commands:
    times = {"old": [], "new": []}
    for label, binary in (("old", old), ("new", new)): run(binary, label, args)  # warm-up
    for _ in range(rounds):
        for label, binary in (("old", old), ("new", new)): times[label].append(run(binary, label, args))
    o, n = statistics.median(times["old"]), statistics.median(times["new"])
    print(f"{name:<44} {o:8.1f} ms {n:8.1f} ms {n / o:7.2f}× {min(times['old']):6.1f} ms {min(times['new']):6.1f} ms {pages('old'):>3}→{pages('new')}")
PY
echo "load average after: $(cut -d' ' -f1-3 /proc/loadavg)"
