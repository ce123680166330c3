import type { SubsidiaryRef } from '../../subsidiaries/events/subsidiary-parts';
import type { ActivityLog } from '../activity-log.schema';

/** A log line about one subsidiary points at it by id and name. */
export function subsidiaryTarget(subsidiary: SubsidiaryRef): NonNullable<ActivityLog['target']> {
  return { kind: 'subsidiary', id: subsidiary.subsidiaryId, label: subsidiary.name };
}
