#!/usr/bin/env bash
# Runs every benchmark script in bench/ against a release binary ($BIN), on a 10-year sample export.
# Whole-process timings (start-up, reading and figures included) with hyperfine; peak memory with GNU time.
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
: "${BIN:?a release coach-report binary}"
source "$here/common.inc"
bench_tools
export BENCH_DIR="${BENCH_DIR:-$here/out}"
mkdir -p "$BENCH_DIR"
export SAMPLE="$BENCH_DIR/10y.json"
[ -s "$SAMPLE" ] || "$BIN" sample --days 3650 --seed 1 --out "$SAMPLE"
export SAMPLE_YEAR="$BENCH_DIR/1y.json"
[ -s "$SAMPLE_YEAR" ] || "$BIN" sample --days 365 --seed 1 --out "$SAMPLE_YEAR"
echo "sample: $(du -h "$SAMPLE" | cut -f1) over 3650 days"
for script in "$here"/[a-z]*.sh; do
  # run.sh is this script; ab.sh is a tool that compares two builds, not a benchmark.
  case "$(basename "$script")" in run.sh|ab.sh) continue ;; esac
  echo; echo "== $(basename "$script" .sh)"
  BIN="$BIN" bash "$script"
done
