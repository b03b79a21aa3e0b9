#!/usr/bin/env bash
# Summaries: one Markdown summary for every week of a 10-year sample export. Target: under 1 ms per week.
#
#   bench/summary.sh                      # builds the release binary, makes the sample, times
#   BIN=… SAMPLE=… bench/summary.sh       # as bench/run.sh calls it
#   WEEKS_DIR=/some/disk bench/summary.sh # write the weeks there instead of tmpfs
#
# `summary --every-week` reads the export, works out the figures once, then renders and writes one
# summary per week into a fresh folder. Per week = (that run − `stats` on the same file, which reads it
# and works out the same figures) ÷ weeks: rendering one summary plus writing its file. The folder is
# on tmpfs (/dev/shm) when there is one, so the figure is ours and not the disk's: on a disk, creating
# and fsyncing each file adds what the file system costs (about 0.4 ms a file on this ext4).
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
source "$here/common.inc"
release_binary
ten_year_sample

if [ -z "${WEEKS_DIR:-}" ]; then
  if [ -d /dev/shm ] && [ -w /dev/shm ]; then WEEKS_DIR="$(mktemp -d /dev/shm/coach-report-weeks.XXXXXX)"
  else WEEKS_DIR="$(mktemp -d)"; fi
  trap 'rm -rf "$WEEKS_DIR"' EXIT
fi
weeks_out="$WEEKS_DIR/weeks"
"$BIN" summary "$SAMPLE" --every-week --out "$weeks_out"
weeks=$(find "$weeks_out" -name '*.md' | wc -l | tr -d ' ')

json="$(mktemp)"
hyperfine -N --warmup 3 --min-runs 20 --export-json "$json" --prepare "rm -rf $(printf '%q' "$weeks_out")" \
  "$(printf '%q ' "$BIN" stats "$SAMPLE")" \
  "$(printf '%q ' "$BIN" summary "$SAMPLE" --every-week --out "$weeks_out")" >/dev/null 2>&1
python3 - "$json" "$weeks" "$(df -T "$WEEKS_DIR" | awk 'NR==2 {print $2}')" <<'PY'
import json, sys
stats, summary = json.load(open(sys.argv[1]))["results"]
weeks, fs = int(sys.argv[2]), sys.argv[3]
for name, r in (("stats 10y (read + figures)", stats), (f"summary --every-week ({weeks} weeks, {fs})", summary)):
    print(f"{name:<40} {r['mean']*1000:7.1f} ms ± {r['stddev']*1000:5.1f}  (min {r['min']*1000:.1f}, median {r['median']*1000:.1f})")
per = lambda key: (summary[key] - stats[key]) / weeks * 1000
print(f"{'per week (render + write)':<40} {per('mean'):7.3f} ms mean, {per('median'):.3f} median, {per('min'):.3f} best  (target < 1 ms)")
PY
rm -f "$json"
