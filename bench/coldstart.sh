#!/usr/bin/env bash
# Cold start, for everyone who runs one command (issue 26): whole processes, side by side in turns (A B A B …)
# on the same export, release build:
#   - `chart heatmap --out x.png` against matplotlib (../shared/peers/heatmap_mpl.py), target at least 20x;
#   - `week --pdf-only` against Typst (../shared/peers/pdf_typst.py), target at least 2x;
#   - `site --no-pdf` on the 10-year sample against Python + Hugo, both writing to tmpfs (/dev/shm), target 2x.
# The peers need PEERS_VENV (default /tmp/peers-venv, see ../shared/peers/README.md). Each run writes into a
# fresh folder (made before the clock starts). Prints each command's median and best wall time and the ratio.
set -euo pipefail
cd "$(dirname "$0")/.."
source bench/common.inc
release_binary
PEERS="${PEERS:-$(cd .. && pwd)/shared/peers}"
PY="${PEERS_VENV:-/tmp/peers-venv}/bin/python"
RUNS="${RUNS:-15}"
[ -x "$PY" ] || { echo "bench/coldstart.sh: the peers are not installed ($PY); see ../shared/peers/README.md" >&2; exit 1; }
TMP="${TMPFS:-/dev/shm}"
WORK="$(mktemp -d "$TMP/coach-report-coldstart.XXXXXX")"
trap 'rm -rf "$WORK"' EXIT
"$BIN" sample --days 84 --seed 1 --out "$WORK/84d.json"
"$BIN" sample --days 3650 --seed 1 --out "$WORK/10y.json"
echo "release binary $BIN; $(nproc) cores; load $(cut -d' ' -f1-3 /proc/loadavg); outputs on $TMP"

python3 - "$RUNS" "$BIN" "$WORK" "$PY" "$PEERS" <<'PY'
import os, shutil, statistics, subprocess, sys, time
runs, binary, work, py, peers = int(sys.argv[1]), sys.argv[2], sys.argv[3], sys.argv[4], sys.argv[5]
d84, d10y = os.path.join(work, "84d.json"), os.path.join(work, "10y.json")
out = lambda name: os.path.join(work, name)

pairs = [
    ("heatmap PNG, 84 days",
     [[binary, "chart", "heatmap", d84, "--out", out("a/x.png")]],
     [[py, os.path.join(peers, "heatmap_mpl.py"), d84, "-o", out("b/x.png")]], 20),
    ("heatmap PNG, 10 years",
     [[binary, "chart", "heatmap", d10y, "--out", out("a/x.png")]],
     [[py, os.path.join(peers, "heatmap_mpl.py"), d10y, "-o", out("b/x.png")]], 20),
    ("weekly PDF, 84 days",
     [[binary, "week", d84, "--pdf-only", "--out", out("a")]],
     [[py, os.path.join(peers, "pdf_typst.py"), d84, "-o", out("b/x.pdf")]], 2),
    ("site --no-pdf, 10 years",
     [[binary, "site", d10y, "--no-pdf", "--out", out("a")]],
     [[py, os.path.join(peers, "site_hugo_gen.py"), d10y, "-c", out("b/content")],
      ["hugo", "--quiet", "--noBuildLock", "-s", os.path.join(peers, "hugo-site"), "-c", out("b/content"), "-d", out("b/public")]], 2),
]

def once(commands, folder):
    shutil.rmtree(out(folder), ignore_errors=True)
    os.makedirs(out(folder))
    start = time.perf_counter()
    for c in commands:
        subprocess.run(c, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, check=True)
    return time.perf_counter() - start

for name, ours, theirs, target in pairs:
    n = runs if "site" not in name else max(5, runs // 3)
    once(ours, "a"); once(theirs, "b")           # warm-up: page cache, Python's bytecode
    a, b = [], []
    for _ in range(n):                            # A B A B …
        a.append(once(ours, "a")); b.append(once(theirs, "b"))
    ma, mb = statistics.median(a), statistics.median(b)
    print(f"{name:<26} coach-report median {ma*1000:7.1f} ms (best {min(a)*1000:6.1f})  peer median {mb*1000:7.1f} ms "
          f"(best {min(b)*1000:6.1f})  ratio {mb/ma:5.1f}x  target {target}x  ({n} turns)")
PY
