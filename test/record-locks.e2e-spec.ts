import type { NestExpressApplication } from '@nestjs/platform-express';
import { getConnectionToken } from '@nestjs/mongoose';
import type { Connection } from 'mongoose';
import { LockLost, RecordBusy, RecordLocks } from '../src/platform/database/record-locks';
import { LocksSweep } from '../src/platform/database/locks-sweep';
import { metricsRegistry } from '../src/platform/metrics/metrics';
import { recordFilters } from './support/filter-shapes';
import { sampleOf } from './support/prometheus-text';
import { createTestApp, useDatabase } from './support/test-app';

/** Lets the database's clock "pass" a lock's expiry without waiting: what a holder paused for 10 s sees. */
async function expireInDatabase(app: NestExpressApplication, key: string) {
  await app.get<Connection>(getConnectionToken()).collection('locks').updateOne({ _id: key as never }, { $set: { expires_at: new Date(Date.now() - 60_000) } });
}

describe('owned locks on the real database', () => {
  let app: NestExpressApplication;
  let locks: RecordLocks;
  const stored = (key: string) => app.get<Connection>(getConnectionToken()).collection('locks').findOne({ _id: key as never });

  beforeAll(async () => {
    useDatabase('record_locks');
    app = await createTestApp();
    locks = app.get(RecordLocks);
  });
  afterAll(() => app.close());

  it('keeps the successor\'s lock when a slow first holder releases after a takeover (the race that broke the unowned lock)', async () => {
    const first = await locks.acquire('race:1');
    await expireInDatabase(app, 'race:1');
    // The second caller takes the expired lock over.
    const second = await locks.acquire('race:1');
    expect((await stored('race:1'))?.owner).toBe(second.owner);
    // The first holder wakes up and releases: it must not remove the second holder's lock.
    await locks.release(first);
    expect((await stored('race:1'))?.owner).toBe(second.owner);
    // So a third caller still has to wait for the second.
    await expect(locks.acquire('race:1')).rejects.toBeInstanceOf(RecordBusy);
    await locks.release(second);
    expect(await stored('race:1')).toBeNull();
  }, 20_000);

  it('refuses the write of a holder whose time is up, and lets a holder near the end of its time renew', async () => {
    await locks.withLock('race:2', async (lease) => {
      const owned = lease as unknown as { deadline: number; expiresAt: Date };
      const before = owned.expiresAt.getTime();
      owned.deadline = performance.now() + 1000; // less than half its life left: renews
      await lease.beforeWrite();
      expect(owned.expiresAt.getTime()).toBeGreaterThan(before);
      expect(((await stored('race:2'))?.expires_at as Date).getTime()).toBe(owned.expiresAt.getTime());
      owned.deadline = performance.now() - 1; // paused past its deadline: must not write
      await expect(lease.beforeWrite()).rejects.toBeInstanceOf(LockLost);
    });
  });

  it('does not renew a lock that was taken over', async () => {
    const first = await locks.acquire('race:3');
    await expireInDatabase(app, 'race:3');
    const second = await locks.acquire('race:3');
    expect(await locks.renew(first)).toBe(false);
    expect((await stored('race:3'))?.owner).toBe(second.owner);
    await locks.release(second);
  }, 20_000);

  it('lets exactly one of ten concurrent callers in at a time', async () => {
    let inside = 0;
    let most = 0;
    let entered = 0;
    await Promise.all(
      Array.from({ length: 10 }, () =>
        locks
          .withLock('race:4', async () => {
            inside += 1;
            entered += 1;
            most = Math.max(most, inside);
            await new Promise((r) => setTimeout(r, 20));
            inside -= 1;
          })
          .catch((error) => expect(error).toBeInstanceOf(RecordBusy)),
      ),
    );
    expect(most).toBe(1);
    expect(entered).toBeGreaterThan(0);
  }, 20_000);
  it('leaves nothing in the collection once its locks are released, alone, in batches or taken over', async () => {
    const left = async () => (await app.get<Connection>(getConnectionToken()).collection('locks').find({}, { projection: { _id: 1 } }).toArray()).filter(({ _id }) => String(_id).includes('leak:'));
    for (let n = 0; n < 20; n++) await locks.withLock(`leak:${n}`, async () => undefined);
    await locks.withFreeLocks(Array.from({ length: 20 }, (_, n) => `leak:batch:${n}`), async (leases) => expect(leases.size).toBe(20));
    const first = await locks.acquire('leak:taken');
    await expireInDatabase(app, 'leak:taken');
    const second = await locks.acquire('leak:taken');
    await locks.release(first);
    await locks.release(second);
    expect(await left()).toEqual([]);
  }, 30_000);

  it('sweeps what MongoDB\'s TTL index would remove where there is none: old claims and abandoned locks go, a live lock and claims in their time stay', async () => {
    const collection = app.get<Connection>(getConnectionToken()).collection('locks');
    const old = new Date(Date.now() - 2 * 3_600_000);
    // What a day of use left before claims were deleted with their locks, over several pages and bulks.
    const oldClaims = Array.from({ length: 1_200 }, (_, n) => ({ _id: `claim|sweep:done:${n}|owner${n}|${old.getTime()}`, claims: `sweep:done:${n}`, expires_at: old, claimed_until: old }));
    await collection.insertMany(oldClaims as never[]);
    // A holder that crashed two hours ago; a lock whose takeover is under way (its claim in time); a claim that ended a minute ago.
    await collection.insertMany([
      { _id: 'sweep:crashed', owner: 'crashed', expires_at: old },
      { _id: 'sweep:claimed', owner: 'crashed', expires_at: old },
      { _id: `claim|sweep:claimed|crashed|${old.getTime()}`, claims: 'sweep:claimed', expires_at: old, claimed_until: new Date(Date.now() + 60_000) },
      { _id: 'claim|sweep:recent|gone|1', claims: 'sweep:recent', expires_at: new Date(Date.now() - 70_000), claimed_until: new Date(Date.now() - 60_000) },
    ] as never[]);
    const live = await locks.acquire('sweep:live');
    // An old claim naming the owner that still holds its lock: it stays as long as that lock is the owner's.
    const ownersClaim = `claim|sweep:live|${live.owner}|${old.getTime()}`;
    await collection.insertOne({ _id: ownersClaim, claims: 'sweep:live', expires_at: old, claimed_until: old } as never);
    const sweep = new LocksSweep(app.get<Connection>(getConnectionToken()), locks);
    const ttlIndex = (await collection.listIndexes().toArray()).some((index) => index.expireAfterSeconds !== undefined);
    expect(locks.needsSweep).toBe(!ttlIndex);

    const filters = recordFilters('locks');
    let swept;
    try {
      // Two workers sweeping at once remove each document once.
      swept = await Promise.all([sweep.sweep(), sweep.sweep()]);
    } finally {
      filters.restore();
    }
    expect(swept[0].claims + swept[1].claims).toBe(1_200);
    expect(swept[0].locks + swept[1].locks).toBe(1);
    // One read of the collection by `expires_at` a sweep; every other read and write by `_id` alone.
    expect(filters.scans().map(({ method, filter }) => [method, Object.keys(filter)])).toEqual([['find', ['expires_at']], ['find', ['expires_at']]]);
    const left = (await collection.find({}, { projection: { _id: 1 } }).toArray()).map(({ _id }) => String(_id)).filter((id) => id.includes('sweep:')).sort();
    expect(left).toEqual(['claim|sweep:claimed|crashed|' + old.getTime(), 'claim|sweep:recent|gone|1', ownersClaim, 'sweep:claimed', 'sweep:live'].sort());
    expect((await stored('sweep:live'))?.owner).toBe(live.owner);
    const removed = await metricsRegistry.getSingleMetricAsString('portal_lock_leftovers_removed_total');
    expect([sampleOf(removed, 'portal_lock_leftovers_removed_total', { kind: 'claim' }), sampleOf(removed, 'portal_lock_leftovers_removed_total', { kind: 'lock' })]).toEqual([1_200, 1]);
    await locks.release(live);
    expect(await stored('sweep:live')).toBeNull();
    expect((await sweep.sweep()).claims).toBe(1);
    expect(await stored(ownersClaim)).toBeNull();
  }, 60_000);

  it('takes over an expired lock whose earlier takeover was abandoned (its claimant died before deleting), once that claim is out of time', async () => {
    const dead = await locks.acquire('race:5');
    await expireInDatabase(app, 'race:5');
    const lock = (await stored('race:5'))!;
    const claims = app.get<Connection>(getConnectionToken()).collection('locks');
    const claimId = `claim|race:5|${dead.owner}|${(lock.expires_at as Date).getTime()}`;
    // A contender won the claim on this lock, then died: its claim is still in time, so nobody may delete the lock yet.
    await claims.insertOne({ _id: claimId as never, claims: 'race:5', expires_at: lock.expires_at, claimed_until: new Date(Date.now() + 60_000) });
    await expect(locks.acquire('race:5')).rejects.toBeInstanceOf(RecordBusy);
    // Its time is up (the database's clock passed it): the lock is taken over instead of staying stuck for ever.
    await claims.updateOne({ _id: claimId as never }, { $set: { claimed_until: new Date(Date.now() - 60_000) } });
    const next = await locks.acquire('race:5');
    expect((await stored('race:5'))?.owner).toBe(next.owner);
    await locks.release(next);
    expect(await stored('race:5')).toBeNull();
  }, 20_000);

  it('reads and writes its documents by `_id` alone, so a lock costs the same however many the collection holds', async () => {
    const filters = recordFilters('locks');
    try {
      const first = await locks.acquire('race:6');
      await expireInDatabase(app, 'race:6');
      const second = await locks.acquire('race:6');
      await locks.release(first);
      await locks.withLock('race:7', async (lease) => {
        (lease as unknown as { deadline: number }).deadline = performance.now() + 1000;
        await lease.beforeWrite();
      });
      await locks.release(second);
    } finally {
      filters.restore();
    }
    expect(filters.scans()).toEqual([]);
    expect(new Set(filters.seen.map(({ method }) => method))).toEqual(new Set(['findOne', 'find', 'updateOne', 'bulkWrite']));
    expect(await stored('race:6')).toBeNull();
    expect(await stored('race:7')).toBeNull();
  }, 20_000);

  it('takes the free locks of a batch together, leaves a held one to its holder, tells which are held, and releases only its own', async () => {
    const other = await locks.acquire('batch:2');
    const filters = recordFilters('locks');
    try {
      await locks.withFreeLocks(['batch:1', 'batch:2', 'batch:3'], async (leases) => {
        expect([...leases.keys()].sort()).toEqual(['batch:1', 'batch:3']);
        expect([...(await locks.held(['batch:1', 'batch:2', 'batch:3', 'batch:4']))].sort()).toEqual(['batch:1', 'batch:2', 'batch:3']);
        expect((await stored('batch:3'))?.owner).toBe(leases.get('batch:3')!.owner);
      });
    } finally {
      filters.restore();
    }
    expect(filters.scans()).toEqual([]);
    expect(await stored('batch:1')).toBeNull();
    expect(await stored('batch:3')).toBeNull();
    expect((await stored('batch:2'))?.owner).toBe(other.owner);
    await expireInDatabase(app, 'batch:2');
    expect([...(await locks.held(['batch:2']))]).toEqual([]);
    await locks.release(other);
  }, 30_000);
});
