#!/usr/bin/env bash
# Benchmarks `coach-report week` on a release build: one weekly PDF from a 10-year sample export, and
# `--week all` over a one-year sample (52–53 PDFs). Wall time with hyperfine (start-up included), peak
# memory with /usr/bin/time -v. Targets: one week under 60 ms; a year of weeks under 1 s.
# Then two weeks no person writes (issue 15): one urge note of 1 MB of short lines, and one of a single 1 MB
# word (emoji, no space); time and memory grow with the length of the text, so these stay a few seconds.
set -euo pipefail
cd "$(dirname "$0")/.."
source bench/common.inc
release_binary
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

# One urge note of 1 MB: 40,758 short lines (930 pages), or one word of 262,144 emoji (174 pages).
python3 - "$WORK/long-lines.json" "$WORK/long-word.json" <<'PY'
import json, sys
def export(text):
    note = {"id": "N1", "at": "2026-11-16T10:04:36-05:00", "type": "stress", "text": text, "chosenAction": "a walk"}
    return {"format": "coacher-export", "version": 1, "exportedAt": "2026-11-22T22:00:00-05:00",
            "timeZone": "America/New_York", "locale": "en-US", "cravingNotes": [note]}
lines, size = [], 0
while size < 1 << 20:
    lines.append(f"line {len(lines)} of a long note")
    size += len(lines[-1]) + 1
json.dump(export("\n".join(lines)), open(sys.argv[1], "w"), ensure_ascii=False)
json.dump(export("\U0001F600" * (1 << 18)), open(sys.argv[2], "w"), ensure_ascii=False)
PY
MEASURE_RUNS=5 MEASURE_WARMUP=1 measure "week, a 1 MB note of short lines" "$BIN" week "$WORK/long-lines.json" --week 2026-W47 --pdf-only --out "$WORK/long"
MEASURE_RUNS=5 MEASURE_WARMUP=1 measure "week, a 1 MB word" "$BIN" week "$WORK/long-word.json" --week 2026-W47 --pdf-only --out "$WORK/long"
