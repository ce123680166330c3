import type { Type } from '@nestjs/common';
import type { ActivityEntry } from '../activity-recorder';

/** How one kind of event is told in the activity log: one line, or one a fact for an event that tells several (each with its `fact`). */
export interface ActivityLine {
  event: Type<object>;
  describe: (event: object) => ActivityEntry | ActivityEntry[];
}

/** One row of the table: the event's class and the line(s) it becomes. */
export function line<E extends object>(event: Type<E>, describe: (event: E) => ActivityEntry | ActivityEntry[]): ActivityLine {
  // The handler looks the line up by the event's own class, so the event is always an E here.
  return { event, describe: (received) => describe(received as E) };
}
