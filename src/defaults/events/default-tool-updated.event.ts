import { DurableEvent } from '../../platform/outbox/durable-event';
import type { DefaultToolRef, Person } from './default-tool-ref';

/** A default tool's rule changed; `fields` names what changed (tool, language, subsidiary, groups, is_new, is_translated). */
@DurableEvent('defaults.DefaultToolUpdated')
export class DefaultToolUpdatedEvent {
  constructor(
    readonly by: Person,
    readonly defaultTool: DefaultToolRef,
    readonly fields: string[],
  ) {}
}
