#!/usr/bin/env bash
# Runs every test: types, unit rules, component tests of both UIs, e2e on the real services
# (database, Redis, SMTP sink, OpenID provider, started once for the run), the fault suite (its own
# processes, killed and restarted), and browser journeys in
# Debian's Chromium against the built apps on one api + worker. Exits non-zero on any failure and
# ends with the plain summary line "N passed, N failed".
set -uo pipefail
cd "$(dirname "$0")/.."
TEST_PORT="${TEST_PORT:-3100}"
# Where the services' addresses are written and read (test/support/load-services-env.ts); its data dir beside it.
export SERVICES_ENV="${SERVICES_ENV:-.run/test.env}"
SERVICES_DIR="${SERVICES_ENV%.env}"
RESULTS="$SERVICES_DIR-results"
rm -rf "$RESULTS" "$SERVICES_ENV" && mkdir -p "$RESULTS" test-artifacts
failed_stages=()
pids=()
cleanup() { for pid in "${pids[@]}"; do kill "$pid" 2>/dev/null || true; done; wait 2>/dev/null || true; }
trap cleanup EXIT INT TERM
stage() { echo; echo "== $1"; }

stage "Install what is missing"
WITH_BROWSER=1 bash scripts/ensure-system.sh || exit 1

stage "Type check and build"
npx tsc -p tsconfig.test.json --noEmit || failed_stages+=(typecheck)
npx nest build || exit 1
npm run build:web --silent || exit 1

stage "Unit tests (rules next to the code)"
npx jest --config jest.config.js --selectProjects unit --json --outputFile="$RESULTS/unit.json" || failed_stages+=(unit)

stage "Component tests (web-front, web-admin)"
for ws in web-front web-admin; do
  npm run test --workspace "$ws" --silent -- --reporter=default --reporter=json --outputFile="../$RESULTS/$ws.json" || failed_stages+=("$ws")
done

stage "Start the real services once"
node dist/devstack/devstack.main.js --write-env "$SERVICES_ENV" --data-dir "$SERVICES_DIR" --fresh --public-url "http://127.0.0.1:$TEST_PORT" &
pids+=($!)
for _ in $(seq 1 120); do [ -f "$SERVICES_ENV" ] && break; sleep 0.5; done
[ -f "$SERVICES_ENV" ] || { echo "the services did not start; see $SERVICES_DIR/logs"; exit 1; }

stage "End-to-end tests (jest + supertest on the real services)"
npx jest --config jest.config.js --selectProjects e2e --runInBand --json --outputFile="$RESULTS/e2e.json" || failed_stages+=(e2e)

stage "Fault suite (real processes killed and restarted; each file starts its own stack)"
npx jest --config jest.config.js --selectProjects faults --runInBand --json --outputFile="$RESULTS/faults.json" || failed_stages+=(faults)

stage "Browser journeys (Chromium) on one api and one worker"
(
  set -a; . "./$SERVICES_ENV"; set +a
  export MONGO_URL="${MONGO_URL%/*}/portal_browser" PORT="$TEST_PORT" NODE_ENV=test LOG_LEVEL=warn
  node dist/seed/seed.main.js >"$RESULTS/seed.log" 2>&1 || { cat "$RESULTS/seed.log"; exit 1; }
  node dist/worker.js >"$RESULTS/worker.log" 2>&1 &
  worker=$!
  node dist/main.js >"$RESULTS/api.log" 2>&1 &
  api=$!
  trap 'kill $api $worker 2>/dev/null; wait 2>/dev/null' EXIT
  for _ in $(seq 1 60); do curl -fsS "http://127.0.0.1:$TEST_PORT/api/health" >/dev/null 2>&1 && break; sleep 0.5; done
  BASE_URL="http://127.0.0.1:$TEST_PORT" npx jest --config jest.config.js --selectProjects browser --runInBand --json --outputFile="$RESULTS/browser.json"
) || failed_stages+=(browser)

stage "Summary"
node scripts/test-summary.js "$RESULTS"
if [ ${#failed_stages[@]} -gt 0 ]; then
  echo "Failed stages: ${failed_stages[*]}"
  exit 1
fi
