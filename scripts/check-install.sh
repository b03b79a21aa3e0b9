#!/bin/sh
# `make install` into a temporary DESTDIR with the given binary: the binary, the man page and the three shells'
# completions land where a Unix user expects them, and nothing is written outside that folder.
set -eu
bin=${1:?usage: check-install.sh BINARY}
dest=$(mktemp -d)
trap 'rm -rf "$dest"' EXIT
make -s install BIN="$bin" PREFIX=/usr DESTDIR="$dest" >/dev/null
for f in bin/coach-report share/man/man1/coach-report.1 share/bash-completion/completions/coach-report \
         share/zsh/site-functions/_coach-report share/fish/vendor_completions.d/coach-report.fish; do
  [ -s "$dest/usr/$f" ] || { echo "check-install: make install wrote no $f" >&2; exit 1; }
done
[ -x "$dest/usr/bin/coach-report" ] || { echo "check-install: the installed binary is not executable" >&2; exit 1; }
grep -q '^complete ' "$dest/usr/share/bash-completion/completions/coach-report" || { echo "check-install: the bash completion is not one" >&2; exit 1; }
extra=$(cd "$dest" && find . -type f | grep -v '^\./usr/' || true)
[ -z "$extra" ] || { echo "check-install: make install wrote outside PREFIX: $extra" >&2; exit 1; }
echo "check-install: make install PREFIX=/usr DESTDIR=… put the binary, man page and bash, zsh and fish completions in place"
