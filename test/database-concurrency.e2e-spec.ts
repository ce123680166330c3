import { MongoClient, ObjectId } from 'mongodb';
import { useDatabase } from './support/test-app';

/**
 * The development database under concurrent updates (docs/decisions/ferretdb-in-development.md): FerretDB
 * 1.24 as released held a pool connection per update statement until its command ended, so more
 * statements at once than its 100 connections hung every command of every client (ten SCIM group PATCHes
 * being written at 100,000 people did). The build of scripts/install-ferretdb.sh is patched; this fails
 * on the unpatched one (the bulk writes never finish) and passes on MongoDB.
 */
describe('the database under concurrent bulk updates', () => {
  let client: MongoClient;

  beforeAll(async () => {
    client = await MongoClient.connect(useDatabase('database_concurrency'), { maxPoolSize: 40 });
    await client.db().dropDatabase();
  });
  afterAll(() => client.close());

  it('finishes 12 bulk writes of 30 updates each sent at once (360 statements), then answers a read', async () => {
    const people = client.db().collection<{ _id: ObjectId; groups: string[] }>('people');
    const ids = Array.from({ length: 360 }, () => new ObjectId());
    await people.insertMany(ids.map((_id) => ({ _id, groups: [] })));
    const batches = Array.from({ length: 12 }, (_, batch) =>
      people.bulkWrite(
        ids.slice(batch * 30, batch * 30 + 30).map((_id) => ({ updateOne: { filter: { _id }, update: { $addToSet: { groups: `group ${batch}` } } } })),
        { ordered: false },
      ),
    );
    const hung = new Promise<'hung'>((resolve) => setTimeout(() => resolve('hung'), 15_000).unref());
    const outcome = await Promise.race([Promise.all(batches), hung]);
    expect(outcome).not.toBe('hung');
    expect((outcome as { modifiedCount: number }[]).reduce((sum, result) => sum + result.modifiedCount, 0)).toBe(360);
    expect(await people.findOne({ _id: ids[359] })).toEqual({ _id: ids[359], groups: ['group 11'] });
  }, 30_000);
});
