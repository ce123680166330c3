import 'reflect-metadata';
import { NestFactory } from '@nestjs/core';
import { ConfigError, loadConfig } from './platform/config/config.schema';
import { exitWithin, SHUTDOWN_DEADLINE_MS } from './platform/lifecycle/exit-within';
import { createRootLogger, PinoNestLogger } from './platform/logging/logger';
import { WorkerModule } from './worker.module';
import { assertNoFaultSwitchInProduction } from './platform/faults/fault-point';
import { writeCompileCache } from './platform/lifecycle/compile-cache';

/** No HTTP: BullMQ processors and schedules. On SIGTERM, jobs in flight finish before the process exits, within SHUTDOWN_DEADLINE_MS. */
async function bootstrap() {
  assertNoFaultSwitchInProduction();
  const config = loadConfig();
  const logger = createRootLogger(config.LOG_LEVEL, 'worker');
  exitWithin(SHUTDOWN_DEADLINE_MS, logger);
  const app = await NestFactory.createApplicationContext(WorkerModule, { logger: new PinoNestLogger(logger) });
  app.enableShutdownHooks([], { useProcessExit: true });
  writeCompileCache();
  logger.info('worker started');
}

bootstrap().catch((error) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
