import { Module } from '@nestjs/common';
import { OutboxRelay } from './outbox-relay';

/** The worker's side of the outbox (needs ScheduleModule): delivers again what the api could not. */
@Module({ providers: [OutboxRelay], exports: [OutboxRelay] })
export class OutboxRelayModule {}
