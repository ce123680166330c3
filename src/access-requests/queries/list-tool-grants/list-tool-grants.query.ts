import { Query } from '@nestjs/cqrs';
import type { AccessGrantWire } from '../../../contracts';

/** A tool's running grants, for its editors: each holder and the grant's end, soonest end first. */
export class ListToolGrantsQuery extends Query<AccessGrantWire[]> {
  constructor(readonly toolId: string) {
    super();
  }
}
