import { Command } from '@nestjs/cqrs';
import type { ImportReport } from '../../import-report';

/** POST config/import/:jobId/confirm: run an import that stopped at the deletion guard. */
export class ConfirmDirectoryImportCommand extends Command<{ jobId: string; report: ImportReport }> {
  constructor(
    readonly actor: { userId: string; fullname: string },
    readonly jobId: string,
  ) {
    super();
  }
}
