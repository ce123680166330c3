import { resolve } from 'node:path';

/**
 * For every product process a test starts (api, worker, dev stack, seed): Node's compile cache
 * (NODE_COMPILE_CACHE, Node ≥ 22.1; Node 20 ignores it) in one folder under `.run`, kept across files and
 * runs, so an api restarted twenty times compiles its modules once. The processes write it once they serve
 * (src/platform/lifecycle/compile-cache.ts); Node checks each entry against its file, so a new build is compiled again.
 */
export const COMPILE_CACHE_ENV = { NODE_COMPILE_CACHE: resolve(__dirname, '../../.run/compile-cache') };
