import type { Principal } from '../../../../platform/auth/principal';

/** getApp/{id}/true[/{validation_id}]: the tool as the edit form (or the approval popin) opens it. */
export class GetToolForEditingQuery {
  constructor(
    readonly caller: Principal,
    readonly toolId: string,
    readonly validationId?: string,
  ) {}
}
