import { BullModule } from '@nestjs/bullmq';
import { Module } from '@nestjs/common';
import { MailDeliveries } from './mail-deliveries';
import { MAIL_QUEUE } from './mail-message';
import { MailProcessor } from './mail.processor';

/** Consumer side, imported by the worker only, so the api never sends mail itself. */
@Module({
  imports: [BullModule.registerQueue({ name: MAIL_QUEUE })],
  providers: [MailProcessor, MailDeliveries],
})
export class MailWorkerModule {}
