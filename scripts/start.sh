#!/usr/bin/env bash
# Starts the whole product with embedded defaults and demo data: database, Redis, SMTP sink and sign-in
# provider on loopback (or the ones named by MONGO_URL, REDIS_URL, SMTP_URL, OIDC_ISSUER), both UIs built,
# the demo company seeded into an empty database, then the api and the worker. Ctrl-C stops everything.
set -euo pipefail
cd "$(dirname "$0")/.."
PORT="${PORT:-3000}"
export PUBLIC_URL="${PUBLIC_URL:-http://127.0.0.1:$PORT}"
# Where the dev stack keeps its data and writes its addresses (the fault suite starts one of its own).
RUN_DIR="${START_RUN_DIR:-.run/dev}"
. scripts/lib/start-common.sh

bash scripts/ensure-system.sh
build_all
stop_everything_on_exit
start_services_with_demo_data
export PORT

node dist/worker.js &
pids+=($!)
node dist/cluster.js &
pids+=($!)
for _ in $(seq 1 60); do curl -fsS "http://127.0.0.1:$PORT/api/health" >/dev/null 2>&1 && break; sleep 0.5; done

echo
echo "  Tool portal is running at $PUBLIC_URL  (back-office: $PUBLIC_URL/admin/)"
print_accounts
echo "  Health: $PUBLIC_URL/api/health      Stop: Ctrl-C"
echo
wait -n "${services[@]}" "${pids[@]}"
