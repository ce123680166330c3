import { Logger } from '@nestjs/common';
import { randomBytes } from 'node:crypto';
import type { Collection, Connection } from 'mongoose';
import type { RecordLocks } from '../../database/record-locks';

/** How long a key is remembered with its first answer (the IETF draft leaves it to the server; 24 h). */
export const IDEMPOTENCY_KEY_LIFETIME_MS = 24 * 3600_000;
/**
 * A claim whose request never finished, or ended without knowing whether it wrote (the database failed
 * under it), is given up after this long, longer than any request may take (every database round trip
 * is bounded well below it): the next request with the key then runs again.
 */
export const IDEMPOTENCY_CLAIM_STALE_AFTER_MS = 30_000;
/** A success's answer, or a refusal's release, is written again on failure for this long (the database may be back). */
const WRITE_AGAIN_FOR_MS = IDEMPOTENCY_CLAIM_STALE_AFTER_MS;
const WRITE_AGAIN_EVERY_MS = 1_000;
export const IDEMPOTENCY_COLLECTION = 'idempotency_keys';

interface KeyDocument {
  /** `<owner>|<key>`: one person's key never meets another's. */
  _id: string;
  owner: string;
  /** What the request was: method, path and body, hashed. */
  fingerprint: string;
  /** Random per claim: only the request that claimed the key records its answer or gives it up. */
  token: string;
  claimed_at: Date;
  expires_at: Date;
  /** Set once the request succeeded: its status and its body as sent (JSON). */
  status?: number;
  body?: string;
}

export type Claim =
  | { kind: 'claimed'; id: string; token: string }
  | { kind: 'replay'; status: number; body: unknown }
  | { kind: 'in-progress' }
  | { kind: 'other-request' };

/**
 * The keys of the `Idempotency-Key` header, kept in the database beside what they create: a create is
 * stored in the database, so its key is as durable as it is, a Redis outage (when creates are still
 * accepted) or a Redis that lost its data cannot let a retry create twice, and a database outage
 * refuses the create along with its key. The claim is an insert of `<owner>|<key>` (an insert with a
 * given `_id` is atomic on MongoDB and on FerretDB, where a guarded update is not); replacing an
 * expired or abandoned claim holds the RecordLocks lock of that id.
 */
export class IdempotencyKeys {
  private readonly logger = new Logger(IdempotencyKeys.name);
  private indexed?: Promise<unknown>;

  constructor(
    private readonly connection: Connection,
    private readonly locks: RecordLocks,
  ) {}

  private get keys(): Collection<KeyDocument> {
    return this.connection.collection<KeyDocument>(IDEMPOTENCY_COLLECTION);
  }

  /** MongoDB removes expired keys itself; FerretDB has no TTL index, and there `claim` replaces them. */
  private ensureIndex() {
    this.indexed ??= this.keys.createIndex({ expires_at: 1 }, { expireAfterSeconds: 0 }).catch((error: Error & { code?: number }) => {
      if (error.code !== 238) this.logger.warn(`idempotency keys TTL index: ${error.message}`);
    });
    return this.indexed;
  }

  async claim(owner: string, key: string, fingerprint: string, now = new Date()): Promise<Claim> {
    void this.ensureIndex();
    const id = `${owner}|${key}`;
    for (let attempt = 0; attempt < 3; attempt++) {
      const token = randomBytes(12).toString('hex');
      try {
        await this.keys.insertOne({ _id: id, owner, fingerprint, token, claimed_at: now, expires_at: new Date(now.getTime() + IDEMPOTENCY_KEY_LIFETIME_MS) });
        return { kind: 'claimed', id, token };
      } catch (error) {
        if ((error as { code?: number }).code !== 11000) throw error;
      }
      const held = await this.keys.findOne({ _id: id });
      if (!held) continue;
      if (!this.givenUp(held, now)) {
        if (held.fingerprint !== fingerprint) return { kind: 'other-request' };
        if (held.status !== undefined) return { kind: 'replay', status: held.status, body: held.body === undefined ? undefined : JSON.parse(held.body) };
        return { kind: 'in-progress' };
      }
      await this.locks.withLock(`idempotency|${id}`, async () => {
        const still = await this.keys.findOne({ _id: id });
        if (still && still.token === held.token) await this.keys.deleteOne({ _id: id, token: held.token });
      });
    }
    return { kind: 'in-progress' };
  }

  /** Expired, or claimed by a request that never finished. */
  private givenUp(held: KeyDocument, now: Date): boolean {
    if (held.expires_at <= now) return true;
    return held.status === undefined && now.getTime() - held.claimed_at.getTime() >= IDEMPOTENCY_CLAIM_STALE_AFTER_MS;
  }

  /**
   * Records a successful answer for the key's later requests. A database that fails just now gets the
   * record again in the background for a while, so that a retry sent once it is back gets this answer.
   */
  async record(claim: { id: string; token: string }, status: number, body: unknown): Promise<void> {
    await this.persist(`answer of ${claim.id}`, () => this.keys.updateOne({ _id: claim.id, token: claim.token }, { $set: { status, body: body === undefined ? undefined : JSON.stringify(body) } }));
  }

  /** The request was refused and wrote nothing: its key is free again, and a retry runs the request anew. */
  async release(claim: { id: string; token: string }): Promise<void> {
    await this.persist(`release of ${claim.id}`, () => this.keys.deleteOne({ _id: claim.id, token: claim.token }));
  }

  private async persist(what: string, write: () => Promise<unknown>): Promise<void> {
    try {
      await write();
    } catch (error) {
      this.logger.warn(`idempotency key: ${what} failed (${(error as Error).message}); trying again for ${WRITE_AGAIN_FOR_MS / 1000} s`);
      const until = Date.now() + WRITE_AGAIN_FOR_MS;
      const again = () =>
        setTimeout(() => {
          write().catch(() => (Date.now() < until ? again() : this.logger.warn(`idempotency key: ${what} never written`)));
        }, WRITE_AGAIN_EVERY_MS).unref();
      again();
    }
  }
}
