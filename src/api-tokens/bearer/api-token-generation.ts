import { Inject, Injectable } from '@nestjs/common';
import type { Redis } from 'ioredis';
import { REDIS } from '../../platform/queues/queues.module';
import { RedisKeys } from '../../platform/queues/redis-keys';

/**
 * A counter in Redis that every revoke moves: the api instances' token caches (ApiTokenVerifier) trust
 * what they read of `api_tokens` only while it has not moved, so a revoke on one instance is refused by
 * the next call on every other. The key carries the database name, as the directory's caches do.
 */
@Injectable()
export class ApiTokenGeneration {
  constructor(
    @Inject(REDIS) private readonly redis: Redis,
    private readonly keys: RedisKeys,
  ) {}

  private key() {
    return this.keys.of('api-tokens', 'generation');
  }

  /** The current generation ("0" before the first revoke); rejects when Redis does not answer. */
  async current(): Promise<string> {
    return (await this.redis.get(this.key())) ?? '0';
  }

  /** Moves the generation: every instance reads its tokens from the database again. */
  async bump(): Promise<void> {
    await this.redis.incr(this.key());
  }
}
