#!/usr/bin/env bash
# `npm test`: every check, in the order that fails fastest. The CI budget is 20 minutes on two cores, so stages that
# leave a core idle run beside another: ESLint beside tsc (each uses one core), and the browser stages in two lanes
# (the end-to-end lane drives one page at a time and mostly waits on it; the story lane fills the other core).
set -euo pipefail
cd "$(dirname "$0")/.."
CHROME_PATH="$(bash scripts/find-chromium.sh)"
export CHROME_PATH
NGINX_PATH="$(bash scripts/find-nginx.sh)" # the header tests also run the build in nginx
export NGINX_PATH
# Installed (with apt-get if need be) before the lanes start, so two installs never race for dpkg's lock.
bash scripts/find-fonts.sh # the only fonts the pictures are drawn with (the WebKit stage's pictures too)
bash scripts/find-webkit.sh

# Each stage's heading says how long the run has taken so far (bash's SECONDS), so a slow CI log tells which stage
# the 20 minutes went to.
stage() { echo "== $1 (at $((SECONDS / 60))m$((SECONDS % 60))s)"; }

# Runs the commands given as one quoted string each at the same time, every line of output prefixed with its label;
# fails (after all have ended) if any failed, naming them.
side_by_side() {
  local pids=() labels=() failed=()
  while [ $# -gt 0 ]; do
    local label=$1 commands=$2
    shift 2
    (
      set -o pipefail # the lane's status is its commands', not sed's
      (set -euo pipefail; eval "$commands"; echo "lane done at $((SECONDS / 60))m$((SECONDS % 60))s of the run") 2>&1 | sed -u "s/^/[$label] /"
    ) &
    pids+=($!)
    labels+=("$label")
  done
  for i in "${!pids[@]}"; do wait "${pids[$i]}" || failed+=("${labels[$i]}"); done
  if [ ${#failed[@]} -gt 0 ]; then
    stage "failed: ${failed[*]}"
    return 1
  fi
}
stage "generated files are up to date"
node scripts/gen-types.mjs --check
node scripts/gen-validators.mjs --check
npx tsx scripts/gen-nginx.ts --check
npx tsx scripts/gen-operator-reference.ts --check
stage "page definitions"
node scripts/check-pages.mjs
stage "house rules (Prettier; ESLint with typescript-eslint and the React hooks rules) and types (tsc), side by side"
npx prettier --check . --log-level warn
# measure/: the browser benchmark's twin and entry, which the root project leaves out.
side_by_side lint 'npx eslint . --max-warnings 0' \
  types 'npx tsc --noEmit -p . && npx tsc --noEmit -p measure'
stage "unit and component tests (jsdom, two workers)"
npx vitest run --configLoader runner --project 'unit*' # unit and unit-node-realm (vitest.config.ts)
stage "the build the browser stages test (production, with the page lab)"
npx tsx tests/e2e/support/build.ts
stage "browser stages in two lanes"
# Both lanes test the build just made (E2E_PREBUILT=1), each with its own servers and sandbox.
# e2e: the build and the sandbox in Chromium at 390x844 under the production CSP (headers also in nginx); then every
# hand-written story's play function and axe in Chromium.
# stories: the variation suite (every borrower screen against one-field variations of its first answers, in jsdom);
# the visual test (every widget story and screen in every sandbox scenario, both languages, against the committed
# pictures); then the build in WebKitGTK's MiniBrowser through WebKitWebDriver.
# The lanes are about equally long beside a CPU-bound neighbour (2026-12-02, ci3: e2e 674 s, story plays 100 s;
# variations 238 s, visual 250 s, WebKit 144 s).
side_by_side e2e 'E2E_PREBUILT=1 npx vitest run --configLoader runner --project e2e
    npx vitest run --configLoader runner --project storybook' \
  stories 'npx vitest run --configLoader runner --project variations
    npx vitest run --configLoader runner --project visual
    E2E_PREBUILT=1 npx vitest run --configLoader runner --project webkit'
stage "all stages passed"
