#!/usr/bin/env bash
# `npm test`: every check, in the order that fails fastest.
set -euo pipefail
cd "$(dirname "$0")/.."
CHROME_PATH="$(bash scripts/find-chromium.sh)"
export CHROME_PATH
echo "== generated files are up to date"
node scripts/gen-types.mjs --check
node scripts/gen-validators.mjs --check
echo "== page definitions"
npx tsx scripts/check-pages.ts
echo "== types"
npx tsc --noEmit -p .
echo "== unit, component, story and end-to-end tests"
npx vitest run
