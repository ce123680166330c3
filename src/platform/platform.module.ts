import { Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { ConfigModule } from './config/config.module';
import { DatabaseModule } from './database/database.module';
import { MailTransportModule } from './mail/mail-transport.module';
import { StartUpLoadsModule } from './lifecycle/start-up-loads';
import { DrainingModule } from './lifecycle/draining';
import { OutboxModule } from './outbox/outbox.module';
import { QueuesModule } from './queues/queues.module';
import { SessionsModule } from './sessions/sessions.module';

/** What both processes need: validated configuration, the database, queues, mail transport, sessions, CQRS buses, the outbox, the start-up loads. */
@Module({
  imports: [ConfigModule, DatabaseModule, QueuesModule, MailTransportModule, SessionsModule, CqrsModule.forRoot(), OutboxModule, StartUpLoadsModule, DrainingModule],
  exports: [ConfigModule, DatabaseModule, QueuesModule, MailTransportModule, SessionsModule, CqrsModule, OutboxModule, StartUpLoadsModule, DrainingModule],
})
export class PlatformModule {}
