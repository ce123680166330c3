import { Query } from '@nestjs/cqrs';
import type { ActivityLogView } from '../../activity-log.view';

/** GET admin/logs/:id (react-admin's show and edit views). */
export class GetActivityLogQuery extends Query<ActivityLogView> {
  constructor(readonly id: string) {
    super();
  }
}
