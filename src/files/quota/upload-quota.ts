import { Inject, Injectable } from '@nestjs/common';
import type { Redis } from 'ioredis';
import { ERROR_CODES } from '../../contracts';
import { AppConfig } from '../../platform/config/config.schema';
import { APP_CONFIG } from '../../platform/config/config.module';
import { DomainError } from '../../platform/http/domain.error';
import { REDIS } from '../../platform/queues/queues.module';
import { RedisKeys } from '../../platform/queues/redis-keys';

class UploadQuotaReached extends DomainError {
  constructor() {
    super(ERROR_CODES.uploadQuotaReached, "You have reached today's upload limit. Please try again tomorrow.", 429);
  }
}

/** Adds one file of ARGV[1] bytes to today's count unless it would pass a limit; 1 when added. */
const CONSUME = `
local count = tonumber(redis.call('HGET', KEYS[1], 'count') or '0')
local bytes = tonumber(redis.call('HGET', KEYS[1], 'bytes') or '0')
if count + 1 > tonumber(ARGV[2]) or bytes + tonumber(ARGV[1]) > tonumber(ARGV[3]) then return 0 end
redis.call('HINCRBY', KEYS[1], 'count', 1)
redis.call('HINCRBY', KEYS[1], 'bytes', ARGV[1])
redis.call('EXPIRE', KEYS[1], 172800)
return 1
`;

/**
 * An employee's uploads per day (UTC): at most UPLOAD_QUOTA_FILES_PER_DAY files and
 * UPLOAD_QUOTA_MB_PER_DAY megabytes, counted in Redis across api instances. Only accepted uploads count.
 */
@Injectable()
export class UploadQuota {
  constructor(
    @Inject(REDIS) private readonly redis: Redis,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly keys: RedisKeys,
  ) {}

  /**
   * Refuses an employee already at today's limit, before their file is even read: whatever it holds,
   * it could not be accepted, so no parser runs for it.
   */
  async ensureRoom(userId: string, now = new Date()): Promise<void> {
    const [count, bytes] = await this.redis.hmget(this.keyOf(userId, now), 'count', 'bytes');
    if (Number(count ?? 0) >= this.config.UPLOAD_QUOTA_FILES_PER_DAY || Number(bytes ?? 0) >= this.maxBytes()) throw new UploadQuotaReached();
  }

  async consume(userId: string, bytes: number, now = new Date()): Promise<void> {
    const added = await this.redis.eval(CONSUME, 1, this.keyOf(userId, now), bytes, this.config.UPLOAD_QUOTA_FILES_PER_DAY, this.maxBytes());
    if (added !== 1) throw new UploadQuotaReached();
  }

  private keyOf(userId: string, now: Date): string {
    return this.keys.of('upload-quota', userId, now.toISOString().slice(0, 10));
  }

  private maxBytes(): number {
    return Math.floor(this.config.UPLOAD_QUOTA_MB_PER_DAY * 1024 * 1024);
  }
}
