#!/usr/bin/env bash
# Writes summaries of the example exports (Tests/Fixtures/exports) into OUT (every week, Markdown and
# HTML; a month; the sample export with every shown field replaced by a hostile note) and runs the shared
# validators on them: pymarkdownlnt and cmark on the Markdown, the Nu checker, axe and the reference
# checks on the HTML.
#
#   scripts/check-summaries.sh                  # debug build, OUT=out/summaries
#   BIN=… OUT=… VALIDATE=…/validate-outputs scripts/check-summaries.sh
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
examples="$root/Tests/Fixtures/exports"
VALIDATE="${VALIDATE:-$root/../shared/validators/validate-outputs}"
OUT="${OUT:-$root/out/summaries}"
if [ -z "${BIN:-}" ]; then
  (cd "$root" && swift build >/dev/null)
  BIN="$(cd "$root" && swift build --show-bin-path)/coach-report"
fi
rm -rf "$OUT" && mkdir -p "$OUT"

"$BIN" summary "$examples/sample-export.json" --every-week --out "$OUT/sample"
"$BIN" summary "$examples/sample-export.json" --every-week --format html --out "$OUT/sample"
"$BIN" summary "$examples/uke-nb.json" --every-week --out "$OUT/uke-nb"
"$BIN" summary "$examples/uke-nb.json" --every-week --format html --out "$OUT/uke-nb"
"$BIN" summary "$examples/checkins.json" --time-zone Europe/Oslo --profile "$examples/profile.json" \
  --every-week --out "$OUT/checkins"
"$BIN" summary "$examples/sample-export.json" --from 2026-10-01 --to 2026-10-31 --out "$OUT/sample-2026-10.md"

# The sample export with the person's words replaced by notes that look like markup.
python3 - "$examples/sample-export.json" "$OUT/hostile.json" <<'PY'
import json, sys
d = json.load(open(sys.argv[1]))
notes = ["**not bold**", "<script>alert(1)</script>", "[x](javascript:alert(1))", "# not a heading",
         "- not a list", "> not a quote", "1. not ordered", "`code`", "| a | b |", "trailing spaces   ",
         "trailing backslash\\", "&amp; &lt;b&gt;", "first paragraph\n\nsecond paragraph", "emoji 🧘‍♀️ 💪",
         "עברית: שלום", "العربية: مرحبا", "<img src=x onerror=alert(1)>", "~~struck~~", "\tTabbed\tinside",
         "control\u0001char \u0085 nel", "<!-- c -->", "https://example.com/bare", "***", "Title\n====="]
n = iter(notes * 1000)
for e in d["entries"]:
    if "morningFocus" in e: e["morningFocus"].update(careAction=next(n), stressResponse=next(n))
    if "endOfDay" in e: e["endOfDay"]["whatHelped"] = next(n)
    for p in e.get("prepChecks", []): p["title"] = next(n)
for c in d["cravingNotes"]: c.update(text=next(n), chosenAction=next(n))
d["profile"]["name"] = "<b>Sam</b> *"
json.dump(d, open(sys.argv[2], "w"), ensure_ascii=False)
PY
"$BIN" summary "$OUT/hostile.json" --every-week --out "$OUT/hostile"
"$BIN" summary "$OUT/hostile.json" --every-week --format html --out "$OUT/hostile"
rm "$OUT/hostile.json"

echo "$(find "$OUT" -type f | wc -l | tr -d ' ') files in $OUT"
"$VALIDATE" "$OUT" | grep -v "^PASS"
