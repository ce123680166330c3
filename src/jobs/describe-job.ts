import type { ImportJobData } from '../import/import.public';
import type { MailMessage } from '../mail/mail.public';
import type { JobQueueName } from '../contracts';

const MAX_REASON = 300;

/** One line a person understands, from a job's data (no mail body, no file content). */
export function describeJob(queue: JobQueueName, data: unknown): string {
  if (queue === 'mail') {
    const mail = (data ?? {}) as Partial<MailMessage>;
    const to = [mail.to ?? []].flat().join(', ');
    return `mail to ${to || '?'}: ${mail.subject ?? ''}`.trim();
  }
  const job = (data ?? {}) as Partial<ImportJobData>;
  const files = Object.values(job.files ?? {})
    .map((file) => file?.filename)
    .filter(Boolean)
    .join(', ');
  const who = job.actor?.fullname ?? (job.source === 'nightly' ? 'the nightly schedule' : '?');
  return `directory import${job.testMode ? ' (test)' : ''} of ${files || 'no file'} by ${who}`;
}

/** The first line of a failure, shortened: the detail stays in the worker's log. */
export function shortReason(reason: string | undefined): string | undefined {
  if (!reason) return undefined;
  const line = reason.split('\n')[0].trim();
  return line.length > MAX_REASON ? `${line.slice(0, MAX_REASON - 1)}…` : line;
}
