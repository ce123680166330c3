import { Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { ConfigModule } from './config/config.module';
import { DatabaseModule } from './database/database.module';
import { MailTransportModule } from './mail/mail-transport.module';
import { QueuesModule } from './queues/queues.module';

/** What both processes need: validated configuration, the database, queues, mail transport, CQRS buses. */
@Module({
  imports: [ConfigModule, DatabaseModule, QueuesModule, MailTransportModule, CqrsModule.forRoot()],
  exports: [ConfigModule, DatabaseModule, QueuesModule, MailTransportModule, CqrsModule],
})
export class PlatformModule {}
