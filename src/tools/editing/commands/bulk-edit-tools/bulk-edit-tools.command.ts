import type { Principal } from '../../../../platform/auth/principal';

/** updateApps: the checked tools and the managers and/or viewers to add to each. */
export class BulkEditToolsCommand {
  constructor(
    readonly caller: Principal,
    readonly body: unknown,
  ) {}
}
