#!/usr/bin/env bash
# Makes sure the WebKit end-to-end tests can run: Debian's WebKitWebDriver (webkit2gtk-driver, which brings WebKitGTK and
# its MiniBrowser), xvfb-run (xvfb) and xauth. When one is missing it installs them with apt-get (never a browser
# download) if it can, and otherwise stops with one line saying how.
set -euo pipefail
driver="${WEBKIT_DRIVER:-/usr/bin/WebKitWebDriver}"
ready() { [ -x "$driver" ] && command -v xvfb-run >/dev/null 2>&1 && command -v xauth >/dev/null 2>&1; }
if ready; then exit 0; fi
if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null 2>&1; then
  echo "WebKitWebDriver, xvfb-run or xauth not found; installing webkit2gtk-driver xvfb xauth with apt-get..." >&2
  (apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq webkit2gtk-driver xvfb xauth >/dev/null) >&2
  if ready; then exit 0; fi
fi
echo "WebKit is missing: install Debian's webkit2gtk-driver, xvfb and xauth (sudo apt-get install webkit2gtk-driver xvfb xauth)." >&2
exit 1
