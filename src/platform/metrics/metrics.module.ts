import { DynamicModule, Inject, Injectable, Logger, Module, OnApplicationBootstrap, OnApplicationShutdown } from '@nestjs/common';
import { BullModule, getQueueToken } from '@nestjs/bullmq';
import { ModuleRef } from '@nestjs/core';
import type { Queue } from 'bullmq';
import cluster from 'node:cluster';
import type { Server } from 'node:http';
import { AggregatorRegistry, Gauge } from 'prom-client';
import { AppConfig } from '../config/config.schema';
import { APP_CONFIG } from '../config/config.module';
import { Outbox } from '../outbox/outbox';
import { serveMetrics } from './metrics-server';
import { metricsRegistry } from './metrics';

const QUEUE_NAMES = Symbol('metrics queue names');
/** The queue states reported; completed is kept by BullMQ only up to each queue's removeOnComplete. */
const QUEUE_STATES = ['waiting', 'active', 'delayed', 'failed', 'completed'] as const;
/** The outbox is read at most this often, whatever the scrape rate. */
const OUTBOX_CACHE_MS = 5_000;
/** A backlog is counted up to this: beyond, the alert has long fired. */
const OUTBOX_COUNT_UP_TO = 100_000;

/** Reads at scrape time what the platform owns: BullMQ's counts (one Redis call a queue), the outbox's backlog (cached). */
@Injectable()
class PlatformGauges {
  private outboxRead: { at: number; value: Promise<{ entries: number; oldestStagedAt: Date | null }> } | null = null;

  constructor(
    @Inject(QUEUE_NAMES) private readonly queueNames: string[],
    private readonly moduleRef: ModuleRef,
    private readonly outbox: Outbox,
  ) {}

  register() {
    const queues = this.queueNames.map((name) => this.moduleRef.get<Queue>(getQueueToken(name), { strict: false }));
    const read = () => this.outboxBacklog();
    replaceMetric('portal_queue_jobs');
    new Gauge({
      name: 'portal_queue_jobs',
      help: 'Jobs in each BullMQ queue, by state',
      labelNames: ['queue', 'state'] as const,
      aggregator: 'first',
      async collect() {
        this.reset();
        await Promise.all(
          queues.map(async (queue) => {
            const counts = await queue.getJobCounts(...QUEUE_STATES).catch(() => null);
            for (const state of QUEUE_STATES) if (counts) this.set({ queue: queue.name, state }, counts[state] ?? 0);
          }),
        );
      },
    });
    replaceMetric('portal_outbox_entries');
    replaceMetric('portal_outbox_oldest_age_seconds');
    // Both read the same cached backlog, each at its own collect: never a value of the scrape before.
    new Gauge({
      name: 'portal_outbox_entries',
      help: `Outbox entries waiting for a reaction (counted up to ${OUTBOX_COUNT_UP_TO}; read at most every ${OUTBOX_CACHE_MS / 1000} s)`,
      aggregator: 'first',
      async collect() {
        const backlog = await read().catch(() => null);
        if (backlog) this.set(backlog.entries);
      },
    });
    new Gauge({
      name: 'portal_outbox_oldest_age_seconds',
      help: 'Age of the oldest outbox entry (0 when none waits)',
      aggregator: 'first',
      async collect() {
        const backlog = await read().catch(() => null);
        if (backlog) this.set(backlog.oldestStagedAt ? Math.max(0, (Date.now() - backlog.oldestStagedAt.getTime()) / 1000) : 0);
      },
    });
  }

  private outboxBacklog() {
    if (!this.outboxRead || Date.now() - this.outboxRead.at > OUTBOX_CACHE_MS) {
      const value = this.outbox.backlog(OUTBOX_COUNT_UP_TO);
      this.outboxRead = { at: Date.now(), value };
      value.catch(() => (this.outboxRead = null));
    }
    return this.outboxRead.value;
  }
}

/** A second app in one process (the e2e tests) takes over the gauges that read through the first's connections. */
function replaceMetric(name: string) {
  metricsRegistry.removeSingleMetric(name);
}

/**
 * Serves the process's metrics on METRICS_PORT (METRICS_HOST), never on the public port. An api process of
 * the cluster serves none: cluster.ts's primary answers for all of them (AggregatorRegistry).
 */
@Injectable()
class MetricsServer implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('Metrics');
  private server: Server | null = null;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly gauges: PlatformGauges,
  ) {}

  async onApplicationBootstrap() {
    this.gauges.register();
    if (this.config.METRICS_PORT === 0) return;
    // Made only to answer the primary's requests for this process's metrics, over the cluster channel.
    if (cluster.isWorker) return void new AggregatorRegistry();
    this.server = await serveMetrics(() => metricsRegistry.metrics(), metricsRegistry.contentType, this.config.METRICS_PORT, this.config.METRICS_HOST);
    this.logger.log(`metrics on http://${this.config.METRICS_HOST}:${this.config.METRICS_PORT}/metrics`);
  }

  async onApplicationShutdown() {
    await new Promise((resolve) => (this.server ? this.server.close(resolve) : resolve(undefined)));
  }
}

/** The metrics of one process: `queues` are the BullMQ queues whose depths it reports (the roots name them). */
@Module({})
export class MetricsModule {
  static register(queues: string[]): DynamicModule {
    return {
      module: MetricsModule,
      imports: [BullModule.registerQueue(...queues.map((name) => ({ name })))],
      providers: [{ provide: QUEUE_NAMES, useValue: queues }, PlatformGauges, MetricsServer],
    };
  }
}
