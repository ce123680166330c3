import { randomUUID } from 'node:crypto';
import type { Redis } from 'ioredis';

/** Longer than any refresh of one chunk takes (its reads included). */
const CLAIM_TTL_MS = 10 * 60_000;
/** A person's write slot: held for one write of their entries (a few Redis calls); a holder that died frees it after this. */
const WRITE_TTL_MS = 15_000;
/** How long a refresh waits for the write slots others hold before it gives up (and is left to the worker). */
const WRITE_WAIT_MS = 20_000;
const RETRY_MS = 20;

type ReleaseCommand = { portalIndexRelease(key: string, token: string): Promise<number> };

/**
 * Which refresh of a person's index entries read them last. A refresh reads the person, then writes what
 * it read; two of them at once (a SCIM group change's apply step and a deactivation) could write in the
 * other order than they read, and the older read would stay in the index until the person's next write
 * (`active: true` answered for someone just deactivated). So a refresh claims the people (its own token,
 * one key each) before it reads them, and writes a person only while holding their write slot and still
 * holding the claim: a refresh that read before another began writes nothing of that person, whichever
 * of the two gets the slot first.
 */
export class RefreshClaims {
  constructor(
    private readonly redis: Redis,
    private readonly prefix: string,
  ) {}

  /** Claims these people for a refresh about to read them; answers its token. */
  async take(ids: readonly string[]): Promise<string> {
    const token = randomUUID();
    if (ids.length === 0) return token;
    const multi = this.redis.multi();
    for (const id of ids) multi.set(this.claimKey(id), token, 'PX', CLAIM_TTL_MS);
    await multi.exec();
    return token;
  }

  /**
   * Runs `write` for the people whose claim this token still holds, each time with their write slots held
   * (taken without waiting for the others, so two refreshes never wait on each other); those whose slot
   * another holds are taken in a next round. Throws if some stay taken past WRITE_WAIT_MS.
   */
  async writeLatest(ids: readonly string[], token: string, write: (latest: string[]) => Promise<void>): Promise<void> {
    const deadline = Date.now() + WRITE_WAIT_MS;
    let left = [...ids];
    while (left.length) {
      const slots = this.redis.multi();
      for (const id of left) slots.set(this.writeKey(id), token, 'PX', WRITE_TTL_MS, 'NX');
      const taken = ((await slots.exec()) ?? []).map(([error, reply]) => !error && reply === 'OK');
      const mine = left.filter((_id, n) => taken[n]);
      if (mine.length) {
        try {
          const claims = await this.redis.mget(...mine.map((id) => this.claimKey(id)));
          // A claim expired meanwhile (a refresh slower than its life) is taken as still held: no one else's is newer.
          const latest = mine.filter((_id, n) => claims[n] === token || claims[n] === null);
          if (latest.length) await write(latest);
        } finally {
          await this.release(mine, token);
        }
      }
      left = left.filter((_id, n) => !taken[n]);
      if (!left.length) return;
      if (Date.now() > deadline) throw new Error(`${left.length} people's index entries being written by another refresh for ${WRITE_WAIT_MS} ms`);
      await new Promise((resolve) => setTimeout(resolve, RETRY_MS));
    }
  }

  private async release(ids: readonly string[], token: string): Promise<void> {
    const pipeline = this.redis.pipeline();
    for (const id of ids) (pipeline as unknown as ReleaseCommand).portalIndexRelease(this.writeKey(id), token);
    await pipeline.exec();
  }

  private claimKey(id: string) {
    return `${this.prefix}:claim:${id}`;
  }

  private writeKey(id: string) {
    return `${this.prefix}:writing:${id}`;
  }
}
