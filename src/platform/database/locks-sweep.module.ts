import { Module } from '@nestjs/common';
import { LocksSweep } from './locks-sweep';

/** The worker's sweep of old lock and claim documents, where the database has no TTL index (needs ScheduleModule). */
@Module({ providers: [LocksSweep], exports: [LocksSweep] })
export class LocksSweepModule {}
