import mongoose from 'mongoose';
import { buildDemoCatalogue } from './demo-catalogue';
import { buildDemoDirectory } from './demo-directory';
import { seedCatalogue } from './seed-catalogue';
import { seedConfig } from '../platform/config/tooling-config';
import { refuseProduction } from './seed-guard';
import { seedDirectory } from './seed-directory';
import { seedModels } from './seed-models';
import { seedSettings } from './seed-settings';
import { summaryOf } from './seed-summary';

/**
 * Fills an empty database with the demo company (node dist/seed/seed.main.js, MONGO_URL from the
 * environment; refused with NODE_ENV=production). Idempotent: documents are matched by natural keys and only the missing ones are written.
 */
async function main(): Promise<void> {
  const config = seedConfig();
  refuseProduction(config);
  const url = config.MONGO_URL;
  const started = Date.now();
  const now = new Date(started);
  await mongoose.connect(url, { serverSelectionTimeoutMS: 10_000 });
  try {
    const models = seedModels();
    await Promise.all(Object.values(models).map((model) => model.init()));
    const directory = buildDemoDirectory();
    const catalogue = buildDemoCatalogue(directory);
    const { counts: directoryCounts, ids } = await seedDirectory(models, directory, now);
    const catalogueCounts = await seedCatalogue(models, catalogue, ids, now);
    const settingsCount = await seedSettings(models, ids.groups, now);
    console.log(summaryOf([...directoryCounts, ...catalogueCounts, settingsCount], Date.now() - started));
  } finally {
    await mongoose.disconnect();
  }
}

main().catch((error: unknown) => {
  console.error(`Seed failed: ${error instanceof Error ? error.stack : String(error)}`);
  process.exitCode = 1;
});
