import { DurableEvent } from '../../platform/outbox/durable-event';

/** A tool's maintenance was ended early: its announcement ends at `endedAt` too. */
@DurableEvent('tool-status.MaintenanceEnded')
export class MaintenanceEndedEvent {
  constructor(
    readonly toolId: string,
    readonly endedAt: string,
  ) {}
}
