#!/usr/bin/env bash
# Foundation: reading a 10-year export and computing every figure. Target: stats under 60 ms.
set -euo pipefail
source "$(dirname "$0")/common.inc"
release_binary
ten_year_sample
measure "start-up (--version)" "$BIN" --version
measure "validate 10y" "$BIN" validate "$SAMPLE"
measure "stats 10y" "$BIN" stats "$SAMPLE"
measure "stats --json 10y" "$BIN" stats "$SAMPLE" --json
