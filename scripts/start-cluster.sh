#!/usr/bin/env bash
# Starts the product as several hosts would run it, on loopback: the dev stack's services with the demo
# data (as scripts/start.sh), two api hosts (`dist/cluster.js`, each its own process group and port,
# API_PROCESSES processes each), two workers, and Debian's HAProxy in front on PORT (configuration:
# src/devstack/haproxy-config.ts, the one docs/operations.md shows). Ctrl-C stops HAProxy, then the
# hosts (each drains: readiness 503, then closes) and the workers, then the services.
# `kill -USR1 <this script's pid>` restarts each api host in turn, then each worker: a rolling restart
# (docs/operations.md, "Rolling restart"); run `npx nest build` first to roll out a new build.
set -euo pipefail
cd "$(dirname "$0")/.."
PORT="${PORT:-3000}"
HOST_PORTS=("$((PORT + 1))" "$((PORT + 2))")
export PUBLIC_URL="${PUBLIC_URL:-http://127.0.0.1:$PORT}"
RUN_DIR="${START_RUN_DIR:-.run/cluster}"
# HAProxy is the only proxy; the hosts read the client's address and scheme from its headers.
export TRUSTED_PROXIES="${TRUSTED_PROXIES:-127.0.0.1}"
# Longer than HAProxy's inter × fall (1 s × 2): it has stopped sending before a host closes.
export SHUTDOWN_DRAIN_MS="${SHUTDOWN_DRAIN_MS:-4000}"
export API_PROCESSES="${API_PROCESSES:-1}"
STOP_TENTHS=$((85 + SHUTDOWN_DRAIN_MS / 100))
. scripts/lib/start-common.sh

WITH_CLUSTER=1 bash scripts/ensure-system.sh
HAPROXY="$(command -v haproxy || echo /usr/sbin/haproxy)"
build_all
stop_everything_on_exit
start_services_with_demo_data
mkdir -p "$RUN_DIR/logs"

# pids: the two api hosts (0, 1), then the two workers (2, 3).
start_host() { # $1: 0 or 1
  # Its own process group, as on its own machine: a Ctrl-C reaches it only through this script, in order.
  PORT="${HOST_PORTS[$1]}" setsid node dist/cluster.js >>"$RUN_DIR/logs/api$(($1 + 1)).log" 2>&1 &
  pids[$1]=$!
}
start_worker() { # $1: 2 or 3
  node dist/worker.js >>"$RUN_DIR/logs/worker$(($1 - 1)).log" 2>&1 &
  pids[$1]=$!
}
wait_ready() {
  for _ in $(seq 1 240); do curl -fsS "http://127.0.0.1:$1/api/health/ready" >/dev/null 2>&1 && return 0; sleep 0.5; done
  echo "the api host on $1 is not ready after 2 minutes"; return 1
}
# Each host in turn: SIGTERM (it drains, HAProxy stops sending to it, calls in flight finish, it exits),
# started again and ready before the next; then each worker (its jobs in flight finish first).
rolling_restart() {
  echo "Rolling restart: each api host, then each worker, in turn…"
  # HAProxy takes a host back after two good checks (rise 2, 1 s apart): 3 s before the next one leaves.
  for n in 0 1; do stop "$STOP_TENTHS" "${pids[$n]}"; start_host "$n"; wait_ready "${HOST_PORTS[$n]}"; sleep 3; done
  for n in 2 3; do stop 85 "${pids[$n]}"; start_worker "$n"; done
  echo "Rolling restart done."
}
start_host 0; start_host 1; start_worker 2; start_worker 3
for port in "${HOST_PORTS[@]}"; do wait_ready "$port"; done
node dist/devstack/haproxy-config.main.js "$PORT" "${HOST_PORTS[@]}" >"$RUN_DIR/haproxy.cfg"
"$HAPROXY" -f "$RUN_DIR/haproxy.cfg" -db >"$RUN_DIR/logs/haproxy.log" 2>&1 &
front+=($!)
for _ in $(seq 1 60); do curl -fsS "http://127.0.0.1:$PORT/api/health/ready" >/dev/null 2>&1 && break; sleep 0.5; done

echo
echo "  Tool portal is running at $PUBLIC_URL through HAProxy ($RUN_DIR/haproxy.cfg)"
echo "  api hosts on ports ${HOST_PORTS[*]} ($API_PROCESSES process(es) each), two workers; logs in $RUN_DIR/logs"
print_accounts
echo "  Rolling restart (no failed request): kill -USR1 $$"
echo "  Stop: Ctrl-C"
echo
restart_asked=0
trap 'restart_asked=1' USR1
while true; do
  # A trapped signal interrupts the wait; anything else that ends is a process that stopped.
  wait -n "${services[@]}" "${pids[@]}" "${front[@]}" || true
  if [ "$restart_asked" = 1 ]; then restart_asked=0; rolling_restart; continue; fi
  break
done
