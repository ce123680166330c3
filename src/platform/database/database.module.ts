import { Global, Logger, Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import mongoose from 'mongoose';
import { AppConfig } from '../config/config.schema';
import { APP_CONFIG } from '../config/config.module';
import { ConnectionWatchdog } from './connection-watchdog';
import { DATABASE_CLIENT_OPTIONS, DATABASE_MAX_TIME_MS, DATABASE_UNREACHABLE_AFTER_MS } from './database-timeouts';
import { RecordLocks } from './record-locks';
import { retryWritesWhenBusy } from './retry-when-busy';

/**
 * One mongoose connection per process. Retries at start for as long as it takes (about an hour),
 * so api and worker can boot before the database is up. While the database is down, commands fail
 * after DATABASE_UNREACHABLE_AFTER_MS instead of queueing: the api answers 503 with Retry-After
 * (HttpExceptionFilter) and reads served from memory (the wall, the directory search) keep working.
 * A database that hangs instead is found by the driver's heartbeat within about 5 s, which interrupts
 * the operations in flight (DATABASE_CLIENT_OPTIONS): no request waits on it longer. Writes must work on MongoDB and FerretDB alike: no transactions, no change
 * streams, no $text. Read-check-write sequences that must not race hold a RecordLocks lock:
 * FerretDB runs a guarded findOneAndUpdate as a read then a write, so the guard alone is not atomic.
 * Every write is retried, bounded and logged, when the embedded database is busy (retryWritesWhenBusy).
 */
@Global()
@Module({
  providers: [RecordLocks, ConnectionWatchdog],
  exports: [RecordLocks, ConnectionWatchdog],
  imports: [
    MongooseModule.forRootAsync({
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig) => {
        mongoose.set('maxTimeMS', DATABASE_MAX_TIME_MS);
        // Two writers (the api and the worker) never fail each other on FerretDB's locked SQLite file.
        const logger = new Logger('Database');
        retryWritesWhenBusy(mongoose.mongo.Collection as never, { warn: (message) => logger.warn(message) });
        return {
          uri: config.MONGO_URL,
          retryAttempts: 1500,
          retryDelay: 1000,
          ...DATABASE_CLIENT_OPTIONS,
          bufferTimeoutMS: DATABASE_UNREACHABLE_AFTER_MS,
          autoIndex: true,
        };
      },
    }),
  ],
})
export class DatabaseModule {}
