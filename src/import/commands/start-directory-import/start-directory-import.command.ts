import { Command } from '@nestjs/cqrs';
import type { StoredImportFile } from '../../import-job';
import type { ImportReport } from '../../import-report';
import type { ImportFileKind } from '../../parsing/read-entries';

export interface ImportSettingsView {
  importTestMode: boolean;
  importusersFilepath: string | null;
  importservicesFilepath: string | null;
}

export interface StartDirectoryImportResult {
  /** Null when no file was sent: the call only saved the settings. */
  jobId: string | null;
  report: ImportReport | null;
  settings: ImportSettingsView;
}

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
