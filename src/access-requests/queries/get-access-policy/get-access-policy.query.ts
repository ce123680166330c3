import { Query } from '@nestjs/cqrs';
import type { AccessPolicyWire } from '../../../contracts';

/** A tool's access policy, for its editors' forms (not requestable when none was saved). */
export class GetAccessPolicyQuery extends Query<AccessPolicyWire> {
  constructor(readonly toolId: string) {
    super();
  }
}
