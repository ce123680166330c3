/**
 * Up to which directory size the embedded database (FerretDB 1.24 on SQLite) serves: inserts
 * people in batches of 1,000 and, at each size, times what the product asks of it: a read by _id
 * (sign-in, a tool), a read by another field (FerretDB scans for every filter but _id), a count,
 * and a small write while nothing else runs.
 *   npx nest build && npx ts-node --transpile-only bench/faults/embedded-size.bench.ts
 * EMBEDDED_BENCH_SIZES (default 1000,5000,20000).
 */
import { startStack } from '../../test/faults/support/stack';

const SIZES = (process.env.EMBEDDED_BENCH_SIZES ?? '1000,5000,20000').split(',').map(Number);

/** The best of three runs: the machine is shared, the slowest runs measure the neighbours. */
async function timed<T>(work: () => Promise<T>): Promise<number> {
  const runs: number[] = [];
  for (let i = 0; i < 3; i++) {
    const started = Date.now();
    await work();
    runs.push(Date.now() - started);
  }
  return Math.min(...runs);
}

async function main() {
  const stack = await startStack('bench-embedded-size', { startApps: false });
  try {
    const users = (await stack.db()).collection('bench_users');
    let count = 0;
    console.log('people | read by _id | read by login (scan) | count | small write');
    for (const size of SIZES) {
      while (count < size) {
        const batch = Array.from({ length: 1000 }, (_, i) => ({
          id_portal: `person.${count + i}`,
          firstname: `First${count + i}`,
          lastname: `Last${count + i}`,
          email: `person.${count + i}@example.com`,
          services: ['GRP-A', 'GRP-B'],
          search_names: [`first${count + i}`, `last${count + i}`],
        }));
        await users.insertMany(batch, { ordered: false });
        count += batch.length;
      }
      const some = await users.findOne({}, { skip: Math.floor(count / 2) });
      const byId = await timed(() => users.findOne({ _id: some!._id }));
      const byLogin = await timed(() => users.findOne({ id_portal: `person.${count - 1}` }));
      const counted = await timed(() => users.countDocuments({}));
      const write = await timed(() => users.updateOne({ _id: some!._id }, { $set: { lastname: `Changed${Date.now()}` } }));
      console.log(`${count} | ${byId} ms | ${byLogin} ms | ${counted} ms | ${write} ms`);
    }
  } finally {
    await stack.stop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
