import { NestFactory } from '@nestjs/core';
import { getConnectionToken } from '@nestjs/mongoose';
import type { NestExpressApplication } from '@nestjs/platform-express';
import type { Connection } from 'mongoose';
import { AppModule } from '../../src/app.module';
import { loadConfig } from '../../src/platform/config/config.schema';
import { configureHttpApp } from '../../src/platform/http/configure-http-app';
import { createRootLogger } from '../../src/platform/logging/logger';

/**
 * Boots the real api in process on its own database of the running services (.run/test.env),
 * runs the benchmark, then drops that database and closes the app whatever happened.
 */
export async function withBenchApp(database: string, run: (app: NestExpressApplication, connection: Connection) => Promise<void>) {
  if (!process.env.MONGO_URL) throw new Error('MONGO_URL is not set: load the services env first (set -a; . .run/test.env; set +a)');
  process.env.MONGO_URL = process.env.MONGO_URL.replace(/\/[^/?]*(\?.*)?$/, `/${database}$1`);
  process.env.LOG_LEVEL = 'silent';
  const config = loadConfig();
  const app = await NestFactory.create<NestExpressApplication>(AppModule, { bodyParser: false, logger: false, abortOnError: false });
  configureHttpApp(app, config, createRootLogger('silent'), { serveWeb: false });
  await app.init();
  const connection = app.get<Connection>(getConnectionToken());
  try {
    await run(app, connection);
  } finally {
    await connection.dropDatabase().catch((err) => console.log(`could not drop ${database}: ${err}`));
    await app.close();
  }
}

export { databaseKind } from './bench-database';
