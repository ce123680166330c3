#!/usr/bin/env bash
# bench/admin: initial JavaScript of the back-office, navigation → page 1 of the tools list over 5,000 tools.
exec bash "$(dirname "$0")/../support/with-stack.sh" admin "${BENCH_PORT:-3401}" bench/admin/seed-admin.bench.ts bench/admin/admin.bench.ts
