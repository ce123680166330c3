import type { Type } from '@nestjs/common';
import type { ActivityEntry } from '../activity-recorder';

/** How one kind of event is told in the activity log. */
export interface ActivityLine {
  event: Type<object>;
  describe: (event: object) => ActivityEntry;
}

/** One row of the table: the event's class and the line it becomes. */
export function line<E extends object>(event: Type<E>, describe: (event: E) => ActivityEntry): ActivityLine {
  // The handler looks the line up by the event's own class, so the event is always an E here.
  return { event, describe: (received) => describe(received as E) };
}
