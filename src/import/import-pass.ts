import type { Readable } from 'node:stream';
import type { StoredEntry, Snapshot } from './directory-snapshot';
import type { ImportCounts, ImportRejection } from './import-report';
import type { ServiceRow, UserRow } from './parsing/import-rows';
import { Entry, ImportFileKind, readEntries } from './parsing/read-entries';

/** How one kind of entry is keyed and compared. */
export interface KindRules<Row> {
  kind: ImportFileKind;
  keyName: string;
  uniqueName: string;
  keyOf(row: Row): string;
  uniqueOf(row: Row): string;
  /** Whether writing `row` would change `stored`. */
  changes(row: Row, stored: StoredEntry): boolean;
}

export type Decision<Row> = { action: 'create'; row: Row } | { action: 'update'; row: Row; stored: StoredEntry } | { action: 'unchanged'; row: Row; stored: StoredEntry };

/**
 * One streaming pass over a file against the stored snapshot. Run twice with the same file and
 * snapshot (first to check and count, then to write), it decides exactly the same each time.
 * Duplicates within the file and a unique value (login id, group guid) that belongs to another
 * stored entry are rejected here, since the database would refuse them halfway through the writes.
 */
export class ImportPass<Row extends UserRow | ServiceRow> {
  readonly counts: Omit<ImportCounts, 'deleted'> = { read: 0, created: 0, updated: 0, unchanged: 0, rejected: 0 };
  /** Keys seen in the file (rejected rows whose key was readable included): never marked deleted. */
  private readonly seenKeys = new Map<string, number>();
  private readonly seenUniques = new Map<string, number>();

  constructor(
    private readonly rules: KindRules<Row>,
    private readonly snapshot: Snapshot,
    private readonly onRejected: (rejection: ImportRejection) => void,
  ) {}

  async *decisions(input: Readable): AsyncGenerator<Decision<Row>> {
    for await (const entry of readEntries(input, this.rules.kind as 'users') as AsyncGenerator<Entry<Row>>) {
      this.counts.read++;
      if ('reason' in entry) {
        this.reject(entry.line, entry.reason, entry.key);
        continue;
      }
      const decision = this.decide(entry.line, entry.row);
      if (decision) yield decision;
    }
  }

  /** Stored entries, not yet deleted, that the file did not name; never one an identity provider provisioned over SCIM. */
  absent(): StoredEntry[] {
    const out: StoredEntry[] = [];
    for (const [key, stored] of this.snapshot.byKey) if (!stored.deleted && !stored.scim && !this.seenKeys.has(key)) out.push(stored);
    return out;
  }

  private decide(line: number, row: Row): Decision<Row> | null {
    const { keyName, uniqueName } = this.rules;
    const key = this.rules.keyOf(row);
    const unique = this.rules.uniqueOf(row);
    const keyLine = this.seenKeys.get(key);
    if (keyLine !== undefined) return this.reject(line, `${keyName} ${key} is already on line ${keyLine}`, key);
    this.seenKeys.set(key, line);
    const uniqueLine = this.seenUniques.get(unique);
    if (uniqueLine !== undefined) return this.reject(line, `${uniqueName} ${unique} is already on line ${uniqueLine}`, key);
    this.seenUniques.set(unique, line);
    const owner = this.snapshot.keyOfUnique.get(unique);
    if (owner !== undefined && owner !== key) return this.reject(line, `${uniqueName} ${unique} belongs to another entry (${keyName} ${owner})`, key);
    const stored = this.snapshot.byKey.get(key);
    if (!stored) {
      this.counts.created++;
      return { action: 'create', row };
    }
    if (this.rules.changes(row, stored)) {
      this.counts.updated++;
      return { action: 'update', row, stored };
    }
    this.counts.unchanged++;
    return { action: 'unchanged', row, stored };
  }

  private reject(line: number, reason: string, key?: string): null {
    this.counts.rejected++;
    if (key) this.seenKeys.set(key, this.seenKeys.get(key) ?? line);
    this.onRejected({ file: this.rules.kind, line, reason, ...(key ? { key } : {}) });
    return null;
  }
}
