import type { DynamicModule, Type } from '@nestjs/common';
import { getConnectionToken } from '@nestjs/mongoose';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { Test } from '@nestjs/testing';
import type { Connection } from 'mongoose';
import { AppModule } from '../../src/app.module';
import { loadConfig } from '../../src/platform/config/config.schema';
import { configureHttpApp } from '../../src/platform/http/configure-http-app';
import { createRootLogger } from '../../src/platform/logging/logger';

/**
 * The real api like createTestApp, plus modules not yet wired into AppModule (a slice under
 * review). Once AppModule imports them, importing them again here is harmless: Nest keeps one instance.
 */
export async function createTestAppWith(extraModules: (Type | DynamicModule)[]): Promise<NestExpressApplication> {
  const config = loadConfig();
  const moduleRef = await Test.createTestingModule({ imports: [AppModule, ...extraModules] }).compile();
  const app = moduleRef.createNestApplication<NestExpressApplication>({ bodyParser: false, logger: false });
  configureHttpApp(app, config, createRootLogger('silent'), { serveWeb: false });
  await app.init();
  const connection = app.get<Connection>(getConnectionToken());
  await connection.dropDatabase();
  await connection.syncIndexes();
  return app;
}
