import { EventsHandler, IEventHandler } from '@nestjs/cqrs';
import { CategoriesImportedEvent } from '../../categories/events/categories-imported.event';
import { ActivityRecorder } from '../activity-recorder';

@EventsHandler(CategoriesImportedEvent)
export class RecordCategoriesImportedHandler implements IEventHandler<CategoriesImportedEvent> {
  constructor(private readonly recorder: ActivityRecorder) {}

  handle(event: CategoriesImportedEvent) {
    return this.recorder.record(event, {
      action: 'categories.imported',
      message: `${event.by.fullname} imported categories (${event.created} created, ${event.updated} updated)`,
      actor: event.by,
      target: { kind: 'categories', id: 'import', label: 'categories' },
      details: { created: event.created, updated: event.updated },
    });
  }
}
