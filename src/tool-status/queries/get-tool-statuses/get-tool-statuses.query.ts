import { Query } from '@nestjs/cqrs';
import type { ToolStatusView } from '../../../contracts/tool-status-rules';
import type { Principal } from '../../../platform/auth/principal';

/** The statuses of the checked (or maintained) tools the caller sees, by tool id: what the wall's tiles show. */
export class GetToolStatusesQuery extends Query<Record<string, ToolStatusView>> {
  constructor(readonly caller: Principal) {
    super();
  }
}
