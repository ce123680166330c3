import { EventsHandler, IEventHandler } from '@nestjs/cqrs';
import { ToolsChangedEvent } from '../events/tools-changed.event';
import { CatalogueSync } from './catalogue-sync';
import { ToolCatalogue } from './tool-catalogue';

/** A write of this instance changed tools: re-read them here and tell the other instances. */
@EventsHandler(ToolsChangedEvent)
export class ToolsChangedHandler implements IEventHandler<ToolsChangedEvent> {
  constructor(
    private readonly catalogue: ToolCatalogue,
    private readonly sync: CatalogueSync,
  ) {}

  handle(event: ToolsChangedEvent) {
    const ids = event.toolIds.map(String);
    // Both calls log their own failures: an event handler's exception would reach no filter.
    void this.catalogue.changed(ids);
    void this.sync.publish(ids);
  }
}
