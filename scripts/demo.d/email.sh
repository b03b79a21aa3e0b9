#!/usr/bin/env bash
# Demo: the latest week of each sample as a ready-to-send email (what you wrote left out, the default), and one at full for yourself.
set -euo pipefail
: "${BIN:?the coach-report binary}" "${OUT:?the demo folder}"
mkdir -p "$OUT/email"
"$BIN" email "$OUT/sample-export.json" --from "Sam <sam@example.org>" --to "Coach <coach@example.org>" --out "$OUT/email/week-en.eml"
"$BIN" email "$OUT/sample-nb.json" --from "Ingrid <ingrid@example.no>" --to "Kari Nordmann <kari@example.no>" --out "$OUT/email/uke-nb.eml"
"$BIN" email "$OUT/sample-export.json" --redact full --from sam@example.org --to sam@example.org --out "$OUT/email/week-en-full.eml"
echo "Emails: $(ls "$OUT/email"/*.eml | wc -l) messages in $OUT/email/ (send one with: sendmail -t < $OUT/email/week-en.eml)"
