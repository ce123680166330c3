import type { MailMessage } from '../../mail/mail.public';
import type { ImportReport } from '../import-report';

const LISTED = 20;

/**
 * The mail to `notification_import_mails` when an import fails (the back-office's
 * import_config_form.error). English: it goes to an operations list, not to one person.
 */
export function importFailureMail(to: string[], report: ImportReport, importPageUrl: string): MailMessage {
  const error = report.error!;
  const when = report.startedAt ?? new Date().toISOString();
  const source = report.source === 'nightly' ? 'the nightly import of the configured files' : 'files uploaded on the import page';
  const counts = (['services', 'users'] as const)
    .filter((kind) => report.files.includes(kind))
    .map((kind) => {
      const c = report[kind];
      return `${kind}: ${c.read} rows read, ${c.rejected} rejected, ${c.created} to create, ${c.updated} to update, ${c.deleted} to mark deleted`;
    });
  const rejections = report.rejections.slice(0, LISTED).map((r) => `- ${r.file} file, line ${r.line}: ${r.reason}`);
  const paragraphs = [
    'Hello,',
    `The directory import started at ${when} (${source}) failed: ${error.message}`,
    error.written
      ? 'It stopped while writing: the changes made before the failure are kept. Run the same files again once the cause is fixed: the import finishes what this run started.'
      : 'Nothing was written to the directory.',
    ...(counts.length ? [counts.join('\n')] : []),
    ...(rejections.length ? [`First rejected rows${report.rejections.length > LISTED || report.rejectionsTruncated ? ` (${LISTED} shown)` : ''}:\n${rejections.join('\n')}`] : []),
    `Import page: ${importPageUrl}`,
  ];
  const html = paragraphs.map((p) => `<p>${escapeHtml(p).replace(/\n/g, '<br>')}</p>`).join('\n');
  return { to, subject: 'Directory import failed', text: paragraphs.join('\n\n'), html, reason: 'import.failed' };
}

/**
 * The mail to `notification_import_mails` when the nightly import stopped at the deletion guard:
 * nothing was written; an administrator confirms (or not) on the import page, which the link opens.
 */
export function importAwaitingConfirmationMail(to: string[], report: ImportReport, importPageUrl: string): MailMessage {
  const when = report.startedAt ?? new Date().toISOString();
  const lines = (['users', 'services'] as const)
    .filter((kind) => report.guard?.[kind]?.exceeded)
    .map((kind) => {
      const guard = report.guard![kind]!;
      const what = kind === 'users' ? 'people' : 'groups';
      return `${kind}: ${guard.deletions} of the ${guard.directorySize} ${what} of the directory would be marked deleted (more than the ${guard.threshold} allowed without a confirmation)`;
    });
  const link = `${importPageUrl}?job=${encodeURIComponent(report.jobId)}`;
  const paragraphs = [
    'Hello,',
    `The nightly directory import started at ${when} stopped before writing anything: it would mark more people or groups deleted than allowed without a confirmation.`,
    lines.join('\n'),
    'If the files are right, an administrator confirms the import on the import page; otherwise fix the files before the next night. Nothing was written to the directory.',
    `Import page: ${link}`,
  ];
  const html = paragraphs.map((p) => `<p>${escapeHtml(p).replace(/\n/g, '<br>')}</p>`).join('\n');
  return { to, subject: 'Directory import waiting for confirmation', text: paragraphs.join('\n\n'), html, reason: 'import.awaiting-confirmation' };
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
}
