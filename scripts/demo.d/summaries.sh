#!/usr/bin/env bash
# Demo: a Markdown journal of every week, and one week as an HTML page, in both languages.
set -euo pipefail
: "${BIN:?}" "${OUT:?}"
"$BIN" summary "$OUT/sample-export.json" --every-week --out "$OUT/summaries"
"$BIN" summary "$OUT/sample-nb.json" --every-week --out "$OUT/summaries-nb"
"$BIN" summary "$OUT/sample-export.json" --format html --out "$OUT/summary-latest.html"
