#!/usr/bin/env bash
# Times Markdown summaries for every week of a 10-year sample export (release build).
#
#   bench/summary.sh            # builds release, then times
#   BIN=path/to/coach-report bench/summary.sh
#
# `summary --every-week` reads the export, works out the figures once, then renders and writes
# one summary per week. The per-week figure is that run minus `stats` on the same file (which
# reads it and works out the same figures), divided by the number of weeks: rendering plus
# writing the file. Best of RUNS runs, as wall time and as CPU time (user + system).
set -euo pipefail
cd "$(dirname "$0")/.."
RUNS="${RUNS:-7}"
DAYS="${DAYS:-3650}"
if [ -z "${BIN:-}" ]; then
  flags=(-c release)
  [ "$(uname -s)" = Darwin ] || flags+=(--static-swift-stdlib)
  swift build "${flags[@]}" >/dev/null
  BIN="$(swift build "${flags[@]}" --show-bin-path)/coach-report"
fi
work="$(mktemp -d "${TMPDIR:-/tmp}/coach-report-bench.XXXXXX")"
trap 'rm -rf "$work"' EXIT
"$BIN" sample --days "$DAYS" --seed 1 --out "$work/sample.json"

# best_of CMD…: prints "wall cpu" in seconds, the smallest of RUNS runs each.
best_of() {
  python3 - "$RUNS" "$@" <<'PY'
import os, subprocess, sys, time
runs, cmd = int(sys.argv[1]), sys.argv[2:]
walls, cpus = [], []
for _ in range(runs):
    before = os.times()
    t = time.perf_counter()
    subprocess.run(cmd, check=True, stdout=subprocess.DEVNULL)
    walls.append(time.perf_counter() - t)
    after = os.times()
    cpus.append((after.children_user - before.children_user) + (after.children_system - before.children_system))
print(f"{min(walls):.4f} {min(cpus):.4f}")
PY
}

read -r base_wall base_cpu < <(best_of "$BIN" stats "$work/sample.json")
read -r all_wall all_cpu < <(best_of "$BIN" summary "$work/sample.json" --every-week --out "$work/weeks")
weeks=$(find "$work/weeks" -name '*.md' | wc -l | tr -d ' ')
python3 - "$weeks" "$base_wall" "$base_cpu" "$all_wall" "$all_cpu" "$DAYS" <<'PY'
import sys
weeks, bw, bc, aw, ac, days = int(sys.argv[1]), *map(float, sys.argv[2:6]), sys.argv[6]
print(f"sample: {days} days, {weeks} weeks")
print(f"read + figures (stats):           {bw*1000:8.1f} ms wall {bc*1000:8.1f} ms cpu")
print(f"summary --every-week (all weeks): {aw*1000:8.1f} ms wall {ac*1000:8.1f} ms cpu")
print(f"per week (render + write):        {(aw-bw)/weeks*1000:8.3f} ms wall {(ac-bc)/weeks*1000:8.3f} ms cpu   (target < 1 ms)")
PY
