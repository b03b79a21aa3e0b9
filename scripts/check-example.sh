#!/usr/bin/env bash
# Checks the example program (Examples/RenderFromBytes) as issues 26 and 38 ask: it uses ReportKit's public API
# alone, and renders a PDF from bytes in memory without touching the file system. Run by `make examples`.
#  1. It builds in the Examples package, which depends on this one as another package would, so `package` and
#     internal declarations of ReportKit are out of its reach.
#  2. Run in a read-only folder, it writes a PDF (the bytes start with %PDF) to standard output.
#  3. Under strace (when installed), it opens nothing for writing and creates, removes or renames nothing:
#     it only reads its libraries and the fonts.
set -euo pipefail
cd "$(dirname "$0")/.."
SWIFT="${SWIFT:-swift}"
"$SWIFT" build --package-path Examples --product render-from-bytes >/dev/null
bin="$("$SWIFT" build --package-path Examples --show-bin-path)"

scratch="$(mktemp -d)"
trap 'chmod -R u+w "$scratch"; rm -rf "$scratch"' EXIT
mkdir "$scratch/cwd" && chmod 555 "$scratch/cwd"
(cd "$scratch/cwd" && "$bin/render-from-bytes") >"$scratch/week.pdf"
[ "$(head -c 5 "$scratch/week.pdf")" = "%PDF-" ] || { echo "check-example: the example did not write a PDF" >&2; exit 1; }

if command -v strace >/dev/null; then
    (cd "$scratch/cwd" && strace -f -qq -o "$scratch/calls" \
        -e trace=open,openat,creat,unlink,unlinkat,rename,renameat,renameat2,mkdir,mkdirat,truncate,link,linkat,symlink,symlinkat \
        "$bin/render-from-bytes") >/dev/null
    if grep -E 'O_WRONLY|O_RDWR|O_CREAT|creat\(|unlink|rename|mkdir|truncate|link' "$scratch/calls" | grep -v ' = -1 ' ; then
        echo "check-example: the example touched the file system (above)" >&2
        exit 1
    fi
    echo "check-example: public API only; a $(wc -c <"$scratch/week.pdf")-byte PDF from bytes, nothing written but standard output"
else
    echo "check-example: public API only; a $(wc -c <"$scratch/week.pdf")-byte PDF from bytes (strace not installed: file calls not checked)"
fi
