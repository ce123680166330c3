import { Command } from '@nestjs/cqrs';
import type { StoredImportFile } from '../../import-job';
import type { ImportStarted } from '../../../contracts/wire/import-report';
import type { ImportFileKind } from '../../parsing/read-entries';

/** The answer: the saved settings and, when files were uploaded, the queued job and its first report. */
export type StartDirectoryImportResult = Required<ImportStarted>;

/** PUT config/import: save the import settings and, when files were uploaded, queue their import. */
export class StartDirectoryImportCommand extends Command<StartDirectoryImportResult> {
  constructor(
    readonly actor: { userId: string; fullname: string },
    /** Files already streamed into the `imports` bucket by the upload. */
    readonly uploads: Partial<Record<ImportFileKind, StoredImportFile>>,
    /** The multipart text fields as sent. */
    readonly fields: Record<string, unknown>,
  ) {
    super();
  }
}
