#!/usr/bin/env bash
# Prints the nginx the end-to-end header tests run the generated configuration in (tests/e2e/support/nginx.ts):
# $NGINX_PATH, else /usr/sbin/nginx. When neither exists it installs Debian's nginx with apt-get if it can, and
# otherwise stops with one line saying how.
set -euo pipefail
candidate="${NGINX_PATH:-/usr/sbin/nginx}"
if [ -x "$candidate" ]; then echo "$candidate"; exit 0; fi
if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null 2>&1; then
  echo "nginx not found at $candidate; installing Debian's nginx-light with apt-get..." >&2
  (apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq nginx-light >/dev/null) >&2
  if [ -x /usr/sbin/nginx ]; then echo /usr/sbin/nginx; exit 0; fi
fi
echo "nginx is missing: install Debian's nginx (sudo apt-get install nginx-light) or set NGINX_PATH to an nginx binary." >&2
exit 1
