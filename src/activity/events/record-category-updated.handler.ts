import { EventsHandler, IEventHandler } from '@nestjs/cqrs';
import { CategoryUpdatedEvent } from '../../categories/events/category-updated.event';
import { ActivityRecorder } from '../activity-recorder';
import { categoryLabel, categoryTarget } from './category-target';

@EventsHandler(CategoryUpdatedEvent)
export class RecordCategoryUpdatedHandler implements IEventHandler<CategoryUpdatedEvent> {
  constructor(private readonly recorder: ActivityRecorder) {}

  handle(event: CategoryUpdatedEvent) {
    return this.recorder.record(event, {
      action: 'categories.category.updated',
      message: `${event.by.fullname} edited the category "${categoryLabel(event.category)}" (${event.changedFields.join(', ')})`,
      actor: event.by,
      target: categoryTarget(event.category),
      details: { fields: event.changedFields },
    });
  }
}
