#!/usr/bin/env bash
# `npm test`: every check, in the order that fails fastest.
set -euo pipefail
cd "$(dirname "$0")/.."
CHROME_PATH="$(bash scripts/find-chromium.sh)"
export CHROME_PATH
NGINX_PATH="$(bash scripts/find-nginx.sh)" # the header tests also run the build in nginx
export NGINX_PATH
echo "== generated files are up to date"
node scripts/gen-types.mjs --check
node scripts/gen-validators.mjs --check
npx tsx scripts/gen-nginx.ts --check
npx tsx scripts/gen-operator-reference.ts --check
echo "== page definitions"
npx tsx scripts/check-pages.ts
echo "== house rules: formatting (Prettier) and lint (ESLint with typescript-eslint and the React hooks rules)"
npx prettier --check . --log-level warn
npx eslint . --max-warnings 0
echo "== types"
npx tsc --noEmit -p .
npx tsc --noEmit -p measure # the browser benchmark's twin and entry, which the root project leaves out
# One project at a time: the story and end-to-end projects each drive Chromium, and the machines have two cores.
echo "== unit and component tests (jsdom)"
npx vitest run --configLoader runner --project unit
echo "== variation suite: every borrower screen against one-field variations of its first answers"
npx vitest run --configLoader runner --project variations
echo "== stories: play functions and accessibility in Chromium"
npx vitest run --configLoader runner --project storybook
echo "== visual: every widget story and every screen in every sandbox scenario, in both languages, against the committed pictures"
bash scripts/find-fonts.sh # the only fonts the pictures are drawn with (the WebKit stage's pictures too)
npx vitest run --configLoader runner --project visual
echo "== end to end: production build + sandbox in Chromium at 390x844, under the production CSP (headers also in nginx)"
npx vitest run --configLoader runner --project e2e
echo "== end to end in WebKit: the same build, sandbox and CSP in WebKitGTK's MiniBrowser at 390x844 (WebKitWebDriver)"
bash scripts/find-webkit.sh
npx vitest run --configLoader runner --project webkit
