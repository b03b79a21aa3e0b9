#!/usr/bin/env bash
# Makes the pictures the README shows, in docs/images/, from the made-up sample (never a real person's data):
#   week.png     the first page of a weekly reflection PDF (pdftoppm at 60 dpi)
#   urges.png    a chart, the urge breakdown, as `chart` writes it (2x)
#   site.png     the progress site's overview, as a 1000 px wide browser shows its top (headless Chromium)
# Each is made smaller with pngquant and optipng. The same binary and tools give the same bytes; a newer
# Chromium or poppler may draw a pixel differently, so look at the diff before committing. `make pictures`.
set -euo pipefail
: "${BIN:?the coach-report binary}"
dest="${DEST:-docs/images}"

chrome="${CHROME:-}"
if [ -z "$chrome" ]; then
  for c in chromium chromium-browser google-chrome; do command -v "$c" >/dev/null && { chrome="$c"; break; }; done
fi
missing=""
[ -n "$chrome" ] || missing="$missing chromium"
for tool in pdftoppm pngquant optipng; do command -v "$tool" >/dev/null || missing="$missing $tool"; done
if [ -n "$missing" ]; then
  echo "scripts/pictures.sh needs:$missing (Debian: apt-get install chromium poppler-utils pngquant optipng)" >&2
  exit 1
fi

work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
mkdir -p "$dest"

"$BIN" sample --days 84 --seed 7 --locale en-US --out "$work/sample.json"

"$BIN" week "$work/sample.json" --week latest --pdf-only --quiet --out "$work/week"
pdftoppm -png -r 60 -f 1 -l 1 -singlefile "$work/week/"*.pdf "$work/week"

"$BIN" chart urges "$work/sample.json" --out "$work/urges.png"

"$BIN" site "$work/sample.json" --no-pdf --quiet --out "$work/site"
"$chrome" --headless --no-sandbox --disable-gpu --hide-scrollbars --force-device-scale-factor=1 \
  --user-data-dir="$work/chrome" --window-size=1000,880 --screenshot="$work/site.png" \
  "file://$work/site/index.html" >/dev/null 2>&1

for name in week urges site; do
  pngquant --quality 60-90 --speed 1 --strip --force --output "$work/$name-small.png" "$work/$name.png"
  optipng -quiet -o2 -strip all "$work/$name-small.png"
  cp "$work/$name-small.png" "$dest/$name.png"
  echo "$dest/$name.png: $(wc -c < "$dest/$name.png") bytes"
done
