#!/usr/bin/env bash
# Demo: every chart, light and dark, in the three formats, for the demo's English sample.
set -euo pipefail
: "${BIN:?}" "${OUT:?}"
mkdir -p "$OUT/charts"
for kind in heatmap rings trend urges; do
  for theme in light dark; do
    for ext in png svg pdf; do
      "$BIN" chart "$kind" "$OUT/sample-export.json" --theme "$theme" --out "$OUT/charts/$kind-$theme.$ext"
    done
  done
done
"$BIN" chart heatmap "$OUT/sample-nb.json" --weeks 12 --out "$OUT/charts/heatmap-nb.png"
