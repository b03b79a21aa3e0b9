#!/usr/bin/env bash
# Runs every benchmark script in bench/ against a release binary ($BIN), on a 10-year sample export.
# Whole-process timings (start-up, reading and figures included) with hyperfine; peak memory with GNU time.
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
: "${BIN:?a release coach-report binary}"
source "$here/common.inc"
bench_tools
# The scripts below share one 10-year sample, made here once.
ten_year_sample
export BENCH_DIR SAMPLE
echo "sample: $(du -h "$SAMPLE" | cut -f1) over 3650 days"
for script in "$here"/[a-z]*.sh; do
  # run.sh is this script; ab.sh is a tool that compares two builds, not a benchmark; long-fields.sh takes minutes.
  case "$(basename "$script")" in run.sh|ab.sh|long-fields.sh) continue ;; esac
  echo; echo "== $(basename "$script" .sh)"
  BIN="$BIN" bash "$script"
done
