import { LoggerService } from '@nestjs/common';
import pino, { Logger } from 'pino';
import { processTuning } from '../config/process-tuning';

/** One JSON logger per process; request logs carry the request id (see http/request-logging.ts). */
export function createRootLogger(level: string = processTuning().LOG_LEVEL, role = 'api'): Logger {
  return pino({ level, base: { role }, timestamp: pino.stdTimeFunctions.isoTime });
}

/** Lets Nest's own messages go through pino, as JSON, like everything else. */
export class PinoNestLogger implements LoggerService {
  constructor(private readonly logger: Logger) {}
  log(message: unknown, context?: string) {
    this.logger.info({ context }, String(message));
  }
  error(message: unknown, trace?: string, context?: string) {
    this.logger.error({ context, trace }, String(message));
  }
  warn(message: unknown, context?: string) {
    this.logger.warn({ context }, String(message));
  }
  debug(message: unknown, context?: string) {
    this.logger.debug({ context }, String(message));
  }
  verbose(message: unknown, context?: string) {
    this.logger.trace({ context }, String(message));
  }
}
