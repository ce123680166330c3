import { BullModule } from '@nestjs/bullmq';
import { Module } from '@nestjs/common';
import { MailDeliveries } from './mail-deliveries';
import { MAIL_QUEUE } from './mail-message';
import { MailQueue } from './mail.queue';

/** Producer side, imported by the api and by any module that sends mail. */
@Module({
  imports: [BullModule.registerQueue({ name: MAIL_QUEUE })],
  providers: [MailQueue, MailDeliveries],
  exports: [MailQueue],
})
export class MailModule {}
