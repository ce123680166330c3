import { Inject, Injectable, Logger } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { Cron, CronExpression } from '@nestjs/schedule';
import { AppConfig } from '../../../platform/config/config.schema';
import { APP_CONFIG } from '../../../platform/config/config.module';
import { RemoveOrphanFilesCommand } from './remove-orphan-files.command';

/** Every hour, in the worker: uploads unused for UPLOAD_ORPHAN_GRACE_HOURS are removed. */
@Injectable()
export class OrphanFilesScheduler {
  private readonly logger = new Logger(OrphanFilesScheduler.name);

  constructor(
    private readonly commands: CommandBus,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  @Cron(CronExpression.EVERY_HOUR, { name: 'remove-orphan-files' })
  async run(): Promise<void> {
    const cutoff = new Date(Date.now() - this.config.UPLOAD_ORPHAN_GRACE_HOURS * 3600 * 1000);
    // Two workers running it at once only try to remove the same files twice: removal is idempotent.
    await this.commands.execute(new RemoveOrphanFilesCommand(cutoff)).catch((error: Error) => this.logger.error(`orphan file cleanup failed: ${error.message}`));
  }
}
