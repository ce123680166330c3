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
WITH_BROWSER=1 WITH_CLUSTER=1 bash scripts/ensure-system.sh || exit 1

stage "Type check, lint and the api's build"
# Each of these is one single-threaded process: two at a time use both cores.
npx tsc -p tsconfig.test.json --noEmit >"$RESULTS/typecheck.log" 2>&1 &
typecheck=$!
npm run lint --silent || failed_stages+=(lint)
wait "$typecheck" || failed_stages+=(typecheck)
cat "$RESULTS/typecheck.log"
# Before the unit tests: the image check runs its SVG worker from dist (src/files/image/svg-worker).
npx nest build || exit 1

# The server suites run on the machine's Node and on Node 24 (the production image's): see docs/decisions/node-24.md.
NODE24="$(bash scripts/node24.sh)"
JEST=node_modules/jest/bin/jest.js
# --forceExit: a handle a failing test leaves open (a server, a Redis client) must never hold the run forever.

# jest and vitest use one worker on 2 cores (cores - 1): the two runs of a stage go side by side.
stage "Unit tests (rules next to the code), on $(node --version) and on $("$NODE24" --version) in parallel"
"$NODE24" "$JEST" --config jest.config.js --selectProjects unit --forceExit --json --outputFile="$RESULTS/unit-node24.json" >"$RESULTS/unit-node24.log" 2>&1 &
unit24=$!
npx jest --config jest.config.js --selectProjects unit --forceExit --json --outputFile="$RESULTS/unit.json" || failed_stages+=(unit)
wait "$unit24" || failed_stages+=(unit-node24)
echo "-- unit on $("$NODE24" --version):"; tail -n 40 "$RESULTS/unit-node24.log"

stage "Component tests (web-front, web-admin) in parallel, the apps' builds beside them"
# web-front's tests end about a minute before web-admin's: the apps' builds (one process each) take that core.
# The OpenAPI document as the api builds it (from a preview of the app: no services needed), linted offline.
( npm run build:web --silent && { npm run lint:openapi --silent || echo openapi-lint >"$RESULTS/openapi-lint.failed"; } ) >"$RESULTS/build.log" 2>&1 &
build=$!
npm run test --workspace web-admin --silent -- --reporter=default --reporter=json --outputFile="../$RESULTS/web-admin.json" >"$RESULTS/web-admin.log" 2>&1 &
admin_components=$!
npm run test --workspace web-front --silent -- --reporter=default --reporter=json --outputFile="../$RESULTS/web-front.json" || failed_stages+=(web-front)
wait "$admin_components" || failed_stages+=(web-admin)
echo "-- web-admin:"; tail -n 40 "$RESULTS/web-admin.log"
wait "$build" || { echo "-- the build failed:"; cat "$RESULTS/build.log"; exit 1; }
if [ -f "$RESULTS/openapi-lint.failed" ]; then failed_stages+=(openapi-lint); cat "$RESULTS/build.log"; else tail -n 3 "$RESULTS/build.log"; fi

stage "Start the real services (two sets: one for each half of the e2e suite)"
# Each half of the e2e suite has its own services (database, Redis, SMTP sink, sign-in provider): the
# halves run in parallel and must never read each other's mails, queues or sessions.
SERVICES24_ENV="${SERVICES_ENV%.env}-node24.env"
rm -f "$SERVICES_ENV" "$SERVICES24_ENV"
node dist/devstack/devstack.main.js --write-env "$SERVICES_ENV" --data-dir "$SERVICES_DIR" --fresh --public-url "http://127.0.0.1:$TEST_PORT" &
pids+=($!)
# One set after the other: each asks the kernel for free ports and binds them moments later, so two sets
# started together once drew the same port (the first's Redis could not bind it, and half the e2e failed).
for _ in $(seq 1 120); do [ -f "$SERVICES_ENV" ] && break; sleep 0.5; done
node dist/devstack/devstack.main.js --write-env "$SERVICES24_ENV" --data-dir "${SERVICES24_ENV%.env}" --fresh --public-url "http://127.0.0.1:$((TEST_PORT + 1))" &
pids+=($!)
for _ in $(seq 1 120); do [ -f "$SERVICES_ENV" ] && [ -f "$SERVICES24_ENV" ] && break; sleep 0.5; done
[ -f "$SERVICES_ENV" ] && [ -f "$SERVICES24_ENV" ] || { echo "the services did not start; see $SERVICES_DIR/logs"; exit 1; }

stage "End-to-end tests (jest + supertest on the real services), on $("$NODE24" --version), in two halves in parallel"
# On the production image's Node only (docs/decisions/node-24.md); the machine's Node still runs the
# unit rules, and the browser journeys against the real api and worker.
SERVICES_ENV="$SERVICES24_ENV" "$NODE24" "$JEST" --config jest.config.js --selectProjects e2e --shard=2/2 --forceExit --runInBand --json --outputFile="$RESULTS/e2e-2of2.json" >"$RESULTS/e2e-2of2.log" 2>&1 &
e2e_second_half=$!
"$NODE24" "$JEST" --config jest.config.js --selectProjects e2e --shard=1/2 --forceExit --runInBand --json --outputFile="$RESULTS/e2e-1of2.json" || failed_stages+=(e2e-1of2)
wait "$e2e_second_half" || failed_stages+=(e2e-2of2)
echo "-- e2e, second half:"; tail -n 40 "$RESULTS/e2e-2of2.log"

stage "Fault suite (real processes killed and restarted; each file starts its own stack), on $("$NODE24" --version)"
# One file at a time, on cores nothing else uses: its checks time answers (503 within 2 s, sign-in under
# 1 s, every process ended within 10 s of Ctrl-C), which a neighbour's load would skew.
# On Node 24 (its api and worker too, started with jest's Node): they load their modules from Node's
# compile cache (test/support/compile-cache.ts), and an api restarts some 45 times in the suite.
"$NODE24" "$JEST" --config jest.config.js --selectProjects faults --forceExit --runInBand --json --outputFile="$RESULTS/faults.json" || failed_stages+=(faults)

stage "Browser journeys (Chromium) on one api and one worker"
(
  set -a; . "./$SERVICES_ENV"; set +a
  export MONGO_URL="${MONGO_URL%/*}/portal_browser" PORT="$TEST_PORT" NODE_ENV=test LOG_LEVEL=warn
  # The journeys sign in and write far faster than people: the rate limits are raised for them.
  export RATE_LIMIT_HEALTH_PER_MINUTE=1000000 RATE_LIMIT_SIGN_INS_PER_MINUTE=1000000 RATE_LIMIT_SEARCHES_PER_MINUTE=1000000 RATE_LIMIT_UPLOADS_PER_HOUR=1000000 RATE_LIMIT_WRITES_PER_MINUTE=1000000
  # Status checks every 2 s instead of at least a minute, so that a tool going down shows within the journey.
  export STATUS_CHECK_TEST_INTERVAL_MS=2000
  node dist/seed/seed.main.js >"$RESULTS/seed.log" 2>&1 || { cat "$RESULTS/seed.log"; exit 1; }
  node dist/worker.js >"$RESULTS/worker.log" 2>&1 &
  worker=$!
  node dist/main.js >"$RESULTS/api.log" 2>&1 &
  api=$!
  trap 'kill $api $worker 2>/dev/null; wait 2>/dev/null' EXIT
  for _ in $(seq 1 60); do curl -fsS "http://127.0.0.1:$TEST_PORT/api/health" >/dev/null 2>&1 && break; sleep 0.5; done
  BASE_URL="http://127.0.0.1:$TEST_PORT" npx jest --config jest.config.js --selectProjects browser --forceExit --runInBand --json --outputFile="$RESULTS/browser.json"
) || failed_stages+=(browser)

stage "Summary"
node scripts/test-summary.js "$RESULTS"
if [ ${#failed_stages[@]} -gt 0 ]; then
  echo "Failed stages: ${failed_stages[*]}"
  exit 1
fi
