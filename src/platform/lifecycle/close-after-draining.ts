import type { INestApplication } from '@nestjs/common';
import type { Server } from 'node:http';
import type { Logger } from 'pino';
import { Draining } from './draining';

/**
 * The api's stop on SIGTERM or SIGINT: drains for `drainMs` (readiness 503 while every call is still
 * served, each answer closing its connection), then closes the app (the server stops accepting, calls in
 * flight finish, idle connections close), then the app (the shutdown hooks run) and exits. The server is closed
 * first, before Nest's own close, because Nest runs the modules' destroy hooks (the catalogue stops, the
 * last-sign-in writer drains) before it closes the server: a call still in flight would meet stopped modules.
 * `exitWithin` bounds it all.
 */
export function closeAfterDraining(app: INestApplication, drainMs: number, logger: Logger): void {
  const draining = app.get(Draining);
  draining.install(app.getHttpServer() as Server);
  let stopping = false;
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    draining.begin();
    if (drainMs > 0) logger.info({ signal, drainMs }, 'draining: readiness answers 503, then the server closes');
    setTimeout(() => {
      const closing = Date.now();
      if (drainMs > 0) logger.info('drained: closing the server');
      const server = app.getHttpServer() as Server;
      new Promise<void>((closed) => server.close(() => closed()))
        .then(() => app.close())
        .then(
        () => {
          logger.info({ ms: Date.now() - closing }, 'closed');
          process.exit(0);
        },
        (error: Error) => {
          logger.error({ err: error }, 'closing failed');
          process.exit(1);
        },
      );
    }, drainMs);
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}
