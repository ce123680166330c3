#!/usr/bin/env node
// `npm run bench` lists the benchmarks; `npm run bench -- <name>` runs one. Each prints its figures and a
// table of figure / target / measured, and never fails the build (they exit 0 whatever they measure).
// The api benches run on the services named by .run/test.env (or .run/dev.env, or the environment);
// the UI benches start their own (bench/support/with-stack.sh).
const { spawnSync } = require('node:child_process');
const { copyFileSync, existsSync, readFileSync } = require('node:fs');
const { join } = require('node:path');

const ROOT = join(__dirname, '..');
// The benchmarks, in benches.json: what each measures, and its script (`compiled`: run from dist), shell script or
// own stack. Their order numbers their Redis databases (below).
const BENCHES = require('./benches.json');

const name = process.argv[2];
if (!name || !BENCHES[name]) {
  if (name) console.log(`No benchmark named "${name}".\n`);
  console.log('Benchmarks (figures and how to read them: bench/README.md):\n');
  for (const [key, bench] of Object.entries(BENCHES)) {
    console.log(`  npm run bench -- ${key.padEnd(10)} ${bench.what}`);
    const sizes = Object.values(bench.sizes ?? {}).map(([variable, fallback]) => `${variable}=${fallback}`);
    if (sizes.length) console.log(`  ${''.padEnd(27)} ${sizes.join(' ')}`);
  }
  console.log('\nSizes and budgets: the environment variables above (their defaults shown), listed in bench/benches.json.');
  process.exit(0);
}

const bench = BENCHES[name];
if (bench.shell) {
  spawnSync('bash', [bench.shell], { cwd: ROOT, stdio: 'inherit' });
  process.exit(0);
}

if (!existsSync(join(ROOT, 'dist/main.js'))) spawnSync('npx', ['nest', 'build'], { cwd: ROOT, stdio: 'inherit' });
if (bench.ownStack) {
  // It starts every service itself (the fault suite's stack): nothing read from .run/*.env.
  spawnSync('npx', ['ts-node', '--transpile-only', bench.script], { cwd: ROOT, stdio: 'inherit' });
  process.exit(0);
}
const env = { ...process.env };
if (!env.MONGO_URL) {
  const file = ['.run/test.env', '.run/dev.env'].map((f) => join(ROOT, f)).find(existsSync);
  if (!file) {
    console.log('No services: start them first (node dist/devstack/devstack.main.js --write-env .run/test.env …, see bench/README.md).');
    process.exit(0);
  }
  for (const line of readFileSync(file, 'utf8').split('\n')) {
    const match = /^([A-Z_][A-Z0-9_]*)=(.*)$/.exec(line.trim());
    if (match && env[match[1]] === undefined) env[match[1]] = match[2];
  }
}
// Each bench on a Redis database of its own (queues, index, caches), unless REDIS_URL names one: a running
// `npm start` on the same services then never takes the bench's jobs, nor the bench its jobs (issue 31 §6).
const redisUrl = env.REDIS_URL && new URL(env.REDIS_URL);
if (redisUrl && redisUrl.pathname.length <= 1) {
  redisUrl.pathname = `/${1 + Object.keys(BENCHES).indexOf(name)}`;
  env.REDIS_URL = redisUrl.toString();
  console.log(`Redis database ${redisUrl.pathname.slice(1)} of ${redisUrl.host} (its own queues and keys)`);
}
if (bench.compiled) {
  // It measures its own process as the worker: compiled like dist/worker.js (ts-node's compiler would add ~180 MB),
  // with a full garbage collection before each measure.
  const built = spawnSync('npx', ['tsc', '-p', 'bench/tsconfig.in-process.json'], { cwd: ROOT, stdio: 'inherit' });
  // The build mirrors the repository under .run/bench-build; the api's version is read from its package.json.
  if (built.status === 0) copyFileSync(join(ROOT, 'package.json'), join(ROOT, '.run/bench-build/package.json'));
  if (built.status === 0) spawnSync(process.execPath, ['--expose-gc', join('.run/bench-build', bench.script.replace(/\.ts$/, '.js'))], { cwd: ROOT, env, stdio: 'inherit' });
  process.exit(0);
}
spawnSync('npx', ['ts-node', '--transpile-only', bench.script], { cwd: ROOT, env, stdio: 'inherit' });
process.exit(0);
