import type { MailMessage } from '../../mail/mail-message';
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
      ? 'It stopped while writing: the changes made before the failure are kept; run the import again once the cause is fixed.'
      : 'Nothing was written to the directory.',
    ...(counts.length ? [counts.join('\n')] : []),
    ...(rejections.length ? [`First rejected rows${report.rejections.length > LISTED || report.rejectionsTruncated ? ` (${LISTED} shown)` : ''}:\n${rejections.join('\n')}`] : []),
    `Import page: ${importPageUrl}`,
  ];
  const html = paragraphs.map((p) => `<p>${escapeHtml(p).replace(/\n/g, '<br>')}</p>`).join('\n');
  return { to, subject: 'Directory import failed', text: paragraphs.join('\n\n'), html, reason: 'import.failed' };
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
}
