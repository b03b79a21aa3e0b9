#!/usr/bin/env bash
# Renders everything coach-report makes so far from a fresh sample export into $OUT.
set -euo pipefail
: "${BIN:?the coach-report binary}" "${OUT:=out}"
mkdir -p "$OUT"
"$BIN" sample --days 84 --seed 7 --locale en-US --out "$OUT/sample-export.json"
"$BIN" sample --days 84 --seed 7 --locale nb-NO --out "$OUT/sample-nb.json"
"$BIN" validate "$OUT/sample-export.json"
"$BIN" stats "$OUT/sample-export.json" --json --out "$OUT/stats.json"
"$BIN" stats "$OUT/sample-export.json" > "$OUT/stats.txt"
"$BIN" stats "$OUT/sample-nb.json" > "$OUT/stats-nb.txt"
for extra in "$(dirname "$0")"/demo.d/*.sh; do
  [ -e "$extra" ] && BIN="$BIN" OUT="$OUT" bash "$extra"
done
echo
echo "Done. Look in $OUT/:"
ls -1 "$OUT"
