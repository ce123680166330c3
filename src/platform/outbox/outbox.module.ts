import { Global, Module } from '@nestjs/common';
import { ChangeIntents } from './change-intents';
import { Outbox } from './outbox';

/** The outbox every module stores its must-not-be-lost events in (see Outbox), and the intents of multi-step changes (ChangeIntents). */
@Global()
@Module({ providers: [Outbox, ChangeIntents], exports: [Outbox, ChangeIntents] })
export class OutboxModule {}
