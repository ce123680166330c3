#!/usr/bin/env bash
# bench/front: initial JavaScript, navigation → first 24 tiles with 2,000 visible tools, Lighthouse scores.
exec bash "$(dirname "$0")/../support/with-stack.sh" front "${BENCH_PORT:-3400}" bench/front/seed-front.bench.ts bench/front/front.bench.ts
