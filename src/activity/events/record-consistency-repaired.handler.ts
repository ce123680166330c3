import { EventsHandler, IEventHandler } from '@nestjs/cqrs';
import { ConsistencyRepairedEvent } from '../../approvals/consistency/consistency-repaired.event';
import { ActivityRecorder } from '../activity-recorder';
import { toolLabel, toolTarget } from './tool-target';

/** A repair by the reconciler, with no person behind it. */
@EventsHandler(ConsistencyRepairedEvent)
export class RecordConsistencyRepairedHandler implements IEventHandler<ConsistencyRepairedEvent> {
  constructor(private readonly recorder: ActivityRecorder) {}

  handle(event: ConsistencyRepairedEvent) {
    return this.recorder.record(event, {
      action: 'system.consistency.repaired',
      message: `The reconciler ${event.repair} (tool "${toolLabel(event.tool)}")`,
      actor: null,
      target: toolTarget(event.tool),
      details: { kind: event.kind, validationId: event.validationId },
    });
  }
}
