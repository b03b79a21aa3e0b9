#!/usr/bin/env bash
# Benchmarks one very long text field (issue 27, finding 4; issue 39, finding 5): a command on an export whose
# one urge note, or one End-of-Day answer, holds N MiB (1, 10 and 30 by default; the reader's limit is 32 MiB):
# a single word of emoji, a single word of letters, or short lines. Prints wall time and peak RSS (GNU time)
# for each; the peak should stay about a page's worth of layout above reading the file, not grow with the
# field (issue 39 asks under 128 MB at 30 MiB for each of the four default commands).
# COMMANDS (default: the four of issue 39):
#   week        `week --out DIR`: the PDF, the Markdown summary and the SVG charts
#   week-all    `week --week all --out DIR`
#   email-full  `email --redact full`: both bodies with the note, and the PDF attached
#   site-full   `site --redact full`: every page, with the notes
#   week-pdf    `week --pdf-only`; email, site: at their default --redact summary
#   bench/long-fields.sh                 # the four, 1/10/30 MiB, a word of emoji and short lines in an urge note
#   SIZES=30 KINDS="lines word-letters" bench/long-fields.sh                        # issue 39's eight figures
#   KINDS="word-emoji word-letters lines" FIELDS="note eod" bench/long-fields.sh   # every shape, both fields
#   SIZES="1 10" KINDS="word-emoji lines" COMMANDS="week-pdf email site" bench/long-fields.sh
# `inputs DIR` alone writes the exports (DIR/<kind>-<field>-<N>.json) without timing anything.
set -euo pipefail
cd "$(dirname "$0")/.."
source bench/common.inc

SIZES="${SIZES:-1 10 30}"
KINDS="${KINDS:-word-emoji lines}"
FIELDS="${FIELDS:-note}"
COMMANDS="${COMMANDS:-week week-all email-full site-full}"

# write_inputs DIR: one export per size, kind and field.
write_inputs() {
  python3 - "$1" "$SIZES" "$KINDS" "$FIELDS" <<'PY'
import json, sys
out, sizes, kinds, fields = sys.argv[1], sys.argv[2].split(), sys.argv[3].split(), sys.argv[4].split()
def text(kind, size):
    if kind == "word-emoji": return "\U0001F600" * (size // 4)
    if kind == "word-letters": return "a" * size
    lines, total = [], 0
    while total < size:
        lines.append(f"line {len(lines)} of a long note")
        total += len(lines[-1]) + 1
    return "\n".join(lines)
def export(field, t):
    e = {"format": "coacher-export", "version": 1, "exportedAt": "2026-11-22T22:00:00-05:00",
         "timeZone": "America/New_York", "locale": "en-US"}
    if field == "note":
        e["cravingNotes"] = [{"id": "N1", "at": "2026-11-16T10:04:36-05:00", "type": "stress", "text": t, "chosenAction": "a walk"}]
    else:
        e["entries"] = [{"id": "E1", "date": "2026-11-16", "endOfDay": {"didCareAction": True, "whatHelped": t,
                         "dayCompletedAt": "2026-11-16T21:31:00-05:00"}}]
    return e
for n in sizes:
    for kind in kinds:
        t = text(kind, int(float(n) * (1 << 20)))
        for field in fields:
            with open(f"{out}/{kind}-{field}-{n}.json", "w") as f:
                json.dump(export(field, t), f, ensure_ascii=False)
PY
}

if [ "${1:-}" = inputs ]; then mkdir -p "$2"; write_inputs "$2"; exit 0; fi

release_binary
WORK="$(mktemp -d)"
trap 'rm -rf "$WORK"' EXIT
write_inputs "$WORK"

# run COMMAND FILE: prints seconds and peak MB of one run.
run() {
  local cmd=$1 in=$2 args
  case $cmd in
    week) args=(week "$in" --week 2026-W47 --out "$WORK/out") ;;
    week-all) args=(week "$in" --week all --out "$WORK/out") ;;
    week-pdf) args=(week "$in" --week 2026-W47 --pdf-only --out "$WORK/out") ;;
    email) args=(email "$in" --week 2026-W47 --from sam@example.org --to coach@example.org --out "$WORK/out.eml") ;;
    email-full) args=(email "$in" --week 2026-W47 --redact full --from sam@example.org --to coach@example.org --out "$WORK/out.eml") ;;
    site) args=(site "$in" --quiet --out "$WORK/site") ;;
    site-full) args=(site "$in" --redact full --quiet --out "$WORK/site") ;;
    *) echo "long-fields: no command $cmd" >&2; exit 64 ;;
  esac
  rm -rf "$WORK/out" "$WORK/out.eml" "$WORK/site"
  /usr/bin/time -v "$BIN" "${args[@]}" 2>&1 >/dev/null | awk -F': ' '
    /Elapsed \(wall clock\)/ { n = split($2, p, ":"); s = p[n] + (n > 1 ? p[n-1] * 60 : 0) }
    /Maximum resident set size/ { m = $2 / 1024 }
    /Exit status/ { e = $2 }
    END { printf "%7.2f s  %7.1f MB%s\n", s, m, e ? "  (exit " e ")" : "" }'
}

printf '%-10s %-13s %-5s %6s  %s\n' command kind field MiB "time, peak RSS"
for cmd in $COMMANDS; do
  for kind in $KINDS; do
    for field in $FIELDS; do
      for n in $SIZES; do
        printf '%-10s %-13s %-5s %6s  %s\n' "$cmd" "$kind" "$field" "$n" "$(run "$cmd" "$WORK/$kind-$field-$n.json")"
      done
    done
  done
done
