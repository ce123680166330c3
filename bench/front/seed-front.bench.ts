/**
 * Adds to the seeded demo a bench employee who sees 2,000 more tools (private to a group of theirs),
 * so the front's first paint is measured on a large wall while the demo accounts keep the demo wall.
 *   MONGO_URL=… npx ts-node --transpile-only bench/front/seed-front.bench.ts
 */
import mongoose, { Types } from 'mongoose';
import { searchNamesOf } from '../../src/directory/search-names';
import { seededRandom } from '../directory/directory-names.bench-data';
import { seedTools } from '../wall/seed-wall.bench';

export const BENCH_FRONT_LOGIN = 'bench.front';
const TOOLS = Number(process.env.BENCH_TOOLS ?? 2_000);
const GROUP = 'GRP-bench-front';

async function main() {
  const url = process.env.MONGO_URL;
  if (!url) throw new Error('MONGO_URL is not set');
  const connection = (await mongoose.connect(url)).connection;
  try {
    const users = connection.collection('users');
    if (await users.findOne({ id_portal: BENCH_FRONT_LOGIN })) return console.log('bench user already seeded');
    const benchUserId = new Types.ObjectId();
    // tour done and no default bookmarks: the page measured is the plain front page.
    await users.insertOne({
      _id: benchUserId, id_portal: BENCH_FRONT_LOGIN, hermes_id: 'HB-front', firstname: 'Bench', lastname: 'Front', fullname: 'Bench Front',
      is_administrator: false, is_sub_admin: false, deleted: false, account_disabled: false, search_names: searchNamesOf('Bench', 'Front'),
      services: [GROUP], language: 'en', bookmarks: [], has_default_bookmarks: false, tour: true, background: 1, has_access: { validations: false },
    });
    const categoryIds = (await connection.collection('categories').find({}, { projection: { _id: 1 } }).toArray()).map((c) => c._id as Types.ObjectId);
    const started = performance.now();
    // Private to the bench user's group: no share of public or subsidiary tools, so every one is visible to them only.
    await seedTools(connection, { tools: TOOLS, publicShare: 0, ownSubsidiaryShare: 0, otherSubsidiaryShare: 0 }, seededRandom(20261122), {
      groupGuids: [GROUP], userIds: [String(benchUserId)], subsidiaryId: new Types.ObjectId(), otherSubsidiaryId: new Types.ObjectId(),
      categoryIds, benchUserId: String(benchUserId),
    });
    // The wall seed leaves a few tools deleted or unpublished; here every one of them must be visible.
    await connection.collection('apps').updateMany({ users: GROUP }, { $set: { deleted: false, is_published: true } });
    console.log(`bench user ${BENCH_FRONT_LOGIN} and ${TOOLS} tools seeded in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  } finally {
    await mongoose.disconnect();
  }
}

if (require.main === module) {
  main().catch((error) => {
    console.error(error);
    process.exitCode = 1;
  });
}
