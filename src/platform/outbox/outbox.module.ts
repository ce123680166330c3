import { Global, Module } from '@nestjs/common';
import { Outbox } from './outbox';

/** The outbox every module stores its must-not-be-lost events in (see Outbox). */
@Global()
@Module({ providers: [Outbox], exports: [Outbox] })
export class OutboxModule {}
