#!/bin/sh
# One shard of the weekly batch, as a pod, an array child or a GNU parallel job runs it.
#
# The shard's index comes from whichever scheduler started it: JOB_COMPLETION_INDEX (a Kubernetes Indexed Job),
# AWS_BATCH_JOB_ARRAY_INDEX (an AWS Batch array child), or SHARD_INDEX (set by hand or by GNU parallel); 0 if none.
# SHARDS is how many shards there are (the Job's completions, the array's size); 1 if unset.
# MANIFEST and OUT name the manifest and the output folder; the rest of the arguments go to coach-report batch.
# Exit as coach-report batch: 0 all done, 65 someone's input was bad (retrying will not help), 74 a file could
# not be written (worth retrying), 64 a bad manifest or shard.
set -eu
index="${JOB_COMPLETION_INDEX:-${AWS_BATCH_JOB_ARRAY_INDEX:-${SHARD_INDEX:-0}}}"
exec "${COACH_REPORT:-coach-report}" batch "${MANIFEST:?set MANIFEST, the manifest}" --out "${OUT:?set OUT, the output folder}" \
  --shard "$index/${SHARDS:-1}" --quiet "$@"
