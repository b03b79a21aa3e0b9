#!/usr/bin/env bash
# Benchmarks `coach-report site` on a release build ($BIN) over a 10-year sample export: the whole site
# without PDFs (about 520 week pages, charts inline) and with them, each into a fresh folder. With the peer
# installed (PEERS_VENV, see ../shared/peers/README.md), times it side by side with the peer pipeline (a
# Python script writing Hugo content, then Hugo building it) in turns, A B A B, on the same export.
# Goal: --no-pdf at least twice as fast as the peer. Reports wall time, documents per second, peak memory.
set -euo pipefail
cd "$(dirname "$0")/.."
source bench/common.inc
release_binary
WORK="$(mktemp -d)"
trap 'rm -rf "$WORK"' EXIT
SAMPLE="${SAMPLE:-$WORK/ten-years.json}"
[ -s "$SAMPLE" ] || "$BIN" sample --days 3650 --seed 1 --out "$SAMPLE"
RUNS="${RUNS:-10}"
PEERS="${PEERS:-$(cd .. && pwd)/shared/peers}"
PY="${PEERS_VENV:-/tmp/peers-venv}/bin/python"
peer=0
if [ -x "$PY" ] && command -v hugo >/dev/null && [ -f "$PEERS/site_hugo_gen.py" ]; then peer=1; fi

python3 - "$RUNS" "$BIN" "$SAMPLE" "$WORK" "$peer" "$PY" "$PEERS" <<'PY'
import os, shutil, statistics, subprocess, sys, time
runs, binary, sample, work, peer, py, peers = int(sys.argv[1]), sys.argv[2], sys.argv[3], sys.argv[4], sys.argv[5] == "1", sys.argv[6], sys.argv[7]

def ours(pdfs):
    out = os.path.join(work, "site-pdf" if pdfs else "site")
    return out, [[binary, "site", sample, "--out", out] + ([] if pdfs else ["--no-pdf"])]

def theirs():
    content, public = os.path.join(work, "hugo-content"), os.path.join(work, "hugo-public")
    return public, [[py, os.path.join(peers, "site_hugo_gen.py"), sample, "-c", content],
                    ["hugo", "--quiet", "--noBuildLock", "-s", os.path.join(peers, "hugo-site"), "-c", content, "-d", public]]

def once(out, commands):
    shutil.rmtree(out, ignore_errors=True)   # a fresh folder every run, not timed
    start = time.perf_counter()
    for c in commands:
        subprocess.run(c, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, check=True)
    return time.perf_counter() - start

def documents(out):
    return sum(1 for _, _, files in os.walk(out) for f in files if f.endswith((".html", ".pdf")))

def peak(commands):
    kb = 0
    for c in commands:
        r = subprocess.run(["/usr/bin/time", "-v", *c], stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True)
        kb = max(kb, max(int(l.split(":")[1]) for l in r.stderr.splitlines() if "Maximum resident" in l))
    return kb / 1024

subjects = [("coach-report site --no-pdf", *ours(False))] + ([("peer: site_hugo_gen.py + hugo", *theirs())] if peer else [])
times = {name: [] for name, _, _ in subjects}
for name, out, commands in subjects: once(out, commands)   # warm-up
for _ in range(runs):                                       # A B A B …
    for name, out, commands in subjects:
        times[name].append(once(out, commands))
rows = [(name, out, commands, times[name]) for name, out, commands in subjects]
name, out, commands = "coach-report site (with PDFs)", *ours(True)
once(out, commands)
rows.append((name, out, commands, [once(out, commands) for _ in range(max(3, runs // 3))]))
for name, out, commands, t in rows:
    t = sorted(t)
    median = statistics.median(t)
    docs = documents(out)
    print(f"{name:<34} median {median*1000:7.1f} ms  best {t[0]*1000:7.1f} ms  ({len(t)} runs)  "
          f"{docs} documents, {docs/median:7.0f} documents/s  peak {peak(commands):6.1f} MB")
if peer:
    a, b = statistics.median(times[subjects[0][0]]), statistics.median(times[subjects[1][0]])
    print(f"--no-pdf is {b / a:.2f}x the peer's speed (goal: 2x)")
else:
    print("(the peer is not installed: PEERS_VENV=/tmp/peers-venv ../shared/peers/install)")
PY
