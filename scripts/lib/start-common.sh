# Shared by scripts/start.sh and scripts/start-cluster.sh (sourced from the repository's root): the
# build, the development stack's services with the demo data, and stopping everything in order.
# The caller sets RUN_DIR and PUBLIC_URL, and fills `pids` (the product's processes, stopped first,
# within 10 s) and `services` (the dev stack, stopped last).

pids=()
services=()
front=()

build_all() {
  if [ "${START_SKIP_BUILD:-0}" != 1 ]; then
    echo "Building the server and both UIs…"
    npx nest build
    npm run build:web --silent
  fi
}

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

# Stops everything, whichever stopped first: what receives the traffic (`front`: the load balancer) at
# once, then the api and the worker (they finish their work against Redis and the database, and exit
# by themselves within 8 s, after their drain if any: STOP_TENTHS), then the dev stack's services.
cleanup() {
  trap - EXIT INT TERM HUP
  kill "$watchdog" 2>/dev/null || true
  if [ ${#front[@]} -gt 0 ]; then stop 10 "${front[@]}"; fi
  if [ ${#pids[@]} -gt 0 ]; then stop "${STOP_TENTHS:-85}" "${pids[@]}"; fi
  if [ ${#services[@]} -gt 0 ]; then stop 10 "${services[@]}"; fi
}

# Ctrl-C, a signal to the script, its end, or the end of the process that started it stop everything.
stop_everything_on_exit() {
  trap cleanup EXIT INT TERM HUP
  # A supervisor may signal npm rather than this script, and npm does not pass the signal on: when the
  # process that started this script goes away, everything stops as on Ctrl-C.
  local parent=$PPID
  ( while kill -0 "$parent" 2>/dev/null; do sleep 0.5; done; kill -TERM $$ 2>/dev/null ) &
  watchdog=$!
}

# The dev stack (database, Redis, SMTP sink, sign-in provider, or those named by MONGO_URL…), its
# addresses exported, and the demo company seeded into an empty database.
start_services_with_demo_data() {
  rm -f "$RUN_DIR.env"
  node dist/devstack/devstack.main.js --write-env "$RUN_DIR.env" --data-dir "$RUN_DIR" --public-url "$PUBLIC_URL" &
  services+=($!)
  for _ in $(seq 1 120); do [ -f "$RUN_DIR.env" ] && break; sleep 0.5; done
  [ -f "$RUN_DIR.env" ] || { echo "The dev stack did not start (see $RUN_DIR/logs)"; exit 1; }
  set -a; . "$RUN_DIR.env"; set +a
  export NODE_ENV="${NODE_ENV:-development}"
  # A smaller young generation: the api and the worker idle under 250 MB together (docs/operations.md, Memory).
  export NODE_OPTIONS="${NODE_OPTIONS:---max-semi-space-size=4}"
  node dist/seed/seed.main.js
}

print_accounts() {
  cat <<INFO
  Sign in on the demo sign-in page as one of:
    emma.employee       employee
    marc.manager        tool manager (creator of the pending approvals)
    alice.admin         administrator
    sophie.subadmin     sub-administrator of Northwind Europe
    victor.validator    designated extra validator
  Mails sent by the product: ${SMTP_SINK_URL:-the SMTP server at $SMTP_URL}
INFO
}
