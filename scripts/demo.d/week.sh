#!/usr/bin/env bash
# Weekly reflection PDFs of the demo's samples: every week, in English (Letter) and bokmål (A4), and one dark.
set -euo pipefail
: "${BIN:?the coach-report binary}" "${OUT:?the demo folder}"
"$BIN" week "$OUT/sample-export.json" --week all --out "$OUT/reflections/en"
"$BIN" week "$OUT/sample-nb.json" --week all --out "$OUT/reflections/nb"
"$BIN" week "$OUT/sample-export.json" --week latest --theme dark --paper a4 --out "$OUT/reflections/dark"
echo "Weekly reflections: $(find "$OUT/reflections" -name '*.pdf' | wc -l) PDFs in $OUT/reflections/"
