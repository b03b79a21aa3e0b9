#!/usr/bin/env bash
# Renders every output of one coach-report binary for the example exports and a 400-day sample into OUT,
# so two builds can be compared byte for byte: `scripts/snapshot-outputs.sh OLD a; … NEW b; diff -r a b`.
set -euo pipefail
BIN=${1:?the coach-report binary}; OUT=${2:?the folder to write into}
FIXTURES="$(cd "$(dirname "$0")/../Tests/Fixtures/exports" && pwd)"
BIN="$(cd "$(dirname "$BIN")" && pwd)/$(basename "$BIN")"
mkdir -p "$OUT/in"
cp "$FIXTURES"/sample-export.json "$FIXTURES"/uke-nb.json "$FIXTURES"/checkins.json "$FIXTURES"/profile.json "$OUT/in/"
cd "$OUT"  # paths relative to it from here, so what a command prints does not name the folder
OUT=.
"$BIN" sample --days 400 --seed 4 --locale en-US --out "$OUT/in/sample-400.json"
"$BIN" sample --days 400 --seed 5 --locale nb-NO --out "$OUT/in/sample-400-nb.json"
for name in sample-export uke-nb sample-400 sample-400-nb checkins; do
  in="$OUT/in/$name.json"; o="$OUT/$name"; mkdir -p "$o/charts"
  extra=(); [ "$name" = checkins ] && extra=(--profile "$OUT/in/profile.json" --time-zone Europe/Oslo)
  "$BIN" validate "$in" "${extra[@]}" > "$o/validate.txt"
  "$BIN" stats "$in" "${extra[@]}" > "$o/stats.txt"
  "$BIN" stats "$in" "${extra[@]}" --json --out "$o/stats.json"
  for kind in heatmap rings trend urges; do
    for ext in png svg pdf; do "$BIN" chart "$kind" "$in" "${extra[@]}" --out "$o/charts/$kind.$ext"; done
    "$BIN" chart "$kind" "$in" "${extra[@]}" --theme dark --scale 1 --out "$o/charts/$kind-dark.png"
  done
  "$BIN" summary "$in" "${extra[@]}" --out "$o/summary.md"
  "$BIN" summary "$in" "${extra[@]}" --format html --out "$o/summary.html"
  "$BIN" summary "$in" "${extra[@]}" --every-week --quiet --out "$o/summaries"
  "$BIN" week "$in" "${extra[@]}" --week all --quiet --out "$o/weeks"
  "$BIN" week "$in" "${extra[@]}" --theme dark --paper a4 --redact summary --out "$o/week-dark"
  "$BIN" site "$in" "${extra[@]}" --quiet --out "$o/site"
  "$BIN" site "$in" "${extra[@]}" --quiet --redact full --no-pdf --public --out "$o/site-full"
  "$BIN" email "$in" "${extra[@]}" --from "Sam <sam@example.org>" --to coach@example.org --out "$o/week.eml"
  "$BIN" email "$in" "${extra[@]}" --redact counts --no-pdf --from sam@example.org --to "Kari Nordmann <kari@example.no>" --out "$o/counts.eml"
done
echo "snapshot: $(find . -type f | wc -l) files"
