import { Inject, Injectable, Logger } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { Model } from 'mongoose';
import type { MailMessage } from '../../mail/mail-message';
import { MailQueue } from '../../mail/mail.queue';
import { AppConfig } from '../../platform/config/config.schema';
import { APP_CONFIG } from '../../platform/config/config.module';
import { Settings, SETTINGS_KEY } from '../../settings/settings.schema';
import type { ImportReport } from '../import-report';
import { importAwaitingConfirmationMail, importFailureMail } from './import-failure.mail';

/** Mails a failed or held import's report to the config's `notification_import_mails` (one mail, every address). */
@Injectable()
export class ImportFailureNotifier {
  private readonly logger = new Logger(ImportFailureNotifier.name);

  constructor(
    private readonly mails: MailQueue,
    @InjectModel(Settings.name) private readonly settings: Model<Settings>,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  notify(report: ImportReport): Promise<void> {
    return this.send(report, 'failed', importFailureMail);
  }

  notifyAwaitingConfirmation(report: ImportReport): Promise<void> {
    return this.send(report, 'awaits a confirmation', importAwaitingConfirmationMail);
  }

  private async send(report: ImportReport, what: string, render: (to: string[], report: ImportReport, pageUrl: string) => MailMessage): Promise<void> {
    try {
      const settings = await this.settings.findOne({ key: SETTINGS_KEY }, { notification_import_mails: 1 }).lean();
      const to = [...new Set((settings?.notification_import_mails ?? []).map((address) => address?.trim()).filter(Boolean))];
      if (to.length === 0) return this.logger.warn(`import ${report.jobId} ${what} and notification_import_mails is empty: no mail sent`);
      await this.mails.enqueue(render(to, report, `${this.config.PUBLIC_URL.replace(/\/$/, '')}/admin/import-config`));
    } catch (error) {
      // The import's outcome stands; a mail that cannot be queued is logged, not retried here.
      this.logger.error(`import ${report.jobId}: the mail saying it ${what} could not be queued: ${(error as Error).message}`);
    }
  }
}
