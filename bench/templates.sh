#!/usr/bin/env bash
# Templates: parsing a --templates file of 10,000, 40,000 and 200,000 tags ("{{a}} " repeated), one of 200,000
# partials on one line, and one of 100,000 nested sections (refused with exit 65 before parsing). Target: 200,000
# tags in under a second.
#
#   bench/templates.sh                  # builds the release binary, times
#   BIN=… bench/templates.sh            # as bench/run.sh calls it
#   RUNS=1 TAGS="10000 40000" bench/templates.sh   # fewer runs and sizes, for a slow build (swift-mustache
#                                                   # 2.1.1 took over 400 s for 200,000 tags)
#
# Each line is one whole `summary` of the small example export with that template as summary.md: the best
# of RUNS wall times (with that run's user CPU time, steadier on a busy machine), and the same command with
# the built-in templates for comparison. Parsing and rendering the template are the difference. A run that
# takes longer than TIMEOUT seconds is shown as such.
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
source "$here/common.inc"
[ -x /usr/bin/time ] || bench_tools
if [ -z "${BIN:-}" ]; then
  flags=(-c release); [ "$(uname -s)" = Darwin ] || flags+=(--static-swift-stdlib)
  (cd "$here/.." && swift build "${flags[@]}" --product coach-report >/dev/null)
  BIN="$(cd "$here/.." && swift build "${flags[@]}" --show-bin-path)/coach-report"
fi
EXPORT="$here/../Tests/Fixtures/exports/sample-export.json"
RUNS="${RUNS:-3}"; TIMEOUT="${TIMEOUT:-120}"
work="$(mktemp -d)"; trap 'rm -rf "$work"' EXIT

# time_best NAME DIR: the best of RUNS wall times of `summary` with DIR as --templates (none when DIR is empty).
time_best() {
  local name="$1" dir="$2" best="" peak=0 cpu=0 status=0 secs rss user
  local args=(summary "$EXPORT" --out "$work/out.md"); [ -n "$dir" ] && args+=(--templates "$dir")
  for _ in $(seq "$RUNS"); do
    status=0
    /usr/bin/time -o "$work/time" -f '%e %M %U' timeout "$TIMEOUT" "$BIN" "${args[@]}" >/dev/null 2>"$work/err" || status=$?
    [ "$status" = 124 ] && { printf '%-30s over %s s (stopped)\n' "$name" "$TIMEOUT"; return; }
    read -r secs rss user < <(tail -1 "$work/time")
    if [ -z "$best" ] || awk -v a="$secs" -v b="$best" 'BEGIN{exit !(a<b)}'; then best="$secs"; peak="$rss"; cpu="$user"; fi
  done
  local said=""; [ "$status" = 0 ] || said="  exit $status: $(head -c 100 "$work/err" | head -1)"
  printf '%-30s %6.2f s (user %.2f s)  peak %.0f MB%s\n' "$name" "$best" "$cpu" "$(awk -v k="$peak" 'BEGIN{print k/1024}')" "$said"
}

time_best "built-in templates" ""
for tags in ${TAGS:-10000 40000 200000}; do
  mkdir -p "$work/t$tags"
  python3 -c "import sys; sys.stdout.write('{{a}} ' * $tags + '\n')" > "$work/t$tags/summary.md.mustache"
  time_best "$tags tags ($(( $(wc -c < "$work/t$tags/summary.md.mustache") / 1000 )) KB)" "$work/t$tags"
done
mkdir -p "$work/partials"
python3 -c "import sys; sys.stdout.write('{{>p}} ' * 200000 + '\n')" > "$work/partials/summary.md.mustache"
printf x > "$work/partials/p.mustache"
time_best "200000 partials on one line" "$work/partials"
mkdir -p "$work/nested"
python3 -c "import sys; n = 100000; sys.stdout.write('{{#a}}' * n + '{{/a}}' * n + '\n')" > "$work/nested/summary.md.mustache"
time_best "100000 nested sections" "$work/nested"
