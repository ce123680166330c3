import type { Server } from 'node:http';
import { Global, Injectable, Module } from '@nestjs/common';

/**
 * An api told to stop first drains: its readiness (`GET /api/health/ready`) answers 503 while it goes on
 * serving, so that a load balancer checking it stops sending it requests; every answer meanwhile carries
 * `Connection: close`, so the load balancer's kept-alive connections end with their current request
 * instead of being cut under a request later. Only then does the server close (main.ts: SHUTDOWN_DRAIN_MS).
 */
@Injectable()
export class Draining {
  private since?: number;

  get started(): boolean {
    return this.since !== undefined;
  }

  begin(): void {
    this.since ??= Date.now();
  }

  /** Marks every answer of `server` given while draining as the last of its connection. */
  install(server: Server): void {
    server.prependListener('request', (_req, res) => {
      if (this.started) res.setHeader('Connection', 'close');
    });
  }
}

@Global()
@Module({ providers: [Draining], exports: [Draining] })
export class DrainingModule {}
