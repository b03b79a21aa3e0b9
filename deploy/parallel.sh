#!/bin/sh
# The weekly batch on one large machine with GNU parallel: SHARDS shards, JOBS of them at once, each a warm
# coach-report on one core (--jobs 1), so JOBS is about the number of cores.
#
#   MANIFEST=people.jsonl OUT=reports SHARDS=32 JOBS=16 deploy/parallel.sh
#
# --joblog keeps one line per shard (its exit status too); run it again after a stop and --resume-failed starts
# only the shards that did not finish with 0 (use --resume to leave failed ones alone: a shard with a bad export,
# exit 65, fails the same way again). Within a shard, people unchanged since their last run are skipped anyway.
set -eu
: "${MANIFEST:?set MANIFEST, the manifest}" "${OUT:?set OUT, the output folder}"
SHARDS="${SHARDS:-32}"
JOBS="${JOBS:-$(nproc)}"
mkdir -p "$OUT"
seq 0 $((SHARDS - 1)) | parallel --jobs "$JOBS" --joblog "$OUT/parallel.joblog" --resume-failed --halt never \
  "${COACH_REPORT:-coach-report}" batch "$MANIFEST" --out "$OUT" --shard "{}/$SHARDS" --jobs 1 --quiet
