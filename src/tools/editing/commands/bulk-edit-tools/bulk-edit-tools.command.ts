import type { Principal } from '../../../../platform/auth/principal';
import type { BulkEditToolsBody } from '../../../../contracts/requests';

/** updateApps: the checked tools and the managers and/or viewers to add to each. */
export class BulkEditToolsCommand {
  constructor(
    readonly caller: Principal,
    readonly body: BulkEditToolsBody,
  ) {}
}
