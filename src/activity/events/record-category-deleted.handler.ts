import { EventsHandler, IEventHandler } from '@nestjs/cqrs';
import { CategoryDeletedEvent } from '../../categories/events/category-deleted.event';
import { ActivityRecorder } from '../activity-recorder';
import { categoryLabel, categoryTarget } from './category-target';

@EventsHandler(CategoryDeletedEvent)
export class RecordCategoryDeletedHandler implements IEventHandler<CategoryDeletedEvent> {
  constructor(private readonly recorder: ActivityRecorder) {}

  handle(event: CategoryDeletedEvent) {
    const tools = event.toolCount === 1 ? '1 tool' : `${event.toolCount} tools`;
    return this.recorder.record(event, {
      action: 'categories.category.deleted',
      message: `${event.by.fullname} deleted the category "${categoryLabel(event.category)}" (${tools} no longer in it)`,
      actor: event.by,
      target: categoryTarget(event.category),
      details: { toolCount: event.toolCount },
    });
  }
}
