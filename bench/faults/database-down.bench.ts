/**
 * How fast the api answers while the database is down (issue 18): calls that need the database
 * (getOneUser, postApp, /api/health) must answer 503 with Retry-After within 2 s; calls served from
 * memory (the wall, the directory search) must stay under 100 ms. Uses the fault suite's stack:
 *   npx nest build && FAULTS_API_PORT=3320 npx ts-node --transpile-only bench/faults/database-down.bench.ts
 * DB_DOWN_BENCH_CALLS (default 20) calls of each kind, one after the other.
 */
import { toolForm } from '../../test/faults/support/catalogue';
import { startStack } from '../../test/faults/support/stack';

const CALLS = Number(process.env.DB_DOWN_BENCH_CALLS ?? 20);

function summary(times: number[]): string {
  const sorted = [...times].sort((a, b) => a - b);
  const at = (p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
  return `p50 ${at(50)} ms · p95 ${at(95)} ms · max ${sorted[sorted.length - 1]} ms`;
}

async function main() {
  const stack = await startStack('bench-database-down', { seed: true });
  try {
    await stack.waitHealthy();
    const [emma, marc] = [await stack.signIn('emma.employee'), await stack.signIn('marc.manager')];
    const db = await stack.db();
    const emmaId = String((await db.collection('users').findOne({ id_portal: 'emma.employee' }))!._id);
    const form = await toolForm(stack, 'Bench while the database is down');
    const calls: Record<string, () => PromiseLike<{ status: number }>> = {
      getOneUser: () => emma.get('/api/getOneUser'),
      postApp: () => marc.post('/api/postApp', form),
      'health': () => emma.get('/api/health'),
      'wall (memory)': () => emma.post(`/api/getApps/null/${emmaId}/10/100/true/true/false/false`, {}),
      'directory search (memory)': () => emma.get('/api/getUsers/word/marc'),
    };
    for (const call of Object.values(calls)) await call(); // warm, as a running portal is
    await stack.database.kill();
    console.log(`Database down (FerretDB killed), ${CALLS} calls of each, one at a time:`);
    for (const [name, call] of Object.entries(calls)) {
      const times: number[] = [];
      const statuses = new Map<number, number>();
      for (let i = 0; i < CALLS; i++) {
        const started = Date.now();
        const res = await call();
        times.push(Date.now() - started);
        statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
      }
      console.log(`  ${name.padEnd(26)} ${[...statuses].map(([s, n]) => `${n}×${s}`).join(' ')} · ${summary(times)}`);
    }
    const down = Date.now();
    await stack.database.start();
    await stack.waitHealthy(60_000);
    console.log(`  healthy again ${Date.now() - down} ms after the database was restarted`);
  } finally {
    await stack.stop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
