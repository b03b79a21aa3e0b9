#!/usr/bin/env bash
# The progress site, in English and bokmål: private (noindex, robots.txt) and at the default privacy
# level, summary (no word the person typed). Open $OUT/site/index.html in a browser.
set -euo pipefail
: "${BIN:?the coach-report binary}" "${OUT:?the demo folder}"
"$BIN" site "$OUT/sample-export.json" --out "$OUT/site"
"$BIN" site "$OUT/sample-nb.json" --out "$OUT/site-nb"
echo "site: $OUT/site/index.html and $OUT/site-nb/index.html"
