#!/usr/bin/env bash
# Benchmarks the period reflections (issue 24) on a release build, every command in turns in one run (A B C A B C
# …, several rounds), so all see the same noise on a shared machine:
#   - one week's PDF (`week --pdf-only`) against a month's (`reflect --month`) and a year's (`reflect --year`),
#     all of the full year 2025 of a two-year sample. Targets: a month at most 2× a week, a year at most 4×.
#   - `reflect --month all --pdf-only` on samples of 1, 2, 5 and 10 years: months written per second should stay
#     the same (linear in months).
# Wall time is the median of ROUNDS (default 9) runs of each, start-up included; peak memory (target < 64 MB) with
# GNU time's %M. Prints the load average before and after, since the figures mean little without it.
set -euo pipefail
cd "$(dirname "$0")/.."
source bench/common.inc
release_binary
WORK="$(mktemp -d)"
trap 'rm -rf "$WORK"' EXIT
for years in 1 2 5 10; do "$BIN" sample --days $((years * 365)) --seed 1 --out "$WORK/$years.json"; done
echo "load average before: $(cut -d' ' -f1-3 /proc/loadavg)"

python3 - "$BIN" "$WORK" "${ROUNDS:-9}" <<'PY'
import glob, os, statistics, subprocess, sys, time
binary, work, rounds = sys.argv[1], sys.argv[2], int(sys.argv[3])
two = f"{work}/2.json"
single = [
    ("week 2025-W47", ["week", two, "--week", "2025-W47", "--pdf-only", "--out", f"{work}/w"]),
    ("reflect --month 2025-11", ["reflect", two, "--month", "2025-11", "--pdf-only", "--out", f"{work}/m"]),
    ("reflect --year 2025", ["reflect", two, "--year", "2025", "--pdf-only", "--out", f"{work}/y"]),
]
every = [(f"--month all, {y} year{'s' if y > 1 else ''}", ["reflect", f"{work}/{y}.json", "--month", "all", "--pdf-only", "--out", f"{work}/all{y}"])
         for y in (1, 2, 5, 10)]
commands = single + every

def run(args):
    start = time.perf_counter()
    subprocess.run([binary, *args], stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, check=True)
    return (time.perf_counter() - start) * 1000

def peak(args):
    out = subprocess.run(["/usr/bin/time", "-f", "%M", binary, *args], stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True, check=True)
    return int(out.stderr.strip().splitlines()[-1]) / 1024

for _, args in commands: run(args)  # warm-up: caches, and the output folders exist
times = {name: [] for name, _ in commands}
for _ in range(rounds):
    for name, args in commands: times[name].append(run(args))
median = {name: statistics.median(t) for name, t in times.items()}
week = median["week 2025-W47"]
print(f"{'command':<28} {'median':>9} {'best':>9} {'× week':>7} {'peak':>8}")
for name, args in single:
    print(f"{name:<28} {median[name]:7.1f} ms {min(times[name]):7.1f} ms {median[name] / week:6.2f}× {peak(args):6.1f} MB")
print()
print(f"{'reflect --month all':<28} {'months':>7} {'median':>10} {'ms/month':>9} {'months/s':>9} {'peak':>8}")
for (name, args), years in zip(every, (1, 2, 5, 10)):
    months = len(glob.glob(f"{work}/all{years}/*.pdf"))
    m = median[name]
    print(f"{name:<28} {months:>7} {m:8.0f} ms {m / months:9.1f} {months / m * 1000:9.1f} {peak(args):6.1f} MB")
PY
echo "load average after: $(cut -d' ' -f1-3 /proc/loadavg)"
