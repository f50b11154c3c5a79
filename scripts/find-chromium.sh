#!/usr/bin/env bash
# Prints the Chromium the browser tests drive: $CHROME_PATH, else /usr/bin/chromium. When neither exists it installs
# Debian's chromium (never a browser download) if it can, and otherwise stops with one line saying how.
set -euo pipefail
candidate="${CHROME_PATH:-/usr/bin/chromium}"
if [ -x "$candidate" ]; then echo "$candidate"; exit 0; fi
if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null 2>&1; then
  echo "Chromium not found at $candidate; installing Debian's chromium with apt-get..." >&2
  (apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null) >&2
  if [ -x /usr/bin/chromium ]; then echo /usr/bin/chromium; exit 0; fi
fi
echo "Chromium is missing: install Debian's chromium (sudo apt-get install chromium) or set CHROME_PATH to a Chromium binary." >&2
exit 1
