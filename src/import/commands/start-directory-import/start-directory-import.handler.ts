import { Inject } from '@nestjs/common';
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { isAbsolute } from 'node:path';
import { AppConfig } from '../../../platform/config/config.schema';
import { APP_CONFIG } from '../../../platform/config/config.module';
import { SettingsCommands } from '../../../settings/settings.public';
import { insideFolder } from '../../nightly-folder';
import { InvalidImportField, NightlyPathOutsideFolder, TestModeNeedsBothFiles } from '../../import.errors';
import { ImportFileStore } from '../../files/import-file-store';
import { DirectoryImportQueue } from '../../import-queue';
import type { ImportSettingsView } from '../../../contracts/wire/import-report';
import { StartDirectoryImportCommand, StartDirectoryImportResult } from './start-directory-import.command';

const PATH_FIELDS = ['importusersFilepath', 'importservicesFilepath'] as const;
const PATH_MAX_LENGTH = 1000;

@CommandHandler(StartDirectoryImportCommand)
export class StartDirectoryImportHandler implements ICommandHandler<StartDirectoryImportCommand> {
  constructor(
    private readonly settings: SettingsCommands,
    private readonly queue: DirectoryImportQueue,
    private readonly store: ImportFileStore,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async execute({ actor, uploads, fields }: StartDirectoryImportCommand): Promise<StartDirectoryImportResult> {
    try {
      const saved = await this.saveSettings(fields);
      if (!uploads.users && !uploads.services) return { jobId: null, report: null, settings: saved };
      if (saved.importTestMode && !(uploads.users && uploads.services)) throw new TestModeNeedsBothFiles();
      const report = await this.queue.start({ testMode: saved.importTestMode, source: 'upload', files: uploads, actor });
      return { jobId: report.jobId, report, settings: saved };
    } catch (error) {
      // The files of a refused import are not kept.
      await this.store.remove(Object.values(uploads));
      throw error;
    }
  }

  /** Writes the fields that were sent (an empty path clears it) and answers the settings as stored. */
  private async saveSettings(fields: Record<string, unknown>): Promise<ImportSettingsView> {
    const $set: { importTestMode?: boolean; importusersFilepath?: string; importservicesFilepath?: string } = {};
    const $unset: (typeof PATH_FIELDS)[number][] = [];
    if (fields.importTestMode !== undefined) $set.importTestMode = booleanField(fields.importTestMode);
    for (const name of PATH_FIELDS) {
      if (fields[name] === undefined) continue;
      const value = fields[name] === null ? '' : String(fields[name]).trim();
      if (value === '' || value === 'null') $unset.push(name);
      else if (value.length > PATH_MAX_LENGTH || !isAbsolute(value)) throw new InvalidImportField(name, 'The file path must be an absolute path on the worker machine.');
      else if (!insideFolder(value, this.config.IMPORT_NIGHTLY_DIR || '/nonexistent-nightly-folder')) throw new NightlyPathOutsideFolder(name, this.config.IMPORT_NIGHTLY_DIR);
      else $set[name] = value;
    }
    const doc = await this.settings.saveImportSettings($set, $unset);
    return {
      importTestMode: !!doc?.importTestMode,
      importusersFilepath: doc?.importusersFilepath ?? null,
      importservicesFilepath: doc?.importservicesFilepath ?? null,
    };
  }
}

function booleanField(value: unknown): boolean {
  if (typeof value === 'boolean') return value;
  const text = String(value).trim().toLowerCase();
  if (['true', '1', 'on', 'yes'].includes(text)) return true;
  if (['false', '0', 'off', 'no', ''].includes(text)) return false;
  throw new InvalidImportField('importTestMode', 'importTestMode must be true or false.');
}
