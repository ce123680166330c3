import { Module } from '@nestjs/common';
import { HealthController } from './health.controller';
import { RedisDataSentinel } from './redis-data-sentinel';
import { WorkerHeartbeat } from './worker-heartbeat';

/** The api's health endpoints. */
@Module({ controllers: [HealthController], providers: [RedisDataSentinel] })
export class HealthModule {}

/** The worker's heartbeat (and its check that Redis kept its data). */
@Module({ providers: [RedisDataSentinel, WorkerHeartbeat] })
export class WorkerHealthModule {}
