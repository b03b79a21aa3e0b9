#!/usr/bin/env bash
# --health on a release build: `stats --json --health export.zip` against the peer (Python's iterparse
# streaming from the zip, ../shared/peers/health_iterparse.py) and the floor (`unzip -p` inflating
# export.xml alone), on sample exports of about 0.1, 0.5 and 1 GB of XML (1, 5 and 10 years). The
# three run in turns (A B C A B C …) so all see the same noise on a shared machine; each run under GNU
# time for wall time and peak RSS. Goals (issue 25): at least 8× the peer, no slower than unzip -p,
# peak memory at most 64 MB whatever the size. A fourth row reads with libxml2's SAX2 parser instead
# of coach-report's scanner (COACH_REPORT_HEALTH_XML=libxml2): the measurement behind the scanner.
# usage: bench/health.sh [RUNS]    (BIN=… to time another binary, YEARS="1 5 10" to choose the sizes)
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
source "$here/common.inc"
release_binary
BENCH_DIR="${BENCH_DIR:-$here/out}"
mkdir -p "$BENCH_DIR"
runs="${1:-3}"
peer="$here/../../shared/peers/health_iterparse.py"
[ -f "$peer" ] || peer="$here/../shared/peers/health_iterparse.py"
export_json="$BENCH_DIR/health-export.json"
for years in ${YEARS:-1 5 10}; do
  zip="$BENCH_DIR/health-${years}y.zip"
  [ -s "$zip" ] || "$BIN" sample --days 84 --seed 1 --out "$export_json" --health-out "$zip" --years "$years"
done
"$BIN" sample --days 84 --seed 1 --out "$export_json"
python3 - "$runs" "$BIN" "$peer" "$export_json" "$BENCH_DIR" ${YEARS:-1 5 10} <<'PY'
import os, re, statistics, subprocess, sys, zipfile
runs, binary, peer, export_json, out = int(sys.argv[1]), sys.argv[2], sys.argv[3], sys.argv[4], sys.argv[5]
years = sys.argv[6:]

def timed(cmd):
    r = subprocess.run(["/usr/bin/time", "-v", "sh", "-c", cmd], stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True)
    if r.returncode != 0:
        sys.exit(f"failed ({r.returncode}): {cmd}\n{r.stderr[-2000:]}")
    wall = re.search(r"Elapsed \(wall clock\) time.*: (?:(\d+):)?(\d+):([\d.]+)", r.stderr)
    seconds = (int(wall.group(1) or 0) * 3600 + int(wall.group(2)) * 60 + float(wall.group(3)))
    rss = int(re.search(r"Maximum resident set size \(kbytes\): (\d+)", r.stderr).group(1)) / 1024
    return seconds, rss

print(f"machine: {os.cpu_count()} cores, load {os.getloadavg()[0]:.1f} at start (shared: other jobs only add time)")
print(f"{'XML':>8} {'zip':>7}  {'command':<34} {'median s':>9} {'best s':>7} {'peak MB':>8}")
for y in years:
    path = f"{out}/health-{y}y.zip"
    xml = zipfile.ZipFile(path).getinfo("apple_health_export/export.xml").file_size
    cmds = {
        "coach-report stats --json --health": f"{binary} stats {export_json} --json --health {path} > /dev/null",
        "coach-report, libxml2's parser": f"COACH_REPORT_HEALTH_XML=libxml2 {binary} stats {export_json} --json --health {path} > /dev/null",
        "peer (iterparse)": f"python3 {peer} {path} -o /dev/null",
        "unzip -p": f"unzip -p {path} apple_health_export/export.xml > /dev/null",
    }
    got = {k: [] for k in cmds}
    for _ in range(runs):
        for k, c in cmds.items():
            got[k].append(timed(c))
    med = {}
    for k in cmds:
        walls = sorted(t for t, _ in got[k])
        med[k] = statistics.median(walls)
        print(f"{xml / 1e6:>6.0f}MB {os.path.getsize(path) / 1e6:>5.0f}MB  {k:<34} {med[k]:>9.2f} {walls[0]:>7.2f} {max(m for _, m in got[k]):>8.1f}")
    ours = med["coach-report stats --json --health"]
    libxml2 = med["coach-report, libxml2's parser"]
    print(f"{'':>17}  ratios: peer/ours {med['peer (iterparse)'] / ours:.1f}x, unzip/ours {med['unzip -p'] / ours:.2f}x, "
          f"libxml2/ours {libxml2 / ours:.2f}x")
PY
