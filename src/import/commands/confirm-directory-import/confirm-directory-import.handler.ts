import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { NotFound } from '../../../platform/http/domain.error';
import { ImportConfirmations } from '../../import-confirmations';
import { ImportNotAwaitingConfirmation } from '../../import.errors';
import { DirectoryImportQueue } from '../../import-queue';
import type { ImportReport } from '../../import-report';
import type { ImportFileKind } from '../../parsing/read-entries';
import { ConfirmDirectoryImportCommand } from './confirm-directory-import.command';

/**
 * Queues a new run of the held import's files with the deletions the administrator saw: that run
 * checks again and goes through only if it would delete no more than that (the directory may have
 * changed meanwhile; then it stops again with fresh counts). One confirmation wins.
 */
@CommandHandler(ConfirmDirectoryImportCommand)
export class ConfirmDirectoryImportHandler implements ICommandHandler<ConfirmDirectoryImportCommand> {
  constructor(
    private readonly queue: DirectoryImportQueue,
    private readonly confirmations: ImportConfirmations,
  ) {}

  async execute({ actor, jobId }: ConfirmDirectoryImportCommand): Promise<{ jobId: string; report: ImportReport }> {
    const job = /^[\w-]{1,100}$/.test(jobId) ? await this.queue.job(jobId) : null;
    if (!job) throw new NotFound('Import');
    const held = job.returnvalue as ImportReport | undefined;
    if (held?.state !== 'awaiting_confirmation' || !held.guard) throw new ImportNotAwaitingConfirmation();
    const reserved = await this.queue.reserve();
    if (!(await this.confirmations.take(jobId))) {
      await this.queue.release(reserved);
      throw new ImportNotAwaitingConfirmation();
    }
    const confirmedDeletions = Object.fromEntries(Object.entries(held.guard).map(([kind, guard]) => [kind, guard!.deletions])) as Partial<Record<ImportFileKind, number>>;
    try {
      const report = await this.queue.enqueue(reserved, { testMode: false, source: job.data.source, files: job.data.files, actor, confirmedDeletions, confirms: jobId });
      return { jobId: report.jobId, report };
    } catch (error) {
      await this.confirmations.restore(jobId);
      throw error;
    }
  }
}
