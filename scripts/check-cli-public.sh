#!/usr/bin/env bash
# Checks that the command line is a client of ReportKit's public API alone (issue 38): Sources/coach-report type-checks
# as a module outside this package, where ReportKit's `package` and internal declarations are out of reach, as
# check-example.sh does for Examples/RenderFromBytes. Needs the modules `swift build` left (ArgumentParser's too).
# Run by `make test` after the build.
set -euo pipefail
cd "$(dirname "$0")/.."
SWIFT="${SWIFT:-swift}"
bin="$("$SWIFT" build --show-bin-path)"

source scripts/reportkit-flags.inc
reportkit_flags "$bin"
if ! log="$(swiftc -typecheck "${flags[@]}" -Xcc -fmodule-map-file=Sources/CMalloc/module.modulemap \
        -module-name coach_report -package-name outside Sources/coach-report/*.swift 2>&1)"; then
    grep -E "^Sources/.*error:" <<<"$log" | sort -u >&2
    echo "check-cli-public: the command line uses something ReportKit does not make public (above)" >&2
    exit 1
fi
echo "check-cli-public: the command line uses ReportKit's public API alone"
