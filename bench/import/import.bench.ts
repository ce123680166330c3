import { NestFactory } from '@nestjs/core';
import { getConnectionToken, getModelToken } from '@nestjs/mongoose';
import { once } from 'node:events';
import { createWriteStream, mkdtempSync, rmSync, statSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Connection, Model } from 'mongoose';
import { DirectoryImportQueue } from '../../src/import/import-queue';
import type { ImportReport } from '../../src/import/import-report';
import { NightlyImportScheduler } from '../../src/import/nightly-import.scheduler';
import { Settings, SETTINGS_KEY } from '../../src/settings/settings.schema';
import { WorkerModule } from '../../src/worker.module';
import { databaseKind } from '../support/bench-app';
import { personName, Random, seededRandom } from '../directory/directory-names.bench-data';

/**
 * Import of N users and G groups through the nightly path (files on disk → GridFS → BullMQ job →
 * the worker's two passes → search index rebuild), in this process: time and peak resident memory.
 * Then the same files again with a few changes (the update path). Sizes: IMPORT_BENCH_USERS
 * (comma-separated, default "10000,100000"), IMPORT_BENCH_GROUPS (10000), IMPORT_BENCH_CHANGED (‰ of
 * people changed and removed in the second run, default 1).
 *   set -a; . .run/test.env; set +a; npx ts-node --transpile-only bench/import/import.bench.ts
 */
const SIZES = (process.env.IMPORT_BENCH_USERS ?? '10000,100000').split(',').map(Number);
const GROUPS = Number(process.env.IMPORT_BENCH_GROUPS ?? 10_000);
const CHANGED_PER_MILLE = Number(process.env.IMPORT_BENCH_CHANGED ?? 1);

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

function* userLines(count: number, random: Random, changedEvery: number) {
  yield 'hermes_id;id_portal;firstname;lastname;email;company;division;services;language';
  for (let n = 0; n < count; n++) {
    const { firstname, lastname } = personName(random);
    if (changedEvery && n % changedEvery === 1) continue; // removed from the directory
    const title = changedEvery && n % changedEvery === 0 ? `${lastname}-Changed` : lastname;
    const groups = Array.from({ length: 1 + (n % 4) }, (_, k) => `GRP-${(n * 7 + k * 13) % GROUPS}`).join('|');
    yield `HB-${n};bench.${n};${firstname};${title};bench.${n}@example.com;Example Group;Division ${n % 40};${groups};${['en', 'fr', 'zh', 'ja'][n % 4]}`;
  }
}

async function main() {
  if (!process.env.MONGO_URL) throw new Error('load the services env first (set -a; . .run/dev.env; set +a)');
  process.env.LOG_LEVEL = 'silent';
  const base = process.env.MONGO_URL;
  const dir = mkdtempSync(join(tmpdir(), 'import-bench-'));
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
        await writeLines(usersPath, userLines(size, seededRandom(size), 0));
        await worker.get<Model<Settings>>(getModelToken(Settings.name)).create({ key: SETTINGS_KEY, importusersFilepath: usersPath, importservicesFilepath: groupsPath });
        console.log(`\n${size} users (${(statSync(usersPath).size / 1e6).toFixed(1)} MB CSV), ${GROUPS} groups`);
        await measure(worker, 'first import (all created)');
        const changedEvery = Math.max(2, Math.round(1000 / CHANGED_PER_MILLE));
        await writeLines(usersPath, userLines(size, seededRandom(size), changedEvery));
        await measure(worker, `again, ${CHANGED_PER_MILLE}‰ changed and ${CHANGED_PER_MILLE}‰ removed`);
      } finally {
        await connection.dropDatabase().catch(() => undefined);
        await worker.close();
      }
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
    console.log(`\nload average at end ${loadavg().map((l) => l.toFixed(2)).join(' ')}`);
  }
}

async function measure(worker: Awaited<ReturnType<typeof NestFactory.createApplicationContext>>, label: string) {
  global.gc?.();
  const rssBefore = process.memoryUsage().rss;
  let peak = rssBefore;
  const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 50);
  const started = Date.now();
  const marks: Partial<Record<ImportReport['state'], number>> = {};
  try {
    const queued = await worker.get(NightlyImportScheduler).run();
    if (!queued) throw new Error('the nightly import did not start');
    const queue = worker.get(DirectoryImportQueue);
    let report: ImportReport | null = null;
    for (;;) {
      report = await queue.report(queued.jobId);
      if (report) marks[report.state] ??= Date.now() - started;
      if (report?.state === 'completed' || report?.state === 'failed') break;
      await new Promise((r) => setTimeout(r, 100));
    }
    const total = Date.now() - started;
    const s = (ms?: number) => (ms === undefined ? '?' : `${(ms / 1000).toFixed(1)} s`);
    console.log(`  ${label}: ${report.state} in ${s(total)} (checked by ${s(marks.writing)}, written by ${s(marks.indexing)}, index ${s(marks.indexing === undefined ? undefined : total - marks.indexing)})`);
    console.log(`    users ${JSON.stringify(report.users)}`);
    console.log(`    groups ${JSON.stringify(report.services)}`);
    console.log(`    peak RSS ${(peak / 1e6).toFixed(0)} MB (before ${(rssBefore / 1e6).toFixed(0)} MB); load average ${loadavg()[0].toFixed(2)}`);
    if (report.error) console.log(`    error: ${report.error.message}`);
  } finally {
    clearInterval(sampler);
  }
}

main().then(
  () => process.exit(0),
  (error) => {
    console.error(error);
    process.exit(1);
  },
);
