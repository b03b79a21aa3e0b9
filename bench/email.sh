#!/usr/bin/env bash
# The weekly email on a release build: one message with its PDF from a 10-year sample export, timed as a whole
# process (hyperfine) with its peak memory (GNU time), then timed in turns with `week` for the same week, so both
# see the same noise on a shared machine. Goal: the message costs at most 1.3× the PDF alone.
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
source "$here/common.inc"
release_binary
ten_year_sample
WEEK="${WEEK:-2026-W47}"
mail=(email "$SAMPLE" --week "$WEEK" --from "Sam <sam@example.org>" --to "Kari Nordmann <kari@example.no>" --out "$BENCH_DIR/week.eml")
pdf=(week "$SAMPLE" --week "$WEEK" --pdf-only --out "$BENCH_DIR/email-week")
# The PDF the message attaches is made at the email's default level, summary: the same PDF alone.
same=(week "$SAMPLE" --week "$WEEK" --pdf-only --redact summary --out "$BENCH_DIR/email-week")
full=(week "$SAMPLE" --week "$WEEK" --out "$BENCH_DIR/email-week")

measure "email $WEEK with its PDF, 10y" "$BIN" "${mail[@]}"
measure "email $WEEK --no-pdf, 10y" "$BIN" "${mail[@]}" --no-pdf
measure "week $WEEK --pdf-only, 10y" "$BIN" "${pdf[@]}"
measure "week $WEEK --pdf-only --redact summary, 10y" "$BIN" "${same[@]}"
echo "message: $(wc -c < "$BENCH_DIR/week.eml") bytes"

# Side by side, in turns: the email against the PDF alone and against `week` with its companions.
python3 - "${RUNS:-25}" "$BIN" "${#mail[@]}" "${mail[@]}" "${#same[@]}" "${same[@]}" "${#pdf[@]}" "${pdf[@]}" "${#full[@]}" "${full[@]}" <<'PY'
import statistics, subprocess, sys, time
runs, binary, rest = int(sys.argv[1]), sys.argv[2], sys.argv[3:]
commands = []
while rest:
    n = int(rest[0]); commands.append(rest[1:1 + n]); rest = rest[1 + n:]
names = ["email", "week --pdf-only --redact summary", "week --pdf-only", "week (PDF + summary + SVG charts)"]
times = [[] for _ in commands]
for _ in range(runs):
    for i, args in enumerate(commands):
        start = time.perf_counter()
        subprocess.run([binary, *args], stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, check=True)
        times[i].append((time.perf_counter() - start) * 1000)
medians = [statistics.median(t) for t in times]
for name, t, m in zip(names, times, medians):
    print(f"  {name:<36} median {m:6.1f} ms  best {min(t):6.1f} ms")
print(f"  email ÷ the same PDF alone (summary): {medians[0] / medians[1]:.2f}×   email ÷ week --pdf-only (full): {medians[0] / medians[2]:.2f}×"
      f"   email ÷ week: {medians[0] / medians[3]:.2f}×  (goal ≤ 1.3×)")
# The same, as the median of each round's own ratio: a round's commands run within a fraction of a second of
# each other, so a machine that slows down for a while slows both sides of a ratio alike.
pairs = [statistics.median(a / b for a, b in zip(times[0], times[i])) for i in (1, 2, 3)]
print(f"  per round, median:                    {pairs[0]:.2f}×                                {pairs[1]:.2f}×"
      f"                   {pairs[2]:.2f}×")
PY
