#!/bin/sh
# Builds the three fuzz targets and runs each for SECONDS seconds on one core, from a corpus of valid
# exports: samples made by coach-report (BIN), the repository's fixtures and Seeds/. What a run
# learns is kept in work/ (corpus and crashes) and the next run starts from it. See README.md.
set -eu
cd "$(dirname "$0")"
SECONDS_EACH=${SECONDS_EACH:-60}
BIN=${BIN:?BIN must name a built coach-report, to make the sample exports}
SCRATCH=${SCRATCH:-.build-fz}
TARGETS=${TARGETS:-FuzzReader FuzzWriters FuzzHealthXML}
# SEEDS_ONLY=1 (make fuzz-smoke, CI): start from the seeds alone, in a corpus emptied first, so the run
# takes the same time wherever it runs (re-running a grown corpus of accepted exports through every
# writer took FuzzWriters 4 minutes before its 60 s began) and leaves the longer runs' corpus alone.
SEEDS_ONLY=${SEEDS_ONLY:-0}

# Coverage and AddressSanitizer for every Swift module; libFuzzer is linked by the fuzz targets
# alone (see Package.swift for why not `-sanitize=fuzzer` for all). The targets drive ReportKit's stages
# (reader, writers), which are `package` since its API is the entry point alone; this separate package reaches
# them with `@testable import`, hence `-enable-testing`.
swift build -c release --scratch-path "$SCRATCH" \
    -Xswiftc -sanitize=address -Xswiftc -sanitize-coverage=edge,trace-cmp,inline-8bit-counters,pc-table \
    -Xswiftc -enable-testing

mkdir -p work/seeds work/crashes
for days in 7 30; do
    for locale in en-US nb-NO; do
        "$BIN" sample --days "$days" --seed "$days" --locale "$locale" --out "work/seeds/sample-$days-$locale.json"
    done
done
cp ../Tests/Fixtures/weekly/*.json Seeds/*.json work/seeds/
mkdir -p work/health-seeds
cp Seeds/health/*.xml work/health-seeds/

# A target that finds a crash, an input slower than the timeout or one that runs out of memory fails
# the run (libFuzzer exits non-zero and saves the input in work/crashes); one that runs its time out
# passes. Every target runs even when one before it failed, so one run tells about all of them.
failed=""
for target in $TARGETS; do
    corpus=$target
    if [ "$SEEDS_ONLY" = 1 ]; then corpus=smoke-$target; rm -rf "work/$corpus"; fi
    mkdir -p "work/$corpus"
    seeds=seeds dict=export.dict
    if [ "$target" = FuzzHealthXML ]; then seeds=health-seeds dict=health.dict; fi
    echo "== $target, $SECONDS_EACH s"
    # One process on one core, its output in the log (with -jobs=1 libFuzzer would copy the whole log to
    # the terminal as well); inputs slower than 30 s count as hangs (libFuzzer times the wall clock: on a
    # shared two-core machine at a load of 9, an input of 0.35 s of CPU once took over 10 s); leaks are not
    # looked for (fontconfig keeps its caches to the end by design).
    status=0
    (cd work && SWIFT_BACKTRACE=enable=no ASAN_OPTIONS=detect_leaks=0 "../$SCRATCH/release/$target" \
        -max_total_time="$SECONDS_EACH" -timeout=30 -rss_limit_mb=2048 -detect_leaks=0 \
        -dict="../$dict" -print_final_stats=1 -artifact_prefix=crashes/ "$corpus" "$seeds" >"$target.log" 2>&1) || status=$?
    grep -E "^(#[0-9]+[[:space:]]+DONE|Done|stat::)|ERROR|SUMMARY|artifact" "work/$target.log" | tail -10
    if [ "$status" != 0 ]; then
        echo "== $target FAILED (exit status $status): see Fuzz/work/$target.log and Fuzz/work/crashes/" >&2
        # What a CI log alone must tell, since its work/ is gone with the machine: the target's own words
        # (a Swift trap, a disagreement) and the input, in base64 when it is small enough to paste into a test.
        grep -E -A4 "Fatal error|accepted what|ERROR: AddressSanitizer" "work/$target.log" | head -20 >&2 || true
        unit=$(sed -n 's/.*Test unit written to \(crashes\/[^ ]*\).*/\1/p' "work/$target.log" | tail -1)
        if [ -n "$unit" ] && [ "$(wc -c <"work/$unit")" -le 8192 ]; then
            echo "== the input, base64: $(base64 <"work/$unit" | tr -d '\n')" >&2
        fi
        failed="$failed $target"
    fi
done
ls work/crashes
if [ -n "$failed" ]; then
    echo "Fuzzing failed:$failed" >&2
    exit 1
fi
