#!/usr/bin/env bash
# Benchmarks `coach-report batch` (issue 26) on a release build: 200 people, one week each from an 84-day
# export, side by side in one run:
#   - batch, every core, and batch --jobs 1;
#   - 200 separate `coach-report week` runs, one after another, and as many at once as there are cores (xargs -P);
#   - Typst rendering the same 200 weeks in one warm Python process (../shared/peers/batch_typst.py), when the
#     peer is installed (PEERS_VENV, default /tmp/peers-venv: `pip install typst==0.15.2` is all it needs).
# Each output folder is emptied before each run, so the batch never skips. Each writes the week's PDF alone:
# batch's `week:pdf` output, `week --pdf-only`, the Typst peer.
# Targets (issue 26): batch at least 4x the separate runs and 2x Typst; --jobs 2 at least 1.7x --jobs 1 on 2 cores;
# peak memory under 100 MB.
set -euo pipefail
cd "$(dirname "$0")/.."
source bench/common.inc
release_binary
peers_python
PEOPLE="${PEOPLE:-200}"
RUNS="${RUNS:-3}"
WORK="$(mktemp -d)"
trap 'rm -rf "$WORK"' EXIT
batch_manifest "$WORK"
cores="$(nproc)"
echo "$PEOPLE people, 84-day exports; $cores cores; release binary $BIN"

separate="$WORK/separate.sh"
cat > "$separate" <<SH
#!/bin/sh
# One week run per person, P at a time.
seq 1 $PEOPLE | xargs -P "\$1" -I{} "$BIN" week "$WORK/exports/{}.json" --pdf-only --out "$WORK/separate/person-{}/week"
SH
chmod +x "$separate"

commands=(
  -n "batch (--jobs $cores)" --prepare "rm -rf $WORK/batch" "$BIN batch $WORK/people.jsonl --out $WORK/batch --quiet"
  -n "batch --jobs 1" --prepare "rm -rf $WORK/batch" "$BIN batch $WORK/people.jsonl --out $WORK/batch --quiet --jobs 1"
  -n "$PEOPLE separate week runs, $cores at once" --prepare "rm -rf $WORK/separate" "$separate $cores"
  -n "$PEOPLE separate week runs, one at a time" --prepare "rm -rf $WORK/separate" "$separate 1"
)
if [ -x "$PY" ] && "$PY" -c "import typst" 2>/dev/null; then
  commands+=(-n "Typst, one warm Python process (PDF only)" --prepare "rm -rf $WORK/typst" "$PY $PEERS/batch_typst.py $WORK/people.jsonl --out $WORK/typst")
else
  echo "(the Typst peer is not installed: python3 -m venv /tmp/peers-venv && /tmp/peers-venv/bin/pip install typst==0.15.2)"
fi
hyperfine --warmup 1 --runs "$RUNS" --export-markdown "$WORK/hyperfine.md" "${commands[@]}" >/dev/null
cat "$WORK/hyperfine.md"

# The same files as the single commands (one person checked byte for byte), and the batch's peak memory.
rm -rf "$WORK/batch" "$WORK/one"
"$BIN" batch "$WORK/people.jsonl" --out "$WORK/batch" --quiet
"$BIN" week "$WORK/exports/1.json" --pdf-only --out "$WORK/one"
diff -r "$WORK/one" "$WORK/batch/person-1/week" && echo "person-1: the batch's files are the week command's, byte for byte"
rm -rf "$WORK/batch"
echo "Peak memory, batch of $PEOPLE: $( { /usr/bin/time -v "$BIN" batch "$WORK/people.jsonl" --out "$WORK/batch" --quiet >/dev/null; } 2>&1 | awk '/Maximum resident/ {printf "%.1f MB", $6 / 1024}')"
