import { BeforeApplicationShutdown, Inject, Injectable, Logger } from '@nestjs/common';
import { DiscoveryService } from '@nestjs/core';
import { WorkerHost } from '@nestjs/bullmq';
import { FlowProducer, Queue, Worker } from 'bullmq';
import type { Redis } from 'ioredis';
import { exitSooner } from '../lifecycle/exit-within';
import { within } from '../lifecycle/within';
import { REDIS } from './redis-client';

/** Redis must answer a PING within this at shutdown, or the process stops without it. */
const PING_TIMEOUT_MS = 500;
/** Closing BullMQ's workers with force and dropping its connections is bounded too: it must not wait on Redis either. */
const FORCED_CLOSE_MS = 500;
/** What is left of the shutdown without Redis (the HTTP server, the database connection) gets this. */
export const STOP_WITHOUT_REDIS_MS = 1_000;

/**
 * Stopping (Ctrl-C, SIGTERM) while Redis is gone. BullMQ's graceful close waits for Redis: a worker
 * waits for its jobs, and each connection sends QUIT, which ioredis holds until Redis is back; the
 * process would only end at the exit deadline (exit-within.ts). So before Nest's shutdown hooks run,
 * when Redis does not answer a PING: the workers close with force (a job cut short stays in Redis and
 * runs again once a worker finds it stalled; what was acknowledged is in the outbox, not here), every
 * BullMQ connection is dropped, and the rest of the shutdown gets STOP_WITHOUT_REDIS_MS.
 */
@Injectable()
export class StopWithoutRedis implements BeforeApplicationShutdown {
  private readonly logger = new Logger(StopWithoutRedis.name);

  constructor(
    @Inject(REDIS) private readonly redis: Redis,
    private readonly discovery: DiscoveryService,
  ) {}

  async beforeApplicationShutdown(): Promise<void> {
    if (await answersWithin(this.redis, PING_TIMEOUT_MS)) return;
    const { workers, producers } = this.bullmqClients();
    const jobs = workers.length > 0 ? ' (a job cut short runs again on the next worker)' : '';
    this.logger.warn(`Redis does not answer: stopping without it within ${STOP_WITHOUT_REDIS_MS} ms${jobs}`);
    exitSooner(STOP_WITHOUT_REDIS_MS, 'stopped without Redis');
    // Bounded: a client that never connected would keep its promise pending.
    await within(
      Promise.allSettled([...workers.map((worker) => worker.close(true)), ...producers.map(async (producer) => (await producer.client).disconnect())]),
      FORCED_CLOSE_MS,
    );
    this.redis.disconnect();
  }

  private bullmqClients(): { workers: Worker[]; producers: (Queue | FlowProducer)[] } {
    const instances = this.discovery.getProviders().map((wrapper) => wrapper.instance as unknown);
    const workers = instances
      .filter((instance): instance is WorkerHost => instance instanceof WorkerHost)
      .flatMap((host) => {
        try {
          return [host.worker];
        } catch {
          return []; // not started yet (the signal came while the process was starting)
        }
      });
    const producers = instances.filter((instance): instance is Queue | FlowProducer => instance instanceof Queue || instance instanceof FlowProducer);
    return { workers, producers };
  }
}

async function answersWithin(redis: Redis, timeoutMs: number): Promise<boolean> {
  if (redis.status !== 'ready') return false;
  const answer = await within(redis.ping().then(() => true, () => false), timeoutMs);
  return answer.done && answer.value;
}
