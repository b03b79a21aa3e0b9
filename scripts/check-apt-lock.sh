#!/usr/bin/env bash
# Issue 38: on a fresh machine another install often holds the package manager's lock at boot, and `make demo`
# failed at once with "Could not get lock /var/lib/dpkg/lock-frontend". This plays that boot: it removes one
# package `make deps` installs, holds apt's and dpkg's locks from another process for HOLD seconds (60 unless
# told), as a running apt-get holds them, and runs `make deps` (the first step of `make demo` and `make test`)
# meanwhile. It passes when `make deps` (scripts/apt-install.sh) waited for the lock, then installed the package
# again.
#
#   sudo scripts/check-apt-lock.sh [PACKAGE]
#   sudo TARGET=demo scripts/check-apt-lock.sh     the whole `make demo` (a release build) rather than `make deps`
#
# Not run by `make test`: it needs root, Debian or Ubuntu and the apt mirror (or the package in apt's cache), it
# changes the system's packages for a minute, and it takes that minute. The package is strace unless named: no
# test of `make test` uses it (only `make examples`, which skips the check without it), so another session's tests
# on the same machine do not fail while it is gone, as they would without pngcheck or qpdf. Whatever happens,
# the package is installed again on the way out.
set -euo pipefail
cd "$(dirname "$0")/.."
package="${1:-strace}"
hold="${HOLD:-60}"
target="${TARGET:-deps}"
fail() { echo "check-apt-lock: $*" >&2; exit 1; }

[ "$(id -u)" = 0 ] || fail "run it as root: it removes $package and lets make deps install it again"
command -v apt-get >/dev/null || fail "no apt-get: this checks Debian's and Ubuntu's set-up"
wanted="$(make -s --no-print-directory -f Makefile -f <(printf 'apt-packages:\n\t@echo $(APT_PACKAGES)\n') apt-packages)"
[[ " $wanted " == *" $package "* ]] || fail "make deps does not install $package; name one of: $wanted"
installed() { dpkg-query -W -f='${Status}' "$1" 2>/dev/null | grep -q "install ok installed"; }

work="$(mktemp -d)"
holder=""
cleanup() {
    if [ -n "$holder" ]; then kill "$holder" 2>/dev/null || true; wait "$holder" 2>/dev/null || true; fi
    installed "$package" || DEBIAN_FRONTEND=noninteractive apt-get -o DPkg::Lock::Timeout=600 install -y -qq "$package" >/dev/null
    rm -rf "$work"
}
trap cleanup EXIT

# dpkg refuses to remove a package another one depends on, where apt-get would remove that one too.
dpkg -r "$package" >/dev/null 2>&1 || fail "dpkg -r $package failed: another installed package needs it; name another"

# The locks a running apt-get holds (the front end's, dpkg's, the package lists' and the downloads'), taken as apt
# takes them: fcntl write locks on the whole file (flock(1) takes another kind, which apt does not see).
python3 - "$hold" "$work/held" >"$work/holder.log" 2>&1 <<'PY' &
import fcntl, os, sys, time
hold, ready = float(sys.argv[1]), sys.argv[2]
locks = ["/var/lib/dpkg/lock-frontend", "/var/lib/dpkg/lock", "/var/lib/apt/lists/lock", "/var/cache/apt/archives/lock"]
files = [open(path, "a") for path in locks]
for f in files:
    fcntl.lockf(f, fcntl.LOCK_EX | fcntl.LOCK_NB)
open(ready, "w").close()
time.sleep(hold)
PY
holder=$!
for _ in $(seq 100); do [ -e "$work/held" ] || sleep 0.1; done
[ -e "$work/held" ] || { cat "$work/holder.log" >&2; fail "could not take apt's locks (another apt-get is running?)"; }

echo "check-apt-lock: $package removed; another process holds apt's locks for $hold s; running make $target"
start=$(date +%s)
status=0
make "$target" >"$work/make.log" 2>&1 || status=$?
took=$(( $(date +%s) - start ))
tail -n 20 "$work/make.log" | sed "s/^/  make $target: /"
[ "$status" = 0 ] || fail "make $target failed (status $status) after $took s, while the lock was held"
installed "$package" || fail "make $target succeeded but $package is not installed"
[ "$took" -ge $(( ${hold%.*} - 2 )) ] || fail "make $target took $took s, less than the $hold s the lock was held: it did not wait"
echo "check-apt-lock: make $target waited for the lock and installed $package again in $took s (lock held $hold s)"
