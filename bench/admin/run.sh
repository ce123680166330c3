#!/usr/bin/env bash
# bench/admin: initial JavaScript of the back-office, reload → the tools list, click → the edit popin, in Chromium.
# On the demo data (the targets' data) unless BENCH_TOOLS says how many tools to add (e.g. BENCH_TOOLS=5000).
export BENCH_TOOLS="${BENCH_TOOLS:-0}"
exec bash "$(dirname "$0")/../support/with-stack.sh" admin "${BENCH_PORT:-3401}" bench/admin/seed-admin.bench.ts bench/admin/admin.bench.ts
