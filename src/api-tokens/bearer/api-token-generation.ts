import { Inject, Injectable } from '@nestjs/common';
import { InjectConnection } from '@nestjs/mongoose';
import type { Redis } from 'ioredis';
import type { Connection } from 'mongoose';
import { REDIS } from '../../platform/queues/queues.module';

/**
 * A counter in Redis that every revoke moves: the api instances' token caches (ApiTokenVerifier) trust
 * what they read of `api_tokens` only while it has not moved, so a revoke on one instance is refused by
 * the next call on every other. The key carries the database name, as the directory's caches do.
 */
@Injectable()
export class ApiTokenGeneration {
  constructor(
    @Inject(REDIS) private readonly redis: Redis,
    @InjectConnection() private readonly connection: Connection,
  ) {}

  private key() {
    return `portal:${this.connection.name}:api-tokens:generation`;
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
