import { Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { ConfigModule } from './config/config.module';
import { DatabaseModule } from './database/database.module';
import { MailTransportModule } from './mail/mail-transport.module';
import { OutboxModule } from './outbox/outbox.module';
import { QueuesModule } from './queues/queues.module';

/** What both processes need: validated configuration, the database, queues, mail transport, CQRS buses, the outbox. */
@Module({
  imports: [ConfigModule, DatabaseModule, QueuesModule, MailTransportModule, CqrsModule.forRoot(), OutboxModule],
  exports: [ConfigModule, DatabaseModule, QueuesModule, MailTransportModule, CqrsModule, OutboxModule],
})
export class PlatformModule {}
