#!/usr/bin/env bash
# Starts the whole product with embedded defaults and demo data: database, Redis, SMTP sink and sign-in
# provider on loopback (or the ones named by MONGO_URL, REDIS_URL, SMTP_URL, OIDC_ISSUER), both UIs built,
# the demo company seeded into an empty database, then the api and the worker. Ctrl-C stops everything.
set -euo pipefail
cd "$(dirname "$0")/.."
PORT="${PORT:-3000}"
export PUBLIC_URL="${PUBLIC_URL:-http://127.0.0.1:$PORT}"

bash scripts/ensure-system.sh
echo "Building the server and both UIs…"
npx nest build
npm run build:web --silent

pids=()
# Stops every process, whichever stopped first; one that has not exited after 10 s is killed.
cleanup() {
  trap - EXIT INT TERM
  for pid in "${pids[@]}"; do kill "$pid" 2>/dev/null || true; done
  for _ in $(seq 1 50); do
    alive=0; for pid in "${pids[@]}"; do kill -0 "$pid" 2>/dev/null && alive=1; done
    [ "$alive" = 0 ] && return 0
    sleep 0.2
  done
  for pid in "${pids[@]}"; do kill -9 "$pid" 2>/dev/null || true; done
}
trap cleanup EXIT INT TERM

rm -f .run/dev.env
node dist/devstack/devstack.main.js --write-env .run/dev.env --data-dir .run/dev --public-url "$PUBLIC_URL" &
pids+=($!)
for _ in $(seq 1 120); do [ -f .run/dev.env ] && break; sleep 0.5; done
[ -f .run/dev.env ] || { echo "The dev stack did not start (see .run/dev/logs)"; exit 1; }
set -a; . ./.run/dev.env; set +a
export PORT NODE_ENV="${NODE_ENV:-development}"
# A smaller young generation: the api and the worker idle under 250 MB together (docs/operations.md, Memory).
export NODE_OPTIONS="${NODE_OPTIONS:---max-semi-space-size=4}"

node dist/seed/seed.main.js
node dist/worker.js &
pids+=($!)
node dist/cluster.js &
pids+=($!)
for _ in $(seq 1 60); do curl -fsS "http://127.0.0.1:$PORT/api/health" >/dev/null 2>&1 && break; sleep 0.5; done

cat <<INFO

  Tool portal is running at $PUBLIC_URL  (back-office: $PUBLIC_URL/admin/)
  Sign in on the demo sign-in page as one of:
    emma.employee       employee
    marc.manager        tool manager (creator of the pending approvals)
    alice.admin         administrator
    sophie.subadmin     sub-administrator of Northwind Europe
    victor.validator    designated extra validator
  Mails sent by the product: ${SMTP_SINK_URL:-the SMTP server at $SMTP_URL}
  Health: $PUBLIC_URL/api/health      Stop: Ctrl-C

INFO
wait -n "${pids[@]}"
