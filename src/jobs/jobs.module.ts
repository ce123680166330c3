import { BullModule } from '@nestjs/bullmq';
import { Module } from '@nestjs/common';
import { IMPORT_QUEUE } from '../import/import.public';
import { MAIL_QUEUE } from '../mail/mail.public';
import { JobsController } from './jobs.controller';
import { JobsService } from './jobs.service';

/** Operators see and replay queued work (issue 11): the api side of the back-office's Jobs page. */
@Module({
  imports: [BullModule.registerQueue({ name: MAIL_QUEUE }, { name: IMPORT_QUEUE })],
  controllers: [JobsController],
  providers: [JobsService],
})
export class JobsModule {}
