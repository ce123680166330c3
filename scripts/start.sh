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

bash scripts/ensure-system.sh
if [ "${START_SKIP_BUILD:-0}" != 1 ]; then
  echo "Building the server and both UIs…"
  npx nest build
  npm run build:web --silent
fi

pids=()
services=()
# Sends SIGTERM to these processes and waits up to $1 tenths of a second for them to exit; kills what is left.
stop() {
  local tenths=$1; shift
  for pid in "$@"; do kill "$pid" 2>/dev/null || true; done
  for _ in $(seq 1 "$tenths"); do
    local alive=0; for pid in "$@"; do kill -0 "$pid" 2>/dev/null && alive=1; done
    [ "$alive" = 0 ] && return 0
    sleep 0.1
  done
  for pid in "$@"; do kill -9 "$pid" 2>/dev/null || true; done
}
# Stops everything within 10 s, whichever stopped first: the api and the worker first (they finish their
# work against Redis and the database, and exit by themselves within 8 s), then the dev stack's services.
cleanup() {
  trap - EXIT INT TERM HUP
  kill "$watchdog" 2>/dev/null || true
  if [ ${#pids[@]} -gt 0 ]; then stop 85 "${pids[@]}"; fi
  if [ ${#services[@]} -gt 0 ]; then stop 10 "${services[@]}"; fi
}
trap cleanup EXIT INT TERM HUP
# A supervisor may signal npm rather than this script, and npm does not pass the signal on: when the
# process that started this script goes away, everything stops as on Ctrl-C.
parent=$PPID
( while kill -0 "$parent" 2>/dev/null; do sleep 0.5; done; kill -TERM $$ 2>/dev/null ) &
watchdog=$!

rm -f "$RUN_DIR.env"
node dist/devstack/devstack.main.js --write-env "$RUN_DIR.env" --data-dir "$RUN_DIR" --public-url "$PUBLIC_URL" &
services+=($!)
for _ in $(seq 1 120); do [ -f "$RUN_DIR.env" ] && break; sleep 0.5; done
[ -f "$RUN_DIR.env" ] || { echo "The dev stack did not start (see $RUN_DIR/logs)"; exit 1; }
set -a; . "$RUN_DIR.env"; set +a
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
wait -n "${services[@]}" "${pids[@]}"
