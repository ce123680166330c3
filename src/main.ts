import 'reflect-metadata';
import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { AppModule } from './app.module';
import { ConfigError, loadConfig } from './platform/config/config.schema';
import { configureHttpApp } from './platform/http/configure-http-app';
import { CALLS_IN_FLIGHT_WITHIN_MS, exitWithin, SHUTDOWN_DEADLINE_MS } from './platform/lifecycle/exit-within';
import { closeAfterDraining } from './platform/lifecycle/close-after-draining';
import { createRootLogger, PinoNestLogger } from './platform/logging/logger';
import { assertNoFaultSwitchInProduction } from './platform/faults/fault-point';
import { writeCompileCache } from './platform/lifecycle/compile-cache';

/**
 * On SIGTERM the api drains for SHUTDOWN_DRAIN_MS (readiness 503, still serving), then requests in flight
 * finish (CALLS_IN_FLIGHT_WITHIN_MS at most) and the hooks close the queues and the database, within
 * SHUTDOWN_DEADLINE_MS more.
 */
async function bootstrap() {
  assertNoFaultSwitchInProduction();
  const config = loadConfig();
  const logger = createRootLogger(config.LOG_LEVEL, 'api');
  exitWithin(config.SHUTDOWN_DRAIN_MS + CALLS_IN_FLIGHT_WITHIN_MS + SHUTDOWN_DEADLINE_MS, logger);
  const app = await NestFactory.create<NestExpressApplication>(AppModule, { logger: new PinoNestLogger(logger), bodyParser: false });
  configureHttpApp(app, config, logger, { serveWeb: true, closeOnSignal: false });
  closeAfterDraining(app, config.SHUTDOWN_DRAIN_MS, logger);
  await app.listen(config.PORT, config.HOST);
  writeCompileCache();
  logger.info({ url: config.PUBLIC_URL, port: config.PORT }, 'api listening');
}

bootstrap().catch((error) => {
  if (error instanceof ConfigError) {
    console.error(error.message);
  } else {
    console.error('api failed to start:', error);
  }
  process.exit(1);
});
