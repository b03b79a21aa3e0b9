#!/usr/bin/env bash
# Checks ReportKit's public API documentation (issue 38): every public symbol of ReportKit (declared in its five modules, re-exported by the façade) has a
# doc comment, and DocC builds the catalogue with no warning. Reads the symbols from the module `swift build` left
# (swift-symbolgraph-extract, about a second), so it needs no build of its own. Run by `make test` after the build.
set -euo pipefail
cd "$(dirname "$0")/.."
SWIFT="${SWIFT:-swift}"
bin="$("$SWIFT" build --show-bin-path)"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

source scripts/reportkit-flags.inc
reportkit_flags "$bin"
mkdir "$work/symbols"
"$SWIFT" symbolgraph-extract -module-name ReportKit -target "$(uname -m)-unknown-linux-gnu" -output-dir "$work/symbols" \
    -minimum-access-level public -experimental-allowed-reexported-modules=ReportCore,ReportNative,ReportRender,ReportOutputs "${flags[@]}"

python3 - "$work/symbols/ReportKit.symbols.json" <<'PY'
import json, sys
symbols = json.load(open(sys.argv[1]))["symbols"]
ours = [s for s in symbols if s.get("accessLevel") == "public" and "/Sources/Report" in s.get("location", {}).get("uri", "")]
missing = sorted((s["location"]["uri"].split("/Sources/")[1], s["location"]["position"]["line"] + 1, ".".join(s["pathComponents"]))
                 for s in ours if not s.get("docComment"))
if not ours:
    sys.exit("check-docs: the symbol graph holds no public symbol of Sources/ReportKit")
for path, line, name in missing:
    print(f"Sources/{path}:{line}: public {name} has no doc comment", file=sys.stderr)
if missing:
    sys.exit(f"check-docs: {len(missing)} of {len(ours)} public symbols have no doc comment")
print(f"check-docs: all {len(ours)} public symbols have a doc comment")
PY

# DocC ships with the toolchain: beside `swift` on Linux, through xcrun with Xcode. Without it the check fails
# rather than pass having built nothing.
docc="$(dirname "$(readlink -f "$(command -v "$SWIFT")")")/docc"
[ -x "$docc" ] || docc="$(command -v docc || xcrun --find docc 2>/dev/null || true)"
[ -n "$docc" ] || { echo "check-docs: no docc beside $SWIFT, on PATH or through xcrun: DocC was not built" >&2; exit 1; }
if ! "$docc" convert Sources/ReportKit/ReportKit.docc --additional-symbol-graph-dir "$work/symbols" --output-path "$work/out" \
        --fallback-display-name ReportKit --fallback-bundle-identifier org.coach-report.ReportKit --analyze >"$work/docc.log" 2>&1; then
    cat "$work/docc.log" >&2
    echo "check-docs: $docc failed (above)" >&2
    exit 1
fi
if grep -q "warning:" "$work/docc.log"; then
    grep "warning:" "$work/docc.log" >&2
    echo "check-docs: DocC warns (above)" >&2
    exit 1
fi
echo "check-docs: DocC ($docc) builds the catalogue with no warning"
