import { Injectable, Logger } from '@nestjs/common';
import type { MailMessage } from '../../mail/mail.public';
import { PublicLinks } from '../../platform/config/public-links';
import { Outbox } from '../../platform/outbox/outbox';
import { ImportFailureMailRequestedEvent } from '../events/import-failure-mail-requested.event';
import { SettingsReader } from '../../settings/settings.public';
import type { ImportReport } from '../import-report';
import { importAwaitingConfirmationMail, importFailureMail } from './import-failure.mail';

/**
 * Mails a failed or held import's report to the config's `notification_import_mails` (one mail, every address).
 * The mail goes through the outbox under the import's job id: a re-run of the same job mails once.
 */
@Injectable()
export class ImportFailureNotifier {
  private readonly logger = new Logger(ImportFailureNotifier.name);

  constructor(
    private readonly outbox: Outbox,
    private readonly settings: SettingsReader,
    private readonly links: PublicLinks,
  ) {}

  notify(report: ImportReport): Promise<void> {
    return this.send(report, 'failed', 'failure-mail', importFailureMail);
  }

  notifyAwaitingConfirmation(report: ImportReport): Promise<void> {
    return this.send(report, 'awaits a confirmation', 'confirmation-mail', importAwaitingConfirmationMail);
  }

  private async send(
    report: ImportReport,
    what: string,
    kind: string,
    render: (to: string[], report: ImportReport, pageUrl: string) => MailMessage,
  ): Promise<void> {
    try {
      const settings = await this.settings.read(['notification_import_mails']);
      const to = [...new Set((settings?.notification_import_mails ?? []).map((address) => address?.trim()).filter(Boolean))];
      if (to.length === 0) return this.logger.warn(`import ${report.jobId} ${what} and notification_import_mails is empty: no mail sent`);
      const mail = render(to, report, this.links.to('/admin/import-config'));
      const staged = await this.outbox.stage([`import.${report.jobId}.${kind}`, new ImportFailureMailRequestedEvent(report.jobId, mail)]);
      this.outbox.release(staged);
    } catch (error) {
      // The import's outcome stands; a mail that cannot be stored is logged.
      this.logger.error(`import ${report.jobId}: the mail saying it ${what} could not be stored: ${(error as Error).message}`);
    }
  }
}
