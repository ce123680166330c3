#!/usr/bin/env bash
# Resident memory of one api and one worker, idle with the demo company, on the services of
# .run/test.env (or the environment). Prints a figure / target / measured table; never fails.
# IDLE_SECONDS (30) after both answer; PORT (3000) for the api; MEMORY_DATABASE (portal_bench_memory).
set -uo pipefail
cd "$(dirname "$0")/../.."
[ -f dist/main.js ] || npx nest build
if [ -z "${MONGO_URL:-}" ]; then set -a; . ./.run/test.env; set +a; fi
export MONGO_URL="${MONGO_URL%/*}/${MEMORY_DATABASE:-portal_bench_memory}" NODE_ENV=development LOG_LEVEL=warn PORT="${PORT:-3000}" RATE_LIMIT_HEALTH_PER_MINUTE=1000000
# As production runs them (Dockerfile, scripts/start.sh); NODE_OPTIONS= (empty) measures V8's defaults.
export NODE_OPTIONS="${NODE_OPTIONS---max-semi-space-size=4}"
DIR=.run/bench-memory; mkdir -p "$DIR"
pids=()
cleanup() { for pid in "${pids[@]}"; do kill "$pid" 2>/dev/null || true; done; wait 2>/dev/null || true; }
trap cleanup EXIT INT TERM
node dist/seed/seed.main.js >"$DIR/seed.log" 2>&1 || { echo "seeding failed: $DIR/seed.log"; exit 0; }
node dist/worker.js >"$DIR/worker.log" 2>&1 & worker=$!; pids+=($worker)
node dist/main.js >"$DIR/api.log" 2>&1 & api=$!; pids+=($api)
for _ in $(seq 1 240); do curl -fsS "http://127.0.0.1:$PORT/api/health" >/dev/null 2>&1 && break; sleep 0.5; done
sleep "${IDLE_SECONDS:-30}"
rss() { awk '/^VmRSS/ { print int($2 / 1024) }' "/proc/$1/status" 2>/dev/null || echo 0; }
a=$(rss $api); w=$(rss $worker)
echo "api $a MiB · worker $w MiB · load average $(cut -d' ' -f1-3 /proc/loadavg)"
printf '| figure | target | measured |\n|---|---|---|\n| api + worker resident, idle %s s with the demo data | ≤ 250 MB | %s MiB (api %s + worker %s) |\n' "${IDLE_SECONDS:-30}" $((a + w)) "$a" "$w"
exit 0
