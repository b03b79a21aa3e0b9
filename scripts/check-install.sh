#!/bin/sh
# `make install` into a temporary DESTDIR with the given binary: the binary, the man page and the three shells'
# completions land where a Unix user expects them, and nothing is written outside that folder. Run from the
# repository's root by `make test`.
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
# Each completion is one its shell loads, and bash's completes a command's name and an option from what was typed.
completed=$(PATH="$dest/usr/bin:$PATH" bash -c '
  . "$1/usr/share/bash-completion/completions/coach-report"
  f=$(complete -p coach-report | sed -E "s/.* -F ([^ ]+) .*/\1/")
  COMP_WORDS=(coach-report we); COMP_CWORD=1; COMP_LINE="coach-report we"; COMP_POINT=${#COMP_LINE}
  "$f" coach-report we coach-report; printf "%s " "${COMPREPLY[@]}"
  COMPREPLY=(); COMP_WORDS=(coach-report week --pap); COMP_CWORD=2; COMP_LINE="coach-report week --pap"; COMP_POINT=${#COMP_LINE}
  "$f" coach-report --pap week; printf "%s" "${COMPREPLY[*]}"' sh "$dest")
[ "$completed" = "week --paper" ] || { echo "check-install: bash completed 'coach-report we' and 'week --pap' as '$completed', not 'week --paper'" >&2; exit 1; }
head -n 1 "$dest/usr/share/zsh/site-functions/_coach-report" | grep -q '^#compdef coach-report' || { echo "check-install: the zsh completion is not one" >&2; exit 1; }
grep -q "^complete -c 'coach-report'" "$dest/usr/share/fish/vendor_completions.d/coach-report.fish" || { echo "check-install: the fish completion is not one" >&2; exit 1; }
# The man page is the one made from today's help (a CLITests test checks that) and man draws it without a warning.
cmp -s docs/man/coach-report.1 "$dest/usr/share/man/man1/coach-report.1" || { echo "check-install: the installed man page is not docs/man/coach-report.1" >&2; exit 1; }
if command -v man >/dev/null; then
  warned=$(MANWIDTH=80 man -l "$dest/usr/share/man/man1/coach-report.1" 2>&1 >/dev/null || echo "man failed")
  [ -z "$warned" ] || { echo "check-install: man coach-report warns: $warned" >&2; exit 1; }
fi
extra=$(cd "$dest" && find . -type f | grep -v '^\./usr/' || true)
[ -z "$extra" ] || { echo "check-install: make install wrote outside PREFIX: $extra" >&2; exit 1; }
echo "check-install: make install PREFIX=/usr DESTDIR=… put the binary, man page and bash, zsh and fish completions in place"
