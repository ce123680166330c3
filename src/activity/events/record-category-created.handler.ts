import { EventsHandler, IEventHandler } from '@nestjs/cqrs';
import { CategoryCreatedEvent } from '../../categories/events/category-created.event';
import { ActivityRecorder } from '../activity-recorder';
import { categoryLabel, categoryTarget } from './category-target';

@EventsHandler(CategoryCreatedEvent)
export class RecordCategoryCreatedHandler implements IEventHandler<CategoryCreatedEvent> {
  constructor(private readonly recorder: ActivityRecorder) {}

  handle(event: CategoryCreatedEvent) {
    return this.recorder.record(event, {
      action: 'categories.category.created',
      message: `${event.by.fullname} added the category "${categoryLabel(event.category)}"`,
      actor: event.by,
      target: categoryTarget(event.category),
    });
  }
}
