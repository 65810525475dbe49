#!/usr/bin/env bash
# Makes sure the browser tests have a Chromium, before anything slow runs. The one place that
# knows where it comes from: `npm test`, `npm run test:e2e` and .ci/run all call this.
#
# - CHROMIUM_PATH, when set, must name a Chromium (or Chrome) binary.
# - Otherwise Debian's headless shell (/usr/lib/chromium/chromium-headless-shell) is used, and
#   installed with apt-get when it is missing and we are root on Debian or Ubuntu.
# - Anything else stops here with one line saying what to install.
set -uo pipefail

default=/usr/lib/chromium/chromium-headless-shell
chromium=${CHROMIUM_PATH:-$default}

fail() {
  printf 'Browser tests need Chromium: %s\n' "$*" >&2
  exit 1
}

[ -x "$chromium" ] && exit 0

if [ -n "${CHROMIUM_PATH:-}" ]; then
  fail "CHROMIUM_PATH=$CHROMIUM_PATH is not an executable file; point it at a Chromium binary or unset it to use Debian's chromium-headless-shell."
fi

if [ "$(id -u)" != 0 ] || ! command -v apt-get >/dev/null 2>&1; then
  fail "install Debian's chromium-headless-shell (sudo apt-get install chromium-headless-shell), or set CHROMIUM_PATH to a Chromium binary."
fi

echo "Installing Debian's chromium-headless-shell for the browser tests (apt-get)..."
log=$(mktemp)
if ! { apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends chromium-headless-shell; } >"$log" 2>&1; then
  tail -n 5 "$log" >&2
  rm -f "$log"
  fail "apt-get could not install chromium-headless-shell (see above); install it, or set CHROMIUM_PATH to a Chromium binary."
fi
rm -f "$log"
[ -x "$chromium" ] || fail "chromium-headless-shell was installed but $chromium is missing; set CHROMIUM_PATH to its binary."
echo "Chromium installed: $chromium"
