import { DurableEvent } from '../../platform/outbox/durable-event';
import type { Person } from './tool-parties';

/** The bulk bar added managers and/or viewers to several tools at once. */
@DurableEvent('tools.ToolsBulkEdited')
export class ToolsBulkEditedEvent {
  constructor(
    readonly toolIds: string[],
    readonly by: Person,
    readonly added: { managers: string[]; users: string[] },
  ) {}
}
