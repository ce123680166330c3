import { Global, Injectable, Module } from '@nestjs/common';

/**
 * The in-memory read models a process loads when it starts (the tools catalogue, the usage window):
 * each module registers its first load, and the api's readiness (`GET /api/health/ready`) answers 503
 * until every one has ended, so no call is routed to a process that would make it wait for that load.
 * Later reloads do not count: a loaded process keeps serving what it holds.
 */
@Injectable()
export class StartUpLoads {
  private readonly loading = new Set<string>();

  /** `load` settles once the read model is held (a failed load is retried by its owner, which settles later). */
  register(name: string, load: Promise<unknown>): void {
    this.loading.add(name);
    load.then(
      () => this.loading.delete(name),
      () => this.loading.delete(name),
    );
  }

  /** The read models still loading, by name. */
  pending(): string[] {
    return [...this.loading];
  }
}

@Global()
@Module({ providers: [StartUpLoads], exports: [StartUpLoads] })
export class StartUpLoadsModule {}
