#!/usr/bin/env bash
# Installs what a fresh Debian machine lacks for the product and its tests: Redis and Chromium from
# Debian's packages (when no REDIS_URL is given), HAProxy and Redis Sentinel with WITH_CLUSTER=1 (the
# several-hosts layout of `npm run start:cluster` and its tests; their services are never started), the FerretDB build (when there is no MONGO_URL and
# no mongod), and the npm dependencies from the committed lockfile.
set -euo pipefail
cd "$(dirname "$0")/.."

need_apt=()
if [ -z "${REDIS_URL:-}" ] && ! command -v redis-server >/dev/null; then need_apt+=(redis-server); fi
if [ "${WITH_BROWSER:-0}" = 1 ] && [ ! -x /usr/bin/chromium ]; then need_apt+=(chromium); fi
if [ "${WITH_CLUSTER:-0}" = 1 ] && ! command -v haproxy >/dev/null && [ ! -x /usr/sbin/haproxy ]; then need_apt+=(haproxy); fi
if [ "${WITH_CLUSTER:-0}" = 1 ] && ! command -v redis-sentinel >/dev/null; then need_apt+=(redis-sentinel); fi
# CJK glyphs, so screenshots of the zh and ja interfaces are readable (test artefacts).
if [ "${WITH_BROWSER:-0}" = 1 ] && [[ "$(fc-list 2>/dev/null || true)" != *"Noto Sans CJK"* ]]; then need_apt+=(fonts-noto-cjk); fi
if [ ${#need_apt[@]} -gt 0 ]; then
  echo "Installing Debian packages: ${need_apt[*]}"
  SUDO=""; [ "$(id -u)" -ne 0 ] && SUDO="sudo"
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq --no-install-recommends "${need_apt[@]}" >/dev/null
  # The packages start their system services where an init runs them: the project runs its own, on loopback.
  for service in haproxy redis-sentinel; do
    if [[ " ${need_apt[*]} " == *" $service "* ]] && command -v systemctl >/dev/null && [ -d /run/systemd/system ]; then
      $SUDO systemctl disable --now "$service" >/dev/null 2>&1 || true
    fi
  done
fi

if [ -z "${MONGO_URL:-}" ] && ! command -v mongod >/dev/null; then
  bash scripts/install-ferretdb.sh
fi

# `npm ci` refuses this lockfile here (the registry lacks other platforms' optional packages);
# `npm install` honours the lockfile. Only reinstall when the lockfile changed since the last install.
stamp=node_modules/.portal-lock-hash
hash=$(sha256sum package-lock.json | cut -d' ' -f1)
if [ ! -f "$stamp" ] || [ "$(cat "$stamp")" != "$hash" ]; then
  echo "Installing npm dependencies…"
  npm install --no-audit --no-fund --loglevel=error
  echo "$hash" > "$stamp"
fi

# Node 24 beside the machine's Node: the server suites run on both (scripts/test.sh).
bash scripts/node24.sh >/dev/null
