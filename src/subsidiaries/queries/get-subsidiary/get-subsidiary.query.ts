import { Query } from '@nestjs/cqrs';
import type { SubsidiaryView } from '../../subsidiary-view';

/** One subsidiary by id (GET subsidiaries/{id}, GET admin/subsidiaries/:id). */
export class GetSubsidiaryQuery extends Query<SubsidiaryView> {
  constructor(readonly id: string) {
    super();
  }
}
