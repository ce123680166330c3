import { EventsHandler, IEventHandler } from '@nestjs/cqrs';
import { DirectoryImportedEvent } from '../../import/events/directory-imported.event';
import type { ImportCounts } from '../../import/import.public';
import { ActivityRecorder } from '../activity-recorder';

@EventsHandler(DirectoryImportedEvent)
export class RecordDirectoryImportedHandler implements IEventHandler<DirectoryImportedEvent> {
  constructor(private readonly recorder: ActivityRecorder) {}

  handle(event: DirectoryImportedEvent) {
    const who = event.actor ? `${event.actor.fullname} imported the directory` : 'The nightly directory import ran';
    const parts = [summary('users', event.users), summary('groups', event.services)].filter(Boolean);
    return this.recorder.record(event, {
      action: 'directory.imported',
      message: `${who}: ${parts.join('; ')}`,
      actor: event.actor,
      target: { kind: 'directory', id: event.jobId, label: 'directory import' },
      details: { source: event.source, users: event.users, services: event.services },
    });
  }
}

function summary(label: string, counts: ImportCounts | null): string {
  if (!counts) return '';
  return `${label} ${counts.created} created, ${counts.updated} updated, ${counts.deleted} marked deleted, ${counts.rejected} rejected of ${counts.read} rows`;
}
