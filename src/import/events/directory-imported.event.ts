import { DurableEvent } from '../../platform/outbox/durable-event';
import type { ImportCounts } from '../import-report';

/** A directory import wrote its changes (never raised in test mode or when the import failed). */
@DurableEvent('import.DirectoryImported')
export class DirectoryImportedEvent {
  constructor(
    readonly jobId: string,
    readonly source: 'upload' | 'nightly',
    readonly actor: { userId: string; fullname: string } | null,
    readonly users: ImportCounts | null,
    readonly services: ImportCounts | null,
  ) {}
}
