#!/usr/bin/env bash
# Benchmarks `coach-report week` on a release build: one weekly PDF from a 10-year sample export, and
# `--week all` over a one-year sample (52–53 PDFs). Wall time with hyperfine (start-up included), peak
# memory with /usr/bin/time -v. Targets: one week under 60 ms; a year of weeks under 1 s.
set -euo pipefail
cd "$(dirname "$0")/.."
if [ -z "${BIN:-}" ]; then
  FLAGS="-c release"; [ "$(uname -s)" = Darwin ] || FLAGS="$FLAGS --static-swift-stdlib"
  swift build $FLAGS >/dev/null
  BIN="$(swift build $FLAGS --show-bin-path)/coach-report"
fi
WORK="$(mktemp -d)"
trap 'rm -rf "$WORK"' EXIT
"$BIN" sample --days 3650 --seed 1 --out "$WORK/ten-years.json"
"$BIN" sample --days 365 --seed 1 --out "$WORK/one-year.json"
echo "10-year export: $(wc -c < "$WORK/ten-years.json") bytes; 1-year export: $(wc -c < "$WORK/one-year.json") bytes"

hyperfine --warmup 3 --runs "${RUNS:-30}" --export-markdown "$WORK/hyperfine.md" \
  -n "one week's PDF, 10-year export" "$BIN week $WORK/ten-years.json --week 2026-W47 --pdf-only --out $WORK/one" \
  -n "one week's PDF + summary + charts, 10-year export" "$BIN week $WORK/ten-years.json --week 2026-W47 --out $WORK/one" \
  -n "every week's PDF (--week all), 1-year export" "$BIN week $WORK/one-year.json --week all --pdf-only --out $WORK/all" \
  -n "every week's PDF + summary + charts, 1-year export" "$BIN week $WORK/one-year.json --week all --out $WORK/all"
cat "$WORK/hyperfine.md"
echo "PDFs written by --week all: $(ls "$WORK/all"/*.pdf | wc -l); pages of the one week: $(pdfinfo "$WORK/one/2026-W47.pdf" | awk '/^Pages/ {print $2}')"

peak() { /usr/bin/time -v "$@" 2>&1 >/dev/null | awk -F': ' '/Maximum resident set size/ {printf "%.1f MB\n", $2 / 1024}'; }
echo "Peak memory, one week, 10-year export: $(peak "$BIN" week "$WORK/ten-years.json" --week 2026-W47 --out "$WORK/one")"
echo "Peak memory, --week all, 1-year export: $(peak "$BIN" week "$WORK/one-year.json" --week all --out "$WORK/all")"
