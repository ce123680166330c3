import { Global, Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { AppConfig } from '../config/config.schema';
import { APP_CONFIG } from '../config/config.module';
import { RecordLocks } from './record-locks';

/**
 * One mongoose connection per process. Retries at start so api and worker can boot before the
 * database is up. Writes must work on MongoDB and FerretDB alike: no transactions, no change
 * streams, no $text. Read-check-write sequences that must not race hold a RecordLocks lock:
 * FerretDB runs a guarded findOneAndUpdate as a read then a write, so the guard alone is not atomic.
 */
@Global()
@Module({
  providers: [RecordLocks],
  exports: [RecordLocks],
  imports: [
    MongooseModule.forRootAsync({
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig) => ({
        uri: config.MONGO_URL,
        retryAttempts: 30,
        retryDelay: 1000,
        serverSelectionTimeoutMS: 5000,
        autoIndex: true,
      }),
    }),
  ],
})
export class DatabaseModule {}
