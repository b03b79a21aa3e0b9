#!/usr/bin/env bash
# Issue 38's before-and-after figures in one command: a release build of the tree before the issue's work
# (OLD_REV, default 06e088d, the last commit before ce4aec2) against this tree's, on the five commands the issue
# names, timed in turns (A B A B …) so both see the same noise, then counted in instructions by callgrind.
#   bench/issue38.sh                     builds both (the old one in a git worktree, OLD_TREE, default /tmp/coach-report-old-REV, kept for the next run)
#   OLD_BIN=… BIN=… bench/issue38.sh     takes two release binaries
# RUNS (default 15) turns for the quick commands, BATCH_RUNS (default 5) for the batch of PEOPLE (200) weekly PDFs;
# callgrind counts the batch on CALLGRIND_PEOPLE (20) people, the others on the same inputs as the timings.
# NO_CALLGRIND=1 leaves the instruction counts out.
set -euo pipefail
cd "$(dirname "$0")/.."
source bench/common.inc
release_binary
OLD_REV="${OLD_REV:-06e088d}"
if [ -z "${OLD_BIN:-}" ]; then
  old_tree="${OLD_TREE:-${TMPDIR:-/tmp}/coach-report-old-$OLD_REV}"
  [ -d "$old_tree" ] || git worktree add --detach "$old_tree" "$OLD_REV" >/dev/null
  flags=(-c release); [ "$(uname -s)" = Darwin ] || flags+=(--static-swift-stdlib)
  (cd "$old_tree" && swift build "${flags[@]}" --product coach-report >/dev/null)
  OLD_BIN="$(cd "$old_tree" && swift build "${flags[@]}" --show-bin-path)/coach-report"
fi
WORK="$(mktemp -d)"
trap 'rm -rf "$WORK"' EXIT
CALLGRIND_PEOPLE="${CALLGRIND_PEOPLE:-20}"
"$BIN" sample --days 3650 --seed 1 --out "$WORK/10y.json"
batch_manifest "$WORK"
head -n "$CALLGRIND_PEOPLE" "$WORK/people.jsonl" > "$WORK/few.jsonl"
echo "old: $OLD_BIN ($OLD_REV)"
echo "new: $BIN ($(git rev-parse --short HEAD)$(git diff --quiet HEAD -- Sources || echo ', with changes'))"
echo "$(date -u '+%Y-%m-%d %H:%M UTC'); $(nproc) cores; $(awk '{print "load " $1 ", " $2 ", " $3}' /proc/loadavg) at the start"

# valgrind 3.19 cannot read the DWARF 5 of Swift 6's release builds ("Possibly corrupted debuginfo file"): callgrind
# counts copies without their debug information (the symbols stay).
objcopy --strip-debug "$OLD_BIN" "$WORK/old-nodebug"
objcopy --strip-debug "$BIN" "$WORK/new-nodebug"

python3 - "$OLD_BIN" "$BIN" "$WORK" "${RUNS:-15}" "${BATCH_RUNS:-5}" "${NO_CALLGRIND:-0}" <<'PY'
import os, re, shutil, statistics, subprocess, sys, time
old, new, work, runs, batch_runs, no_callgrind = sys.argv[1], sys.argv[2], sys.argv[3], int(sys.argv[4]), int(sys.argv[5]), sys.argv[6] == "1"
sample = os.path.join(work, "10y.json")
out = os.path.join(work, "out")
# name, arguments after the binary, turns; each run writes into a fresh (removed, untimed) folder.
commands = [
    ("chart heatmap", ["chart", "heatmap", sample, "--out", os.path.join(out, "heatmap.png")], runs),
    ("week", ["week", sample, "--week", "2026-W47", "--out", out], runs),
    ("site --no-pdf", ["site", sample, "--out", out, "--no-pdf"], max(3, runs // 2)),
    ("stats", ["stats", sample], runs),
    (f"batch ({sum(1 for _ in open(os.path.join(work, 'people.jsonl')))} weekly PDFs)", ["batch", os.path.join(work, "people.jsonl"), "--out", out, "--quiet"], batch_runs),
]

def fresh():
    shutil.rmtree(out, ignore_errors=True)
    os.mkdir(out)

failures = {}   # (name, binary) -> exit statuses of failed runs: counted and said, left out of the times

def once(binary, args, name=""):
    fresh()
    start = time.perf_counter()
    r = subprocess.run([binary, *args], stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    if r.returncode != 0:
        failures.setdefault((name, binary), []).append(r.returncode)
        return None
    return (time.perf_counter() - start) * 1000

def instructions(binary, args):
    fresh()
    log = os.path.join(work, "callgrind.out")
    r = subprocess.run(["valgrind", "--tool=callgrind", f"--callgrind-out-file={log}", binary, *args],
                       stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True, check=True)
    return int(re.search(r"Collected : (\d+)", r.stderr).group(1))

rows = []
for name, args, n in commands:
    times = {old: [], new: []}
    once(old, args, name); once(new, args, name)         # warm-up
    for _ in range(n):                                   # A B A B …
        for binary in (old, new):
            t = once(binary, args, name)
            if t is not None: times[binary].append(t)
    load = os.getloadavg()[0]
    print(f"{name}: {n} turns, load {load:.1f}", flush=True)
    rows.append((name, args, n, {b: statistics.median(t) for b, t in times.items()}, {b: min(t) for b, t in times.items()}, load))

print()
print("| command | turns | before median | after median | after / before | before best | after best | load |")
print("| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |")
for name, args, n, med, best, load in rows:
    print(f"| `{name}` | {n} | {med[old]:.1f} ms | {med[new]:.1f} ms | {med[new] / med[old]:.2f}× | {best[old]:.1f} ms | {best[new]:.1f} ms | {load:.1f} |")
for (name, binary), statuses in failures.items():
    print(f"{name}: {'before' if binary == old else 'after'} failed {len(statuses)} times (exit {', '.join(map(str, statuses))}; a negative one is the signal)")
if no_callgrind:
    sys.exit()
print()
few = os.path.join(work, "few.jsonl")
print("| command (callgrind, all threads) | before | after | after / before |")
print("| --- | ---: | ---: | ---: |")
for name, args, n, _, _, _ in rows:
    if args[0] == "batch":
        args = ["batch", few, *args[2:]]
        name = f"batch ({sum(1 for _ in open(few))} weekly PDFs)"
    a, b = instructions(os.path.join(work, "old-nodebug"), args), instructions(os.path.join(work, "new-nodebug"), args)
    print(f"| `{name}` | {a / 1e6:,.0f} M | {b / 1e6:,.0f} M | {b / a:.3f}× |", flush=True)
PY
