import type { IncomingMessage } from 'node:http';
import { ExecutionContext, Module } from '@nestjs/common';
import { getConnectionToken } from '@nestjs/mongoose';
import { ThrottlerModule } from '@nestjs/throttler';
import type { Redis } from 'ioredis';
import type { Connection } from 'mongoose';
import { AppConfig } from '../config/config.schema';
import { APP_CONFIG } from '../config/config.module';
import { REDIS } from '../queues/queues.module';
import { RATE_LIMIT_KIND, RateLimitKind } from './rate-limited.decorator';
import { carriesMonitoringToken } from '../auth/monitoring-token';
import { BEARER_SCOPES } from '../auth/bearer-route';
import { rateLimitPrefix, RedisThrottlerStorage } from './redis-throttler.storage';
import { SEARCH_LIMIT, SEARCH_WINDOW_MS, SearchRateLimit, WRITE_LIMIT, WRITE_WINDOW_MS, WriteRateLimit } from './person-rate-limits';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

const kindOf = (context: ExecutionContext): RateLimitKind | undefined => Reflect.getMetadata(RATE_LIMIT_KIND, context.getHandler());
const unless = (kind: RateLimitKind) => (context: ExecutionContext) => kindOf(context) !== kind;
const isRead = (context: ExecutionContext) => READS.has(context.switchToHttp().getRequest<{ method: string }>().method);
/** Any call but a bearer route's, whatever its method: a program's calls all count against its token's limit. */
const notBearerRoute = (context: ExecutionContext) => !Reflect.getMetadata(BEARER_SCOPES, context.getHandler()) && !Reflect.getMetadata(BEARER_SCOPES, context.getClass());
/** The monitor holding the configured token polls as often as it needs; everyone else counts. */
const monitorOf = (token: string) => (context: ExecutionContext) => carriesMonitoringToken(context.switchToHttp().getRequest<IncomingMessage>().headers, token);

/**
 * The api's rate limits (docs/operations.md): sign-in starts and the full health report per address (but
 * the monitor's token), per person the directory searches, uploads and writes, and per program's token every call. Counted in Redis, so they hold across api instances.
 * Any other read costs nothing: every limit skips it before touching Redis.
 */
@Module({
  imports: [
    ThrottlerModule.forRootAsync({
      inject: [APP_CONFIG, REDIS, getConnectionToken()],
      useFactory: (config: AppConfig, redis: Redis, connection: Connection) => ({
        throttlers: [
          { name: 'sign_in', ttl: MINUTE, limit: config.RATE_LIMIT_SIGN_INS_PER_MINUTE, skipIf: unless('sign_in') },
          { name: SEARCH_LIMIT, ttl: SEARCH_WINDOW_MS, limit: config.RATE_LIMIT_SEARCHES_PER_MINUTE, skipIf: unless('search') },
          { name: 'upload', ttl: HOUR, limit: config.RATE_LIMIT_UPLOADS_PER_HOUR, skipIf: unless('upload') },
          {
            name: 'health',
            ttl: MINUTE,
            limit: config.RATE_LIMIT_HEALTH_PER_MINUTE,
            skipIf: (context) => unless('health')(context) || monitorOf(config.MONITORING_TOKEN)(context),
          },
          { name: 'api_token', ttl: MINUTE, limit: config.RATE_LIMIT_API_TOKEN_CALLS_PER_MINUTE, skipIf: notBearerRoute },
          { name: WRITE_LIMIT, ttl: WRITE_WINDOW_MS, limit: config.RATE_LIMIT_WRITES_PER_MINUTE, skipIf: isRead },
        ],
        storage: new RedisThrottlerStorage(redis, rateLimitPrefix(connection.name)),
      }),
    }),
  ],
  providers: [WriteRateLimit, SearchRateLimit],
  exports: [ThrottlerModule, WriteRateLimit, SearchRateLimit],
})
export class RateLimitsModule {}
