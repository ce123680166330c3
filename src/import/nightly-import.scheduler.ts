import { Inject, Injectable, Logger } from '@nestjs/common';
import { Cron } from '@nestjs/schedule';
import { createReadStream } from 'node:fs';
import { realpath, stat } from 'node:fs/promises';
import { basename } from 'node:path';
import { Readable, Transform } from 'node:stream';
import { AppConfig } from '../platform/config/config.schema';
import { APP_CONFIG } from '../platform/config/config.module';
import { SettingsReader } from '../settings/settings.public';
import { ImportFileStore } from './files/import-file-store';
import { ImportAlreadyRunning } from './import.errors';
import type { StoredImportFile } from './import-job';
import { DirectoryImportQueue } from './import-queue';
import { ImportReport, initialReport } from './import-report';
import { ImportFailureNotifier } from './mail/import-failure.notifier';
import type { ImportFileKind } from './parsing/read-entries';
import { insideFolder } from './nightly-folder';

/** Every night at 02:30 (the worker's time zone). */
const NIGHTLY_IMPORT_CRON = '0 30 2 * * *';

/**
 * The nightly directory import, in the worker: reads the two file paths of the config (files on the
 * worker's machine), copies them into GridFS so any worker reads the same bytes twice, and queues a
 * normal import. Nothing to do (logged) when no path is set; skipped when an import is running
 * (every worker's cron fires; the import lock lets one through). Test mode applies as configured.
 * It reads only files inside IMPORT_NIGHTLY_DIR (symbolic links resolved), each at most
 * IMPORT_NIGHTLY_MAX_MB; anything else fails the night's import, mailed like any failure.
 */
@Injectable()
export class NightlyImportScheduler {
  private readonly logger = new Logger(NightlyImportScheduler.name);

  constructor(
    private readonly settings: SettingsReader,
    private readonly queue: DirectoryImportQueue,
    private readonly store: ImportFileStore,
    private readonly notifier: ImportFailureNotifier,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  @Cron(NIGHTLY_IMPORT_CRON, { name: 'nightly-directory-import' })
  async onSchedule() {
    await this.run().catch((error) => this.logger.error(`nightly import not started: ${(error as Error).message}`));
  }

  /** Starts the import of the configured files; answers its initial report, or null when nothing was started. */
  async run(): Promise<ImportReport | null> {
    const settings = await this.settings.read(['importusersFilepath', 'importservicesFilepath', 'importTestMode']);
    const paths = Object.fromEntries(
      Object.entries({ users: settings?.importusersFilepath, services: settings?.importservicesFilepath }).filter(([, path]) => !!path?.trim()),
    ) as Partial<Record<ImportFileKind, string>>;
    const kinds = Object.keys(paths) as ImportFileKind[];
    if (kinds.length === 0) {
      this.logger.log('nightly import: no file path is configured (importusersFilepath, importservicesFilepath); nothing to do');
      return null;
    }
    const testMode = !!settings?.importTestMode;
    if (testMode && kinds.length < 2) {
      this.logger.warn('nightly import: test mode needs both file paths; nothing done');
      return null;
    }
    let jobId: string;
    try {
      jobId = await this.queue.reserve();
    } catch (error) {
      if (!(error instanceof ImportAlreadyRunning)) throw error;
      this.logger.log(`nightly import skipped: ${error.message}`);
      return null;
    }
    const files: Partial<Record<ImportFileKind, StoredImportFile>> = {};
    try {
      for (const kind of kinds) files[kind] = await this.store.save(basename(paths[kind]!), await this.openAllowed(paths[kind]!), { field: kind, path: paths[kind], nightly: true });
    } catch (error) {
      await this.store.remove(Object.values(files));
      await this.queue.release(jobId);
      const report = initialReport(jobId, testMode, 'nightly', kinds);
      Object.assign(report, { state: 'failed', startedAt: new Date().toISOString(), finishedAt: new Date().toISOString() });
      report.error = { code: 'IMPORT.NIGHTLY_FILE_REFUSED', message: `A configured file cannot be read: ${(error as Error).message}.`, written: false };
      this.logger.error(`nightly import: ${report.error.message}`);
      if (!testMode) await this.notifier.notify(report);
      return report;
    }
    return this.queue.enqueue(jobId, { testMode, source: 'nightly', files, actor: null });
  }

  /** The file at `path` if it lies in the nightly folder and within the size cap (checked again while read: it may grow). */
  private async openAllowed(path: string): Promise<Readable> {
    const folder = this.config.IMPORT_NIGHTLY_DIR.trim();
    if (!folder) throw new Error('no nightly import folder is configured (IMPORT_NIGHTLY_DIR)');
    const real = await realpath(path);
    if (!insideFolder(real, await realpath(folder))) throw new Error(`${path} is outside the nightly import folder ${folder}`);
    const info = await stat(real);
    if (!info.isFile()) throw new Error(`${path} is not a file`);
    const cap = this.config.IMPORT_NIGHTLY_MAX_MB * 1024 * 1024;
    if (info.size > cap) throw new Error(`${path} is larger than ${this.config.IMPORT_NIGHTLY_MAX_MB} MB`);
    let read = 0;
    const capped = new Transform({
      transform(chunk: Buffer, _encoding, done) {
        read += chunk.length;
        done(read > cap ? new Error(`${path} grew larger than the ${cap / 1024 / 1024} MB allowed`) : null, chunk);
      },
    });
    const source = createReadStream(real);
    source.on('error', (error) => capped.destroy(error));
    return source.pipe(capped);
  }
}
