#!/usr/bin/env bash
# Runs one UI benchmark on its own services and data:
#   bash bench/support/with-stack.sh NAME PORT SEED_SCRIPT BENCH_SCRIPT
# Starts the services fresh in .run/bench-NAME, seeds the demo company then SEED_SCRIPT (ts-node),
# starts one worker and one api on PORT serving the built UIs, runs BENCH_SCRIPT (ts-node) with
# BASE_URL set, and stops everything it started. Builds first if a build is missing.
# Prints figures; never fails the build (exit 0).
set -uo pipefail
cd "$(dirname "$0")/../.."
NAME="$1" PORT="$2" SEED_SCRIPT="$3" BENCH_SCRIPT="$4"
DIR=".run/bench-$NAME"
[ -f dist/main.js ] && [ -f web-front/dist/index.html ] && [ -f web-admin/dist/index.html ] || npm run build
rm -rf "$DIR" "$DIR.env"
pids=()
cleanup() { for pid in "${pids[@]}"; do kill "$pid" 2>/dev/null || true; done; wait 2>/dev/null || true; }
trap cleanup EXIT INT TERM

node dist/devstack/devstack.main.js --write-env "$DIR.env" --data-dir "$DIR" --fresh --public-url "http://127.0.0.1:$PORT" >/dev/null 2>&1 &
pids+=($!)
for _ in $(seq 1 120); do [ -f "$DIR.env" ] && break; sleep 0.5; done
[ -f "$DIR.env" ] || { echo "the services did not start; see $DIR/logs"; exit 0; }
set -a; . "./$DIR.env"; set +a
export MONGO_URL="${MONGO_URL%/*}/portal_bench_$NAME" PORT NODE_ENV=test LOG_LEVEL=${BENCH_LOG_LEVEL:-warn}
# A bench fires far more calls than a person: the rate limits (docs/operations.md) would answer 429.
export RATE_LIMIT_HEALTH_PER_MINUTE=1000000 RATE_LIMIT_SIGN_INS_PER_MINUTE=1000000 RATE_LIMIT_SEARCHES_PER_MINUTE=1000000 RATE_LIMIT_UPLOADS_PER_HOUR=1000000 RATE_LIMIT_WRITES_PER_MINUTE=1000000
node dist/seed/seed.main.js
npx ts-node --transpile-only "$SEED_SCRIPT"
node dist/worker.js >"$DIR/worker.log" 2>&1 &
pids+=($!)
node dist/main.js >"$DIR/api.log" 2>&1 &
pids+=($!)
for _ in $(seq 1 120); do curl -fsS "http://127.0.0.1:$PORT/api/health" >/dev/null 2>&1 && break; sleep 0.5; done
BASE_URL="http://127.0.0.1:$PORT" npx ts-node --transpile-only "$BENCH_SCRIPT"
exit 0
