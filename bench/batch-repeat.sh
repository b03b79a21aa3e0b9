#!/usr/bin/env bash
# Same input, same bytes, whatever --jobs and whatever the load (issue 39, item 4): one 24-person manifest (`week`,
# `chart:heatmap.png`, `chart:urges.png` and `email`, whose PNGs once differed now and then; exports of varied lengths and seeds, en-US and nb-NO) made by `batch` RUNS times (default
# 20) at --jobs 1, 2 and 4 while two busy loops keep both cores loaded, every output file compared by SHA-256 with the
# first run's. Prints the runs made and the files that differed; exits 1 when any did, keeping one differing copy
# of each such file (and the first run's) in KEEP (default bench/out/batch-repeat) to be compared.
# A release build (--scratch-path .build-release, so a debug build beside it stays); BIN=... uses another binary.
# usage: bench/batch-repeat.sh        RUNS=5 JOBS="2 4" LOAD=0 bench/batch-repeat.sh
set -euo pipefail
cd "$(dirname "$0")/.."
RUNS="${RUNS:-20}"
JOBS="${JOBS:-1 2 4}"
LOAD="${LOAD:-2}"
KEEP="${KEEP:-$PWD/bench/out/batch-repeat}"
if [ -z "${BIN:-}" ]; then
  flags=(-c release --scratch-path .build-release)
  [ "$(uname -s)" = Darwin ] || flags+=(--static-swift-stdlib)
  swift build "${flags[@]}" --product coach-report >/dev/null
  BIN="$(swift build "${flags[@]}" --show-bin-path)/coach-report"
fi

WORK="$(mktemp -d)"
loaders=()
stop() {
  for pid in "${loaders[@]}"; do kill "$pid" 2>/dev/null || true; done
  for pid in "${loaders[@]}"; do wait "$pid" 2>/dev/null || true; done
  rm -rf "$WORK"
}
trap stop EXIT

# 24 people: exports of 7 days to two years, every second one in Norwegian, some ending mid-week.
mkdir "$WORK/exports"
days=(84 7 30 365 120 56 200 14 90 730 42 63)
for i in $(seq 1 24); do
  d="${days[$(( (i - 1) % ${#days[@]} ))]}"
  if (( i % 2 )); then locale=en-US; else locale=nb-NO; fi
  last=2026-11-$(( 10 + i % 13 ))
  "$BIN" sample --days "$d" --seed "$(( i * 7919 ))" --locale "$locale" --last-day "$last" --out "$WORK/exports/$i.json"
  echo "{\"id\": \"p$i\", \"export\": \"exports/$i.json\", \"locale\": \"$locale\", \"outputs\": [\"week\", \"chart:heatmap.png\", \"chart:urges.png\", \"email\"], \"email\": {\"from\": \"coach@example.org\", \"to\": [\"p$i@example.org\"]}}"
done > "$WORK/people.jsonl"
# Words of every script the fonts cover in a third of the exports (names, notes): CJK in bold is emboldened by cairo,
# emoji are colour bitmaps, Arabic and Hebrew run right to left; they share cairo's glyph caches with the charts.
python3 - "$WORK/exports" <<'PY'
import json, os, sys
words = ["早上好 今天很累 🌱", "مرحبا بالعالم ١٢٣", "שלום עולם 🍵", "Ωμέγα και άλφα", "Привет 👋🏽 мир", "ÅÆØ åæø 🇳🇴"]
for i in range(3, 25, 3):
    path = os.path.join(sys.argv[1], f"{i}.json")
    export = json.load(open(path))
    export["profile"]["name"] = words[i % len(words)].split()[0] + " 🌟"
    for n, entry in enumerate(export["entries"]):
        end = entry.get("endOfDay")
        if end: end["whatHelped"] = words[(i + n) % len(words)]
    for n, note in enumerate(export["cravingNotes"]):
        note["text"] = words[(i + 2 * n) % len(words)] + " " + note["text"]
    json.dump(export, open(path, "w"), ensure_ascii=False)
PY

# The files of a batch folder with their hashes, the status file left out (it holds each person's milliseconds).
hashes() { (cd "$1" && find . -type f ! -name 'batch-status*.jsonl' -print0 | sort -z | xargs -0 sha256sum); }

for _ in $(seq 1 "$LOAD"); do
  python3 -c 'while True: pass' &
  loaders+=("$!")
done
echo "$(nproc) cores, $LOAD busy loops beside the batch; $RUNS runs at each of --jobs $JOBS; $BIN"

rm -rf "$KEEP"
mkdir -p "$KEEP"
runs=0
declare -A differing=()
reference=""
for jobs in $JOBS; do
  different_here=0
  for run in $(seq 1 "$RUNS"); do
    out="$WORK/run-$jobs-$run"
    "$BIN" batch "$WORK/people.jsonl" --out "$out" --jobs "$jobs" --quiet
    hashes "$out" > "$WORK/hashes"
    runs=$((runs + 1))
    if [ -z "$reference" ]; then
      reference="$WORK/reference"
      cp "$WORK/hashes" "$reference"
      cp -r "$out" "$KEEP/first"
    elif ! cmp -s "$reference" "$WORK/hashes"; then
      different_here=$((different_here + 1))
      while read -r path; do
        if [ -z "${differing[$path]:-}" ]; then
          differing[$path]="--jobs $jobs run $run"
          mkdir -p "$(dirname "$KEEP/differing/$path")"
          cp "$out/$path" "$KEEP/differing/$path"
        fi
      done < <(diff <(sort -k2 "$reference") <(sort -k2 "$WORK/hashes") | awk '/^[<>]/ {print $3}' | sort -u)
    fi
    rm -rf "$out"
  done
  echo "--jobs $jobs: $RUNS runs, $different_here differing from the first run"
done

files="$(wc -l < "$reference")"
echo "$runs runs of $files files each: ${#differing[@]} files differed"
for path in "${!differing[@]}"; do echo "  $path (first in ${differing[$path]}; copies in $KEEP)"; done | sort
if [ "${#differing[@]}" -gt 0 ]; then exit 1; fi
rm -rf "$KEEP"
