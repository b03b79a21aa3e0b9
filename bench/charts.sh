#!/usr/bin/env bash
# Charts: each chart in each format from a 10-year export, as a whole process (start-up, reading the
# export and the figures included); the heatmap over 53 weeks and the trend over 3650 days, the largest
# each draws. Target: one chart under 30 ms and 30 MB.
# Run through bench/run.sh (make bench), or alone: bench/charts.sh builds what it needs.
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
source "$here/common.inc"
release_binary
ten_year_sample

for kind in heatmap rings trend urges; do
  extra=()
  [ "$kind" = heatmap ] && extra=(--weeks 53)
  [ "$kind" = trend ] && extra=(--trend-days 3650)
  for fmt in png svg pdf; do
    measure "chart $kind ${extra[*]:-} .$fmt" "$BIN" chart "$kind" "$SAMPLE" --out "$BENCH_DIR/$kind.$fmt" "${extra[@]}"
  done
done
measure "chart heatmap (12 weeks) .png --scale 1" "$BIN" chart heatmap "$SAMPLE" --out "$BENCH_DIR/heatmap-1x.png" --scale 1
