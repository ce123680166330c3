import { Test } from '@nestjs/testing';
import type { INestApplicationContext } from '@nestjs/common';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { getConnectionToken } from '@nestjs/mongoose';
import type { Connection } from 'mongoose';
import { AppModule } from '../../src/app.module';
import { WorkerModule } from '../../src/worker.module';
import { loadConfig } from '../../src/platform/config/config.schema';
import { configureHttpApp } from '../../src/platform/http/configure-http-app';
import { createRootLogger } from '../../src/platform/logging/logger';
import { refreshReadModels, settleReadModels } from './read-models';

/**
 * Points this test file at its own database on the real server started by the test command,
 * so files never see each other's data. Call before creating the app.
 */
export function useDatabase(name: string): string {
  const base = process.env.MONGO_URL;
  if (!base) throw new Error('MONGO_URL is not set: run the tests with `npm test` (it starts the services)');
  const url = base.replace(/\/[^/?]*(\?.*)?$/, `/portal_e2e_${name}$1`);
  process.env.MONGO_URL = url;
  process.env.LOG_LEVEL = process.env.LOG_LEVEL_TESTS ?? 'silent';
  return url;
}

/**
 * The real api (every module, guard, filter and middleware), in process, on the real services;
 * `serveWeb` also serves the built UIs from WEB_FRONT_DIST / WEB_ADMIN_DIST as main.ts does.
 */
export async function createTestApp(options: { dropDatabase?: boolean; serveWeb?: boolean } = {}): Promise<NestExpressApplication> {
  const { dropDatabase = true, serveWeb = false } = options;
  const config = loadConfig();
  const moduleRef = await Test.createTestingModule({ imports: [AppModule] }).compile();
  const app = moduleRef.createNestApplication<NestExpressApplication>({ bodyParser: false, logger: false });
  configureHttpApp(app, config, createRootLogger('silent'), { serveWeb });
  await app.init();
  if (dropDatabase) {
    // The read models start loading at bootstrap; dropping the database under a running query
    // breaks FerretDB's SQLite file for the next writes ("disk I/O error"): let them finish first.
    await settleReadModels(app);
    const connection = app.get<Connection>(getConnectionToken());
    await connection.dropDatabase();
    await connection.syncIndexes();
    await refreshReadModels(app);
  }
  return app;
}

/** The real worker (BullMQ processors) in process, for tests that follow a job to its end. */
export async function createTestWorker(): Promise<INestApplicationContext> {
  const moduleRef = await Test.createTestingModule({ imports: [WorkerModule] }).compile();
  const worker = moduleRef.createNestApplication({ logger: false });
  await worker.init();
  return worker;
}
