import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { AppConfig } from '../config/config.schema';
import { APP_CONFIG } from '../config/config.module';

/**
 * One mongoose connection per process. Retries at start so api and worker can boot before the
 * database is up. Writes must work on MongoDB and FerretDB alike: no transactions, no change
 * streams, no $text; every write that must not race is one guarded findOneAndUpdate.
 */
@Module({
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
