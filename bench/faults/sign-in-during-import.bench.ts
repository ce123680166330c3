/**
 * Sign-in while the worker writes a directory import (issue 18: under 1 s at 100,000 people). An
 * administrator imports SIGN_IN_BENCH_PEOPLE generated people (all created), then the same file with
 * SIGN_IN_BENCH_RENAMED of them renamed (updates: the import's slowest writes); during each import's
 * writing, a demo employee signs in through the whole OpenID Connect flow every 500 ms. Uses the
 * fault suite's stack (each part its own process):
 *   npx nest build && FAULTS_API_PORT=3420 npx ts-node --transpile-only bench/faults/sign-in-during-import.bench.ts
 * SIGN_IN_BENCH_PEOPLE (default 100000), SIGN_IN_BENCH_RENAMED (default 2000).
 */
import { loadavg } from 'node:os';
import { generatedPerson, IMPORT_DONE, importReport, importUntil, livePeople, percentile, timedSignIn, uploadDirectory } from '../../test/faults/support/directory-files';
import { FaultStack, startStack } from '../../test/faults/support/stack';

const PEOPLE = Number(process.env.SIGN_IN_BENCH_PEOPLE ?? 100_000);
const RENAMED = Number(process.env.SIGN_IN_BENCH_RENAMED ?? 2_000);
const TARGET_MS = 1_000;

/** Imports these people and times sign-ins while the import is in its writing step. */
async function signInsDuring(stack: FaultStack, people: Parameters<typeof uploadDirectory>[1]) {
  const admin = await stack.signIn('alice.admin');
  const started = Date.now();
  const jobId = await uploadWhenFree(admin, people);
  await importUntil(admin, jobId, ['writing', ...IMPORT_DONE], 3_600_000);
  const times: number[] = [];
  while ((await importReport(admin, jobId)).state === 'writing') {
    times.push(await timedSignIn(stack));
    await new Promise((r) => setTimeout(r, 500));
  }
  const report = await importUntil(admin, jobId, IMPORT_DONE, 3_600_000);
  return { times, report, seconds: Math.round((Date.now() - started) / 1000) };
}

/** Uploads once the previous import has let go of its lock (it answers 409 until then). */
async function uploadWhenFree(admin: Parameters<typeof uploadDirectory>[0], people: Parameters<typeof uploadDirectory>[1]) {
  for (let tries = 1; ; tries++) {
    try {
      return await uploadDirectory(admin, people);
    } catch (error) {
      if (!/answered 409/.test((error as Error).message) || tries >= 120) throw error;
      await new Promise((r) => setTimeout(r, 5_000));
    }
  }
}

async function main() {
  const stack = await startStack('bench-sign-in-import', { seed: true });
  try {
    console.log(`sign-in during an import of ${PEOPLE.toLocaleString('en')} people; load average at start ${loadavg().map((l) => l.toFixed(2)).join(' ')}`);
    const demo = await livePeople(stack);
    const summary = (times: number[]) => (times.length ? `${times.length} sign-ins: median ${percentile(times, 50)} ms · p95 ${percentile(times, 95)} ms · max ${Math.max(...times)} ms` : 'no sign-in (the writing ended first)');
    const idle = [await timedSignIn(stack), await timedSignIn(stack), await timedSignIn(stack)];
    const created = Array.from({ length: PEOPLE }, (_, n) => generatedPerson(n, `Last${n}`, 'sb'));
    const first = await signInsDuring(stack, [...demo, ...created]);
    console.log(`first import: ${first.report.state} ${JSON.stringify(first.report.users)} in ${first.seconds} s; sign-ins during its writing: ${summary(first.times)}`);
    const renamed = created.map((person, n) => (n < RENAMED ? { ...person, lastname: `Renamed${n}` } : person));
    const second = await signInsDuring(stack, [...demo, ...renamed]);
    const row = (figure: string, measured: string) => console.log(`| ${figure} | < ${TARGET_MS} ms | ${measured} |`);
    console.log(`first import: ${first.report.state} ${JSON.stringify(first.report.users)} in ${first.seconds} s; re-import: ${second.report.state} ${JSON.stringify(second.report.users)} in ${second.seconds} s`);
    console.log('| figure | target | measured |\n|---|---|---|');
    row('sign-in, nothing running', summary(idle));
    row(`sign-in while the import creates ${PEOPLE.toLocaleString('en')} people`, summary(first.times));
    row(`sign-in while the re-import renames ${RENAMED.toLocaleString('en')} of ${PEOPLE.toLocaleString('en')}`, summary(second.times));
  } finally {
    await stack.stop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
