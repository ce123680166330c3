import { EventsHandler, IEventHandler } from '@nestjs/cqrs';
import { ActivityRecorder } from '../activity-recorder';
import type { ActivityLine } from './activity-line';
import { ACTIVITY_LINES } from './activity-lines';

const LINE_OF_EVENT = new Map<ActivityLine['event'], ActivityLine['describe']>(ACTIVITY_LINES.map((row) => [row.event, row.describe]));

/** Writes the activity log's line for each event of the table `ACTIVITY_LINES`. */
@EventsHandler(...ACTIVITY_LINES.map((row) => row.event))
export class RecordActivityHandler implements IEventHandler<object> {
  constructor(private readonly recorder: ActivityRecorder) {}

  handle(event: object) {
    const describe = LINE_OF_EVENT.get(event.constructor as ActivityLine['event']);
    return describe ? this.recorder.record(event, describe(event)) : Promise.resolve();
  }
}
