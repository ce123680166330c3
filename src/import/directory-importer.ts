import { Inject, Injectable, Logger } from '@nestjs/common';
import type { Readable } from 'node:stream';
import { DirectoryImportTarget } from '../directory/directory.public';
import { AppConfig } from '../platform/config/config.schema';
import { APP_CONFIG } from '../platform/config/config.module';
import { SubsidiariesReader } from '../subsidiaries/subsidiaries.public';
import { loadServiceSnapshot, loadUserSnapshot, serviceDigest, Snapshot, SubsidiaryRef, userDigest } from './directory-snapshot';
import { BatchWriter, serviceWriter, userWriter } from './directory-writer';
import { ImportPass, KindRules } from './import-pass';
import type { DeletionGuard, ImportReport } from './import-report';
import { IMPORT_LIMITS } from './import.limits';
import type { ServiceRow, UserRow } from './parsing/import-rows';
import type { ImportFileKind } from './parsing/read-entries';
import { UnparseableFile } from './parsing/row-source';

type OpenFile = () => Readable;

interface ImportRun {
  files: Partial<Record<ImportFileKind, OpenFile>>;
  testMode: boolean;
  report: ImportReport;
  /** Called often; the caller throttles. */
  onProgress: (report: ImportReport) => void;
  /** Deletions an administrator confirmed, per file: the guard lets at most these through. */
  confirmedDeletions?: Partial<Record<ImportFileKind, number>>;
  /** A previous run of the job stopped mid-write: catch the search index up from its checkpoint (or rebuild it). */
  resumed?: boolean;
  /** Users (by `_id`) this run marked deleted, after each written batch. */
  onUsersDeleted?: (userIds: string[]) => void;
}

/** Why an import stops before writing: the file, the rule, the message. */
export class ImportRefused extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

/** A real import would mark more entries deleted than the guard allows: nothing was written. */
export class ImportNeedsConfirmation extends Error {
  constructor(readonly guard: Partial<Record<ImportFileKind, DeletionGuard>>) {
    const over = Object.entries(guard)
      .filter(([, g]) => g.exceeded)
      .map(([kind, g]) => `${g.deletions} of ${g.directorySize} ${kind === 'users' ? 'people' : 'groups'} (more than ${g.threshold})`);
    super(`The import would mark ${over.join(' and ')} deleted: it waits for an administrator's confirmation on the import page.`);
  }
}

/** Services first: people's `services` name groups, so groups exist by the time people do. */
const ORDER: ImportFileKind[] = ['services', 'users'];

/**
 * The directory import: a first streaming pass over each file checks every row and counts what
 * would change (test mode stops there); if a file is unreadable, has no valid row, or rejects more
 * than IMPORT_MAX_REJECTED_PERCENT of its rows, nothing is written (no transactions on FerretDB,
 * hence two passes). The second pass reads the files again and writes in batches, then marks the
 * entries absent from each file deleted and brings the search index up to date.
 */
@Injectable()
export class DirectoryImporter {
  private readonly logger = new Logger(DirectoryImporter.name);

  constructor(
    private readonly directory: DirectoryImportTarget,
    private readonly subsidiaries: SubsidiariesReader,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async run({ files, testMode, report, onProgress, confirmedDeletions, resumed, onUsersDeleted }: ImportRun): Promise<ImportReport> {
    const kinds = ORDER.filter((kind) => files[kind]);
    const subsidiaries = files.users ? await this.subsidiaries.byCompany() : new Map<string, SubsidiaryRef>();
    const snapshots: Partial<Record<ImportFileKind, Snapshot>> = {};
    // A run resuming after a stop mid-write first re-reads into the index the batches that run left in
    // flight (its checkpoint): then the index is as the database is, and the run continues from it. Without
    // a generation to catch up, it reads the database and rebuilds the index at the end.
    const indexCaughtUp = resumed ? await this.directory.catchUpIndex() : true;
    for (const kind of kinds) snapshots[kind] = kind === 'users' ? await loadUserSnapshot(this.directory, indexCaughtUp) : await loadServiceSnapshot(this.directory);
    const rulesOf = (kind: ImportFileKind) => (kind === 'users' ? userRules(subsidiaries) : SERVICE_RULES);
    const remember = (rejection: ImportReport['rejections'][number]) => {
      if (report.rejections.length < IMPORT_LIMITS.rejectionsListed) report.rejections.push(rejection);
      else report.rejectionsTruncated = true;
    };

    // Pass 1: check and count, write nothing.
    report.state = 'validating';
    for (const kind of kinds) {
      const pass = new ImportPass(rulesOf(kind) as KindRules<UserRow | ServiceRow>, snapshots[kind]!, remember);
      const counts = report[kind];
      try {
        for await (const _decision of pass.decisions(files[kind]!())) {
          Object.assign(counts, pass.counts);
          if (counts.read % 1000 === 0) onProgress(report);
        }
      } catch (error) {
        Object.assign(counts, pass.counts);
        if (error instanceof UnparseableFile) throw new ImportRefused('IMPORT.UNPARSEABLE', `The ${kind} file cannot be read: ${error.message}.`);
        throw error;
      }
      Object.assign(counts, pass.counts, { deleted: pass.absent().length });
      onProgress(report);
    }
    for (const kind of kinds) this.checkShare(kind, report);
    report.guard = Object.fromEntries(kinds.map((kind) => [kind, this.guardOf(snapshots[kind]!, report[kind].deleted)]));
    if (testMode) return report;
    const unconfirmed = kinds.filter((kind) => report.guard![kind]!.exceeded && report[kind].deleted > (confirmedDeletions?.[kind] ?? -1));
    if (unconfirmed.length) throw new ImportNeedsConfirmation(report.guard);

    // Pass 2: the same decisions again, written.
    report.state = 'writing';
    onProgress(report);
    const now = new Date();
    try {
      for (const kind of kinds) {
        const pass = new ImportPass(rulesOf(kind) as KindRules<UserRow | ServiceRow>, snapshots[kind]!, () => undefined);
        const writer = (kind === 'users' ? userWriter(this.directory.writes('users'), subsidiaries) : serviceWriter(this.directory.writes('services'))) as BatchWriter<UserRow | ServiceRow>;
        for await (const decision of pass.decisions(files[kind]!())) await writer.add(decision, now);
        await writer.flush();
        await writer.markDeleted(pass.absent(), now, kind === 'users' ? onUsersDeleted : undefined);
        await writer.indexed();
        this.logger.log(`${kind} written: ${JSON.stringify(report[kind])}`);
      }
    } catch (error) {
      await this.directory.distrustPersonEntries().catch(() => undefined);
      throw error;
    }

    // Each written batch brought the index up to date; after a run that stopped mid-write with no index to catch up, rebuild it.
    report.state = 'indexing';
    onProgress(report);
    if (!indexCaughtUp) await this.directory.rebuildIndex();
    else await this.directory.indexWritten(sizesAfter(snapshots, report));
    return report;
  }

  /** Deleting more than min(MAX, PERCENT % of the live entries) needs a confirmation (Entra Connect's rule). */
  private guardOf(snapshot: Snapshot, deletions: number): DeletionGuard {
    let directorySize = 0;
    for (const stored of snapshot.byKey.values()) if (!stored.deleted) directorySize++;
    const threshold = Math.min(this.config.IMPORT_DELETE_GUARD_MAX, Math.floor((directorySize * this.config.IMPORT_DELETE_GUARD_PERCENT) / 100));
    return { deletions, directorySize, threshold, exceeded: deletions > threshold };
  }

  private checkShare(kind: ImportFileKind, report: ImportReport) {
    const { read, rejected } = report[kind];
    if (read - rejected === 0) throw new ImportRefused('IMPORT.NO_VALID_ROWS', `The ${kind} file has no valid row (${read} read, ${rejected} rejected).`);
    const percent = (rejected / read) * 100;
    if (percent > this.config.IMPORT_MAX_REJECTED_PERCENT) {
      throw new ImportRefused(
        'IMPORT.TOO_MANY_REJECTED',
        `${rejected} of the ${read} rows of the ${kind} file are rejected (${percent.toFixed(1)} %, more than the ${this.config.IMPORT_MAX_REJECTED_PERCENT} % allowed).`,
      );
    }
  }
}

/**
 * The sizes of the collections this run wrote: what the snapshot read plus what it inserted (entries
 * are marked deleted, never removed). A kind not imported is left to the index to count.
 */
function sizesAfter(snapshots: Partial<Record<ImportFileKind, Snapshot>>, report: ImportReport): { users?: number; groups?: number } {
  const { users, services } = snapshots;
  return { users: users && users.size + report.users.created, groups: services && services.size + report.services.created };
}

const SERVICE_RULES: KindRules<ServiceRow> = {
  kind: 'services',
  keyName: 'objectguid',
  uniqueName: 'guid',
  keyOf: (row) => row.objectguid,
  uniqueOf: (row) => row.guid,
  changes: (row, stored) => stored.deleted || stored.digest !== serviceDigest(row),
};

function userRules(subsidiaries: Map<string, SubsidiaryRef>): KindRules<UserRow> {
  return {
    kind: 'users',
    keyName: 'hermes_id',
    uniqueName: 'id_portal',
    keyOf: (row) => row.hermes_id,
    uniqueOf: (row) => row.id_portal,
    changes: (row, stored) => {
      if (stored.deleted || stored.digest !== userDigest(row)) return true;
      const subsidiary = row.company ? subsidiaries.get(row.company) : undefined;
      return !!subsidiary && String(subsidiary._id) !== stored.subsidiaryId;
    },
  };
}
