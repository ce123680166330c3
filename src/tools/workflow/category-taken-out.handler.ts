import { EventBus, EventsHandler, IEventHandler } from '@nestjs/cqrs';
import { CategoryTakenOutOfToolsEvent } from '../../categories/events/category-taken-out-of-tools.event';
import { ToolsChangedEvent } from '../events/tools-changed.event';

/** A finished category deletion changed these tools: the catalogue re-reads them (announced by the worker too). */
@EventsHandler(CategoryTakenOutOfToolsEvent)
export class CategoryTakenOutHandler implements IEventHandler<CategoryTakenOutOfToolsEvent> {
  constructor(private readonly events: EventBus) {}

  handle({ toolIds }: CategoryTakenOutOfToolsEvent): void {
    this.events.publish(new ToolsChangedEvent(toolIds));
  }
}
