import { Inject, Injectable } from '@nestjs/common';
import type { Redis } from 'ioredis';
import { APP_CONFIG } from '../platform/config/config.module';
import type { AppConfig } from '../platform/config/config.schema';
import { REDIS } from '../platform/queues/queues.module';
import { RedisKeys } from '../platform/queues/redis-keys';
import { OPEN_DEDUPE_SECONDS, RECENT_TOOLS_KEPT } from './usage.limits';

/**
 * One open, in one round trip: counted only if this person has not opened this tool in the last
 * minute; then the tool moves to the top of their recent list (a sorted set by time, trimmed by age
 * and length, expiring with the retention) and one pending counter is incremented for the worker.
 */
const RECORD_OPEN = `
if not redis.call('SET', KEYS[1], '1', 'NX', 'EX', ARGV[1]) then return 0 end
redis.call('ZADD', KEYS[2], ARGV[2], ARGV[3])
redis.call('ZREMRANGEBYSCORE', KEYS[2], '-inf', ARGV[4])
redis.call('ZREMRANGEBYRANK', KEYS[2], 0, -(tonumber(ARGV[5]) + 1))
redis.call('EXPIRE', KEYS[2], ARGV[6])
redis.call('HINCRBY', KEYS[3], ARGV[7], 1)
return 1`;

const RECORD_OPEN_COMMAND = 'portalRecordOpen';

interface OpenFacts {
  userId: string;
  toolId: string;
  subsidiaryId: string | null;
  language: string;
  at: Date;
}

/** A pending counter's field: `<toolId>|<YYYY-MM-DD>|<subsidiaryId or none>|<language>`. */
function counterField(facts: Omit<OpenFacts, 'userId'>): string {
  return [facts.toolId, facts.at.toISOString().slice(0, 10), facts.subsidiaryId ?? 'none', facts.language].join('|');
}

export function parseCounterField(field: string): { toolId: string; day: string; subsidiary: string; language: string } | null {
  const [toolId, day, subsidiary, language] = field.split('|');
  if (!/^[0-9a-f]{24}$/.test(toolId ?? '') || !/^\d{4}-\d{2}-\d{2}$/.test(day ?? '') || !subsidiary || !language) return null;
  return { toolId, day, subsidiary, language };
}

/**
 * The usage module's Redis side: the per-person recent lists (short-lived, never shown to anyone
 * else) and the counters waiting to be written to `tool_open_days`. Keys carry the database name.
 */
@Injectable()
export class OpenCounter {
  constructor(
    @Inject(REDIS) private readonly redis: Redis,
    private readonly keys: RedisKeys,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {
    // Sent by its SHA (EVALSHA, falling back to EVAL once per connection) instead of its text each time.
    if (!(RECORD_OPEN_COMMAND in redis)) redis.defineCommand(RECORD_OPEN_COMMAND, { numberOfKeys: 3, lua: RECORD_OPEN });
  }

  pendingKey() {
    return this.keys.of('usage', 'pending');
  }

  processingKey() {
    return this.keys.of('usage', 'processing');
  }

  /** A sorted set of the `tool_open_days` ids the worker wrote, scored by Redis time (ms) of the write. */
  writtenKey() {
    return this.keys.of('usage', 'written');
  }

  private recentKey(userId: string) {
    return this.keys.of('usage', 'recent', userId);
  }

  private retentionMs() {
    return this.config.USAGE_HISTORY_DAYS * 86_400_000;
  }

  /** True when the open was counted, false when it fell in the same minute as the previous one. */
  async record(facts: OpenFacts): Promise<boolean> {
    const now = facts.at.getTime();
    const counted = await (this.redis as Redis & Record<typeof RECORD_OPEN_COMMAND, (...args: string[]) => Promise<number>>)[RECORD_OPEN_COMMAND](
      this.keys.of('usage', 'seen', facts.userId, facts.toolId),
      this.recentKey(facts.userId),
      this.pendingKey(),
      String(OPEN_DEDUPE_SECONDS),
      String(now),
      facts.toolId,
      String(now - this.retentionMs()),
      String(RECENT_TOOLS_KEPT),
      String(Math.ceil(this.retentionMs() / 1000)),
      counterField(facts),
    );
    return counted === 1;
  }

  /** The person's tools opened within the retention, newest first. */
  async recent(userId: string, now = new Date()): Promise<string[]> {
    const key = this.recentKey(userId);
    await this.redis.zremrangebyscore(key, '-inf', String(now.getTime() - this.retentionMs()));
    return this.redis.zrevrange(key, 0, RECENT_TOOLS_KEPT - 1);
  }
}
