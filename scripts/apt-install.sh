#!/usr/bin/env bash
# `make deps` on Debian and Ubuntu: installs those of the packages named that are missing (as root, or with sudo).
#
# On a fresh machine another install often holds the package manager's locks at boot. apt-get waits for dpkg's
# (-o DPkg::Lock::Timeout), but `apt-get update` gives up at once on the package lists' lock
# (/var/lib/apt/lists/lock, apt 2.6), so a lock that is held is waited for here, up to ten minutes, trying again
# every 5 s; any other failure is tried again twice, 10 s apart. scripts/check-apt-lock.sh plays that boot.
#
#   scripts/apt-install.sh PACKAGE...
set -euo pipefail
missing=()
for p in "$@"; do
    dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
done
[ "${#missing[@]}" -gt 0 ] || exit 0
echo "Installing Debian packages: ${missing[*]}"
sudo=()
[ "$(id -u)" = 0 ] || sudo=(sudo)
export DEBIAN_FRONTEND=noninteractive
log="$(mktemp)"
trap 'rm -f "$log"' EXIT
deadline=$(( $(date +%s) + 600 ))
failures=0
waiting=""
while :; do
    if "${sudo[@]}" apt-get -o DPkg::Lock::Timeout=600 update -qq >"$log" 2>&1 &&
       "${sudo[@]}" apt-get -o DPkg::Lock::Timeout=600 install -y -qq --no-install-recommends "${missing[@]}" >"$log" 2>&1; then
        exit 0
    fi
    if grep -qE "Could not get lock|Unable to lock" "$log" && [ "$(date +%s)" -lt "$deadline" ]; then
        [ -n "$waiting" ] || echo "Another install holds the package manager's lock; waiting for it (up to 10 minutes)" >&2
        waiting=1
        sleep 5
        continue
    fi
    cat "$log" >&2
    failures=$(( failures + 1 ))
    [ "$failures" -lt 3 ] || { echo "apt-get failed 3 times; see above" >&2; exit 1; }
    echo "apt-get failed; trying again in 10 s ($failures of 3)" >&2
    sleep 10
done
