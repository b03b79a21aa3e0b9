#!/usr/bin/env bash
# Demo: weight and steps from a made-up Apple Health export beside the habits (--health): the Body page of a
# week's and a month's PDF, the summary, the email and the site, in English (pounds) and bokmål (kilograms).
# Weight is shown only at --redact full: the email and the site, shared by default, show the steps alone.
set -euo pipefail
: "${BIN:?the coach-report binary}" "${OUT:?the demo folder}"
mkdir -p "$OUT/body"
# The same arguments as the demo's samples, so the export is the same and the health export matches it.
"$BIN" sample --days 84 --seed 7 --locale en-US --out "$OUT/sample-export.json" --health-out "$OUT/body/health-en.zip"
"$BIN" sample --days 84 --seed 7 --locale nb-NO --out "$OUT/sample-nb.json" --health-out "$OUT/body/health-nb.zip"
"$BIN" week "$OUT/sample-export.json" --health "$OUT/body/health-en.zip" --pdf-only --out "$OUT/body/week-en"
"$BIN" week "$OUT/sample-nb.json" --health "$OUT/body/health-nb.zip" --pdf-only --out "$OUT/body/week-nb"
"$BIN" week "$OUT/sample-export.json" --health "$OUT/body/health-en.zip" --pdf-only --theme dark --weight-unit kg --out "$OUT/body/week-dark"
"$BIN" reflect "$OUT/sample-export.json" --health "$OUT/body/health-en.zip" --month latest --pdf-only --out "$OUT/body/month-en"
"$BIN" reflect "$OUT/sample-nb.json" --health "$OUT/body/health-nb.zip" --month latest --pdf-only --out "$OUT/body/month-nb"
"$BIN" summary "$OUT/sample-export.json" --health "$OUT/body/health-en.zip" --out "$OUT/body/summary-en.md"
"$BIN" summary "$OUT/sample-nb.json" --health "$OUT/body/health-nb.zip" --out "$OUT/body/summary-nb.md"
"$BIN" email "$OUT/sample-export.json" --health "$OUT/body/health-en.zip" --redact full --from sam@example.org --to sam@example.org \
  --out "$OUT/body/week-en-full.eml"
"$BIN" email "$OUT/sample-nb.json" --health "$OUT/body/health-nb.zip" --from "Ingrid <ingrid@example.no>" --to "Kari Nordmann <kari@example.no>" \
  --out "$OUT/body/uke-nb.eml"
"$BIN" site "$OUT/sample-export.json" --health "$OUT/body/health-en.zip" --quiet --out "$OUT/body/site"
echo "Body (weight and steps): the PDFs, summaries, emails and site in $OUT/body/"
