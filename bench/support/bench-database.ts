import mongoose, { type Connection } from 'mongoose';
import { seedModels } from '../../src/seed/seed-models';
import { benchMongoUrl, clearReadModels } from './api-process';

/**
 * Runs a benchmark on its own database of the running services (.run/test.env): connects with the
 * application's schemas (no Nest context), empties the database and its read-model keys in Redis,
 * creates the indexes as production has them, runs, then drops both whatever happened.
 * For a `reusable` bench, BENCH_KEEP_DATA=1 keeps them at the end, and a later run with it finding
 * people there reuses them (`reused`: the bench skips its seeding); seeding 100,000 people takes minutes.
 */
export async function withBenchDatabase(database: string, run: (connection: Connection, reused: boolean) => Promise<void>, options = { reusable: false }): Promise<void> {
  const connection = (await mongoose.connect(benchMongoUrl(database), { serverSelectionTimeoutMS: 10_000 })).connection;
  seedModels();
  const keep = options.reusable && process.env.BENCH_KEEP_DATA === '1';
  try {
    const reused = keep && (await connection.collection('users').estimatedDocumentCount()) > 0;
    if (reused) {
      console.log(`reusing the data of ${database} (BENCH_KEEP_DATA=1)`);
    } else {
      await connection.dropDatabase();
      await clearReadModels(database);
      // Indexes first, as in production: seeding then pays for index upkeep the way an import does.
      await connection.syncIndexes();
    }
    await run(connection, reused);
  } finally {
    if (!keep) {
      await connection.dropDatabase().catch((err) => console.log(`could not drop ${database}: ${err}`));
      await clearReadModels(database).catch((err) => console.log(`could not clear the read models of ${database}: ${err}`));
    }
    await mongoose.disconnect();
  }
}

/** "MongoDB 7.0.x" or "FerretDB v1.24.0": the figures mean little without it. */
export async function databaseKind(connection: Connection): Promise<string> {
  const info = await connection.db!.admin().command({ buildInfo: 1 });
  return info.ferretdbVersion ? `FerretDB ${info.ferretdbVersion}` : `MongoDB ${info.version}`;
}
