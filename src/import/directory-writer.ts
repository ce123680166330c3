import { Logger } from '@nestjs/common';
import { type AnyBulkWriteOperation, MongoBulkWriteError } from 'mongodb';
import { Types } from 'mongoose';
import { type DirectoryBatchWrites, searchNamesOf } from '../directory/directory.public';
import { retryWhenBusy } from '../platform/database/retry-when-busy';
import { StoredEntry, SubsidiaryRef, userSearchNames } from './directory-snapshot';
import type { Decision } from './import-pass';
import { IMPORT_LIMITS } from './import.limits';
import type { ServiceRow, UserRow } from './parsing/import-rows';

const OPTIONAL_USER_FIELDS = ['title', 'email', 'mailDomain', 'company', 'division', 'rgpd_id'] as const;

const logger = new Logger('DirectoryImportWriter');

/**
 * Writes one kind's decisions in batches that FerretDB handles, each command well under a second:
 * new documents by insertMany (1,000 at a time), changes and absences by bulkWrite of at most 30
 * updates by `_id` (more matching statements in one command hang FerretDB 1.24). Every batch can be repeated: a busy database is retried with backoff.
 * The directory runs each batch command on its own collection and indexes what it wrote, behind the
 * writes: call `indexed()` once the last batch is written.
 */
export class BatchWriter<Row> {
  private inserts: Record<string, unknown>[] = [];
  private updates: AnyBulkWriteOperation[] = [];
  private lastWriteEnd = 0;

  constructor(
    private readonly collection: DirectoryBatchWrites,
    private readonly toInsert: (row: Row, now: Date) => Record<string, unknown>,
    private readonly toUpdate: (row: Row, stored: StoredEntry, now: Date) => Record<string, unknown>,
  ) {}

  async add(decision: Decision<Row>, now: Date) {
    if (decision.action === 'create') {
      this.inserts.push(this.toInsert(decision.row, now));
      if (this.inserts.length >= IMPORT_LIMITS.insertBatch) await this.flushInserts();
    } else if (decision.action === 'update') {
      this.updates.push({ updateOne: { filter: { _id: decision.stored._id }, update: this.toUpdate(decision.row, decision.stored, now) } });
      if (this.updates.length >= IMPORT_LIMITS.updateBatch) await this.flushUpdates();
    }
  }

  async flush() {
    await this.flushInserts();
    await this.flushUpdates();
  }

  /** Marks these entries deleted, a small batch of updates by `_id` per command; their documents and every other field stay. */
  async markDeleted(entries: StoredEntry[], now: Date, onDeleted?: (ids: string[]) => void) {
    for (let start = 0; start < entries.length; start += IMPORT_LIMITS.deleteBatch) {
      const ids = entries.slice(start, start + IMPORT_LIMITS.deleteBatch).map((entry) => entry._id);
      await this.write(() => this.collection.markDeleted(ids, now));
      onDeleted?.(ids.map(String));
    }
  }

  private async flushInserts() {
    if (this.inserts.length === 0) return;
    const docs = this.inserts;
    this.inserts = [];
    let tries = 0;
    await this.write(async () => {
      try {
        await this.collection.insertMany(docs);
      } catch (error) {
        // A repeated batch finds its own documents (same `_id`s) already in: that part is done.
        const ownDuplicates = tries++ > 0 && error instanceof MongoBulkWriteError && [error.writeErrors].flat().every((e) => e.code === 11000);
        if (!ownDuplicates) throw error;
      }
    });
  }

  private async flushUpdates() {
    if (this.updates.length === 0) return;
    const ops = this.updates;
    this.updates = [];
    await this.write(() => this.collection.bulkWrite(ops));
  }

  /** The index updates of every batch written so far have ended (rejects with the first failure). */
  indexed(): Promise<void> {
    return this.collection.indexed();
  }

  private async write<T>(work: () => Promise<T>): Promise<T> {
    // One writer on SQLite: the lock stays free a while after each of the import's writes, or it takes
    // it again before the api's waiting writes. What the import does meanwhile (the index update, the
    // next batch's rows) counts: the pause is only what is left of it.
    const free = this.lastWriteEnd + IMPORT_LIMITS.writePauseMs - Date.now();
    if (free > 0) await new Promise((resolve) => setTimeout(resolve, free));
    const indexedBefore = this.collection.indexed();
    try {
      // More tries than a request makes: an import may wait for the api's writes a little longer.
      return await retryWhenBusy(`import write to ${this.collection.name}`, work, { attempts: 10, maxDelayMs: 2_000, warn: (message) => logger.warn(message) });
    } finally {
      this.lastWriteEnd = Date.now();
      // The previous batch's index update ran during this write: at most one runs behind; a failed one stops the import.
      await indexedBefore;
    }
  }
}

export function userWriter(users: DirectoryBatchWrites, subsidiaries: Map<string, SubsidiaryRef>) {
  const defaults = users.defaults;
  const subsidiaryOf = (row: UserRow) => (row.company ? subsidiaries.get(row.company) : undefined);
  return new BatchWriter<UserRow>(
    users,
    // One literal that does not start with a spread: V8 copies a leading spread's shape, and every
    // field added to that copy made a new shape (~10 KB of garbage and ~13 µs a person, 1 GB for 100,000).
    (row, now) => ({
      _id: new Types.ObjectId(),
      ...defaults,
      ...ownedUserFields(row),
      language: row.language ?? defaults.language,
      subsidiary: subsidiaryOf(row) ?? null,
      created_time: now,
      updated_time: now,
    }),
    (row, _stored, now) => {
      const $set: Record<string, unknown> = { updated_time: now, ...ownedUserFields(row) };
      // A company that belongs to no subsidiary leaves an administrator's manual choice alone.
      const subsidiary = subsidiaryOf(row);
      if (subsidiary) $set.subsidiary = subsidiary;
      const $unset = Object.fromEntries(OPTIONAL_USER_FIELDS.filter((field) => row[field] === undefined).map((field) => [field, '']));
      return Object.keys($unset).length ? { $set, $unset } : { $set };
    },
  );
}

/** Language is the directory's only at creation: afterwards it is the person's own choice. */
function ownedUserFields(row: UserRow): Record<string, unknown> {
  const fields: Record<string, unknown> = {
    hermes_id: row.hermes_id,
    id_portal: row.id_portal,
    firstname: row.firstname,
    lastname: row.lastname,
    fullname: row.fullname,
    services: row.services,
    search_names: userSearchNames(row),
    deleted: false,
  };
  for (const field of OPTIONAL_USER_FIELDS) if (row[field] !== undefined) fields[field] = row[field];
  return fields;
}

export function serviceWriter(services: DirectoryBatchWrites) {
  const defaults = services.defaults;
  const owned = (row: ServiceRow) => ({ objectguid: row.objectguid, guid: row.guid, title: row.title, search_names: searchNamesOf(row.title), deleted: false });
  return new BatchWriter<ServiceRow>(
    services,
    (row, now) => ({ _id: new Types.ObjectId(), ...defaults, ...owned(row), created_time: now, updated_time: now }),
    (row, _stored, now) => ({ $set: { updated_time: now, ...owned(row) } }),
  );
}
