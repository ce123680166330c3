import { NestFactory } from '@nestjs/core';
import { getConnectionToken, getModelToken } from '@nestjs/mongoose';
import { once } from 'node:events';
import { createWriteStream, mkdtempSync, rmSync, statSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import mongoose, { type Connection, type Model } from 'mongoose';
import { DirectoryImportQueue } from '../../src/import/import-queue';
import type { ImportReport } from '../../src/import/import-report';
import { NightlyImportScheduler } from '../../src/import/nightly-import.scheduler';
import { Settings, SETTINGS_KEY } from '../../src/settings/settings.schema';
import { WorkerModule } from '../../src/worker.module';
import { databaseKind } from '../support/bench-app';
import { personName, Random, seededRandom } from '../directory/directory-names.bench-data';
import { CROWD, crowdedDirectory, Row } from './crowded-directory';

/**
 * Import of N users and G groups through the nightly path (files on disk → GridFS → BullMQ job →
 * the worker's two passes → search index), in this process: time and peak resident memory. Then
 * re-imports of the same file with CHANGES people renamed (100 and 10,000 by default): the update
 * path, whose time must grow with the number changed, not with the directory. While the first
 * import writes, it times the database work of a sign-in (the user read by `_id`; its last sign-in
 * is noted in Redis and written later by LastSignInWriter) on a second connection, the figure that took 38-50 s when the import
 * held FerretDB's write lock. Sizes: IMPORT_BENCH_USERS (comma-separated, default "10000,100000"),
 * IMPORT_BENCH_GROUPS (10000), IMPORT_BENCH_CHANGES (default "100,10000"); IMPORT_BENCH_USERS= (empty) leaves them out.
 * Then the adversarial directory of issue 32 (./crowded-directory.ts: IMPORT_BENCH_CROWD people sharing a prefix,
 * IMPORT_BENCH_CROWD_RENAMES of them renamed; IMPORT_BENCH_CROWD=0 leaves it out). Prints figure / target / measured.
 *   npm run bench -- import    (compiled first: the peak RSS is this process's, which holds the worker)
 */
const SIZES = (process.env.IMPORT_BENCH_USERS ?? '10000,100000').split(',').map(Number).filter((size) => size > 0);
const GROUPS = Number(process.env.IMPORT_BENCH_GROUPS ?? 10_000);
const CHANGES = (process.env.IMPORT_BENCH_CHANGES ?? '100,10000').split(',').map(Number);

const table: Row[] = [];

async function writeLines(path: string, lines: Iterable<string>) {
  const out = createWriteStream(path);
  for (const line of lines) if (!out.write(`${line}\n`)) await once(out, 'drain');
  out.end();
  await once(out, 'finish');
}

function* groupLines(count: number) {
  yield 'objectguid;guid;title';
  for (let n = 0; n < count; n++) yield `og-${n};GRP-${n};Team ${n % 97} site ${n}`;
}

/** Every person of the directory; the first `changed` ones (spread evenly) renamed. */
function* userLines(count: number, random: Random, changed: number, round: number) {
  yield 'hermes_id;id_portal;firstname;lastname;email;company;division;services;language';
  const every = changed ? Math.max(1, Math.floor(count / changed)) : 0;
  let renamed = 0;
  for (let n = 0; n < count; n++) {
    const { firstname, lastname } = personName(random);
    const rename = every && n % every === 0 && renamed < changed;
    if (rename) renamed++;
    const name = rename ? `${lastname}-R${round}` : lastname;
    const groups = Array.from({ length: 1 + (n % 4) }, (_, k) => `GRP-${(n * 7 + k * 13) % GROUPS}`).join('|');
    yield `HB-${n};bench.${n};${firstname};${name};bench.${n}@example.com;Example Group;Division ${n % 40};${groups};${['en', 'fr', 'zh', 'ja'][n % 4]}`;
  }
}

async function main() {
  if (!process.env.MONGO_URL) throw new Error('load the services env first (set -a; . .run/dev.env; set +a)');
  process.env.LOG_LEVEL = 'silent';
  const base = process.env.MONGO_URL;
  const dir = mkdtempSync(join(tmpdir(), 'import-bench-'));
  process.env.IMPORT_NIGHTLY_DIR = dir;
  process.env.IMPORT_NIGHTLY_MAX_MB = '2048';
  console.log(`import bench: ${GROUPS} groups, users ${SIZES.join(' then ')}; load average at start ${loadavg().map((l) => l.toFixed(2)).join(' ')}`);
  try {
    for (const size of SIZES) {
      process.env.MONGO_URL = base.replace(/\/[^/?]*(\?.*)?$/, `/bench_import_${size}$1`);
      const worker = await NestFactory.createApplicationContext(WorkerModule, { logger: false, abortOnError: false });
      const connection = worker.get<Connection>(getConnectionToken());
      try {
        await connection.dropDatabase();
        await connection.syncIndexes();
        if (size === SIZES[0]) console.log(`database: ${await databaseKind(connection)}`);
        const usersPath = join(dir, `users-${size}.csv`);
        const groupsPath = join(dir, 'services.csv');
        await writeLines(groupsPath, groupLines(GROUPS));
        await writeLines(usersPath, userLines(size, seededRandom(size), 0, 0));
        await worker.get<Model<Settings>>(getModelToken(Settings.name)).create({ key: SETTINGS_KEY, importusersFilepath: usersPath, importservicesFilepath: groupsPath });
        const label = `${size.toLocaleString('en')} people + ${GROUPS.toLocaleString('en')} groups`;
        console.log(`\n${label} (${(statSync(usersPath).size / 1e6).toFixed(1)} MB CSV)`);
        const first = await measure(worker, 'first import (all created)', size === 100_000 ? 'sign-in' : undefined);
        table.push({ figure: `import, ${label}, time with the index`, target: size === 100_000 ? '≤ 60 s' : '—', measured: first.time });
        table.push({ figure: `import, ${label}, peak RSS of the worker`, target: size === 100_000 ? '≤ 300 MB' : '—', measured: first.peak });
        if (first.signIn) table.push({ figure: `sign-in's database work during that import (max of ${first.signInCount})`, target: '< 1 s', measured: first.signIn });
        for (const [round, changed] of CHANGES.entries()) {
          if (changed > size) continue;
          await writeLines(usersPath, userLines(size, seededRandom(size), changed, round + 1));
          const again = await measure(worker, `again, ${changed} of ${size} renamed`);
          table.push({ figure: `re-import, ${changed.toLocaleString('en')} of ${size.toLocaleString('en')} changed`, target: size === 100_000 && changed === 100 ? '≤ 15 s' : '—', measured: `${again.time} · ${again.peak}` });
        }
      } finally {
        await connection.dropDatabase().catch(() => undefined);
        await worker.close();
      }
    }
    if (CROWD > 0) {
      process.env.MONGO_URL = base.replace(/\/[^/?]*(\?.*)?$/, `/bench_import_crowd_${CROWD}$1`);
      const context = await NestFactory.createApplicationContext(WorkerModule, { logger: false, abortOnError: false });
      const connection = context.get<Connection>(getConnectionToken());
      try {
        await connection.dropDatabase();
        await connection.syncIndexes();
        await crowdedDirectory(context, dir, table);
      } finally {
        await connection.dropDatabase().catch(() => undefined);
        await context.close();
      }
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
    console.log(`\n| figure | target | measured |\n|---|---|---|\n${table.map((r) => `| ${r.figure} | ${r.target} | ${r.measured} |`).join('\n')}`);
    console.log(`\nload average at end ${loadavg().map((l) => l.toFixed(2)).join(' ')}`);
  }
}

async function measure(worker: Awaited<ReturnType<typeof NestFactory.createApplicationContext>>, label: string, probe?: 'sign-in') {
  global.gc?.();
  const rssBefore = process.memoryUsage().rss;
  let peak = rssBefore;
  const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 50);
  const started = Date.now();
  const marks: Partial<Record<ImportReport['state'], number>> = {};
  const signIns: number[] = [];
  let probing: Promise<void> | null = null;
  let stop = false;
  try {
    // The previous run's lock is released just after its report says completed: try again for a while.
    let queued = await worker.get(NightlyImportScheduler).run();
    for (let tries = 0; !queued && tries < 120; tries++) {
      await new Promise((r) => setTimeout(r, 1000));
      queued = await worker.get(NightlyImportScheduler).run();
    }
    if (!queued) throw new Error('the nightly import did not start');
    const queue = worker.get(DirectoryImportQueue);
    let report: ImportReport | null = null;
    for (;;) {
      report = await queue.report(queued.jobId);
      if (report) marks[report.state] ??= Date.now() - started;
      if (probe && report?.state === 'writing' && !probing) probing = probeSignIn(signIns, () => stop);
      if (report?.state === 'completed' || report?.state === 'failed' || report?.state === 'awaiting_confirmation') break;
      await new Promise((r) => setTimeout(r, 100));
    }
    stop = true;
    await probing;
    const total = Date.now() - started;
    const s = (ms?: number) => (ms === undefined ? '?' : `${(ms / 1000).toFixed(1)} s`);
    console.log(`  ${label}: ${report.state} in ${s(total)} (checked by ${s(marks.writing)}, written by ${s(marks.indexing)}, index ${s(marks.indexing === undefined ? undefined : total - marks.indexing)})`);
    console.log(`    users ${JSON.stringify(report.users)}`);
    console.log(`    groups ${JSON.stringify(report.services)}`);
    console.log(`    peak RSS ${(peak / 1e6).toFixed(0)} MB (before ${(rssBefore / 1e6).toFixed(0)} MB); load average ${loadavg()[0].toFixed(2)}`);
    if (signIns.length) console.log(`    sign-in database work during the writes: ${signIns.length} tries, max ${Math.max(...signIns)} ms, median ${signIns.sort((a, b) => a - b)[signIns.length >> 1]} ms`);
    if (report.error) console.log(`    error: ${report.error.message}`);
    return {
      time: report.state === 'completed' ? s(total) : `${report.state} after ${s(total)}`,
      peak: `${(peak / 1e6).toFixed(0)} MB`,
      signIn: signIns.length ? `${Math.max(...signIns)} ms` : undefined,
      signInCount: signIns.length,
    };
  } finally {
    clearInterval(sampler);
  }
}

/** What a sign-in asks of the database, on its own connection, every 500 ms while the import writes. */
async function probeSignIn(times: number[], stopped: () => boolean) {
  const connection = await mongoose.createConnection(process.env.MONGO_URL!).asPromise();
  try {
    const users = connection.collection('users');
    // Groups are written first: the first person appears a few seconds into the writes.
    let someone = await users.findOne({}, { projection: { _id: 1 } });
    while (!stopped() && !someone) {
      await new Promise((r) => setTimeout(r, 200));
      someone = await users.findOne({}, { projection: { _id: 1 } });
    }
    while (!stopped() && someone) {
      const started = Date.now();
      await users.findOne({ _id: someone._id });
      times.push(Date.now() - started);
      await new Promise((r) => setTimeout(r, 500));
    }
  } finally {
    await connection.close();
  }
}

main().then(
  () => process.exit(0),
  (error) => {
    console.error(error);
    process.exit(1);
  },
);
