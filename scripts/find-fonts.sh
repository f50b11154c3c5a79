#!/usr/bin/env bash
# Makes sure the fonts the visual test draws every picture with are installed: Debian's fonts-dejavu-core (Latin,
# Filipino's letters and the peso sign ₱) and fonts-wqy-microhei (the Chinese messages the spec prescribes). The test
# reads only these two (tests/visual/support/fonts.ts), so a picture is the same on every machine whatever else is
# installed. When one is missing it installs them with apt-get if it can, and otherwise stops with one line saying how.
set -euo pipefail
# Keep in step with FONT_FILES in tests/visual/support/fonts.ts.
files=(/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf /usr/share/fonts/truetype/wqy/wqy-microhei.ttc)
ready() { for file in "${files[@]}"; do [ -f "$file" ] || return 1; done; }
if ready; then exit 0; fi
if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null 2>&1; then
  echo "The visual test's fonts are missing; installing fonts-dejavu-core fonts-wqy-microhei with apt-get..." >&2
  (apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq fonts-dejavu-core fonts-wqy-microhei >/dev/null) >&2
  if ready; then exit 0; fi
fi
echo "The visual test's fonts are missing: install Debian's fonts-dejavu-core and fonts-wqy-microhei (sudo apt-get install fonts-dejavu-core fonts-wqy-microhei)." >&2
exit 1
