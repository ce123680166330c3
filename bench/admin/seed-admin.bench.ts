/**
 * Adds 5,000 tools to the seeded demo, so the back-office's tools list is measured on a large
 * catalogue.   MONGO_URL=… npx ts-node --transpile-only bench/admin/seed-admin.bench.ts
 */
import mongoose, { Types } from 'mongoose';
import { seededRandom } from '../directory/directory-names.bench-data';
import { seedTools } from '../wall/seed-wall.bench';

const TOOLS = Number(process.env.BENCH_TOOLS ?? 5_000);

async function main() {
  const url = process.env.MONGO_URL;
  if (!url) throw new Error('MONGO_URL is not set');
  const connection = (await mongoose.connect(url)).connection;
  try {
    const categoryIds = (await connection.collection('categories').find({}, { projection: { _id: 1 } }).toArray()).map((c) => c._id as Types.ObjectId);
    const subsidiaries = (await connection.collection('subsidiaries').find({}, { projection: { _id: 1 } }).toArray()).map((s) => s._id as Types.ObjectId);
    const people = (await connection.collection('users').find({}, { projection: { _id: 1 } }).limit(200).toArray()).map((u) => String(u._id));
    const groups = (await connection.collection('services').find({}, { projection: { guid: 1 } }).toArray()).map((g) => String(g.guid));
    const started = performance.now();
    await seedTools(connection, { tools: TOOLS, publicShare: 0.4, ownSubsidiaryShare: 0.2, otherSubsidiaryShare: 0.2 }, seededRandom(20261123), {
      groupGuids: groups, userIds: people, subsidiaryId: subsidiaries[0], otherSubsidiaryId: subsidiaries[1] ?? subsidiaries[0], categoryIds, benchUserId: people[0],
    });
    console.log(`${TOOLS} tools seeded in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  } finally {
    await mongoose.disconnect();
  }
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
