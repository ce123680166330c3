import { EventsHandler, IEventHandler } from '@nestjs/cqrs';
import { ConsistencyRepairedEvent } from '../../approvals/consistency/consistency-repaired.event';
import { ActivityRecorder } from '../activity-recorder';
import { toolLabel, toolTarget } from './tool-target';

/** A repair by the reconciler, with no person behind it. */
@EventsHandler(ConsistencyRepairedEvent)
export class RecordConsistencyRepairedHandler implements IEventHandler<ConsistencyRepairedEvent> {
  constructor(private readonly recorder: ActivityRecorder) {}

  handle(event: ConsistencyRepairedEvent) {
    // A category's repair carries the category as its `tool` (its id and names).
    const category = event.kind === 'unfinished-category-deletion';
    const label = toolLabel(event.tool);
    return this.recorder.record(event, {
      action: 'system.consistency.repaired',
      message: `The reconciler ${event.repair} (${category ? 'category' : 'tool'} "${label}")`,
      actor: null,
      target: category ? { kind: 'category', id: event.tool.toolId, label } : toolTarget(event.tool),
      details: { kind: event.kind, validationId: event.validationId },
    });
  }
}
