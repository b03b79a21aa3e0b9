#!/usr/bin/env bash
# Compares two binaries on a shared, noisy host by running them in turns, so both see the same noise.
# usage: bench/ab.sh RUNS OLD_BINARY NEW_BINARY ARGS...   e.g. bench/ab.sh 25 /tmp/old .build/release/coach-report stats bench/out/10y.json
# Prints the median, first quartile and best wall time of each, in ms.
set -euo pipefail
runs="$1"; old="$2"; new="$3"; shift 3
python3 - "$runs" "$old" "$new" "$@" <<'PY'
import statistics, subprocess, sys, time
runs, old, new, args = int(sys.argv[1]), sys.argv[2], sys.argv[3], sys.argv[4:]
times = {old: [], new: []}
for _ in range(runs):
    for binary in (old, new):
        start = time.perf_counter()
        subprocess.run([binary, *args], stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, check=False)
        times[binary].append((time.perf_counter() - start) * 1000)
for label, binary in (("old", old), ("new", new)):
    t = sorted(times[binary])
    print(f"{label}: median {statistics.median(t):.1f} ms  p25 {t[len(t) // 4]:.1f}  best {t[0]:.1f}  ({binary})")
PY
