#!/usr/bin/env bash
# Runs the embedding program (Examples/EmbedTwoHosts): two ReportHost values with different fonts folders, their
# reports rendered on four threads at once, each output the same bytes as made alone. It is built in the Examples
# package, against ReportKit's public API alone. `make examples` runs it as built; `make tsan` (run by .ci/run)
# builds it with ThreadSanitizer in Examples/.build-tsan and runs it there, where a data race ends it with an
# error (TSAN_OPTIONS halt_on_error=1).
#   scripts/check-embedding.sh           the debug build
#   scripts/check-embedding.sh --tsan    a ThreadSanitizer build (66 s fresh on two cores at a load of 3, 2026-11-29)
set -euo pipefail
cd "$(dirname "$0")/.."
SWIFT="${SWIFT:-swift}"
build=(--package-path Examples)
[ "${1:-}" = "--tsan" ] && build+=(--sanitize=thread --scratch-path "$PWD/Examples/.build-tsan")
"$SWIFT" build "${build[@]}" --product embed-two-hosts >/dev/null
bin="$("$SWIFT" build "${build[@]}" --show-bin-path)"
# The second host's fonts: Droid Sans Fallback alone, so its PDFs name another font than the system host's.
TSAN_OPTIONS="halt_on_error=1 ${TSAN_OPTIONS:-}" "$bin/embed-two-hosts" Tests/Fixtures/exports/sample-export.json /usr/share/fonts/truetype/droid
