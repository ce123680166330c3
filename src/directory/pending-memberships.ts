import { Inject, Injectable, Logger } from '@nestjs/common';
import type { Redis } from 'ioredis';
import { REDIS } from '../platform/queues/queues.module';
import { DirectoryCache } from './directory-cache';

/** An overlay outlives its change this long at most (its person document written, it is removed at once). */
const OVERLAY_TTL_SECONDS = 3600;

/** Deletes each person's entry for the group if it is still the one this change wrote (a later change's stays). */
const SETTLE = `
for i, key in ipairs(KEYS) do
  local value = redis.call('HGET', key, ARGV[1])
  if value and string.sub(value, 2) == ARGV[2] then redis.call('HDEL', key, ARGV[1]) end
end
return 0`;

export type MembershipOp = '+' | '-';

/**
 * Group memberships accepted and not yet written to the people's documents (a SCIM PATCH of a group's
 * members answers before its thousand updates: docs/decisions/scim-scale.md). Per person, a Redis hash
 * guid → `+<token>` (joins) or `-<token>` (leaves), written before the answer and removed, entry by entry,
 * once the person's document holds the change. Every reader of a person's groups (the principal, the wall's
 * viewer, SCIM's User) lays it over the stored `services`, so a new member sees the group's tools at their
 * next call. A later change of the same group and person overwrites the entry; the earlier change's
 * removal then leaves it (its token differs).
 */
@Injectable()
export class PendingMemberships {
  private readonly logger = new Logger(PendingMemberships.name);

  constructor(
    @Inject(REDIS) private readonly redis: Redis,
    private readonly cache: DirectoryCache,
  ) {}

  private key = (userId: string) => `${this.cache.namespace()}:pending-groups:${userId}`;

  /** Before the change is answered: a failure throws (the change is then not answered as done). */
  async note(userIds: readonly string[], guid: string, op: MembershipOp, token: string): Promise<void> {
    if (!userIds.length) return;
    const multi = this.redis.multi();
    for (const userId of userIds) multi.hset(this.key(userId), guid, `${op}${token}`).expire(this.key(userId), OVERLAY_TTL_SECONDS);
    const results = await multi.exec();
    const failed = results?.find(([error]) => error);
    if (!results || failed) throw failed?.[0] ?? new Error('pending memberships not written');
  }

  /** These people's documents hold the change of `token`: their entries of it go. */
  async settled(userIds: readonly string[], guid: string, token: string): Promise<void> {
    if (!userIds.length) return;
    await this.redis.eval(SETTLE, userIds.length, ...userIds.map(this.key), guid, token);
  }

  /** `services` as stored, with the person's pending joins and leaves laid over; as stored if Redis does not answer. */
  async over(userId: string, services: readonly string[] = []): Promise<string[]> {
    let pending: Record<string, string>;
    try {
      pending = await this.redis.hgetall(this.key(userId));
    } catch (error) {
      this.logger.warn(`pending memberships of ${userId} unread: ${(error as Error).message}`);
      return [...services];
    }
    const groups = new Set(services);
    for (const [guid, value] of Object.entries(pending)) {
      if (value.startsWith('+')) groups.add(guid);
      else groups.delete(guid);
    }
    return [...groups];
  }
}
