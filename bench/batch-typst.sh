#!/usr/bin/env bash
# batch against Typst's warm batch in turns (ours, Typst, ours, Typst …), so both see the same noise: 200 people's
# weekly PDFs from 84-day exports (bench/batch.sh's manifest), our `batch` on every core against
# ../shared/peers/batch_typst.py (one warm Python process with typst==0.15.2, PEERS_VENV, default /tmp/peers-venv).
# Prints each turn's wall and CPU time (user + system) and the ratio Typst / ours, then the medians, with the load.
# Issue 38's goal: Typst takes at least 2x our time.   RUNS (default 9) turns, PEOPLE (default 200).
set -euo pipefail
cd "$(dirname "$0")/.."
source bench/common.inc
release_binary
peers_python
if ! { [ -x "$PY" ] && "$PY" -c "import typst" 2>/dev/null; }; then
  echo "the Typst peer is not installed: PEERS_VENV=/tmp/peers-venv $PEERS/install (or pip install typst==0.15.2 into it)" >&2
  exit 1
fi
PEOPLE="${PEOPLE:-200}"
WORK="$(mktemp -d)"
trap 'rm -rf "$WORK"' EXIT
batch_manifest "$WORK"
echo "$PEOPLE people, 84-day exports; $(nproc) cores; $BIN ($(git rev-parse --short HEAD)); Typst $("$PY" -c 'import typst; print(typst.__version__)')"
echo "$(date -u '+%Y-%m-%d %H:%M UTC'); $(awk '{print "load " $1 ", " $2 ", " $3}' /proc/loadavg) at the start"

python3 - "$BIN" "$PY" "$PEERS/batch_typst.py" "$WORK" "${RUNS:-9}" <<'PY'
import os, resource, shutil, statistics, subprocess, sys, time
binary, py, peer, work, runs = sys.argv[1], sys.argv[2], sys.argv[3], sys.argv[4], int(sys.argv[5])
manifest, out = os.path.join(work, "people.jsonl"), os.path.join(work, "out")
subjects = {
    "ours": [binary, "batch", manifest, "--out", out, "--quiet"],
    "typst": [py, peer, manifest, "--out", out],
}

def once(command):
    shutil.rmtree(out, ignore_errors=True)               # a fresh folder, untimed: the batch never skips
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    start = time.perf_counter()
    subprocess.run(command, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, check=True)
    wall = time.perf_counter() - start
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    return wall, (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)

for command in subjects.values(): once(command)          # warm-up
wall = {k: [] for k in subjects}; cpu = {k: [] for k in subjects}
for turn in range(runs):
    for name, command in subjects.items():
        w, c = once(command)
        wall[name].append(w); cpu[name].append(c)
    print(f"turn {turn + 1}: ours {wall['ours'][-1]:.2f} s (CPU {cpu['ours'][-1]:.2f} s), Typst {wall['typst'][-1]:.2f} s "
          f"(CPU {cpu['typst'][-1]:.2f} s): {wall['typst'][-1] / wall['ours'][-1]:.2f}x, load {os.getloadavg()[0]:.1f}", flush=True)
m = {k: statistics.median(v) for k, v in wall.items()}
c = {k: statistics.median(v) for k, v in cpu.items()}
ratios = sorted(t / o for t, o in zip(wall["typst"], wall["ours"]))
print(f"median of {runs} turns: ours {m['ours']:.2f} s (CPU {c['ours']:.2f} s), Typst {m['typst']:.2f} s (CPU {c['typst']:.2f} s); "
      f"Typst / ours {m['typst'] / m['ours']:.2f}x (turns {ratios[0]:.2f}-{ratios[-1]:.2f}x), CPU {c['typst'] / c['ours']:.2f}x")
PY
echo "$(awk '{print "load " $1 ", " $2 ", " $3}' /proc/loadavg) at the end"
